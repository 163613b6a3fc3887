import { describe, expect, it } from 'vitest';
import { lengthInCm, lengthInUnit, limitsInUnit, roundCustomSize, roundLengthCm, roundToNearest5cm, roundUpToStep, sizeAlert, upperSizeWarning } from './size';

const limits = { minWidth: 20, minHeight: 20, maxWidth: 250, maxHeight: 200, upperThreshold: 180 };

describe('sizeAlert', () => {
  it('too small when either value is below its minimum, even before the other is typed', () => {
    expect(sizeAlert(10, 50, limits)).toBe('too-small');
    expect(sizeAlert(50, 19.9, limits)).toBe('too-small');
    expect(sizeAlert(10, undefined, limits)).toBe('too-small');
  });
  it('too big when both exceed, otherwise the side that does', () => {
    expect(sizeAlert(300, 250, limits)).toBe('too-big');
    expect(sizeAlert(300, 100, limits)).toBe('width-too-big');
    expect(sizeAlert(100, 250, limits)).toBe('height-too-big');
  });
  it('none on the limits themselves or with nothing typed', () => {
    expect(sizeAlert(20, 20, limits)).toBeUndefined();
    expect(sizeAlert(250, 200, limits)).toBeUndefined();
    expect(sizeAlert(undefined, undefined, limits)).toBeUndefined();
  });
});

describe('upperSizeWarning', () => {
  it('only when both sides exceed the threshold', () => {
    expect(upperSizeWarning(190, 190, limits)).toBe(true);
    expect(upperSizeWarning(190, 180, limits)).toBe(false);
    expect(upperSizeWarning(190, undefined, limits)).toBe(false);
    expect(upperSizeWarning(190, 190, { ...limits, upperThreshold: undefined })).toBe(false);
  });
});

describe('rounding', () => {
  it('rounds up to the next multiple of a step, tolerating floating noise', () => {
    expect(roundUpToStep(243, 10)).toBe(250);
    expect(roundUpToStep(250, 10)).toBe(250);
    expect(roundUpToStep(0.3 * 3, 0.3)).toBe(0.9);
    expect(roundUpToStep(41, 5)).toBe(45);
  });
  it('rounds to the nearest 5 cm, never below 5', () => {
    expect(roundToNearest5cm(101)).toBe(100);
    expect(roundToNearest5cm(83)).toBe(85);
    expect(roundToNearest5cm(12.5)).toBe(15);
    expect(roundToNearest5cm(2)).toBe(5);
  });
  it('applies the product step, then 5 cm when the product asks for both', () => {
    expect(roundLengthCm(7, { step: 3 })).toBe(9);
    expect(roundLengthCm(7, { step: 3, roundTo5cm: true })).toBe(10);
    expect(roundLengthCm(7, {})).toBe(7);
  });
  it('gives back the rounded size in the shopper unit with the notice key', () => {
    expect(roundCustomSize(101, 83, { ...limits, roundTo5cm: true })).toEqual({ width: 100, height: 85, notice: 'size-rounded-5cm' });
    expect(roundCustomSize(100, 85, { ...limits, roundTo5cm: true })).toEqual({ width: 100, height: 85 });
    expect(roundCustomSize(243, 150, { ...limits, step: 10 })).toEqual({ width: 250, height: 150, notice: 'size-rounded-step' });
    expect(roundCustomSize(101, 83, limits)).toEqual({ width: 101, height: 83 });
    expect(roundCustomSize(101, undefined, { ...limits, roundTo5cm: true })).toEqual({ width: 100, height: undefined, notice: 'size-rounded-5cm' });
  });
});

describe('inches (SPEC.md section 9: factor 2.54)', () => {
  it('converts to centimetres to 0.1 cm (the server convertUM), and back to two decimals', () => {
    expect(lengthInCm(39.37, 'in')).toBe(100);
    expect(lengthInCm(40.5, 'in')).toBe(102.9);
    expect(lengthInCm(100, 'cm')).toBe(100);
    expect(lengthInCm(undefined, 'in')).toBeUndefined();
    expect(lengthInUnit(100, 'in')).toBe(39.37);
    expect(limitsInUnit(limits, 'in')).toMatchObject({ minWidth: 7.87, minHeight: 7.87, maxWidth: 98.43, maxHeight: 78.74 });
  });
  it('the minimum shown in inches is not too small once converted', () => {
    expect(sizeAlert(lengthInCm(7.87, 'in'), lengthInCm(7.87, 'in'), limits)).toBeUndefined();
    expect(sizeAlert(lengthInCm(98.5, 'in'), lengthInCm(10, 'in'), limits)).toBe('width-too-big');
  });
  it('rounds in centimetres and keeps a side already on the grid exactly as typed', () => {
    expect(roundCustomSize(40.5, 37, { ...limits, roundTo5cm: true }, 'in')).toEqual({ width: 41.34, height: 37.4, notice: 'size-rounded-5cm' });
    expect(roundCustomSize(39.37, 39.37, { ...limits, roundTo5cm: true }, 'in')).toEqual({ width: 39.37, height: 39.37 });
    // 111.42 in = 283 cm -> 290 cm = 114.17 in; 114.17 in is 290.0 cm: kept as typed
    expect(roundCustomSize(111.42, 114.17, { ...limits, maxWidth: 400, maxHeight: 400, step: 10 }, 'in')).toEqual({
      width: 114.17,
      height: 114.17,
      notice: 'size-rounded-step',
    });
  });
});
