import { describe, expect, it } from 'vitest';
import { apply, createDocument } from '../../editor-engine';
import { draftKey, dropDraft, loadDrafts, MAX_DRAFTS, saveDraft } from './draft';

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

const design = () => {
  const doc = apply(createDocument({ productId: 1012, typeCode: 8 }), 'setBackgroundColour', { colour: '#ffeedd' });
  return apply(doc, 'addText', { text: 'Hello', font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#000' });
};

const texts = (drafts: ReturnType<typeof loadDrafts>) => drafts.map((d) => (d.doc.objects.t1 as { text?: string } | undefined)?.text);

describe('design drafts', () => {
  it('come back as they were saved, per product', () => {
    const store = memory();
    saveDraft('a', design(), store, 1000);
    expect(loadDrafts(1012, store)).toMatchObject([{ slot: 'a', savedAt: 1000, doc: { objects: { t1: { text: 'Hello' } } } }]);
    expect(loadDrafts(1013, store)).toEqual([]);
    dropDraft(1012, 'a', store);
    expect(loadDrafts(1012, store)).toEqual([]);
  });

  it('a design started while an earlier one is offered never overwrites it: both come back, newest first (issue 26, item 9)', () => {
    const store = memory();
    saveDraft('first', design(), store, 1000);
    // the next page leaves the offer unanswered and adds "BBB" to a new design
    saveDraft('second', apply(design(), 'editText', { id: 't1', text: 'BBB' }), store, 2000);
    expect(texts(loadDrafts(1012, store))).toEqual(['BBB', 'Hello']);
    // the first, continued and changed, is the newest again
    saveDraft('first', apply(design(), 'editText', { id: 't1', text: 'Hello again' }), store, 3000);
    expect(texts(loadDrafts(1012, store))).toEqual(['Hello again', 'BBB']);
  });

  it(`keeps the newest ${MAX_DRAFTS} of a product`, () => {
    const store = memory();
    for (let i = 0; i <= MAX_DRAFTS; i++) saveDraft(`s${i}`, design(), store, i);
    const kept = loadDrafts(1012, store);
    expect(kept).toHaveLength(MAX_DRAFTS);
    expect(kept.at(-1)?.slot).toBe('s1');
    expect(store.data.has(draftKey(1012, 's0'))).toBe(false);
  });

  it('the one draft saved before slots comes back once', () => {
    const store = memory();
    store.setItem('atelier:design:1012', JSON.stringify(design()));
    expect(texts(loadDrafts(1012, store))).toEqual(['Hello']);
    expect(store.data.has('atelier:design:1012')).toBe(false);
    expect(texts(loadDrafts(1012, store))).toEqual(['Hello']);
  });

  it('a tampered or broken draft is dropped rather than trusted', () => {
    const store = memory();
    saveDraft('a', design(), store);
    store.setItem(draftKey(1012, 'a'), '{not json');
    expect(loadDrafts(1012, store)).toEqual([]);
    expect(store.data.has(draftKey(1012, 'a'))).toBe(false);
    const doc = JSON.parse(JSON.stringify(design()));
    doc.objects.t1.fontFile = '../../etc/passwd';
    saveDraft('b', design(), store);
    store.setItem(draftKey(1012, 'b'), JSON.stringify(doc));
    expect(loadDrafts(1012, store)).toEqual([]);
    // a draft saved under another product's key is not that product's, nor is a broken index
    saveDraft('c', design(), store);
    store.setItem('atelier:drafts:7', JSON.stringify({ c: 1 }));
    store.setItem(draftKey(7, 'c'), JSON.stringify(design()));
    expect(loadDrafts(7, store)).toEqual([]);
    store.setItem('atelier:drafts:1012', '[1,2]');
    expect(loadDrafts(1012, store)).toEqual([]);
  });

  it('a full or denied storage loses nothing on the page', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(() => saveDraft('a', design(), throwing)).not.toThrow();
    expect(loadDrafts(1012, throwing)).toEqual([]);
  });
});
