import type { ReactNode } from 'react';
import './field.css';

export interface FieldProps {
  /** The control's id (the label points at it; hint and error ids derive from it). */
  id: string;
  label: ReactNode;
  /** Shows the asterisk; the control itself carries aria-required. */
  required?: boolean;
  /** Shows "(optional)" after the label of a field that is not required. */
  markOptional?: boolean;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Ids the control lists in aria-describedby: its hint and its error, when shown. */
export function describedBy(id: string, error?: string | null, hint?: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** The accessibility attributes of a field's control: id, aria-invalid, aria-describedby, aria-required. */
export function controlProps(
  id: string,
  { error, hint, required }: { error?: string | null; hint?: unknown; required?: boolean },
) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
    'aria-required': required || undefined,
  } as const;
}

/**
 * The one form field of the app: label, control, hint and error, the same everywhere. Style the control
 * with `sn-input`, `sn-select` or `sn-textarea`, and give it `controlProps(id, …)`.
 */
export function Field({ id, label, required, markOptional, error, hint, className, children }: FieldProps) {
  return (
    <div
      className={['sn-field', error ? 'sn-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}
    >
      <label className="sn-field__label" htmlFor={id}>
        {label}
        {/* The asterisk is visual: aria-required says it to screen readers. */}
        {required && (
          <span className="sn-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {!required && markOptional && <span className="sn-field__optional"> (optional)</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="sn-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A field's validation message (for controls grouped in a fieldset, such as an age or a checkbox). */
export function FieldError({
  id,
  message,
  className,
}: {
  id: string;
  message?: string | null;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} className={['sn-field__error', className ?? ''].filter(Boolean).join(' ')} data-field-error>
      {message}
    </p>
  );
}
