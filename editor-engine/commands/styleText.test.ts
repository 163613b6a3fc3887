import { describe, expect, it } from 'vitest';
import { createDocument } from '../model.js';
import { restoreDocument, RestoreError } from '../restore.js';
import { apply } from './index.js';

const ROBOTO = { font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#000' };
const withText = () => apply(createDocument({ productId: 1, typeCode: 8 }), 'addText', { text: 'Happy\nbirthday', ...ROBOTO });

describe('styleText and the text style in documents (issue 29)', () => {
  it('a new text keeps its line break, and no style unless one is chosen (the defaults draw it)', () => {
    const t = withText().objects.t1;
    expect(t).toMatchObject({ text: 'Happy\nbirthday' });
    expect(t).not.toHaveProperty('align');
    expect(t).not.toHaveProperty('lineHeight');
    expect(t).not.toHaveProperty('letterSpacing');
  });

  it('"New text" adds a text with its style', () => {
    const doc = apply(createDocument({ productId: 1, typeCode: 8 }), 'addText', { text: 'Hi', ...ROBOTO, align: 'right', lineHeight: 1.4, letterSpacing: 0.1 });
    expect(doc.objects.t1).toMatchObject({ align: 'right', lineHeight: 1.4, letterSpacing: 0.1 });
  });

  it('sets alignment, line height and letter spacing on a text, each alone', () => {
    let doc = apply(withText(), 'styleText', { id: 't1', align: 'left' });
    doc = apply(doc, 'styleText', { id: 't1', lineHeight: 1.5 });
    doc = apply(doc, 'styleText', { id: 't1', letterSpacing: -0.05 });
    expect(doc.objects.t1).toMatchObject({ align: 'left', lineHeight: 1.5, letterSpacing: -0.05, text: 'Happy\nbirthday' });
  });

  it('refuses values outside the bounds, and a text that does not exist', () => {
    const doc = withText();
    expect(() => apply(doc, 'styleText', { id: 't1', align: 'justify' as never })).toThrow(/align must be one of left, centre, right/);
    expect(() => apply(doc, 'styleText', { id: 't1', lineHeight: 0.2 })).toThrow(/lineHeight must be 0.5 to 3/);
    expect(() => apply(doc, 'styleText', { id: 't1', lineHeight: Number.NaN })).toThrow(/lineHeight/);
    expect(() => apply(doc, 'styleText', { id: 't1', letterSpacing: 2 })).toThrow(/letterSpacing must be -0.2 to 1 em/);
    expect(() => apply(doc, 'styleText', { id: 't9', align: 'left' })).toThrow(/no text with id t9/);
    expect(() => apply(createDocument({ productId: 1, typeCode: 8 }), 'addText', { text: 'x', ...ROBOTO, lineHeight: 9 })).toThrow(/addText: lineHeight/);
  });

  it('restoreDocument keeps the style, loads a text without it unchanged, and names a bad value', () => {
    const styled = apply(withText(), 'styleText', { id: 't1', align: 'right', lineHeight: 2, letterSpacing: 0.25 });
    expect(restoreDocument(JSON.parse(JSON.stringify(styled)))).toEqual(styled);
    const plain = withText();
    expect(restoreDocument(JSON.parse(JSON.stringify(plain)))).toEqual(plain);
    expect(restoreDocument(JSON.parse(JSON.stringify(plain))).objects.t1).not.toHaveProperty('align');
    const bad = (patch: object) => {
      const doc = JSON.parse(JSON.stringify(plain)) as { objects: { t1: object } };
      Object.assign(doc.objects.t1, patch);
      return () => restoreDocument(doc);
    };
    expect(bad({ align: 'middle' })).toThrow(RestoreError);
    expect(bad({ align: 'middle' })).toThrow('objects.t1.align: expected one of left, centre, right');
    expect(bad({ lineHeight: 40 })).toThrow('objects.t1.lineHeight: expected at most 3');
    expect(bad({ letterSpacing: '0.1' })).toThrow('objects.t1.letterSpacing: expected a finite number');
    expect(bad({ letterSpacing: -1 })).toThrow('objects.t1.letterSpacing: expected at least -0.2');
  });

  it('curves a text from -100 to 100 %, kept by restoreDocument, refused past a full circle', () => {
    const doc = apply(withText(), 'styleText', { id: 't1', curve: -100 });
    expect(doc.objects.t1).toMatchObject({ curve: -100 });
    expect(restoreDocument(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
    expect(withText().objects.t1).not.toHaveProperty('curve');
    expect(() => apply(doc, 'styleText', { id: 't1', curve: 101 })).toThrow(/curve must be -100 to 100 %/);
    expect(() => apply(doc, 'styleText', { id: 't1', curve: Number.NaN })).toThrow(/curve/);
    const raw = JSON.parse(JSON.stringify(doc)) as { objects: { t1: { curve: unknown } } };
    raw.objects.t1.curve = -150;
    expect(() => restoreDocument(raw)).toThrow('objects.t1.curve: expected at least -100');
    raw.objects.t1.curve = '50';
    expect(() => restoreDocument(raw)).toThrow('objects.t1.curve: expected a finite number');
  });
});
