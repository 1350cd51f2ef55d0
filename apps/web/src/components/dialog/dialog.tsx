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
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const opener = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      // showModal() focuses the first focusable element (the × button); a dialog may name a better one.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
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
    const onClosed = () => {
      const target = opener.current;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
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
              <button type="button" className="sn-dialog__close" aria-label="Close" onClick={onClose}>
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
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
