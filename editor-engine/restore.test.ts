import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// Tests may import outside editor-engine (purity.test.ts scans non-test files only): the real font catalogue.
import { FONTS } from '../workers/fonts/catalogue.js';
import { apply } from './commands/index.js';
import { createDocument, SCHEMA_VERSION } from './model.js';
import { DesignBudgetError, restoreDocument, RestoreError } from './restore.js';

const valid = () => apply(createDocument({ productId: 5, typeCode: 9 }), 'addText', { text: 'hi', font: 'Roboto', fontFile: 'r.woff', fill: '#123456' });

describe('restoreDocument', () => {
  it('round-trips a current document (object or JSON string)', () => {
    const doc = valid();
    expect(restoreDocument(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
    expect(restoreDocument(JSON.stringify(doc))).toEqual(doc);
  });

  it('upgrades a schema v1 document', () => {
    const v1 = {
      version: 1,
      productId: 3,
      typeCode: 8,
      width: 40,
      height: 30,
      canvasWidth: 400,
      canvasHeight: 300,
      background: 'bg.png',
      backgroundWidth: 800,
      backgroundHeight: 600,
      shape: 'rounded-square',
      texts: [{ text: 'x', font: 'Lobster', fontFile: 'l.woff', color: '#ABCDEF', left: 10, top: 20, angle: -90 }],
      images: [{ src: 'a.png', width: 10, height: 20, left: 1, top: 2, scale: 2 }],
    };
    const doc = restoreDocument(v1);
    expect(doc.schemaVersion).toBe(SCHEMA_VERSION);
    expect(doc.shape).toEqual({ kind: 'square', rounded: true });
    expect(doc.order).toEqual(['i1', 't2']);
    expect(doc.objects.t2).toMatchObject({ kind: 'text', fill: '#abcdef', transform: { x: 10, y: 20, angle: 270 } });
    expect(doc.objects.i1.transform).toMatchObject({ scaleX: 2, scaleY: 2 });
    expect(doc.nextId).toBe(3);
    expect(doc.background).toEqual({ src: 'bg.png', naturalWidth: 800, naturalHeight: 600 });
  });

  it('repairs order and nextId', () => {
    const raw = JSON.parse(JSON.stringify(valid()));
    raw.order = ['ghost', 't1', 't1'];
    raw.objects.t7 = { ...raw.objects.t1 };
    raw.nextId = 1;
    raw.shape = { kind: 'circle', rounded: true };
    const doc = restoreDocument(raw);
    expect(doc.order).toEqual(['t1', 't7']);
    expect(doc.nextId).toBe(8);
    expect(doc.shape.rounded).toBe(false);
  });

  it.each([
    ['not json', '{', /not valid JSON/],
    ['future version', { schemaVersion: 99 }, /unsupported version 99/],
    ['bad type code', { ...valid(), product: { ...valid().product, typeCode: 5 } }, /product.typeCode/],
    ['bad colour', { ...valid(), backgroundColor: 'url(x)' }, /backgroundColor/],
    ['script source', { ...valid(), background: { src: 'javascript:alert(1)', naturalWidth: 1, naturalHeight: 1 } }, /unsupported image source/],
    ['path traversal', { ...valid(), background: { src: '../../etc/passwd', naturalWidth: 1, naturalHeight: 1 } }, /may not contain/],
    ['NaN transform', { ...valid(), objects: { t1: { ...valid().objects.t1, transform: { x: 'a', y: 0 } } } }, /objects.t1.transform.x/],
    ['unknown kind', { ...valid(), objects: { t1: { kind: 'video' } } }, /objects.t1.kind/],
    ['bad id', { ...valid(), objects: { __proto__x: {} } }, /ids look like/],
    [
      'too many objects',
      { ...valid(), objects: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`t${i + 1}`, valid().objects.t1])) },
      /at objects: over the design budget: 201 texts and pictures, at most 200/,
    ],
    ['bad shape', { ...valid(), shape: { kind: 'star' } }, /shape.kind/],
  ])('rejects %s with a clear error', (_name, input, message) => {
    expect(() => restoreDocument(input)).toThrow(RestoreError);
    expect(() => restoreDocument(input)).toThrow(message);
  });

  it('refuses a document over a design budget with a DesignBudgetError naming the limit (rules/designBudget.ts)', () => {
    const text = (t: string, fontSize: number, scale: number) => ({
      ...valid().objects.t1,
      text: t,
      fontSize,
      transform: { x: 0, y: 0, scaleX: scale, scaleY: scale },
    });
    const over = (objects: Record<string, unknown>) => {
      try {
        restoreDocument({ ...valid(), objects });
      } catch (e) {
        expect(e).toBeInstanceOf(DesignBudgetError);
        return (e as DesignBudgetError).refusal;
      }
      throw new Error('restored');
    };
    expect(over({ t1: text('W'.repeat(501), 60, 1) })).toMatchObject({ limit: 'text-characters', field: 'objects.t1.text', max: 500 });
    // issue 25: texts of 1,900 W at size 1000, scale 1000 (now one of 500 is enough to show it)
    expect(over({ t1: text('W'.repeat(500), 1000, 1000) })).toMatchObject({ limit: 'text-coverage' });
    const photo = { kind: 'image', src: '/media/uploads/p.jpg', naturalWidth: 10_000, naturalHeight: 5_000, transform: { x: 0, y: 0 } };
    expect(over(Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`i${i + 1}`, photo])))).toMatchObject({ limit: 'image-pixels' });
  });

  it('refuses a document nested deeper than a design can be, without recursing into it', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => restoreDocument({ ...valid(), extra: deep })).toThrow(/\(root\): nested more than 32 levels deep/);
    expect(() => restoreDocument(JSON.stringify({ ...valid(), extra: { a: { b: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]] } } }))).toThrow(
      /nested more than/,
    );
  });

  it('restores every fixture design, checked against the real font catalogue', () => {
    const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../fixtures/designs');
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    // a floor, not a count: each new fixture (issue 29's features add several) is checked without editing this test
    expect(files.length).toBeGreaterThanOrEqual(27);
    for (const f of files) expect(() => restoreDocument(JSON.parse(readFileSync(path.join(dir, f), 'utf8')).document, { fonts: FONTS }), f).not.toThrow();
  });

  it('accepts the image sources the shop serves', () => {
    for (const s of [
      'logo.png',
      'up/bg.jpg',
      '/media/uploads/ab12.png',
      '/media/catalog/p/1.jpg',
      '/media/designs/d.webp',
      'data:image/png;base64,iVBORw0KGgo=',
    ]) {
      expect(restoreDocument({ ...valid(), background: { src: s, naturalWidth: 1, naturalHeight: 1 } }).background?.src).toBe(s);
    }
  });

  it('keeps nextId above existing ids and exact', () => {
    const raw = { ...valid(), objects: { t999999999: valid().objects.t1 }, nextId: 2 };
    expect(restoreDocument(raw).nextId).toBe(1_000_000_000);
  });

  it('checks fonts against a given list (file known, family matching) and their shape without one', () => {
    const withFont = (font: string, fontFile: string) => ({ ...valid(), objects: { t1: { ...valid().objects.t1, font, fontFile } } });
    expect(restoreDocument(withFont('Lobster', 'lobster-latin-400-normal.woff'), { fonts: FONTS }).objects.t1).toMatchObject({ font: 'Lobster' });
    expect(() => restoreDocument(withFont('Comic', 'comic.woff'), { fonts: FONTS })).toThrow(
      'Invalid design document at objects.t1.fontFile: unknown font file comic.woff',
    );
    expect(() => restoreDocument(withFont('Roboto', 'lobster-latin-400-normal.woff'), { fonts: FONTS })).toThrow(
      /objects\.t1\.font: lobster-latin-400-normal.woff is Lobster, not Roboto/,
    );
    expect(() => restoreDocument(withFont('Roboto', '../../etc/passwd'))).toThrow(/objects\.t1\.fontFile: expected a font file name/);
    expect(() => restoreDocument(withFont('Roboto', 'https://evil/x.woff'))).toThrow(/objects\.t1\.fontFile/);
    expect(() => restoreDocument(withFont('<script>', 'r.woff'))).toThrow(/objects\.t1\.font: expected a font family name/);
  });

  const product = (patch: object) => ({ ...valid(), product: { ...valid().product, ...patch } });
  const limits = (patch: object) => product({ limits: { ...valid().product.limits, ...patch } });
  const text = (patch: object) => ({ ...valid(), objects: { t1: { ...valid().objects.t1, ...patch } } });
  const move = (patch: object) => text({ transform: { ...valid().objects.t1.transform, ...patch } });
  const bg = (s: string) => ({ ...valid(), background: { src: s, naturalWidth: 1, naturalHeight: 1 } });
  const image = { kind: 'image', src: 'a.png', naturalWidth: 10, naturalHeight: 10, transform: { x: 0, y: 0 } };
  it.each([
    ['negative width', product({ width: -5 }), /product\.width: expected a positive number/],
    ['zero width', product({ width: 0 }), /product\.width: expected a positive number/],
    ['huge height', product({ height: 1e12 }), /product\.height: expected at most 10000/],
    ['negative pack', product({ pack: -3 }), /product\.pack: expected a positive number/],
    ['fractional pack', product({ pack: 2.5 }), /product\.pack: expected a whole number/],
    ['fractional product id', product({ productId: 1.5 }), /product\.productId: expected a whole number/],
    ['zero product id', product({ productId: 0 }), /product\.productId: expected a positive number/],
    ['huge quantity', product({ quantity: 1e308 }), /product\.quantity: expected a whole number/],
    ['quantity over the cap', product({ quantity: 10_001 }), /product\.quantity: expected at most 10000/],
    ['zero quantity', product({ quantity: 0 }), /product\.quantity: expected a positive number/],
    ['max width below min', limits({ minWidth: 50, maxWidth: 20 }), /product\.limits\.maxWidth: below minWidth 50/],
    ['max height below min', limits({ minHeight: 50, maxHeight: 20 }), /product\.limits\.maxHeight: below minHeight 50/],
    ['negative limit', limits({ minWidth: -1 }), /product\.limits\.minWidth: expected at least 0/],
    ['huge limit', limits({ maxWidth: 1e9 }), /product\.limits\.maxWidth: expected at most 10000/],
    ['fractional min pack', limits({ minPack: 1.5 }), /product\.limits\.minPack: expected a whole number/],
    ['huge canvas', { ...valid(), canvas: { width: 1e9, height: 1e9 } }, /canvas\.width: expected at most 10000/],
    [
      'huge natural size',
      { ...valid(), background: { src: 'a.png', naturalWidth: 1e9, naturalHeight: 1 } },
      /background\.naturalWidth: expected at most 50000/,
    ],
    ['huge font size', text({ fontSize: 1e12 }), /objects\.t1\.fontSize: expected at most 1000/],
    ['huge scale', move({ scaleX: 1e200 }), /objects\.t1\.transform\.scaleX: expected at most 1000/],
    ['vanishing scale', move({ scaleY: 1e-200 }), /objects\.t1\.transform\.scaleY: expected at least 0\.001/],
    ['far position', move({ x: 1e15 }), /objects\.t1\.transform\.x: expected at most 100000/],
    ['huge angle', move({ angle: 1e200 }), /objects\.t1\.transform\.angle: expected at most 360000/],
    [
      'id beyond safe integers',
      { ...valid(), objects: { t99999999999999999999: valid().objects.t1 } },
      /objects\.t99999999999999999999: ids look like t1 or i2/,
    ],
    ['id above the id cap', { ...valid(), objects: { t1000000001: valid().objects.t1 } }, /objects\.t1000000001: id number above 1000000000/],
    ['id with leading zero', { ...valid(), objects: { t01: valid().objects.t1 } }, /objects\.t01: ids look like/],
    ['text id holding an image', { ...valid(), objects: { t1: image } }, /objects\.t1: t… ids are for texts, got an image/],
    ['image id holding a text', { ...valid(), objects: { i1: valid().objects.t1 } }, /objects\.i1: i… ids are for images, got a text/],
    ['nextId beyond safe integers', { ...valid(), nextId: 1e20 }, /nextId: expected a whole number/],
    ['absolute file path', bg('/etc/passwd'), /background\.src: unsupported image source/],
    ['file URL', bg('file:///etc/passwd'), /background\.src: unsupported image source/],
    ['cloud metadata address', bg('http://169.254.169.254/latest/meta-data'), /background\.src: unsupported image source/],
    ['private address', bg('https://10.0.0.1/x.png'), /background\.src: unsupported image source/],
    ['protocol-relative URL', bg('//evil.example/x.png'), /background\.src: unsupported image source/],
    ['other media prefix', bg('/media/private/x.png'), /background\.src: unsupported image source/],
    ['traversal under media', bg('/media/uploads/../../secret.png'), /background\.src: relative source may not contain \.\./],
    ['data URL not an image', bg('data:text/html;base64,PGgxPg=='), /background\.src: unsupported image source: data URLs/],
    ['image object source', { ...valid(), objects: { i1: { ...image, src: 'C:\\\\x.png' } } }, /objects\.i1\.src: unsupported image source/],
  ])('rejects %s, naming the field', (_name, input, message) => {
    expect(() => restoreDocument(input)).toThrow(RestoreError);
    expect(() => restoreDocument(input)).toThrow(message);
  });

  it('keeps a background photo’s position from 0 to 1, refuses others, and leaves old documents centred', () => {
    const doc = apply(createDocument({ productId: 1, typeCode: 8 }), 'addBackground', { src: 'bg.png', naturalWidth: 800, naturalHeight: 300 });
    expect(restoreDocument(JSON.parse(JSON.stringify(doc))).background).toEqual({ src: 'bg.png', naturalWidth: 800, naturalHeight: 300 });
    const moved = apply(doc, 'moveBackground', { x: 0, y: 1 });
    expect(restoreDocument(JSON.stringify(moved)).background?.position).toEqual({ x: 0, y: 1 });
    const withPosition = (position: unknown) => ({ ...doc, background: { ...doc.background, position } });
    expect(() => restoreDocument(withPosition({ x: 1.5, y: 0 }))).toThrow(/background\.position\.x: expected at most 1/);
    expect(() => restoreDocument(withPosition({ x: 0, y: -0.1 }))).toThrow(/background\.position\.y: expected at least 0/);
    expect(() => restoreDocument(withPosition({ x: '0' }))).toThrow(/background\.position\.x/);
    expect(() => restoreDocument(withPosition('left'))).toThrow(RestoreError);
    expect(restoreDocument(withPosition(null)).background?.position).toBeUndefined();
  });
});
