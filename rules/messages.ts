// Shopper messages are templates with {name} placeholders (the server's i18n tables, and the size texts the
// product answer carries); the server and the storefront fill them in the same way.

export type MessageParams = Record<string, string | number>;

/** Fills {name} placeholders; numbers go through `formatNumber`; an unknown placeholder stays visible. */
export function interpolate(template: string, params: MessageParams, formatNumber: (n: number) => string = String): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name];
    if (value === undefined) return match;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}
