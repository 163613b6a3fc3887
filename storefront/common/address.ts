/**
 * The address `href` without its `name` query parameter, as a path for history.replaceState: a reload then does not
 * act on that parameter again (a cart recovery link, a quick add asked before the app started).
 */
export function addressWithout(href: string, name: string): string {
  const url = new URL(href);
  url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
