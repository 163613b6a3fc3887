import { restoreDocument, type DesignDocument } from '../../editor-engine';
import { FONTS } from '../../workers/fonts/catalogue';
import { localStore, type StorageLike } from '../ui/localStore';

// A design in progress survives a reload, a closed tab or a crash: it is saved locally as the shopper works (a short
// moment after the last change) and offered back when they return to the same product's designer. What comes back
// from storage is untrusted: it goes through restoreDocument like any stored document, and a broken draft is dropped.

export const DRAFT_SAVE_DELAY_MS = 400;
const KEY_PREFIX = 'atelier:design:';

export const draftKey = (productId: number): string => `${KEY_PREFIX}${productId}`;

export function saveDraft(doc: DesignDocument, storage: StorageLike | undefined = localStore()): void {
  try {
    storage?.setItem(draftKey(doc.product.productId), JSON.stringify(doc));
  } catch {
    // storage full or denied: the design still lives in the page
  }
}

/** The saved draft of a product, restored and checked; undefined when there is none or it cannot be trusted. */
export function loadDraft(productId: number, storage: StorageLike | undefined = localStore()): DesignDocument | undefined {
  try {
    const text = storage?.getItem(draftKey(productId));
    if (!text) return undefined;
    const doc = restoreDocument(JSON.parse(text), { fonts: FONTS });
    return doc.product.productId === productId ? doc : undefined;
  } catch {
    return undefined;
  }
}

export function dropDraft(productId: number, storage: (StorageLike & Partial<Pick<Storage, 'removeItem'>>) | undefined = localStore()): void {
  try {
    storage?.removeItem?.(draftKey(productId));
  } catch {
    // nothing to drop
  }
}
