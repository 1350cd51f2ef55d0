import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../button/button';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** Esc, the close button and a backdrop click all call this. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  /** Set false for dialogs that must be answered with a button. */
  dismissible?: boolean;
  className?: string;
  /**
   * Where the focus goes on closing when the control that opened the dialog is gone or disabled (e.g.
   * the cart's "Proceed to pay" after the billing step); by default the page's main heading or region.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/** The control focused last, for dialogs opened while the focus was on the page body (a busy button). */
let lastFocused: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (!(event.target instanceof Element) || event.target.closest('dialog')) return;
    lastFocused = event.target;
  });
}

function isFocusable(element: unknown): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    !(element as HTMLButtonElement).disabled &&
    element !== document.body &&
    element.getClientRects().length > 0
  );
}

/** The focus after a dialog closes: its opener, else the fallback, else the page's main region. */
function restoreFocus(opener: Element | null, fallback?: () => HTMLElement | null | undefined) {
  const target = [opener, lastFocused, fallback?.()].find(isFocusable);
  if (target) {
    target.focus();
    return;
  }
  const main = document.querySelector<HTMLElement>('main h1, main');
  if (main) {
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  }
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the page behind inert (focus stays
 * inside), Esc closes, focus returns to the element that opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  dismissible = true,
  className,
  returnFocusTo,
}: DialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const opener = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  const returnFocusRef = useRef(returnFocusTo);
  useEffect(() => {
    onCloseRef.current = onClose;
    returnFocusRef.current = returnFocusTo;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      opener.current = active && active !== document.body ? active : lastFocused;
      dialog.showModal();
      // showModal() focuses the first focusable element (the × button); a dialog may name a better one,
      // without scrolling to it: a dialog opens at its top.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
      dialog.scrollTop = 0;
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault(); // React state decides whether it closes
      if (dismissible) onCloseRef.current();
    };
    const onClosed = () => restoreFocus(opener.current, returnFocusRef.current);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
    };
  }, [dismissible]);

  return (
    <dialog
      ref={ref}
      className={['sn-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its inner panel.
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="sn-dialog__panel">
          <div className="sn-dialog__header">
            <h2 id={titleId} className="sn-dialog__title">
              {title}
            </h2>
            {dismissible && (
              <button type="button" className="sn-dialog__close" aria-label={t`Close`} onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          {description && (
            <div id={descriptionId} className="sn-dialog__description">
              {description}
            </div>
          )}
          {children}
          {actions && <div className="sn-dialog__actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** A No/Yes question. Focus starts on the safe answer (No). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus disabled={busy}>
            {cancelLabel ?? t({ comment: 'The answer to a question in a dialog', message: 'No' })}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t({ comment: 'The answer to a question in a dialog', message: 'Yes' })}
          </Button>
        </>
      }
    />
  );
}
