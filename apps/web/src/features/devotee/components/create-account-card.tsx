import { useId, useState, type Ref } from 'react';
import { COUNTRIES } from '@sannidhi/domain/countries';
import { TEXT_INPUT_MAX } from '@sannidhi/domain/constants';
import { fieldErrors } from '@sannidhi/domain/form-errors';
import { CreateProfileForm, type CreateProfileFormInput } from '@sannidhi/domain/registration';
import { Button } from '../../../components/button/button';
import { Field, fieldDescribedBy } from './field';
import './registration-card.css';

type FieldName = keyof CreateProfileFormInput;

export interface CreateAccountCardProps {
  values: CreateProfileFormInput;
  onChange: (values: CreateProfileFormInput) => void;
  onSubmit: () => void;
  busy: boolean;
  /** The card's heading, focused when the card is revealed. */
  headingRef?: Ref<HTMLHeadingElement>;
}

export const CONSENT_LABEL =
  'I confirm that the devotee has been notified that an SSO account will be created for them with this e-mail address, and that they consent to it.';

/**
 * Step 2, 'Create SSO Account' (spec part 2 §2, §5): the looked-up e-mail (disabled), country of
 * residence, first and last name, and the devotee's consent. Validated on every change; a field's
 * message shows once it has been changed or left. Next stays disabled while the form is invalid.
 */
export function CreateAccountCard({ values, onChange, onSubmit, busy, headingRef }: CreateAccountCardProps) {
  const titleId = useId();
  const baseId = useId();
  const hintId = `${baseId}-next-hint`;
  const ids: Record<FieldName, string> = {
    email: `${baseId}-email`,
    countryOfResidence: `${baseId}-country`,
    firstName: `${baseId}-first-name`,
    lastName: `${baseId}-last-name`,
    hasConsent: `${baseId}-consent`,
  };
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const result = CreateProfileForm.safeParse(values);
  const errors = fieldErrors(result);
  const errorOf = (name: FieldName) => (touched[name] ? errors[name] : undefined);
  const touch = (name: FieldName) => setTouched((t) => (t[name] ? t : { ...t, [name]: true }));
  const change = <K extends FieldName>(name: K, value: CreateProfileFormInput[K]) => {
    touch(name);
    onChange({ ...values, [name]: value });
  };

  const textControl = (name: 'firstName' | 'lastName', autoComplete: string) => {
    const error = errorOf(name);
    return (
      <input
        id={ids[name]}
        className="sn-field__control"
        type="text"
        autoComplete={autoComplete}
        maxLength={TEXT_INPUT_MAX}
        value={values[name]}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(ids[name], { error })}
        onChange={(event) => change(name, event.target.value)}
        onBlur={() => touch(name)}
      />
    );
  };

  const countryError = errorOf('countryOfResidence');
  const consentError = errorOf('hasConsent');

  return (
    <section className="sn-reg-card" aria-labelledby={titleId} data-testid="create-sso-account">
      <h2 id={titleId} ref={headingRef} className="sn-reg-card__title" tabIndex={-1}>
        Create SSO Account
      </h2>
      <p className="sn-reg-card__subtitle">Enter user details</p>
      <form
        className="sn-reg-card__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (result.success && !busy) onSubmit();
        }}
      >
        <Field id={ids.email} label="SSO E-Mail ID">
          <input id={ids.email} className="sn-field__control" type="email" value={values.email} disabled />
        </Field>
        <Field id={ids.countryOfResidence} label="Country of Residence" required error={countryError}>
          <select
            id={ids.countryOfResidence}
            className="sn-field__control"
            value={values.countryOfResidence}
            aria-required="true"
            aria-invalid={countryError ? true : undefined}
            aria-describedby={fieldDescribedBy(ids.countryOfResidence, { error: countryError })}
            onChange={(event) => change('countryOfResidence', event.target.value)}
            onBlur={() => touch('countryOfResidence')}
          >
            <option value="" disabled>
              Select Country
            </option>
            {COUNTRIES.map((country) => (
              <option key={country.countryCode} value={country.countryCode}>
                {country.countryName}
              </option>
            ))}
          </select>
        </Field>
        <div className="sn-reg-card__row">
          <Field id={ids.firstName} label="First Name" required error={errorOf('firstName')}>
            {textControl('firstName', 'off')}
          </Field>
          <Field id={ids.lastName} label="Last Name" required error={errorOf('lastName')}>
            {textControl('lastName', 'off')}
          </Field>
        </div>
        <div className={`sn-consent${consentError ? ' sn-consent--invalid' : ''}`}>
          <input
            id={ids.hasConsent}
            className="sn-consent__box"
            type="checkbox"
            checked={values.hasConsent === true}
            aria-required="true"
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${ids.hasConsent}-error` : undefined}
            onChange={(event) => change('hasConsent', event.target.checked)}
          />
          <label htmlFor={ids.hasConsent} className="sn-consent__label">
            {CONSENT_LABEL}
            <span aria-hidden="true"> *</span>
          </label>
          {consentError && (
            <p id={`${ids.hasConsent}-error`} className="sn-field__error sn-consent__error">
              {consentError}
            </p>
          )}
        </div>
        <div className="sn-reg-card__actions">
          <Button
            type="submit"
            loading={busy}
            disabled={!result.success}
            aria-describedby={!result.success ? hintId : undefined}
          >
            Next
          </Button>
          {!result.success && (
            <p id={hintId} className="sn-reg-card__hint">
              Fill in every field marked * and tick the consent to continue.
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
