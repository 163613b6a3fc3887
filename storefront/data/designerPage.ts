import type { PayloadInput, Response } from '../../contract';
import { defaultClient, type DataClient } from './client';
import { createDesignerData } from './designer';
import { abortable } from './product';

// The designer page's own calls (its lazy chunk alone imports them, so the product page's first JavaScript does not
// carry them): design library search, live price, the exported design's upload, the cart, a cart item's design, and
// saving and opening a shared design.
// The calls the options panel shares (uploads, render-text) are in designer.ts.

export function createDesignerPageData(client: DataClient = defaultClient) {
  return {
    ...createDesignerData(client),
    /** search_designs, keyed: a new search aborts the one in flight. */
    searchDesigns: (key: string, p: PayloadInput<'searchDesigns'>) => client.latest(key).call('searchDesigns', p),
    /** The designer's live price (calculate-custom-price with the designer's options), keyed like the page's. */
    livePrice: (key: string, p: PayloadInput<'calculateCustomPrice'>) => client.latest(key).call('calculateCustomPrice', p),
    /** The exported design: its SVG and PNG stored together (upload-image-svg, personalised prefix). */
    uploadDesign: (p: { svg: string; png: string; productId: number }) =>
      client.call('uploadImageSvg', { imgSVG: p.svg, imgBase64: p.png, prefix: 'personalized', productId: p.productId, originalName: 'design.png' }),
    /** The clothing size information modal: a model's sizes with their surcharges and the size guide. */
    clothingSizes: (p: PayloadInput<'renderClothingSizes'>) => client.call('renderClothingSizes', p),
    /** An information modal's text (tissues, mechanisms, fabric drops, wallpaper pattern), in the shopper's language. */
    info: (p: PayloadInput<'infoDialog'>) => client.call('infoDialog', p),
    /** The product's quantity selector: its limits and usual quantities. */
    quantitySelector: (p: PayloadInput<'getQuantitySelector'>) => client.call('getQuantitySelector', p),
    /** The design library's wishlist: the visitor's design ids, and the toggle with a stickerId. */
    wishlistDesignIds: async () => (await client.call('getWishlistIds', {})).ids,
    toggleDesignWishlist: (stickerId: number) => client.call('toggleWishlist', { stickerId }),
    addToCart: (p: PayloadInput<'addToCart'>) => client.call('addToCart', p),
    modifyCartItem: (p: PayloadInput<'modifyCartItem'>) => client.call('modifyCartItem', p),
    /** A cart item's design document, to reopen the designer on it (the cart's Change). */
    cartItemDesign: async (id: number, signal?: AbortSignal) => (await client.call('modifyItemCart', { id }, { signal })).design,
    /** Save and share (issue 29): the design stored on the server; answers its link's path. */
    shareDesign: async (p: PayloadInput<'shareDesign'>) => (await client.call('shareDesign', p)).url,
    /** A shared design, by its link's token: its product and the design as it was saved. */
    sharedDesign: (token: string, signal?: AbortSignal) => abortable(askShared(client, token), signal ?? new AbortController().signal),
    /** A library design's outline as a photo's frame (issue 29), as the document keeps it. */
    designOutline: async (id: number) => (await client.call('designOutline', { id })).mask,
    /** The product's templates (issue 29), each a design to restore before starting from it. */
    templates: async (id: number, signal?: AbortSignal) => (await client.call('productTemplates', { id }, { signal })).templates,
  };
}
export type DesignerPageData = ReturnType<typeof createDesignerPageData>;

/** Shared designs asked for, by client and link token: a link's design never changes, so it is asked for once. */
const sharedAsked = new WeakMap<DataClient, Map<string, Promise<Response<'sharedDesign'>>>>();

function askShared(client: DataClient, token: string): Promise<Response<'sharedDesign'>> {
  let asked = sharedAsked.get(client);
  if (!asked) sharedAsked.set(client, (asked = new Map()));
  let answer = asked.get(token);
  if (!answer) {
    answer = client.call('sharedDesign', { token });
    asked.set(token, answer);
    // a failure is asked again (the designer's retry)
    answer.catch(() => asked.delete(token));
  }
  return answer;
}

/**
 * Starts asking for a shared design's link's design (DesignerRoute, beside the product and the designer's chunk);
 * the designer's `sharedDesign` then reads the same answer.
 */
export function prefetchSharedDesign(token: string, client: DataClient = defaultClient): void {
  askShared(client, token).catch(() => undefined);
}
