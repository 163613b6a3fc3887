import { describe, expect, it } from 'vitest';
import { products } from '../../fixtures/catalog/products';
import { linePicture } from './linePicture';

const canvas = products.find((p) => p.category === 'photo-canvas' && p.personalizedImage)!;
const tree = products.find((p) => p.category === 'cut-vinyl-sticker' && !p.personalizedImage)!;
const upload = '/media/uploads/0a1b2c.jpg';

describe("a line's picture is the shopper's own artwork (issue 27)", () => {
  it('a picture uploaded on the product page, with the effect chosen', () => {
    expect(linePicture({ personalizedImage: upload }, canvas)).toBe(upload);
    expect(linePicture({ personalizedImage: upload, effect: 'sepia' }, canvas)).toBe(`${upload}?effect=sepia`);
    expect(linePicture({ personalizedImage: upload, effect: 'original' }, canvas)).toBe(upload);
  });

  it("a design's exported picture, whatever its product", () => {
    expect(linePicture({ design: { version: 2 }, personalizedImage: '/media/uploads/d.png' }, tree)).toBe('/media/uploads/d.png');
  });

  it('none for a catalogue line, a picture from the web, or a product that takes no picture', () => {
    expect(linePicture({}, canvas)).toBeUndefined();
    expect(linePicture({ personalizedImage: 'https://example.com/cat.jpg' }, canvas)).toBeUndefined();
    expect(linePicture({ personalizedImage: upload }, tree)).toBeUndefined();
  });
});
