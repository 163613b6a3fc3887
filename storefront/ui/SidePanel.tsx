import { Dialog } from 'radix-ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useReturnFocus } from './useReturnFocus';
import './sidePanel.css';

interface SidePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  children: ReactNode;
  /** Pinned under the scrolling body (e.g. the cart's checkout buttons). */
  footer?: ReactNode;
  /** right: the slide-in panel; full-right / full-left: full width from that side. */
  variant?: 'right' | 'full-right' | 'full-left';
  /** A wider right panel (the modify-item popup). */
  wide?: boolean;
  closeLabel?: string;
  testId?: string;
  /** Stacked above another side panel. */
  upper?: boolean;
  /** The overlay's kind (SPEC.md section 2): normal dims the page, soft barely does; upper is `upper`. */
  overlay?: 'normal' | 'soft';
  /** The close button shows this long after opening (the menu's: 400 ms); Escape and the overlay close at once. */
  closeDelayMs?: number;
}

/** Whether `ms` have passed since `open` became true (always true without a delay). */
function useShownAfter(open: boolean, ms: number): boolean {
  const [shown, setShown] = useState(ms === 0);
  useEffect(() => {
    if (!open || ms === 0) return;
    setShown(false);
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [open, ms]);
  return shown;
}

/**
 * A side panel over a dimming overlay (SPEC.md section 2), built on Radix Dialog: modal, focus trapped, Escape, the
 * close button and a click on the overlay close it.
 */
export function SidePanel({
  open,
  onOpenChange,
  title,
  children,
  footer,
  variant = 'right',
  wide,
  closeLabel = 'Close',
  testId,
  upper,
  overlay = 'normal',
  closeDelayMs = 0,
}: SidePanelProps) {
  const returnFocus = useReturnFocus(open);
  const closeShown = useShownAfter(open, closeDelayMs);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          className={`side-panel-overlay side-panel-overlay--${overlay}${upper ? ' side-panel-overlay--upper' : ''}`}
          data-testid={testId ? `${testId}-overlay` : undefined}
        />
        <Dialog.Content
          className={`side-panel side-panel--${variant}${wide ? ' side-panel--wide' : ''}${upper ? ' side-panel--upper' : ''}`}
          data-testid={testId}
          aria-describedby={undefined}
          // The panel itself takes focus (not its close button): screen readers announce it by its title, and a
          // panel that opened by itself shows no focus ring; Tab reaches the controls.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (e.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={returnFocus}
        >
          <header className="side-panel__header">
            <Dialog.Title className="side-panel__title">{title}</Dialog.Title>
            <Dialog.Close
              className={`side-panel__close${closeShown ? '' : ' side-panel__close--waiting'}`}
              aria-label={closeLabel}
              data-testid={testId ? `${testId}-close` : undefined}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </header>
          <div className="side-panel__body">{children}</div>
          {footer && <div className="side-panel__footer">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
