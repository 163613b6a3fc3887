import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useReturnFocus } from './useReturnFocus';
import './dialog.css';

interface InfoDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Optional logo header. */
  logo?: string;
  /** Long content scrolls inside the dialog. */
  scrollable?: boolean;
  /** Extra buttons before the close button (e.g. the cookie choice). */
  actions?: ReactNode;
  closeLabel?: string;
  testId?: string;
  /** Where focus goes on closing instead of the control that opened it (e.g. the option section to fix). */
  returnFocusTo?: () => HTMLElement | null;
}

/** The information modal dialog (SPEC.md section 2): title, body, close button; Escape and the overlay close it. */
export function InfoDialog({
  open,
  onClose,
  title,
  children,
  logo,
  scrollable,
  actions,
  closeLabel = 'Close',
  testId = 'info-dialog',
  returnFocusTo,
}: InfoDialogProps) {
  const returnFocus = useReturnFocus(open, returnFocusTo);
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay dialog-overlay--upper" />
        <Dialog.Content
          className={`info-dialog${scrollable ? ' info-dialog--scroll' : ''}`}
          data-testid={testId}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          {logo && <img className="info-dialog__logo" src={logo} alt="" />}
          <Dialog.Title className="info-dialog__title">{title}</Dialog.Title>
          <div className="info-dialog__body">{children}</div>
          <div className="info-dialog__actions">
            {actions}
            {closeLabel && (
              <Dialog.Close className="button button--secondary" data-testid={`${testId}-close`}>
                {closeLabel}
              </Dialog.Close>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
