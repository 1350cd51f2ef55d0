import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import './form-field.css';

interface FieldShellProps {
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (ids: { inputId: string; describedBy: string | undefined }) => ReactNode;
}

function FieldShell({ label, required, error, hint, className, children }: FieldShellProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={['sn-field', error ? 'sn-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}
    >
      <label className="sn-field__label" htmlFor={inputId}>
        {label}
        {required ? (
          <span className="sn-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="sn-field__optional"> (optional)</span>
        )}
      </label>
      {children({ inputId, describedBy })}
      {hint && (
        <span id={hintId} className="sn-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="sn-field__error">
          {error}
        </span>
      )}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  fieldClassName?: string;
}

/** A labelled text input with its error (aria-invalid, aria-describedby). */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  required,
  fieldClassName,
  ...input
}: TextFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error} hint={hint} className={fieldClassName}>
      {({ inputId, describedBy }) => (
        <input
          {...input}
          id={inputId}
          className="sn-field__input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  required?: boolean;
  fieldClassName?: string;
}

/** A labelled native select. */
export function SelectField({
  label,
  value,
  onValueChange,
  options,
  error,
  required,
  fieldClassName,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error} className={fieldClassName}>
      {({ inputId, describedBy }) => (
        <select
          {...select}
          id={inputId}
          className="sn-field__input sn-field__select"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
