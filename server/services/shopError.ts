/**
 * A business refusal the shopper can understand: a code, a message key for server/i18n and a status the route answers
 * with. Services throw it and never build HTTP replies; the app's error handler translates it.
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

export const notFound = (what: string, params: Record<string, string | number> = {}) => new ShopError(404, 'not-found', `${what}-unknown`, params);
