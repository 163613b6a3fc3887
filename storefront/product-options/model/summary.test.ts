import { describe, expect, it } from 'vitest';
import { createOptionsStore } from '../store';
import { canvas, sticker, textSticker, tshirt } from '../testing';
import { sectionSummary } from './summary';

describe('section headers say what is chosen', () => {
  it('garment colour and canvas material name the current choice', () => {
    const shirt = createOptionsStore(tshirt).getState();
    expect(sectionSummary(shirt, 'material-color')).toBe(shirt.materialColors.find((c) => c.id === shirt.materialColor)?.name);
    expect(sectionSummary(shirt, 'material-color')).toBeTruthy();
    const c = createOptionsStore(canvas).getState();
    expect(sectionSummary(c, 'material')).toMatch(/^Cotton/);
  });
  it('the personalised text is quoted, shortened when long', () => {
    const store = createOptionsStore(textSticker);
    expect(sectionSummary(store.getState(), 'custom')).toBeUndefined();
    store.getState().setText('Home sweet home, where the heart is');
    expect(sectionSummary(store.getState(), 'custom')).toBe('“Home sweet home, where …”');
  });
  it('size: the preset name, or "Your own size"', () => {
    const store = createOptionsStore(sticker);
    expect(sectionSummary(store.getState(), 'size')).toBe(sticker.sizes[0].name);
    store.getState().typeWidth('100');
    expect(sectionSummary(store.getState(), 'size')).toBe('Your own size');
  });
});
