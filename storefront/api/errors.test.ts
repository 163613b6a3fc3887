import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract';
import { ApiError, asErrorResponse, errorFromAnswer, isApiError, isRefusal, NO_ANSWER_TEXT, shopAnswered, shopperMessage, wasAborted } from './errors';

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

describe('classifying a failure', () => {
  const aborted = new ApiError('renderText', 0, 'aborted', 'Request aborted');
  const offline = new ApiError('addToCart', 0, 'network', 'The shop could not be reached. Check your connection and try again.');
  const refused = errorFromAnswer('addToCart', 422, 'Unprocessable', bodies[0]);
  const broken = errorFromAnswer('addToCart', 500, 'Internal Server Error', undefined);
  const other = [new TypeError('x is undefined'), { isAbort: true, errorMessage: 'not ours' }, null, undefined, 'text'];

  it('isApiError takes only the client’s errors', () => {
    expect([aborted, offline, refused, broken].every(isApiError)).toBe(true);
    expect(other.some(isApiError)).toBe(false);
  });
  it('wasAborted is true for an aborted call only', () => {
    expect([aborted, offline, refused, broken, ...other].map(wasAborted)).toEqual([true, false, false, false, false, false, false, false, false]);
  });
  it('shopAnswered: the shop said something (not an abort, not a lost connection)', () => {
    expect([aborted, offline, refused, broken, ...other].map(shopAnswered)).toEqual([false, false, true, true, false, false, false, false, false]);
  });
  it('isRefusal: a 4xx answer only', () => {
    expect([aborted, offline, refused, broken, ...other].map(isRefusal)).toEqual([false, false, true, false, false, false, false, false, false]);
    expect(isRefusal(errorFromAnswer('recoverCart', 404, 'Not Found', undefined))).toBe(true);
  });
  it('shopperMessage: the error’s own text, else the fallback', () => {
    expect(shopperMessage(refused, 'Try again')).toBe('Choose a size');
    expect(shopperMessage(offline, 'Try again')).toBe('The shop could not be reached. Check your connection and try again.');
    expect(shopperMessage(broken, 'Try again')).toBe('Internal Server Error');
    for (const e of other) expect(shopperMessage(e, 'Try again')).toBe('Try again');
    expect(shopperMessage(new ApiError('x', 400, 'x', ''), 'Try again')).toBe('Try again');
    expect(shopperMessage(new TypeError('x'), undefined)).toBeUndefined();
    // no fallback given: a failure with no text of its own says the shop could not be reached
    expect(shopperMessage(new TypeError('x'))).toBe(NO_ANSWER_TEXT);
    expect(shopperMessage(refused)).toBe('Choose a size');
  });
});
