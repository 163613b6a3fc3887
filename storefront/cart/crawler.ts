// Crawlers never get the cart opened by itself (SPEC.md section 4). The same patterns as the server's
// (server/services/cartExtras.ts): search engines, link previews, SEO tools. Not
// HeadlessChrome: automated browsers (Playwright journeys) behave like shoppers, as on the server (docs/cart.md).
const CRAWLER =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|facebot|embedly|quora link preview|outbrain|pinterest\/|bingpreview|yandex|baiduspider|duckduckgo|applebot|semrush|ahrefs|mj12bot|dotbot|petalbot|lighthouse|pagespeed|phantomjs|python-requests|curl\/|wget\//i;

export function isCrawler(userAgent: string | undefined | null): boolean {
  return !!userAgent && CRAWLER.test(userAgent);
}
