import { describe, expect, it } from 'vitest';
import { LETTERING_PICTURE } from '../../contract/pictures';
import { catalogue } from '../../fixtures/catalog';
import { products } from '../../fixtures/catalog/products';
import { P } from '../../fixtures/catalog/products/ids';
import { linePicture } from './linePicture';

const canvas = products.find((p) => p.category === 'photo-canvas' && p.personalizedImage)!;
const tree = products.find((p) => p.category === 'cut-vinyl-sticker' && !p.personalizedImage)!;
const words = products.find((p) => p.category === 'text-sticker')!;
const lists = { colours: catalogue.colours, tissues: [], materialColours: [] };
const upload = '/media/uploads/0a1b2c.jpg';

describe("a line's picture is the shopper's own artwork (issue 27)", () => {
  it('a picture uploaded on the product page, with the effect chosen', () => {
    expect(linePicture({ personalizedImage: upload }, canvas, lists)).toBe(upload);
    expect(linePicture({ personalizedImage: upload, effect: 'sepia' }, canvas, lists)).toBe(`${upload}?effect=sepia`);
    expect(linePicture({ personalizedImage: upload, effect: 'original' }, canvas, lists)).toBe(upload);
  });

  it('a shaped sticker: the shape it is cut to, its corners and its effect (issue 27)', () => {
    const shaped = products.find((p) => p.id === P.shapedSticker)!;
    expect(linePicture({ personalizedImage: upload, shape: { value: 'circle' } }, shaped, lists)).toBe(`${upload}?shape=circle`);
    expect(linePicture({ personalizedImage: upload, shape: 'square', roundedCorners: true, effect: 'sepia' }, shaped, lists)).toBe(
      `${upload}?effect=sepia&shape=square&rounded=1`,
    );
    expect(linePicture({ personalizedImage: upload, shape: 'original' }, shaped, lists)).toBe(upload);
    // a product with no shapes is not cut to one, whatever its options say
    expect(linePicture({ personalizedImage: upload, shape: 'circle' }, canvas, lists)).toBe(upload);
  });

  it("a design's exported picture, whatever its product", () => {
    expect(linePicture({ design: { version: 2 }, personalizedImage: '/media/uploads/d.png' }, tree, lists)).toBe('/media/uploads/d.png');
  });

  it('a lettering: its words, font and the colour the vinyl is cut in', () => {
    const src = linePicture({ width: 60, height: 20, personalizedText: 'Hola Anna', font: 'Lobster', color: 8 }, words, lists)!;
    expect(src.startsWith(`${LETTERING_PICTURE}?`)).toBe(true);
    const q = new URLSearchParams(src.slice(src.indexOf('?') + 1));
    expect(Object.fromEntries(q)).toEqual({ text: 'Hola Anna', font: 'lobster-latin-400-normal.woff', color: catalogue.colours.find((c) => c.id === 8)!.hex });
    // words too long for an address the cart carries: the catalogue's picture
    expect(linePicture({ width: 60, personalizedText: 'a'.repeat(501), font: 'Lobster' }, words, lists)).toBeUndefined();
  });

  it('none for a catalogue line, a picture from the web, or a product that takes no picture', () => {
    expect(linePicture({}, canvas, lists)).toBeUndefined();
    expect(linePicture({ personalizedImage: 'https://example.com/cat.jpg' }, canvas, lists)).toBeUndefined();
    expect(linePicture({ personalizedImage: upload }, tree, lists)).toBeUndefined();
  });
});
