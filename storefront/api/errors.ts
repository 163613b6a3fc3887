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
