import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract';
import { asErrorResponse, errorFromAnswer } from './errors';

// errors.ts checks error answers by hand (the zod schemas load lazily); it must agree with the contract's schema.
const bodies: unknown[] = [
  { done: false, error: 'Choose a size', errorCode: 'size', errorMessage: 'Choose a size' },
  { done: false, error: 'Bad', errorCode: 'invalid-payload', errorMessage: 'Bad', issues: [{ path: 'quantity', message: 'must be a number' }] },
  { done: false, error: 'Out', errorCode: 'quantity', errorMessage: 'Out', quantity: 2 },
  { done: false, error: 'Bad', errorCode: 'x', errorMessage: 'Bad', issues: [{ path: 1, message: 'm' }] },
  { done: false, error: 'Bad', errorCode: 'x', errorMessage: 'Bad', issues: 'no' },
  { done: true, error: 'x', errorCode: 'x', errorMessage: 'x' },
  { done: false, errorCode: 'x', errorMessage: 'x' },
  { done: false, error: 1, errorCode: 'x', errorMessage: 'x' },
  null,
  'text',
  [],
];

describe('asErrorResponse', () => {
  it('accepts and rejects exactly what the contract’s errorResponse does', () => {
    for (const body of bodies) {
      const zod = errorResponse.safeParse(body);
      expect(asErrorResponse(body), JSON.stringify(body)).toEqual(zod.success ? zod.data : undefined);
    }
  });
  it('errorFromAnswer keeps the server code and message', () => {
    const e = errorFromAnswer('addToCart', 422, 'Unprocessable', bodies[0]);
    expect([e.errorCode, e.errorMessage, e.status]).toEqual(['size', 'Choose a size', 422]);
  });
});
