import { z } from 'zod';
import { MAX_QUANTITY, MIN_QUANTITY } from '../rules/quantity';
import { MAX_LENGTH_CM } from '../rules/size';

// Field builders shared by every call. Payloads arrive as JSON or as form data (strings), so numeric fields accept a
// number or a plain decimal string, and reject NaN, Infinity, blanks, hex, exponents and anything out of range.

const decimalString = z
  .string()
  .trim()
  .regex(/^-?\d{1,12}(\.\d{1,6})?$/, 'must be a number');

/** A finite number, given as a number or a decimal string. */
export const numberField = () =>
  z.union([z.number(), decimalString.transform(Number)], { error: 'must be a number' }).pipe(z.number().finite('must be a finite number'));

/** A database id: a positive integer below 2^31. */
export const idField = () =>
  numberField().pipe(
    z
      .number()
      .int('must be a whole number')
      .positive('must be positive')
      .max(2 ** 31 - 1, 'is too large'),
  );

/** A length in centimetres: positive and below 100 m. */
export const lengthField = () => numberField().pipe(z.number().positive('must be positive').max(MAX_LENGTH_CM, 'is too large'));

/** A quantity: whole number MIN_QUANTITY..MAX_QUANTITY (0 allowed with { min: 0 } for control and charger items). */
export const quantityField = (opts: { min?: number } = {}) =>
  numberField().pipe(
    z
      .number()
      .int('must be a whole number')
      .min(opts.min ?? MIN_QUANTITY, `must be at least ${opts.min ?? MIN_QUANTITY}`)
      .max(MAX_QUANTITY, 'is too large'),
  );

/** A boolean given as true/false, 1/0 or "true"/"false"/"1"/"0"/"on". */
export const flagField = () =>
  z.union([
    z.boolean(),
    z.literal(1).transform(() => true),
    z.literal(0).transform(() => false),
    z.enum(['true', 'false', '1', '0', 'on', '']).transform((v) => v === 'true' || v === '1' || v === 'on'),
  ]);

/** Short free text with a cap, trimmed. */
export const textField = (max = 500) => z.string().max(max, `must be at most ${max} characters`);
