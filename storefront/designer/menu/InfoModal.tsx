import type { ReactNode } from 'react';
import type { DesignerPageData } from '../../data/designerPage';
import { LoadingModal } from './LoadingModal';

// The designer's information modals (SPEC.md section 2: tissues, mechanisms, fabric drops, wallpaper pattern info):
// the shop's text from info-dialog, in the shopper's language, loaded when first opened, with what the page itself
// knows (the product's fabrics with their colours, say) under it.

export type InfoType = 'tissues' | 'mechanisms' | 'fabric-drops' | 'wallpaper-pattern';

export function InfoModal({
  type,
  label,
  productId,
  data,
  children,
}: {
  type: InfoType;
  label: string;
  productId: number;
  data: DesignerPageData;
  children?: ReactNode;
}) {
  return (
    <LoadingModal
      label={label}
      className="button button--secondary designer-info"
      openerTestId={`designer-info-${type}`}
      testId={`info-modal-${type}`}
      title={(content) => content?.title ?? label}
      load={async () => (await data.info({ type, productId })).content}
      keep
      loadingText="Loading…"
      failedText="This information could not be loaded. Please try again."
      render={(content) =>
        content.blocks.map((b, i) => (b.kind === 'paragraph' ? <p key={i}>{b.text}</p> : b.kind === 'heading' ? <h3 key={i}>{b.text}</h3> : null))
      }
    >
      {children}
    </LoadingModal>
  );
}
