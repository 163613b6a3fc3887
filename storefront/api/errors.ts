import type { ErrorResponse } from '../../contract';

// ApiError: how every failed call reaches the UI. `errorCode` names the option section to open for cart failures,
// `errorMessage` is the shopper-readable text for the info dialog.

/** Codes the client itself produces (the server's codes are any other string). */
export type ClientErrorCode = 'network' | 'aborted' | 'invalid-payload' | 'invalid-response';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** The call that failed. */
    readonly call: string,
    /** HTTP status; 0 when no answer came (network, abort, invalid payload). */
    readonly status: number,
    readonly errorCode: ClientErrorCode | (string & {}),
    readonly errorMessage: string,
    /** The server's error answer, when it was a valid errorResponse. */
    readonly response?: ErrorResponse,
    /** The raw JSON body (error answers may carry more, e.g. update-item-quantity's `quantity`). */
    readonly body?: unknown,
  ) {
    super(errorMessage);
  }

  get isAbort(): boolean {
    return this.errorCode === 'aborted';
  }

  get isNetwork(): boolean {
    return this.errorCode === 'network';
  }

  /** Per-field messages when the payload failed validation (server or client side). */
  get issues(): ErrorResponse['issues'] {
    return this.response?.issues;
  }
}

// How features classify a failure: these helpers, never `instanceof`, casts or the getters above at a call site.

/** Whether a call failed with an ApiError (the data layer's calls reject with nothing else). */
export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError;

/** Whether the call was given up (a newer call of the same key, or its page went away): nothing to tell the shopper. */
export const wasAborted = (err: unknown): boolean => isApiError(err) && err.isAbort;

/** Whether the shop answered (a refusal, a server error, an unreadable answer): not an abort, not a lost connection. */
export const shopAnswered = (err: unknown): err is ApiError => isApiError(err) && !err.isAbort && !err.isNetwork;

/** Whether the shop refused the request itself (a 4xx answer): the shopper's choice or data must change. */
export const isRefusal = (err: unknown): err is ApiError => shopAnswered(err) && err.status >= 400 && err.status < 500;

/** What a failure with no message of its own tells the shopper. */
export const NO_ANSWER_TEXT = 'The shop could not be reached. Check your connection and try again.';

/** The text to show the shopper: the error's own message (the server's, or the client's for a lost connection), else `fallback`. */
export function shopperMessage(err: unknown): string;
export function shopperMessage<F extends string | undefined>(err: unknown, fallback: F): string | F;
export function shopperMessage(err: unknown, ...fallback: [] | [string | undefined]): string | undefined {
  // not a default parameter: an explicit undefined fallback means "no text", not the connection text
  return (isApiError(err) && err.errorMessage) || (fallback.length ? fallback[0] : NO_ANSWER_TEXT);
}

/** Builds the ApiError of a non-2xx or done === false answer. */
export function errorFromAnswer(call: string, status: number, statusText: string, body: unknown): ApiError {
  const r = asErrorResponse(body);
  if (r) return new ApiError(call, status, r.errorCode, r.errorMessage || r.error, r, body);
  const loose = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);
  const code = text(loose.errorCode) ?? `http-${status}`;
  const message = text(loose.errorMessage) ?? text(loose.error) ?? text(statusText) ?? 'Error';
  return new ApiError(call, status, code, message, undefined, body);
}

/**
 * The body as the contract's errorResponse (done false, error, errorCode, errorMessage, optional issues), checked by
 * hand so that errors do not need the zod schemas (which load lazily). Extra fields are dropped, as zod would.
 */
export function asErrorResponse(body: unknown): ErrorResponse | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as Record<string, unknown>;
  if (b.done !== false || typeof b.error !== 'string' || typeof b.errorCode !== 'string' || typeof b.errorMessage !== 'string') return undefined;
  const r: ErrorResponse = { done: false, error: b.error, errorCode: b.errorCode, errorMessage: b.errorMessage };
  if (b.issues !== undefined) {
    const ok =
      Array.isArray(b.issues) &&
      b.issues.every(
        (i) =>
          typeof i === 'object' && i !== null && typeof (i as { path?: unknown }).path === 'string' && typeof (i as { message?: unknown }).message === 'string',
      );
    if (!ok) return undefined;
    r.issues = (b.issues as { path: string; message: string }[]).map((i) => ({ path: i.path, message: i.message }));
  }
  return r;
}
