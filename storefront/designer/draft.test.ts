import { describe, expect, it } from 'vitest';
import { apply, createDocument } from '../../editor-engine';
import { draftKey, dropDraft, loadDraft, saveDraft } from './draft';

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

describe('design drafts', () => {
  it('come back as they were saved, per product', () => {
    const store = memory();
    saveDraft(design(), store);
    expect(loadDraft(1012, store)?.objects.t1).toMatchObject({ text: 'Hello' });
    expect(loadDraft(1013, store)).toBeUndefined();
    dropDraft(1012, store);
    expect(loadDraft(1012, store)).toBeUndefined();
  });

  it('a tampered or broken draft is dropped rather than trusted', () => {
    const store = memory();
    store.setItem(draftKey(1012), '{not json');
    expect(loadDraft(1012, store)).toBeUndefined();
    const doc = JSON.parse(JSON.stringify(design()));
    doc.objects.t1.fontFile = '../../etc/passwd';
    store.setItem(draftKey(1012), JSON.stringify(doc));
    expect(loadDraft(1012, store)).toBeUndefined();
    // a draft saved under another product's key is not that product's
    store.setItem(draftKey(7), JSON.stringify(design()));
    expect(loadDraft(7, store)).toBeUndefined();
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
    expect(() => saveDraft(design(), throwing)).not.toThrow();
    expect(loadDraft(1012, throwing)).toBeUndefined();
  });
});
