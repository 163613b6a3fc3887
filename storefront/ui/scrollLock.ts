import { useEffect } from 'react';

// Stands in for react-remove-scroll-bar (vite.config.ts aliases the package to this file). Radix Dialog locks the
// page's scroll through react-remove-scroll, whose RemoveScrollBar injects a <style> element: the shop's CSP
// (style-src 'self', no inline styles) refuses it, so every modal logged a violation and the page behind it still
// scrolled. This does the same through the CSSOM, which CSP does not govern: while any modal is open, the body keeps
// data-scroll-locked (the count of open modals), hides its overflow and pads the scrollbar's width so nothing jumps.

export const zeroRightClassName = 'right-scroll-bar-position';
export const fullWidthClassName = 'width-before-scroll-bar';
export const noScrollbarsClassName = 'with-scroll-bars-hidden';
export const removedBarSizeVariable = '--removed-body-scroll-bar-size';
const LOCK = 'data-scroll-locked';

export function getGapWidth() {
  const gap = typeof window === 'undefined' ? 0 : Math.max(0, window.innerWidth - document.documentElement.clientWidth);
  return { left: 0, top: 0, right: 0, gap };
}

let saved: { overflow: string; paddingRight: string } | undefined;

/** The body's scroll lock while mounted; nested modals share it. */
export function RemoveScrollBar(): null {
  useEffect(() => {
    const body = document.body;
    const count = Number(body.getAttribute(LOCK)) || 0;
    if (count === 0) {
      const { gap } = getGapWidth();
      saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      body.style.overflow = 'hidden';
      if (gap) body.style.paddingRight = `${gap}px`;
      body.style.setProperty(removedBarSizeVariable, `${gap}px`);
    }
    body.setAttribute(LOCK, String(count + 1));
    return () => {
      const left = (Number(body.getAttribute(LOCK)) || 1) - 1;
      if (left > 0) return body.setAttribute(LOCK, String(left));
      body.removeAttribute(LOCK);
      body.style.overflow = saved?.overflow ?? '';
      body.style.paddingRight = saved?.paddingRight ?? '';
      body.style.removeProperty(removedBarSizeVariable);
    };
  }, []);
  return null;
}
