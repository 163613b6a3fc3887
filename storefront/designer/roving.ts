import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

// A roving tab index (WAI-ARIA APG, "keyboard navigation inside components"): a group of buttons is one Tab stop;
// the arrow keys, Home and End move between them, and the group remembers the last one. The designer's jump bar and
// its design results use it, so Tab crosses them in one press instead of one per button (issue 26: 48 stops of
// results and hearts). Written here rather than taken from a package: the designer's chunk shares no UI package
// with the product page, and the whole rule is these few lines.

/** The group's items: its buttons, in document order. */
const itemsOf = (group: HTMLElement) => [...group.querySelectorAll<HTMLElement>('button:not([disabled])')];

/** The item in the next row (down) or the previous one (up) nearest the current one's column, of the same kind. */
function verticalNeighbour(items: HTMLElement[], current: HTMLElement, down: boolean): HTMLElement | undefined {
  const r = current.getBoundingClientRect();
  const x = r.left + r.width / 2;
  let best: { el: HTMLElement; row: number; dx: number } | undefined;
  for (const el of items) {
    if (el === current || el.className !== current.className) continue;
    const b = el.getBoundingClientRect();
    const row = down ? b.top - r.bottom : r.top - b.bottom;
    if (row < -1) continue;
    const dx = Math.abs(b.left + b.width / 2 - x);
    if (!best || row < best.row - 1 || (Math.abs(row - best.row) <= 1 && dx < best.dx)) best = { el, row, dx };
  }
  return best?.el;
}

/**
 * Makes the element the ref is put on a roving group; `grid` lets Up and Down move by rows (a wrapped grid of
 * results), otherwise they move like Left and Right. Re-applied after every render, so new items join the group.
 */
export function useRovingFocus<T extends HTMLElement>({ grid = false } = {}) {
  const ref = useRef<T>(null);
  const current = useRef(0);

  // Exactly one item takes Tab: the last one used, or the first.
  useLayoutEffect(() => {
    const group = ref.current;
    if (!group) return;
    const items = itemsOf(group);
    current.current = Math.min(current.current, Math.max(items.length - 1, 0));
    items.forEach((el, i) => (el.tabIndex = i === current.current ? 0 : -1));
  });

  function onKeyDown(e: KeyboardEvent<T>) {
    const group = ref.current;
    if (!group || e.altKey || e.ctrlKey || e.metaKey) return;
    const items = itemsOf(group);
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    let next: HTMLElement | undefined;
    if (e.key === 'Home') next = items[0];
    else if (e.key === 'End') next = items[items.length - 1];
    else if (e.key === 'ArrowRight' || (!grid && e.key === 'ArrowDown')) next = items[Math.min(at + 1, items.length - 1)];
    else if (e.key === 'ArrowLeft' || (!grid && e.key === 'ArrowUp')) next = items[Math.max(at - 1, 0)];
    else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') next = verticalNeighbour(items, items[at], e.key === 'ArrowDown') ?? items[at];
    else return;
    e.preventDefault();
    move(items, next);
  }

  function onFocus(e: FocusEvent<T>) {
    const group = ref.current;
    if (!group) return;
    const items = itemsOf(group);
    const at = items.indexOf(e.target as HTMLElement);
    if (at >= 0 && at !== current.current) move(items, items[at]);
  }

  function move(items: HTMLElement[], next: HTMLElement) {
    current.current = items.indexOf(next);
    items.forEach((el) => (el.tabIndex = el === next ? 0 : -1));
    if (document.activeElement !== next) next.focus();
  }

  return { ref, onKeyDown, onFocus };
}
