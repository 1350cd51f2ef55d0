import type { ReactNode } from 'react';
import './field.css';

export interface FieldProps {
  /** The control's id (the label points at it). */
  id: string;
  label: ReactNode;
  /** Shows the asterisk; the control itself carries aria-required. */
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** Ids the control lists in aria-describedby: its hint and its error, when shown. */
export function fieldDescribedBy(id: string, { error, hint }: { error?: string; hint?: string }) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/** A labelled form control with its hint and error message below it. */
export function Field({ id, label, required = false, error, hint, children }: FieldProps) {
  return (
    <div className={`sn-field${error ? ' sn-field--invalid' : ''}`}>
      <label htmlFor={id} className="sn-field__label">
        {label}
        {/* The asterisk is visual: aria-required says it to screen readers. */}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="sn-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="sn-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
