import { describe, expect, it } from 'vitest';
import { effectPicture } from './preview';

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
