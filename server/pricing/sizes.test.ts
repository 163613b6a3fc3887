import { describe, expect, it } from 'vitest';
import { checkCustomSize, sizeLimitError } from './sizes';

const limits = { minWidth: 10, minHeight: 20, maxWidth: 200, maxHeight: 100 };

describe('custom size limits', () => {
  it('too small when either side is below its minimum', () => {
    expect(sizeLimitError(9, 50, limits)?.messageKey).toBe('size-too-small');
    expect(sizeLimitError(50, 19, limits)?.messageKey).toBe('size-too-small');
    expect(sizeLimitError(10, 20, limits)).toBeUndefined();
  });

  it('too big when both are above their maximum, otherwise the side that is', () => {
    expect(sizeLimitError(201, 101, limits)?.messageKey).toBe('size-too-big');
    expect(sizeLimitError(201, 100, limits)?.messageKey).toBe('size-width-too-big');
    expect(sizeLimitError(200, 101, limits)?.messageKey).toBe('size-height-too-big');
    expect(sizeLimitError(200, 100, limits)).toBeUndefined();
  });

  it('carries the limits as message parameters', () => {
    expect(sizeLimitError(5, 50, limits)?.params).toEqual({ ...limits, unit: 'cm' });
  });

  it('warns, without failing, when both sides exceed the upper threshold', () => {
    const upper = { ...limits, upperThreshold: 80 };
    expect(checkCustomSize(90, 90, upper)).toMatchObject({ ok: true, warning: { messageKey: 'size-upper-warning' } });
    expect(checkCustomSize(90, 80, upper)).not.toHaveProperty('warning');
  });

  it('rejects non-numbers and non-positive sizes', () => {
    expect(checkCustomSize(NaN, 50, limits)).toMatchObject({ ok: false, messageKey: 'size-invalid' });
    expect(checkCustomSize(50, -3, limits)).toMatchObject({ ok: false, messageKey: 'size-invalid' });
  });

  it('validates the rounded size, not the typed one', () => {
    // 198 rounds up to 203 with a step of 7: beyond the 200 maximum
    expect(checkCustomSize(198, 50, { ...limits, step: 7 })).toMatchObject({ ok: false, messageKey: 'size-width-too-big' });
  });

  it('rounds to 5 cm with a notice when the product asks', () => {
    expect(checkCustomSize(52, 48, { ...limits, roundTo5cm: true })).toEqual({
      ok: true,
      width: 50,
      height: 50,
      notice: { messageKey: 'size-rounded-5cm', params: { width: 50, height: 50, unit: 'cm' } },
    });
  });
});
