import { Trans } from '@lingui/react/macro';
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { useDomainText } from '../../lib/domain-texts';
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
 * with `sn-input`, `sn-select` or `sn-textarea`, and give it `controlProps(id, …)`; a plain input or select is
 * `TextField` or `SelectField` below.
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
        {!required && markOptional && (
          <span className="sn-field__optional">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        )}
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
  // Most messages are the domain's (its forms' schemas): shown in the interface language.
  const text = useDomainText();
  if (!message) return null;
  return (
    <p id={id} className={['sn-field__error', className ?? ''].filter(Boolean).join(' ')} data-field-error>
      {text(message)}
    </p>
  );
}

/** What a field with its own control takes: the field's props, with the wrapper's class named apart. */
type ControlFieldProps = Omit<FieldProps, 'children' | 'className'> & { fieldClassName?: string };

/** Splits a control field's props: the wrapping `Field`'s, and the control's (with its accessibility attributes). */
function splitControlField<T extends ControlFieldProps>({
  id,
  label,
  required,
  markOptional,
  error,
  hint,
  fieldClassName,
  ...control
}: T) {
  return {
    field: { id, label, required, markOptional, error, hint, className: fieldClassName },
    control: { ...control, ...controlProps(id, { error, hint, required }) },
  };
}

/** A field whose control is one `sn-input`; the rest of the props (and a ref, e.g. `register(…)`) go to the input. */
export function TextField(
  props: ControlFieldProps &
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { ref?: Ref<HTMLInputElement> },
) {
  const { field, control } = splitControlField(props);
  return (
    <Field {...field}>
      <input className="sn-input" {...control} />
    </Field>
  );
}

/** One choice of a select: what it sends and what the person reads. */
export interface SelectOption {
  value: string;
  label: string;
  /** The language the label is written in, when not the page's (a language named in its own script). */
  lang?: string;
}

/** The options of a select, each reading its label. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value} lang={o.lang}>
      {o.label}
    </option>
  ));
}

/**
 * A field whose control is one `sn-select` with `options`; `children` (a placeholder option) come first, and the
 * rest of the props (and a ref, e.g. `register(…)`) go to the select.
 */
export function SelectField({
  options,
  children,
  ...props
}: ControlFieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
    options: readonly SelectOption[];
    ref?: Ref<HTMLSelectElement>;
  }) {
  const { field, control } = splitControlField(props);
  return (
    <Field {...field}>
      <select className="sn-select" {...control}>
        {children}
        <SelectOptions options={options} />
      </select>
    </Field>
  );
}
