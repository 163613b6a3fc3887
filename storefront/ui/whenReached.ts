import { useLayoutEffect, type RefObject } from 'react';

// Part of a server-rendered page taken over only once the shopper can reach it: when it comes into view, or at their
// first sign of life on the page (a tap, a key, a scroll, the pointer moving). On a phone the product page's options
// sit below its picture, and taking them over was the largest piece of the page's start (docs/serving.md). A
// React.lazy waiting on whenReached keeps the server's HTML showing. A tap or a key on that part before then still
// lands: these listeners run first, in the capture phase, so React finds the part ready and takes it over at once for
// that very event. Text that reached a field without a key (autofill, a paste) is caught up by useTypedBeforeTakeover.

/** What shows the shopper is there: any of these, anywhere on the page. */
const SIGNS_OF_LIFE = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll', 'click'] as const;

/**
 * Resolves when the element `selector` names comes into view or the shopper interacts with the page; at once when
 * there is no such element yet (the page is drawn in the browser, not taken over) or no document (the server).
 */
export function whenReached(selector: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const element = document.querySelector(selector);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reached());
    function reached() {
      seen.disconnect();
      for (const type of SIGNS_OF_LIFE) removeEventListener(type, reached, { capture: true });
      resolve();
    }
    seen.observe(element);
    for (const type of SIGNS_OF_LIFE) addEventListener(type, reached, { capture: true, passive: true });
  });
}

const setValue = (field: HTMLInputElement | HTMLTextAreaElement, value: string) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);

/**
 * Hands React what the shopper typed into the fields under `ref` before it took them over. React keeps such text on
 * screen but starts watching the field from it, so it never reports it as a change: the field shows "100" while the
 * state holds "". Once taken over, each field whose text differs from the value React gave it is told as typed.
 */
export function useTypedBeforeTakeover(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    for (const field of ref.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=radio]):not([type=checkbox]), textarea') ?? []) {
      const typed = field.value;
      if (typed === field.defaultValue) continue;
      // React watches `value` through the field's own property: set it to React's value there, then the shopper's
      // text through the element's native setter, unwatched, and React sees the change as the input event it is.
      field.value = field.defaultValue;
      setValue(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, [ref]);
}
