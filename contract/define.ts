import { z } from 'zod';

// One call of SPEC.md section 7: its method, path, payload schema and response schema. Server routes validate
// payloads with `payload`; the storefront's typed client sends `z.input<payload>` and reads `z.output<response>`.
export interface CallDefinition<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** Fastify-style path; `:name` segments are path parameters that the payload schema also describes. */
  path: string;
  /** 'json' (default), 'form' for multipart/form-data, 'query' for GET query strings. */
  encoding?: 'json' | 'form' | 'query';
  payload: P;
  response: R;
  /** Where the spec answers with HTML, the structured JSON field that replaces it and why. */
  note?: string;
  /**
   * The call changes what the server keeps (a cart, a wishlist, an upload, an order, an analytics event): the server
   * rate limits it (issue 10) whether or not its route names a limit of its own.
   */
  writes?: true;
}

/** A call as written in contract/: its schemas as builders (see defineCall). */
export type CallSpec<P extends z.ZodType, R extends z.ZodType> = Omit<CallDefinition<P, R>, 'payload' | 'response'> & {
  payload: () => P;
  response: () => R;
};

/**
 * Each schema is built the first time it is read. A page uses a handful of the contract's calls, and building all
 * of them as the storefront starts was one long task on a phone (bench:lighthouse's TBT); the server builds each on
 * its first request.
 */
export function defineCall<P extends z.ZodType, R extends z.ZodType>(spec: CallSpec<P, R>): CallDefinition<P, R> {
  let payload: P | undefined;
  let response: R | undefined;
  return {
    ...spec,
    get payload() {
      return (payload ??= spec.payload());
    },
    get response() {
      return (response ??= spec.response());
    },
  };
}

/** Every 4xx answer: `error` and `errorMessage` carry the same shopper-readable message. */
export const errorResponse = z.object({
  done: z.literal(false),
  error: z.string(),
  errorCode: z.string(),
  errorMessage: z.string(),
  /** Per-field messages when the payload failed validation. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
