// Crawlers never get the cart opened by itself (SPEC.md section 4). isbot keeps the list of known bot user agents;
// the shop adds its exceptions: Cubot phones (their name contains "bot") are shoppers, and so are headless browsers
// driven by tests or by people (docs/cart.md), which isbot would otherwise count as bots.
import { createIsbotFromList, list } from 'isbot';

const SHOPPER_NAMES = /cubot/gi;
const matches = createIsbotFromList(list.filter((pattern) => !/headless/i.test(pattern)));

export function isCrawler(userAgent: string | undefined | null): boolean {
  return !!userAgent && matches(userAgent.replace(SHOPPER_NAMES, ''));
}
