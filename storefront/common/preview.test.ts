import { describe, expect, it } from 'vitest';
import { ROUNDED_CORNER_SHARE } from '../../rules/shape';
import { effectFilter, effectPicture, shapeStyle } from './preview';

const canvas = {
  name: 'Photo on canvas',
  image: '/images/products/photo-on-canvas.svg',
  effects: [
    { id: 'original' as const, name: 'Original' },
    { id: 'sepia' as const, name: 'Sepia' },
    { id: 'grayscale' as const, name: 'Black and white' },
  ],
};

describe('effectPicture', () => {
  it('is the product picture before any preview', () => {
    expect(effectPicture(canvas, undefined)).toEqual({ src: canvas.image, filter: undefined, alt: 'Photo on canvas' });
  });

  it('shows the previewed effect, in the picture and in its name', () => {
    expect(effectPicture(canvas, `${canvas.image}?effect=sepia`)).toEqual({
      src: `${canvas.image}?effect=sepia`,
      filter: 'sepia(1)',
      alt: 'Photo on canvas, sepia effect',
    });
    expect(effectPicture(canvas, `${canvas.image}?effect=grayscale&composition=2`)).toMatchObject({
      filter: 'grayscale(1)',
      alt: 'Photo on canvas, black and white effect',
    });
  });

  it('is the original picture again when "original" is previewed (no ?effect=)', () => {
    expect(effectPicture(canvas, canvas.image)).toEqual({ src: canvas.image, filter: undefined, alt: 'Photo on canvas' });
  });
});

describe('effectFilter', () => {
  it('keys the CSS filter on the preview address query', () => {
    expect(effectFilter('/media/catalog/1009.svg?effect=sepia')).toBe('sepia(1)');
    expect(effectFilter('/media/catalog/1009.svg?composition=2&effect=grayscale')).toBe('grayscale(1)');
    expect(effectFilter('/media/catalog/1009.svg')).toBeUndefined();
    expect(effectFilter('/media/catalog/1009.svg?composition=2')).toBeUndefined();
    expect(effectFilter(undefined)).toBeUndefined();
  });
});

describe('shapeStyle', () => {
  it("clips a line's picture to the shape the server says it is cut to, with the cut's corners", () => {
    expect(shapeStyle('/media/uploads/a.png?shape=circle')).toEqual({ aspectRatio: '1', objectFit: 'cover', borderRadius: '50%' });
    expect(shapeStyle('/media/uploads/a.png?effect=sepia&shape=square&rounded=1')).toMatchObject({
      aspectRatio: '1',
      borderRadius: `${ROUNDED_CORNER_SHARE * 100}%`,
    });
    expect(shapeStyle('/media/uploads/a.png?shape=rectangle')).toEqual({ borderRadius: 0 });
    expect(shapeStyle('/media/uploads/a.png?effect=sepia')).toBeUndefined();
    expect(shapeStyle('/media/uploads/a.png')).toBeUndefined();
    expect(shapeStyle(undefined)).toBeUndefined();
  });
});
