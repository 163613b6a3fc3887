import { describe, expect, it } from 'vitest';
import { isProportional, packAlert, resolveSize, roundPack, sizeAlert, typedSize } from './sizing.js';

const limits = { minWidth: 10, minHeight: 20, maxWidth: 200, maxHeight: 150, minPack: 3 };
const ctx = (typeCode: 2 | 3 | 7 | 8 | 12, shape: 'original' | 'rectangle' = 'original') => ({ typeCode, shape, canvas: { width: 600, height: 400 } });
const none = { width: null, height: null };

describe('sizing rules', () => {
  it('keeps width and height proportional to the canvas, except rectangle and types 3 and 12', () => {
    expect(resolveSize(ctx(8), none, { width: 90 })).toEqual({ width: 90, height: 60 });
    expect(resolveSize(ctx(8), none, { height: 50 })).toEqual({ width: 75, height: 50 });
    expect(resolveSize(ctx(8, 'rectangle'), { width: 10, height: 10 }, { width: 90 })).toEqual({ width: 90, height: 10 });
    expect(resolveSize(ctx(3), { width: 10, height: 10 }, { width: 90 })).toEqual({ width: 90, height: 10 });
    expect(resolveSize(ctx(12), { width: 10, height: 10 }, { height: 33 })).toEqual({ width: 10, height: 33 });
    expect(isProportional(2, 'circle')).toBe(true);
    expect(resolveSize(ctx(8), { width: 30, height: 20 }, { width: null })).toEqual({ width: null, height: null });
  });

  it('takes a catalogue size (width and height at once) as it is, whatever the proportions', () => {
    expect(resolveSize(ctx(8), none, { width: 60, height: 40 })).toEqual({ width: 60, height: 40 });
    expect(resolveSize(ctx(8), none, { width: 10, height: 10 })).toEqual({ width: 10, height: 10 });
    expect(resolveSize(ctx(7), none, { width: 10, height: 10 })).toEqual({ width: 1, height: 1 });
  });

  it('type 7 always sets both sizes to 1', () => {
    expect(resolveSize(ctx(7), none, { width: 80 })).toEqual({ width: 1, height: 1 });
    expect(resolveSize(ctx(7), none, { height: 3 })).toEqual({ width: 1, height: 1 });
  });

  it('raises wrong-size, max, max-width and max-height alerts', () => {
    expect(sizeAlert({ width: 9.9, height: 50 }, limits)).toBe('too-small');
    expect(sizeAlert({ width: 50, height: 19 }, limits)).toBe('too-small');
    expect(sizeAlert({ width: 201, height: 151 }, limits)).toBe('too-big');
    expect(sizeAlert({ width: 201, height: 100 }, limits)).toBe('width-too-big');
    expect(sizeAlert({ width: 100, height: 151 }, limits)).toBe('height-too-big');
    expect(sizeAlert({ width: 10, height: 20 }, limits)).toBeNull();
    expect(sizeAlert({ width: 200, height: 150 }, limits)).toBeNull();
    expect(sizeAlert({ width: null, height: 100 }, limits)).toBeNull();
  });

  it('pack alert when empty or below the minimum; custom packs round up', () => {
    expect(packAlert(null, 3)).toBe(true);
    expect(packAlert(2, 3)).toBe(true);
    expect(packAlert(3, 3)).toBe(false);
    expect(roundPack(3.01)).toBe(4);
    expect(roundPack(3)).toBe(3);
  });

  it('keeps what was typed: leaving a field the page filled in does not round-trip through the ratio', () => {
    const sticker = ctx(2);
    // width 40 on a 3:2 canvas fills the height with 26.67; leaving that field again must not make the width 40.01
    const first = typedSize(sticker, none, { width: 40 });
    expect(first).toEqual({ size: { width: 40, height: 26.67 } });
    expect(typedSize(sticker, first.size, { height: 26.67 })).toEqual({ size: { width: 40, height: 26.67 } });
    expect(resolveSize(sticker, first.size, { height: 26.67 }).width).toBe(40.01);
  });

  it('rounds a typed size up to the product step, with the notice naming the corrected size', () => {
    // the personalised printed sticker (step 5): 40 -> 40 x 26.67 -> 40 x 30, as the server prices it
    expect(typedSize(ctx(2), none, { width: 40 }, { step: 5 })).toEqual({ size: { width: 40, height: 30 }, notice: 'size-rounded-step' });
    expect(typedSize(ctx(2), none, { width: 50 }, { step: 5 })).toEqual({ size: { width: 50, height: 35 }, notice: 'size-rounded-step' });
    expect(typedSize(ctx(2), none, { width: 45 }, { step: 5 })).toEqual({ size: { width: 45, height: 30 } });
    expect(typedSize(ctx(3), { width: 101, height: null }, { height: 60 }, { step: 25 })).toEqual({
      size: { width: 125, height: 75 },
      notice: 'size-rounded-step',
    });
  });

  it('rounds a typed size to the nearest 5 cm, inches through 2.54', () => {
    expect(typedSize(ctx(3), { width: 52, height: null }, { height: 53 }, { roundTo5cm: true })).toEqual({
      size: { width: 50, height: 55 },
      notice: 'size-rounded-5cm',
    });
    expect(typedSize(ctx(3), { width: 55, height: null }, { height: 25 }, { roundTo5cm: true })).toEqual({ size: { width: 55, height: 25 } });
    // 20 in = 50.8 cm -> 50 cm -> 19.69 in
    expect(typedSize(ctx(3), { width: 20, height: null }, { height: 20 }, { roundTo5cm: true }, 'inch')).toEqual({
      size: { width: 19.69, height: 19.69 },
      notice: 'size-rounded-5cm',
    });
    // type 7 is 1 x 1 by rule, never rounded
    expect(typedSize(ctx(7), none, { width: 40 }, { step: 5 })).toEqual({ size: { width: 1, height: 1 } });
  });
});
