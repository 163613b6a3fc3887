import { restoreDocument, type DesignDocument } from '../../editor-engine';
import { FONTS } from '../../workers/fonts/catalogue';
import { localStore, type StorageLike } from '../ui/localStore';

// A design in progress survives a reload, a closed tab or a crash: it is saved locally as the shopper works (a short
// moment after the last change, and at once when the page is hidden or left) and offered back when they return to
// the same product's designer. Each designer page saves into a slot of its own, so a design started while an older
// one is still offered never overwrites it (issue 26, item 9): every design the shopper saw stays until they add it
// to the cart or discard it. What comes back from storage is untrusted: it goes through restoreDocument like any
// stored document, and a broken draft is dropped.

export const DRAFT_SAVE_DELAY_MS = 400;
/** Drafts kept per product, newest first; an older one beyond this is dropped (local storage holds about 5 MB). */
export const MAX_DRAFTS = 10;
const KEY_PREFIX = 'atelier:design:';

type DraftStorage = StorageLike & Partial<Pick<Storage, 'removeItem'>>;

export interface Draft {
  slot: string;
  /** When it was last saved (ms since 1970). */
  savedAt: number;
  doc: DesignDocument;
}

/** A new page's slot: its drafts never overwrite another page's. */
export const newDraftSlot = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Where a slot's document is kept (the document alone, as restoreDocument reads it). */
export const draftKey = (productId: number, slot: string): string => `${KEY_PREFIX}${productId}:${slot}`;
/** The slots of a product and when each was saved. */
const indexKey = (productId: number): string => `atelier:drafts:${productId}`;
/** The one draft a product had before slots (read once, then kept in a slot). */
const legacyKey = (productId: number): string => `${KEY_PREFIX}${productId}`;

function readIndex(productId: number, storage: DraftStorage): Record<string, number> {
  try {
    const index: unknown = JSON.parse(storage.getItem(indexKey(productId)) ?? '{}');
    if (!index || typeof index !== 'object' || Array.isArray(index)) return {};
    return Object.fromEntries(Object.entries(index).filter(([slot, at]) => /^[a-z0-9]{1,40}$/.test(slot) && typeof at === 'number'));
  } catch {
    return {};
  }
}

const remove = (storage: DraftStorage, key: string) => storage.removeItem?.(key);

export function saveDraft(slot: string, doc: DesignDocument, storage: DraftStorage | undefined = localStore(), now = Date.now()): void {
  if (!storage) return;
  const productId = doc.product.productId;
  try {
    const index = { ...readIndex(productId, storage), [slot]: now };
    storage.setItem(draftKey(productId, slot), JSON.stringify(doc));
    const kept = Object.entries(index).sort((a, b) => b[1] - a[1]);
    for (const [old] of kept.slice(MAX_DRAFTS)) remove(storage, draftKey(productId, old));
    storage.setItem(indexKey(productId), JSON.stringify(Object.fromEntries(kept.slice(0, MAX_DRAFTS))));
  } catch {
    // storage full or denied: the design still lives in the page
  }
}

function restore(text: string | null, productId: number): DesignDocument | undefined {
  try {
    if (!text) return undefined;
    const doc = restoreDocument(JSON.parse(text), { fonts: FONTS });
    return doc.product.productId === productId ? doc : undefined;
  } catch {
    return undefined;
  }
}

/** The saved drafts of a product, restored and checked, newest first; one that cannot be trusted is dropped. */
export function loadDrafts(productId: number, storage: DraftStorage | undefined = localStore()): Draft[] {
  if (!storage) return [];
  try {
    const legacy = restore(storage.getItem(legacyKey(productId)), productId);
    if (legacy) saveDraft(newDraftSlot(), legacy, storage, 0);
    remove(storage, legacyKey(productId));
    const drafts: Draft[] = [];
    for (const [slot, savedAt] of Object.entries(readIndex(productId, storage))) {
      const doc = restore(storage.getItem(draftKey(productId, slot)), productId);
      if (doc) drafts.push({ slot, savedAt, doc });
      else dropDraft(productId, slot, storage);
    }
    return drafts.sort((a, b) => b.savedAt - a.savedAt);
  } catch {
    return [];
  }
}

export function dropDraft(productId: number, slot: string, storage: DraftStorage | undefined = localStore()): void {
  if (!storage) return;
  try {
    remove(storage, draftKey(productId, slot));
    const index = readIndex(productId, storage);
    delete index[slot];
    storage.setItem(indexKey(productId), JSON.stringify(index));
  } catch {
    // nothing to drop
  }
}
