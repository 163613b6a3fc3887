import { describe, expect, it } from 'vitest';
import { lengthInCm, lengthInUnit, limitsInUnit, parseLength, roundCustomSize, roundTo5cm, roundUpToStep, sizeAlert, sizeAlertText, sizeAllowsPrice, upperSizeWarning } from './size';

const limits = { minWidth: 20, minHeight: 20, maxWidth: 250, maxHeight: 200, upperThreshold: 180 };

describe('sizeAlert', () => {
  it('too small when either value is below its minimum', () => {
    expect(sizeAlert(10, 50, limits)).toBe('too-small');
    expect(sizeAlert(50, 19.9, limits)).toBe('too-small');
    expect(sizeAlert(10, undefined, limits)).toBe('too-small');
  });
  it('too big when both exceed their maximums; width or height when only one does', () => {
    expect(sizeAlert(300, 250, limits)).toBe('too-big');
    expect(sizeAlert(300, 100, limits)).toBe('width');
    expect(sizeAlert(100, 250, limits)).toBe('height');
  });
  it('no alert at the limits or for an incomplete size', () => {
    expect(sizeAlert(20, 20, limits)).toBeUndefined();
    expect(sizeAlert(250, 200, limits)).toBeUndefined();
    expect(sizeAlert(undefined, undefined, limits)).toBeUndefined();
  });
  it('texts name the limits', () => {
    expect(sizeAlertText('too-small', limits)).toContain('20 x 20 cm');
    expect(sizeAlertText('width', limits)).toContain('250 cm');
    expect(sizeAlertText('height', limits)).toContain('200 cm');
    expect(sizeAlertText('too-big', limits)).toContain('250 x 200 cm');
  });
});

describe('upperSizeWarning', () => {
  it('only when both values exceed the threshold', () => {
    expect(upperSizeWarning(190, 190, limits)).toBe(true);
    expect(upperSizeWarning(190, 180, limits)).toBe(false);
    expect(upperSizeWarning(190, undefined, limits)).toBe(false);
    expect(upperSizeWarning(190, 190, { ...limits, upperThreshold: undefined })).toBe(false);
  });
});

describe('parseLength', () => {
  it('accepts positive decimals with a dot or a comma', () => {
    expect(parseLength('12,5')).toBe(12.5);
    expect(parseLength(' 100 ')).toBe(100);
  });
  it('rejects blanks, zero, signs and words', () => {
    for (const t of ['', '0', '-5', 'abc', '1e3', '12cm']) expect(parseLength(t)).toBeUndefined();
  });
});

describe('rounding', () => {
  it('rounds up to the next multiple of the step', () => {
    expect(roundUpToStep(243, 10)).toBe(250);
    expect(roundUpToStep(250, 10)).toBe(250);
    expect(roundUpToStep(0.3 * 3, 0.3)).toBe(0.9);
  });
  it('rounds to the nearest 5 cm, and in inches through 2.54', () => {
    expect(roundTo5cm(101)).toBe(100);
    expect(roundTo5cm(83)).toBe(85);
    expect(roundTo5cm(2)).toBe(5);
    // 40 in = 101.6 cm -> 100 cm = 39.37 in
    expect(roundTo5cm(40, 'in')).toBe(39.37);
  });
  it('gives a notice only when a value changed', () => {
    expect(roundCustomSize(101, 83, { ...limits, roundTo5cm: true })).toEqual({ width: 100, height: 85, notice: 'Your size has been rounded to 100 x 85 cm.' });
    expect(roundCustomSize(100, 85, { ...limits, roundTo5cm: true })).toEqual({ width: 100, height: 85 });
    expect(roundCustomSize(243, 150, { ...limits, step: 10 }).notice).toBe('Your size has been rounded to 250 x 150 cm.');
    expect(roundCustomSize(101, 83, limits)).toEqual({ width: 101, height: 83 });
  });
});

describe('sizeAllowsPrice', () => {
  const base = { presetChosen: false, sizeless: false, isBlind: false };
  it('a preset or a sizeless product always allows a price', () => {
    expect(sizeAllowsPrice({ ...base, presetChosen: true })).toBe(true);
    expect(sizeAllowsPrice({ ...base, sizeless: true })).toBe(true);
  });
  it('an alert blocks the price', () => {
    expect(sizeAllowsPrice({ ...base, width: 300, height: 100, alert: 'width' })).toBe(false);
  });
  it('blinds need both width and height', () => {
    expect(sizeAllowsPrice({ ...base, isBlind: true, width: 100 })).toBe(false);
    expect(sizeAllowsPrice({ ...base, isBlind: true, width: 100, height: 150 })).toBe(true);
  });
});

describe('inches (SPEC.md section 9: factor 2.54)', () => {
  it('converts to centimetres as the server does (to 0.1 cm), and back to two decimals', () => {
    expect(lengthInCm(39.37, 'in')).toBe(100);
    expect(lengthInCm(40.5, 'in')).toBe(102.9);
    expect(lengthInCm(100, 'cm')).toBe(100);
    expect(lengthInCm(undefined, 'in')).toBeUndefined();
    expect(lengthInUnit(100, 'in')).toBe(39.37);
  });
  it('alert texts name the limits in inches', () => {
    const inches = limitsInUnit(limits, 'in');
    expect(inches).toMatchObject({ minWidth: 7.87, minHeight: 7.87, maxWidth: 98.43, maxHeight: 78.74 });
    expect(sizeAlertText('width', inches, 'in')).toBe('The width is too big: the maximum width is 98.43 in.');
    // the minimum shown in inches is not too small once converted
    expect(sizeAlert(lengthInCm(7.87, 'in'), lengthInCm(7.87, 'in'), limits)).toBeUndefined();
    expect(sizeAlert(lengthInCm(98.5, 'in'), lengthInCm(10, 'in'), limits)).toBe('width');
  });
  it('rounds inches to the nearest 5 cm or up to a step of centimetres, with the notice in inches', () => {
    expect(roundCustomSize(40.5, 37, { ...limits, roundTo5cm: true }, 'in')).toEqual({ width: 41.34, height: 37.4, notice: 'Your size has been rounded to 41.34 x 37.4 in.' });
    expect(roundCustomSize(39.37, 39.37, { ...limits, roundTo5cm: true }, 'in')).toEqual({ width: 39.37, height: 39.37 });
    // 111.42 in = 283 cm -> 290 cm = 114.17 in; 114.17 in is 290.0 cm: kept as typed
    expect(roundCustomSize(111.42, 114.17, { ...limits, maxWidth: 400, maxHeight: 400, step: 10 }, 'in')).toEqual({
      width: 114.17,
      height: 114.17,
      notice: 'Your size has been rounded to 114.17 x 114.17 in.',
    });
  });
});
