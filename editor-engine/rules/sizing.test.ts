import { describe, expect, it } from 'vitest';
import { isProportional, packAlert, resolveSize, roundPack, roundTo5cm, roundUpToStep, sizeAlert } from './sizing.js';

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

  it('rounds up to the next multiple of a step, with a notice flag', () => {
    expect(roundUpToStep(101, 25)).toEqual({ value: 125, corrected: true });
    expect(roundUpToStep(125, 25)).toEqual({ value: 125, corrected: false });
    expect(roundUpToStep(0.3, 0.1)).toEqual({ value: 0.3, corrected: false });
  });

  it('rounds to the nearest 5 cm, converting inches with 2.54', () => {
    expect(roundTo5cm(52, 'cm')).toEqual({ value: 50, corrected: true });
    expect(roundTo5cm(53, 'cm')).toEqual({ value: 55, corrected: true });
    expect(roundTo5cm(55, 'cm')).toEqual({ value: 55, corrected: false });
    expect(roundTo5cm(1, 'cm')).toEqual({ value: 5, corrected: true });
    // 20 in = 50.8 cm -> 50 cm -> 19.69 in
    expect(roundTo5cm(20, 'inch')).toEqual({ value: 19.69, corrected: true });
  });
});
