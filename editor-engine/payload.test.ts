import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// Tests may import the contract (purity.test.ts scans only non-test files): the server's own schema is the judge.
import { calls } from '../contract/index.js';
import { apply } from './commands/index.js';
import { createDocument, TYPE_CODES, type DesignDocument } from './model.js';
import { buildCartPayload, PayloadError, toId } from './payload.js';
import { restoreDocument } from './restore.js';

const FIXTURES = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../fixtures/designs');
const fixtures = readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => ({ name: f.slice(0, -5), doc: restoreDocument(JSON.parse(readFileSync(path.join(FIXTURES, f), 'utf8')).document) }));

/** Zod issues as "path: message" lines, so a failure says which field the server refuses. */
function contractErrors(payload: unknown): string[] {
  const r = calls.addToCart.payload.safeParse(payload);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

function designed(): DesignDocument {
  let doc = createDocument({ productId: 42, typeCode: 9, quantity: 2 }, { width: 600, height: 400 });
  doc = apply(doc, 'setBackgroundColour', { colour: 'white' });
  doc = apply(doc, 'addText', { text: 'שלום', font: 'Noto Sans Hebrew', fontFile: 'n.woff', fill: '#112233', rightToLeft: true });
  doc = apply(doc, 'addImage', { src: '/media/uploads/x.png', naturalWidth: 10, naturalHeight: 10 });
  doc = apply(doc, 'setShape', { kind: 'rectangle', rounded: true });
  doc = apply(doc, 'setSize', { width: 60, height: 20 });
  return apply(doc, 'setFeatures', { tissue: '7', mechanism: '8', drop: '9', chainPosition: '10', device: '11', composition: '12' });
}

describe('designer cart payload', () => {
  it('carries the product options, shape, effect and the design elements, ids as numbers', () => {
    const payload = buildCartPayload(designed(), {
      personalizedImage: 'up/a.png',
      personalizedSVG: 'up/a.svg',
      referrer: '/list',
      color: '5',
      materialColor: 6,
    });
    expect(payload).toMatchObject({
      productId: 42,
      quantity: 2,
      convertUM: false,
      isLocked: false,
      complements: [],
      crossSellingProducts: [],
      options: {
        width: 60,
        height: 20,
        effect: 'original',
        roundedCorners: true,
        tissue: 7,
        mechanism: 8,
        drop: 9,
        chainPosition: 10,
        device: 11,
        composition: 12,
        color: 5,
        materialColor: 6,
        shape: { value: 'rectangle', name: 'Rectangle', width: 60, height: 20 },
        personalizedImage: 'up/a.png',
        personalizedSVG: 'up/a.svg',
        referrer: '/list',
        designElements: {
          backgroundColor: '#ffffff',
          texts: [{ text: 'שלום', font: 'Noto Sans Hebrew', fontFile: 'n.woff', rightToLeft: true, color: '#112233' }],
          images: [{ src: '/media/uploads/x.png' }],
        },
      },
    });
    expect(contractErrors(payload)).toEqual([]);
  });

  it('leaves unset options out instead of sending null', () => {
    const payload = buildCartPayload(createDocument({ productId: 12, typeCode: 8 }));
    expect(Object.values(payload.options)).not.toContain(null);
    expect(payload.options).not.toHaveProperty('width');
    expect(payload.options).not.toHaveProperty('tissue');
    expect(payload.options.designElements).not.toHaveProperty('backgroundColor');
    expect(payload.options.shape).toEqual({ value: 'original', name: 'Original' });
    expect(contractErrors(payload)).toEqual([]);
  });

  it('covers every type code in the fixtures', () => {
    const codes = new Set(fixtures.map((f) => f.doc.product.typeCode));
    expect([...codes].sort((a, b) => a - b)).toEqual([...TYPE_CODES]);
  });

  it.each(fixtures.filter((f) => f.doc.product.composition === null))('the contract accepts the payload of fixture %s', ({ doc }) => {
    expect(contractErrors(buildCartPayload(doc, { personalizedImage: '/media/uploads/p.png', personalizedSVG: '/media/uploads/p.svg' }))).toEqual([]);
  });

  it('type 11 fixture: its word composition "triptych" is refused; a numeric composition id passes the contract', () => {
    const { doc } = fixtures.find((f) => f.name === 'type11-composition')!;
    expect(() => buildCartPayload(doc)).toThrow(/product\.composition is not a numeric id: "triptych"/);
    const numbered = apply(doc, 'setFeatures', { composition: '3' });
    expect(buildCartPayload(numbered).options.composition).toBe(3);
    expect(contractErrors(buildCartPayload(numbered))).toEqual([]);
  });

  it('converts ids in one place and refuses anything that is not a plain positive id', () => {
    expect(toId('42', 'x')).toBe(42);
    expect(toId(7, 'x')).toBe(7);
    expect(toId(null, 'x')).toBeUndefined();
    expect(toId('', 'x')).toBeUndefined();
    for (const bad of ['linen', '1e3', '-1', '0', '1.5', ' 3', '99999999999', 1.5, 0, 2 ** 31, NaN]) {
      expect(() => toId(bad, 'product.tissue'), String(bad)).toThrow(PayloadError);
    }
    expect(() => buildCartPayload(apply(designed(), 'setFeatures', { tissue: 'linen' }))).toThrow(
      'Cannot build the cart payload: product.tissue is not a numeric id: "linen"',
    );
  });

  it('refuses inline data: images (they are uploaded first)', () => {
    const doc = apply(createDocument({ productId: 1, typeCode: 2 }), 'addImage', { src: 'data:image/png;base64,iVBO', naturalWidth: 1, naturalHeight: 1 });
    expect(() => buildCartPayload(doc)).toThrow(/objects\.i1\.src is an inline data: image/);
  });
});
