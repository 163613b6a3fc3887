import { useCallback, useEffect, useRef, useState } from 'react';
import type { DesignDocument } from '../../editor-engine';
import { DRAFT_SAVE_DELAY_MS, dropDraft, loadDrafts, newDraftSlot, saveDraft, type Draft } from './draft';

// The designer page's drafts (draft.ts): this page's design saved into its own slot a moment after each change and at
// once when the page is hidden, closed or reloaded (`pagehide`, `visibilitychange`: the last 400 ms are not lost),
// whether or not the shopper answered the offer of an earlier design; and the earlier designs offered, newest first.

export interface Drafts {
  /** Earlier designs still offered, newest first (none once the shopper continued one). */
  offered: Draft[];
  /** Continue an earlier design: this page's own design stays saved in its slot. Answers the document to open. */
  continueDraft(draft: Draft): DesignDocument;
  /** Discard an earlier design (the next one, if any, is offered). */
  discard(draft: Draft): void;
  /** This page's design is done (in the cart): its draft goes, and the new design saves into a new slot. */
  finished(next: DesignDocument): void;
}

/** `doc` is the page's design; nothing is saved or offered when `enabled` is false (a cart item being changed). */
export function useDrafts(productId: number, doc: DesignDocument, enabled: boolean): Drafts {
  const [offered, setOffered] = useState<Draft[]>(() => (enabled ? loadDrafts(productId) : []));
  const slot = useRef('');
  if (!slot.current) slot.current = newDraftSlot();
  // the design as it was opened: an untouched design is not a draft
  const opened = useRef(doc);
  const latest = useRef(doc);
  latest.current = doc;

  const save = useCallback(() => {
    if (enabled && latest.current !== opened.current) saveDraft(slot.current, latest.current);
  }, [enabled]);

  useEffect(() => {
    const timer = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [doc, save]);

  useEffect(() => {
    const hidden = () => document.visibilityState === 'hidden' && save();
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [save]);

  return {
    offered,
    continueDraft(draft) {
      save();
      slot.current = draft.slot;
      opened.current = draft.doc;
      setOffered([]);
      return draft.doc;
    },
    discard(draft) {
      dropDraft(productId, draft.slot);
      setOffered((list) => list.filter((d) => d.slot !== draft.slot));
    },
    finished(next) {
      if (enabled) dropDraft(productId, slot.current);
      slot.current = newDraftSlot();
      opened.current = next;
      latest.current = next;
    },
  };
}
