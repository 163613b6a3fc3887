/**
 * A refusal the shopper can understand: the route answers `status` with errorCode and the translated message.
 * Services throw it; they never build HTTP replies themselves.
 */
export class ShopError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'ShopError';
  }
}

export const notFound = (what: string, params: Record<string, string | number> = {}) =>
  new ShopError(404, 'not-found', `${what}-unknown`, params);
