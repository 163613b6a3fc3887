import { describe, expect, it } from 'vitest';
import { apply } from './commands/index.js';
import { createDocument, SCHEMA_VERSION } from './model.js';
import { restoreDocument, RestoreError } from './restore.js';

const valid = () => apply(createDocument({ productId: 5, typeCode: 9 }), 'addText', { text: 'hi', font: 'Roboto', fontFile: 'r.woff', fill: '#123456' });

describe('restoreDocument', () => {
  it('round-trips a current document (object or JSON string)', () => {
    const doc = valid();
    expect(restoreDocument(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
    expect(restoreDocument(JSON.stringify(doc))).toEqual(doc);
  });

  it('upgrades a schema v1 document', () => {
    const v1 = {
      version: 1, productId: 3, typeCode: 8, width: 40, height: 30, canvasWidth: 400, canvasHeight: 300,
      background: 'bg.png', backgroundWidth: 800, backgroundHeight: 600, shape: 'rounded-square',
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
    ['bad id', { ...valid(), objects: { '__proto__x': {} } }, /ids look like/],
    ['too many objects', { ...valid(), objects: Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`t${i + 1}`, valid().objects.t1])) }, /more than 2000 objects/],
    ['bad shape', { ...valid(), shape: { kind: 'star' } }, /shape.kind/],
  ])('rejects %s with a clear error', (_name, input, message) => {
    expect(() => restoreDocument(input)).toThrow(RestoreError);
    expect(() => restoreDocument(input)).toThrow(message);
  });
});
