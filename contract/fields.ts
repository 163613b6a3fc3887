import { z } from 'zod';
import { MAX_QUANTITY, MIN_QUANTITY } from '../rules/quantity';
import { MAX_LENGTH_CM } from '../rules/size';

// Field builders shared by every call. Payloads arrive as JSON or as form data (strings), so numeric fields accept a
// number or a plain decimal string, and reject NaN, Infinity, blanks, hex, exponents and anything out of range.

/**
 * One schema per argument list, built on first use. zod's schemas are immutable (every method returns a new one), so
 * the calls can share them; building each field afresh made the contract about 4,500 schema objects, which cost a
 * phone a long task at every page's start (bench:lighthouse's TBT).
 */
export function shared<A extends unknown[], S>(build: (...args: A) => S): (...args: A) => S {
  const built = new Map<string, S>();
  return (...args) => {
    const key = JSON.stringify(args);
    let schema = built.get(key);
    if (schema === undefined) built.set(key, (schema = build(...args)));
    return schema;
  };
}

const decimalString = z
  .string()
  .trim()
  .regex(/^-?\d{1,12}(\.\d{1,6})?$/, 'must be a number');

/** A finite number, given as a number or a decimal string. */
export const numberField = shared(() =>
  z.union([z.number(), decimalString.transform(Number)], { error: 'must be a number' }).pipe(z.number().finite('must be a finite number')),
);

/** A database id: a positive integer below 2^31. */
export const idField = shared(() =>
  numberField().pipe(
    z
      .number()
      .int('must be a whole number')
      .positive('must be positive')
      .max(2 ** 31 - 1, 'is too large'),
  ),
);

/** A length in centimetres: positive and below 100 m. */
export const lengthField = shared(() => numberField().pipe(z.number().positive('must be positive').max(MAX_LENGTH_CM, 'is too large')));

/** A quantity: whole number MIN_QUANTITY..MAX_QUANTITY (0 allowed with { min: 0 } for control and charger items). */
export const quantityField = shared((opts: { min?: number } = {}) =>
  numberField().pipe(
    z
      .number()
      .int('must be a whole number')
      .min(opts.min ?? MIN_QUANTITY, `must be at least ${opts.min ?? MIN_QUANTITY}`)
      .max(MAX_QUANTITY, 'is too large'),
  ),
);

/** A boolean given as true/false, 1/0 or "true"/"false"/"1"/"0"/"on". */
export const flagField = shared(() =>
  z.union([
    z.boolean(),
    z.literal(1).transform(() => true),
    z.literal(0).transform(() => false),
    z.enum(['true', 'false', '1', '0', 'on', '']).transform((v) => v === 'true' || v === '1' || v === 'on'),
  ]),
);

/** Short free text with a cap, trimmed. */
export const textField = shared((max: number = 500) => z.string().max(max, `must be at most ${max} characters`));
