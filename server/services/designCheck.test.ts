import { describe, expect, it } from 'vitest';
import { apply, createDocument } from '../../editor-engine';
import type { Product } from '../catalog/model';
import { checkDesign } from './designCheck';
import { ShopError } from './shopError';

// Issue 29: a text's outline, shadow and coloured letters are checked where every kept design is: a malformed one is
// a 400 naming the field, never a 500 or a silent accept.

const product = { id: 108, designerType: 8 } as unknown as Product;
const noMedia = async () => undefined;

function design(patch: Record<string, unknown>) {
  let doc = createDocument({ productId: 108, typeCode: 8 }, { width: 600, height: 400 });
  doc = apply(doc, 'addText', { text: 'Hello', font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#000' });
  return { ...doc, objects: { t1: { ...doc.objects.t1, ...patch } } };
}

async function refusal(patch: Record<string, unknown>) {
  try {
    await checkDesign(product, design(patch), noMedia as never);
  } catch (e) {
    return e as ShopError;
  }
  throw new Error('accepted');
}

describe('a kept design with text effects', () => {
  it('is refused with its field named when an outline, a shadow or a coloured range is malformed', async () => {
    for (const [patch, field] of [
      [{ stroke: { colour: '#000', width: 3 } }, 'objects.t1.stroke.width'],
      [{ shadow: 'yes' }, 'objects.t1.shadow'],
      [{ colours: [{ start: 4, end: 9, fill: '#f00' }] }, 'objects.t1.colours'],
      [{ colours: [{ start: 0, end: 2, fill: 'javascript:' }] }, 'objects.t1.colours.0.fill'],
    ] as const) {
      const e = await refusal(patch);
      expect(e).toBeInstanceOf(ShopError);
      expect({ status: e.status, key: e.messageKey, field: e.params.field }).toEqual({ status: 400, key: 'design-invalid', field });
    }
  });

  it('keeps a well-formed one', async () => {
    const doc = await checkDesign(
      product,
      design({ stroke: { colour: '#fff', width: 0.05 }, shadow: { colour: '#555' }, colours: [{ start: 0, end: 2, fill: '#f00' }] }),
      noMedia as never,
    );
    expect(doc.objects.t1).toMatchObject({
      stroke: { colour: '#ffffff', width: 0.05 },
      shadow: { colour: '#555555' },
      colours: [{ start: 0, end: 2, fill: '#ff0000' }],
    });
  });
});
