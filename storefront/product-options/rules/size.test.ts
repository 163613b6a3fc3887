import { describe, expect, it } from 'vitest';
import { parseLength, roundCustomSize, roundTo5cm, roundUpToStep, sizeAlert, sizeAlertText, sizeAllowsPrice, upperSizeWarning } from './size';

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
