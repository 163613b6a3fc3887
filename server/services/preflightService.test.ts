import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply, createDocument, textInkBox, type DesignDocument, type TextObject } from '../../editor-engine';
import { catalogue, P } from '../../fixtures/catalog';
import { FontCache } from '../../workers/fonts/cache';
import { fontPath } from '../../workers/fonts/catalogue';
import { outlineTextBox } from '../../workers/text/layout';
import { PreflightService } from './preflightService';

// The server's preflight measures text in its real font (Pacifico here, a script font whose line box is twice the
// height of its letters) and judges the ink that prints, after the object's scale, turn and position.
const sticker = catalogue.products.find((p) => p.id === P.personalisedPrintedSticker)!; // safe margin 3 mm
const service = new PreflightService();
const at60x40 = { width: 60, height: 40 }; // the 600 x 400 canvas at 1 canvas px per mm

function anna(): DesignDocument {
  const doc = createDocument({ productId: sticker.id, typeCode: 2 });
  return apply(doc, 'addText', { text: 'Anna', font: 'Pacifico', fontFile: 'pacifico-latin-400-normal.woff', fill: '#000000' });
}

/**
 * The ink of the text and its line box, relative to its position, from the outline the canvas, the export and the
 * print draw (shaping decides it: Pacifico's final "a" has no joining stroke), so the test follows the font's shaping.
 */
async function inkAndLineBox(t: TextObject) {
  const fonts = new FontCache((file) => fs.readFile(path.resolve(fontPath(file))));
  const outline = outlineTextBox(await fonts.loadStack(t.fontFile), t);
  return { ink: textInkBox(outline)!, line: { halfWidth: outline.width / 2, halfHeight: (outline.ascent + outline.descent) / 2 } };
}

const outsideSafeArea = [{ code: 'outside-safe-area', severity: 'warning', objectId: 't1', name: 'Anna' }];

describe('preflight service: text by its real ink', () => {
  it('a centred text scaled up with "+" fourteen times is far from every edge: no margin warning', async () => {
    // Pacifico's line box at x 3.8 is 400 px tall, the whole canvas; its ink is 5.6 cm from the nearest edge.
    const doc = anna();
    const big = apply(doc, 'scale', { ids: doc.order, scaleX: 1.1 ** 14, scaleY: 1.1 ** 14 });
    expect(await service.check(sticker, big, at60x40)).toEqual([]);
  });

  it('a text whose ink comes 1 mm from the cut line is flagged', async () => {
    const doc = anna();
    const text = doc.objects[doc.order[0]] as TextObject;
    const { ink, line } = await inkAndLineBox(text);
    // the ink is not the line box, or the cases below would not tell the two apart
    expect(line.halfWidth - ink.right).toBeGreaterThan(1);
    const toRight = (edge: number) => apply(doc, 'move', { ids: doc.order, dx: edge - ink.right - text.transform.x, dy: 0 });
    expect(await service.check(sticker, toRight(599), at60x40)).toEqual(outsideSafeArea);
    expect(await service.check(sticker, toRight(596), at60x40)).toEqual([]); // 4 mm from it
  });

  it('a script text whose ink comes 1 mm from the top is flagged, 4 mm inside is not, though its line box pokes out', async () => {
    const doc = anna();
    const text = doc.objects[doc.order[0]] as TextObject;
    const { ink, line } = await inkAndLineBox(text);
    // Pacifico's ascender stands far above its letters: judged by its line box, the text would poke more than 20 mm past the top edge
    expect(-line.halfHeight - ink.top).toBeLessThan(-20);
    const toTop = (edge: number) => apply(doc, 'move', { ids: doc.order, dx: 0, dy: edge - ink.top - text.transform.y });
    expect(await service.check(sticker, toTop(1), at60x40)).toEqual(outsideSafeArea);
    expect(await service.check(sticker, toTop(4), at60x40)).toEqual([]);
  });
});

describe('preflight service: a text of several lines, aligned and spaced (issue 29)', () => {
  it('judges the second line and the letter spacing the canvas draws: its ink 1 mm from the bottom is flagged', async () => {
    const two = apply(anna(), 'editText', { id: 't1', text: 'Anna\nand Ben' });
    const spaced = apply(two, 'styleText', { id: 't1', letterSpacing: 0.3, lineHeight: 1.5, align: 'left' });
    const one = await inkAndLineBox(anna().objects.t1 as TextObject);
    const lines = await inkAndLineBox(two.objects.t1 as TextObject);
    const wide = await inkAndLineBox(spaced.objects.t1 as TextObject);
    // the second line's ink stands under the first's; spaced letters and lines reach further
    expect(lines.ink.bottom - lines.ink.top).toBeGreaterThan(1.5 * (one.ink.bottom - one.ink.top));
    expect(wide.ink.right - wide.ink.left).toBeGreaterThan(lines.ink.right - lines.ink.left);
    expect(wide.ink.bottom).toBeGreaterThan(lines.ink.bottom);
    const text = spaced.objects.t1 as TextObject;
    const toBottom = (edge: number) => apply(spaced, 'move', { ids: ['t1'], dx: 0, dy: edge - wide.ink.bottom - text.transform.y });
    expect(await service.check(sticker, toBottom(399), at60x40)).toEqual([{ ...outsideSafeArea[0], name: 'Anna and Ben' }]);
    expect(await service.check(sticker, toBottom(396), at60x40)).toEqual([]);
  });
});
