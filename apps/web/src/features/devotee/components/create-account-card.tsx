import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { RESIDENCE_COUNTRIES } from '@sannidhi/domain/countries';
import { TEXT_INPUT_MAX } from '@sannidhi/domain/constants';
import { UI_LANGUAGES } from '@sannidhi/domain/languages';
import { CreateProfileForm, type CreateProfileFormInput } from '@sannidhi/domain/registration';
import { Button } from '../../../components/button/button';
import { controlProps, Field, FieldError, SelectField } from '../../../components/field/field';
import { CONSENT_MESSAGES } from '../../../lib/consent-texts';
import { countryName } from '../../../lib/format';
import './registration-card.css';

type FieldName = keyof CreateProfileFormInput;

export interface CreateAccountCardProps {
  /** The values the form opens with (remount the card to start again). */
  initialValues: CreateProfileFormInput;
  /** Called with the checked, trimmed values. */
  onSubmit: (values: CreateProfileForm) => void;
  busy: boolean;
  /** The card's heading, focused when the card is revealed. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Step 2, 'Create SSO Account' (spec part 2 §2, §5): the looked-up e-mail (disabled), country of
 * residence, first and last name, the devotee's language for mails, and the devotee's consent. Validated on every change; a field's
 * message shows once it has been changed or left. Next stays disabled while the form is invalid.
 */
export function CreateAccountCard({ initialValues, onSubmit, busy, headingRef }: CreateAccountCardProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const baseId = useId();
  const hintId = `${baseId}-next-hint`;
  const ids: Record<FieldName, string> = {
    email: `${baseId}-email`,
    countryOfResidence: `${baseId}-country`,
    firstName: `${baseId}-first-name`,
    lastName: `${baseId}-last-name`,
    language: `${baseId}-language`,
    hasConsent: `${baseId}-consent`,
  };
  const form = useForm<CreateProfileFormInput, unknown, CreateProfileForm>({
    defaultValues: initialValues,
    resolver: zodResolver(CreateProfileForm),
    mode: 'all',
  });
  const { errors, isValid } = form.formState;
  const errorOf = (name: FieldName) => errors[name]?.message;

  const textControl = (name: 'firstName' | 'lastName', autoComplete: string) => (
    <input
      className="sn-input"
      type="text"
      autoComplete={autoComplete}
      maxLength={TEXT_INPUT_MAX}
      {...form.register(name)}
      {...controlProps(ids[name], { error: errorOf(name), required: true })}
    />
  );

  const countryError = errorOf('countryOfResidence');
  const consentError = errorOf('hasConsent');

  return (
    <section className="sn-reg-card" aria-labelledby={titleId} data-testid="create-sso-account">
      <h2 id={titleId} ref={headingRef} className="sn-reg-card__title" tabIndex={-1}>
        <Trans>Create SSO Account</Trans>
      </h2>
      <p className="sn-reg-card__subtitle">
        <Trans>Enter user details</Trans>
      </p>
      <form
        className="sn-reg-card__form"
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit((values) => {
            if (!busy) onSubmit(values);
          })(event)
        }
      >
        <Field id={ids.email} label={t`SSO E-Mail ID`}>
          <input id={ids.email} className="sn-input" type="email" value={initialValues.email} disabled />
        </Field>
        <SelectField
          id={ids.countryOfResidence}
          label={t`Country of Residence`}
          required
          error={countryError}
          // The countries a devotee may live in: sent by code, read by name in the language on screen.
          options={RESIDENCE_COUNTRIES.map((c) => ({ value: c.countryCode, label: countryName(c) }))}
          {...form.register('countryOfResidence')}
        >
          <option value="" disabled>
            {t`Select Country`}
          </option>
        </SelectField>
        <div className="sn-reg-card__row">
          <Field id={ids.firstName} label={t`First Name`} required error={errorOf('firstName')}>
            {textControl('firstName', 'off')}
          </Field>
          <Field id={ids.lastName} label={t`Last Name`} required error={errorOf('lastName')}>
            {textControl('lastName', 'off')}
          </Field>
        </div>
        <SelectField
          id={ids.language}
          label={t`Language for mails`}
          hint={t`The devotee's mails are written in this language.`}
          required
          error={errorOf('language')}
          // Each language named in its own script, as in the header's language menu.
          options={UI_LANGUAGES.map((l) => ({ value: l.code, label: l.name, lang: l.code }))}
          {...form.register('language')}
        />
        <div className={`sn-consent${consentError ? ' sn-consent--invalid' : ''}`}>
          <input
            className="sn-consent__box"
            type="checkbox"
            {...form.register('hasConsent')}
            {...controlProps(ids.hasConsent, { error: consentError, required: true })}
          />
          <label htmlFor={ids.hasConsent} className="sn-consent__label">
            {i18n._(CONSENT_MESSAGES.registration)}
            <span aria-hidden="true"> *</span>
          </label>
          <FieldError id={`${ids.hasConsent}-error`} message={consentError} className="sn-consent__error" />
        </div>
        <div className="sn-reg-card__actions">
          <Button
            type="submit"
            loading={busy}
            disabled={!isValid}
            aria-describedby={!isValid ? hintId : undefined}
          >
            <Trans comment="A button: go on to the next step">Next</Trans>
          </Button>
          {!isValid && (
            <p id={hintId} className="sn-reg-card__hint">
              <Trans>Fill in every field marked * and tick the consent to continue.</Trans>
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
