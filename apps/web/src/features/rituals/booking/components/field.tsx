import type { ReactNode } from 'react';
import './field.css';

export interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
}

/** Ids of a field's hint and error, for aria-describedby. */
export function describedBy(id: string, error?: string | null, hint?: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A labelled control with an optional hint and an inline error message. */
export function Field({ id, label, required, error, hint, children }: FieldProps) {
  return (
    <div className={`sn-field${error ? ' sn-field--invalid' : ''}`}>
      <label className="sn-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="sn-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="sn-field__hint">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** An inline validation message (announced when it appears). */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="sn-field__error" data-field-error>
      {message}
    </p>
  );
}
