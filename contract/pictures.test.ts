import { describe, expect, it } from 'vitest';
import { PICTURE_SIZES, masterPictureId, parsePictureVariant, pictureAttributes } from './pictures';

describe('catalogue pictures for browsers', () => {
  it('offers a master picture’s renderings with the sizes of the place it is shown in', () => {
    expect(pictureAttributes('/media/catalog/1001.svg', 'card')).toEqual({
      src: '/media/catalog/w800/1001.webp',
      srcSet: '/media/catalog/w200/1001.webp 200w, /media/catalog/w400/1001.webp 400w, /media/catalog/w800/1001.webp 800w',
      sizes: PICTURE_SIZES.card,
    });
    expect(pictureAttributes('/media/catalog/1001.svg', 'thumbnail').sizes).toBe('72px');
  });

  it('shows an effect preview from the same renderings (the effect is a CSS filter)', () => {
    expect(masterPictureId('/media/catalog/1009.svg?effect=sepia')).toBe(1009);
    expect(pictureAttributes('/media/catalog/1009.svg?effect=sepia', 'product').srcSet).toContain('/media/catalog/w400/1009.webp 400w');
  });

  it('leaves every other picture as it is: uploads, designs, data URLs, other catalogue files', () => {
    for (const src of ['/media/uploads/ab12.png', '/media/designs/101.svg', 'data:image/svg+xml,<svg/>', '/media/catalog/dunes.jpg', '/media/catalog/0.svg']) {
      expect(pictureAttributes(src, 'card')).toEqual({ src });
      expect(pictureAttributes(src, 'product').src).toBe(src);
    }
  });

  it('reads back only the widths and ids the server renders', () => {
    expect(parsePictureVariant('w400', '1001.webp')).toEqual({ id: 1001, width: 400 });
    for (const [width, file] of [
      ['w300', '1001.webp'],
      ['400', '1001.webp'],
      ['w400', '1001.svg'],
      ['w400', '01001.webp'],
      ['w400', '..%2F1001.webp'],
      ['w400', '99999999999.webp'],
      ['w400', `${2 ** 31}.webp`],
    ]) {
      expect(parsePictureVariant(width, file)).toBeUndefined();
    }
  });
});
