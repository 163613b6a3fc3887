import type { FastifyRequest } from 'fastify';
import { calls } from '../../contract';
import { displayCopyOf } from '../../contract/pictures';
import { designPictures, restoreDocument } from '../../editor-engine';
import { FONTS } from '../../workers/fonts/catalogue';
import { pageDataKey, type PageData } from '../../contract/pages';
import type { SiteService } from '../services/siteService';

// The designer's page (issue 29: a shared design opens in under 1 s) comes with what its first draw needs in the
// page's data block (contract/pages.ts), as a product page does, but is not rendered here (the designer draws on a
// canvas in the browser): its product and, for a shared design's link, that design, so the page waits for neither.
// The browser's useRequest starts from them under the keys it asks with, and asks the server as before for the rest.

/**
 * The designer page's data and the links its head gets, or undefined for any other page, or a product the designer
 * would not find.
 */
export async function designerPageData(
  request: FastifyRequest,
  pathname: string,
  search: string,
  site: SiteService,
  locale: string,
): Promise<{ data: PageData; head: string } | undefined> {
  const data = await site.designerData(pathname, locale);
  if (!data) return undefined;
  const query = new URLSearchParams(search);
  const token = query.get('shared');
  // as DesignerRoute: a cart item's Change (?item=) opens that item's design, not the link's
  if (token === null || query.get('item')) return { data, head: '' };
  const shared = await sharedDesign(request, token);
  if (shared === undefined) return { data, head: '' };
  return { data: { ...data, [pageDataKey.sharedDesign(token)]: shared }, head: photoPreloads(shared) };
}

/** The shop's own SVG pictures (library designs, templates' pictures), which the canvas fetches to size them. */
const SHOP_SVG = /^\/media\/[\w/.-]+\.svg$/;

/**
 * Preload links for what a shared design's canvas loads first: its photos' display copies (contract/pictures.ts), as
 * images, and the shop's SVG pictures, as the canvas fetches them (imageCache.ts canvasSource): the browser asks
 * for them as the page arrives, beside the designer's chunks, not once the designer has first drawn (issue 29's open
 * in 1 s). Nothing for a design the designer could not open either.
 */
function photoPreloads(shared: unknown): string {
  try {
    const doc = restoreDocument((shared as { design?: unknown }).design, { fonts: FONTS });
    const links = new Set(
      designPictures(doc).flatMap(({ src }) => {
        const copy = displayCopyOf(src);
        if (copy) return [`<link rel="preload" as="image" href="${copy}">`];
        return SHOP_SVG.test(src) ? [`<link rel="preload" as="fetch" href="${src}" crossorigin="anonymous">`] : [];
      }),
    );
    return [...links].join('');
  } catch {
    return '';
  }
}

/**
 * A link's design, read through its own call on the visitor's behalf (from their address): the answer the browser
 * would get, still the saved design that the designer opens a copy of, and a read that counts in the same rate limit
 * as the browser's (SECURITY.md #29.1), so the page is no way around it. An unknown token, a refused read or a failure
 * hands nothing over: the page then asks as before, and shows the call's answer.
 */
async function sharedDesign(request: FastifyRequest, token: string): Promise<unknown> {
  const url = `${calls.sharedDesign.path}?${new URLSearchParams({ token }).toString()}`;
  const answer = await request.server.inject({ method: 'GET', url, remoteAddress: request.ip }).catch(() => undefined);
  return answer?.statusCode === 200 ? (answer.json() as unknown) : undefined;
}
