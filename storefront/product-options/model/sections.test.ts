import { describe, expect, it } from 'vitest';
import { blind, canvas, rug, sticker, textSticker, tshirt } from '../testing';
import { colourForcesNormalOrientation, errorSection, productSections, scrollTargetY, visibleSizes } from './sections';

describe('productSections', () => {
  it('lists the sections a product offers, in order', () => {
    expect(productSections(sticker, 1)).toEqual(['size', 'color', 'orientation', 'extras', 'cross-selling']);
    expect(productSections(blind)).toEqual(['size', 'tissue', 'mechanism', 'drop', 'chain-position', 'support-color']);
    expect(productSections(tshirt)).toEqual(['model', 'material-color', 'bundle']);
    expect(productSections(tshirt, undefined, 'modify')).toEqual(['model', 'material-color']);
    expect(productSections(canvas)).toEqual(['size', 'material']);
    expect(productSections(rug)).toEqual(['format']);
    expect(productSections(textSticker)).toEqual(['size', 'custom', 'up-selling']);
    expect(productSections(textSticker, undefined, 'modify')).toEqual(['size', 'custom']);
  });
  it('colours 104 and 106-109 (and catalogue-flagged colours) hide the orientation section', () => {
    // the server's flag decides (it covers the spec's ids 104, 106-109 and the catalogue's own flags)
    expect(colourForcesNormalOrientation(sticker, 104)).toBe(true);
    expect(colourForcesNormalOrientation(sticker, 110)).toBe(true);
    expect(colourForcesNormalOrientation(sticker, 105)).toBe(false);
    expect(colourForcesNormalOrientation(sticker, 1)).toBe(false);
    expect(productSections(sticker, 104)).not.toContain('orientation');
  });
});

describe('visibleSizes', () => {
  it('a canvas material hides the sizes of the other materials', () => {
    expect(visibleSizes(canvas.sizes, 'linen').map((s) => s.sizeid)).toEqual([11]);
    expect(visibleSizes(canvas.sizes, 'cotton').map((s) => s.sizeid)).toEqual([1]);
    expect(visibleSizes(canvas.sizes, undefined)).toHaveLength(2);
  });
});

describe('errorSection', () => {
  const all = productSections(blind);
  it('codes size, color, orientation, tissue, mechanism, drop name their section', () => {
    expect(errorSection('tissue', all)).toBe('tissue');
    expect(errorSection('mechanism', all)).toBe('mechanism');
    expect(errorSection('drop', all)).toBe('drop');
    expect(errorSection('size', all)).toBe('size');
    expect(errorSection('color', productSections(sticker, 1))).toBe('color');
    expect(errorSection('orientation', productSections(sticker, 1))).toBe('orientation');
  });
  it('any other code goes to the custom options section (the first section when there is none)', () => {
    expect(errorSection('text', productSections(textSticker))).toBe('custom');
    expect(errorSection('whatever', all)).toBe('size');
    expect(errorSection('size', ['format'])).toBe('format');
  });
  it('scrolls to 150 px above the section', () => {
    expect(scrollTargetY(400, 1000)).toBe(1250);
    expect(scrollTargetY(50, 0)).toBe(0);
  });
});
