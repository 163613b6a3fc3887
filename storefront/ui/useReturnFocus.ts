import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Focus goes back to the control that opened a dialog when it closes. Radix only does this for a Dialog.Trigger, and
 * the shop's dialogs open from anywhere (the header's cart button, an add button, an error): without this, focus fell
 * to the page body. The opener is read in a layout effect, before Radix moves focus into the dialog. When it is gone,
 * the page's main landmark takes focus; `target` names another place (the section a refusal asks to fix). Returns the dialog content's onCloseAutoFocus handler.
 */
export function useReturnFocus(open: boolean, target?: () => HTMLElement | null): (event: Event) => void {
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  const targetRef = useRef(target);
  targetRef.current = target;
  return useCallback((event: Event) => {
    event.preventDefault();
    const el = targetRef.current?.() ?? opener.current;
    const back = el instanceof HTMLElement && el !== document.body && el.isConnected ? el : document.getElementById('main');
    back?.focus();
  }, []);
}
