import { describe, expect, it } from 'vitest';
import { sticker } from '../product-options/testing';
import { parseLength, sizeAlertText, sizeAllowsPrice, sizeMessage, typedSizeAlert } from './size';

const limits = sticker.customSize!; // 20-250 x 20-200 cm, upper threshold 180, the server's English texts

describe('parseLength', () => {
  it('reads positive numbers with a comma or a dot', () => {
    expect(parseLength('12,5')).toBe(12.5);
    expect(parseLength(' 100 ')).toBe(100);
  });
  it('refuses blanks, zero, negatives, words and exponents', () => {
    for (const t of ['', '0', '-5', 'abc', '1e3', '12cm']) expect(parseLength(t)).toBeUndefined();
  });
});

describe('typedSizeAlert: every refused text or size has its alert (issue 26, item 7)', () => {
  it('a text that is not a size comes first, then the limits', () => {
    for (const text of ['0', '-5', 'abc']) {
      expect(typedSizeAlert([text, '40'], undefined, 40, limits), text).toBe('invalid');
      expect(sizeAlertText(typedSizeAlert(['60', text], 60, undefined, limits)!, limits, 'cm')).toBe('Please enter a valid width and height.');
    }
    expect(typedSizeAlert(['99999', ''], 99999, undefined, limits)).toBe('width-too-big');
    expect(typedSizeAlert(['10', '40'], 10, 40, limits)).toBe('too-small');
    expect(typedSizeAlert(['60', '40'], 60, 40, limits)).toBeUndefined();
    // a field being typed in (not left yet) is not judged: the caller passes only the fields left
    expect(typedSizeAlert([], 60, 40, limits)).toBeUndefined();
  });
});

describe('size texts: the server words, filled in the shopper unit', () => {
  it('alerts name the limits in centimetres', () => {
    expect(sizeAlertText('too-small', limits, 'cm')).toBe('The size is too small: the minimum is 20 cm wide and 20 cm high.');
    expect(sizeAlertText('too-big', limits, 'cm')).toBe('The size is too big: the maximum is 250 cm wide and 200 cm high.');
    expect(sizeAlertText('width-too-big', limits, 'cm')).toBe('The width is too big: the maximum is 250 cm.');
    expect(sizeAlertText('height-too-big', limits, 'cm')).toBe('The height is too big: the maximum is 200 cm.');
  });
  it('and in inches', () => {
    expect(sizeAlertText('width-too-big', limits, 'in')).toBe('The width is too big: the maximum is 98.43 in.');
    expect(sizeMessage(limits, 'size-upper-warning', 'in')).toBe('Above 70.87 in on both sides the design is delivered in several pieces.');
  });
  it('rounding notices carry the corrected size', () => {
    expect(sizeMessage(limits, 'size-rounded-5cm', 'cm', { width: 100, height: 85 })).toBe('Sizes go in steps of 5 cm: we have adjusted it to 100 x 85 cm.');
    expect(sizeMessage(limits, 'size-rounded-width', 'in', { width: 41.34 })).toBe('We have adjusted the width to 41.34 in.');
  });
});

describe('sizeAllowsPrice', () => {
  const base = { presetChosen: false, sizeless: false, isBlind: false };
  it('a preset or a sizeless product always allows a price', () => {
    expect(sizeAllowsPrice({ ...base, presetChosen: true })).toBe(true);
    expect(sizeAllowsPrice({ ...base, sizeless: true })).toBe(true);
  });
  it('a custom size needs both sides and no alert', () => {
    expect(sizeAllowsPrice({ ...base, width: 300, height: 100, alert: 'width-too-big' })).toBe(false);
    expect(sizeAllowsPrice({ ...base, width: 100 })).toBe(false);
    expect(sizeAllowsPrice({ ...base, isBlind: true, width: 100 })).toBe(false);
    expect(sizeAllowsPrice({ ...base, isBlind: true, width: 100, height: 150 })).toBe(true);
  });
});
