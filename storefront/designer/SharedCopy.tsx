import { useEffect, useMemo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { pageDataKey } from '../../contract/pages';
import { restoreDocument, type DesignDocument } from '../../editor-engine';
import { FONTS } from '../../workers/fonts/catalogue';
import type { DesignerPageData } from '../data/designerPage';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Spinner } from '../ui/Spinner';
import { useRequest } from '../common/useRequest';

// A shared design's link (/designer/<slug>?shared=<token>, ShareDesign.tsx) opens a COPY of it: the design is read
// from the server, restored as every stored design is, and handed to the designer as the page's new design. Editing
// it saves into a draft slot of its own (useDrafts.ts), so neither the shared design nor the shopper's own unfinished
// designs change; those are still offered by the draft banner.

type Opened = { doc: DesignDocument } | { moved: string } | { problem: string };

function openCopy(found: Awaited<ReturnType<DesignerPageData['sharedDesign']>>, productId: number, search: string): Opened {
  // a link whose product is another one (a slug edited by hand): that product's designer, same link
  if (found.productId !== productId) return { moved: `/designer/${found.slug}${search}` };
  try {
    return { doc: restoreDocument(found.design, { fonts: FONTS }) };
  } catch {
    return { problem: 'This shared design can no longer be opened in the designer.' };
  }
}

export function SharedCopy({
  token,
  product,
  data,
  children,
}: {
  token: string;
  product: { id: number; slug: string };
  data: Pick<DesignerPageData, 'sharedDesign'>;
  children: (copy: DesignDocument) => ReactNode;
}) {
  const request = useRequest(pageDataKey.sharedDesign(token), (signal) => data.sharedDesign(token, signal));
  const found = request.status === 'done' ? request.data : undefined;
  const opened = useMemo(() => (found ? openCopy(found, product.id, location.search) : undefined), [found, product.id]);
  const moved = opened && 'moved' in opened ? opened.moved : undefined;
  useEffect(() => {
    if (moved) navigate(moved, { replace: true });
  }, [moved]);

  if (request.status === 'loading' || moved) return <Spinner label="Opening the shared design" />;
  const problem = request.status === 'error' ? request.message : opened && 'problem' in opened ? opened.problem : undefined;
  if (problem || !opened || !('doc' in opened)) {
    return (
      <div className="designer-shared-missing" data-testid="designer-shared-missing">
        <ErrorMessage title="The shared design could not be opened" message={problem ?? ''} onRetry={request.status === 'error' ? request.retry : undefined} />
        <p>
          <Link href={`/designer/${product.slug}`}>Start a design of your own</Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <p className="designer-shared-note" role="status" data-testid="designer-shared-note">
        This is your copy of a shared design: change it as you like, the link keeps the original.
      </p>
      {children(opened.doc)}
    </>
  );
}
