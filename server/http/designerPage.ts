import type { FastifyRequest } from 'fastify';
import { calls } from '../../contract';
import { pageDataKey, type PageData } from '../../contract/pages';
import type { SiteService } from '../services/siteService';

// The designer's page (issue 29: a shared design opens in under 1 s) comes with what its first draw needs in the
// page's data block (contract/pages.ts), as a product page does, but is not rendered here (the designer draws on a
// canvas in the browser): its product and, for a shared design's link, that design, so the page waits for neither.
// The browser's useRequest starts from them under the keys it asks with, and asks the server as before for the rest.

/** The designer page's data, or undefined for any other page, or a product the designer would not find. */
export async function designerPageData(
  request: FastifyRequest,
  pathname: string,
  search: string,
  site: SiteService,
  locale: string,
): Promise<PageData | undefined> {
  const data = await site.designerData(pathname, locale);
  if (!data) return undefined;
  const query = new URLSearchParams(search);
  const token = query.get('shared');
  // as DesignerRoute: a cart item's Change (?item=) opens that item's design, not the link's
  if (token === null || query.get('item')) return data;
  const shared = await sharedDesign(request, token);
  return shared === undefined ? data : { ...data, [pageDataKey.sharedDesign(token)]: shared };
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
