// What a ?tvcart= link copies, pure (issue 10, item 1). A link never attaches a browser to the linked cart: its lines
// are copied into the visitor's own cart as new items, so the visitor keeps their cart and the link's owner never
// sees what the visitor does next (nor the visitor what the owner does).
import type { CartItemRow, NewCartItem } from '../repositories/cartItemRepository';

/**
 * The linked cart's lines to add to the visitor's cart: each top-level line with its linked children, as new items.
 * A line the visitor's cart already holds in the same configuration (product, options, price, children; quantity
 * aside) is skipped, so opening a link twice copies it once; a service extra already ticked is not added again.
 */
export function linesToCopy(linked: readonly CartItemRow[], own: readonly CartItemRow[]): NewCartItem[] {
  const have = new Set(trees(own).map(identity));
  const extras = new Set(own.filter((i) => i.kind === 'extra').map((i) => i.productId));
  return trees(linked).filter((line) => !have.has(identity(line)) && !(line.kind === 'extra' && extras.has(line.productId)));
}

/** Every item of lines and their children, depth first: what the caps count. */
export function flattenLines(lines: readonly NewCartItem[]): NewCartItem[] {
  return lines.flatMap((l) => [l, ...flattenLines(l.children ?? [])]);
}

function trees(rows: readonly CartItemRow[]): NewCartItem[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<number, CartItemRow[]>();
  for (const r of rows) if (r.parentId !== null && ids.has(r.parentId)) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  const copy = (r: CartItemRow): NewCartItem => {
    const { id: _id, cartId: _cart, parentId: _parent, ...item } = r;
    const kids = children.get(r.id) ?? [];
    return { ...item, ...(kids.length ? { children: kids.map(copy) } : {}) };
  };
  return rows.filter((r) => r.parentId === null || !ids.has(r.parentId)).map(copy);
}

const identity = (l: NewCartItem): string =>
  JSON.stringify([l.productId, l.kind, l.options, l.unitPrice, l.isLocked, l.linkToParent, (l.children ?? []).map(identity)]);
