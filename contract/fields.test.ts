import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { money } from './common';
import { idField, quantityField, shared, textField } from './fields';

describe('shared field builders', () => {
  test('one schema per argument list, built once', () => {
    let built = 0;
    const field = shared((max: number) => {
      built++;
      return z.string().max(max);
    });
    expect(field(3)).toBe(field(3));
    expect(field(3)).not.toBe(field(4));
    expect(built).toBe(2);
  });

  test('calls share the instance and each keeps its own rules', () => {
    expect(idField()).toBe(idField());
    expect(money()).toBe(money());
    // A quantity that may be 0 (control items) is another schema than the usual one, with its own message.
    expect(quantityField({ min: 0 })).not.toBe(quantityField());
    expect(quantityField({ min: 0 }).safeParse(0).success).toBe(true);
    expect(quantityField().safeParse(0).error?.issues[0]?.message).toMatch(/at least 1/);
    expect(textField(3).safeParse('abcd').error?.issues[0]?.message).toBe('must be at most 3 characters');
  });

  test('a shared field in two objects reads the same in both', () => {
    const a = z.object({ id: idField(), note: textField(10).optional() });
    const b = z.object({ productId: idField() });
    expect(a.parse({ id: '7' })).toEqual({ id: 7 });
    expect(b.parse({ productId: 8 })).toEqual({ productId: 8 });
    expect(b.safeParse({ productId: 'x' }).success).toBe(false);
  });
});
