/**
 * The billing profile asked for before the first payment (spec part 1 §3 "Booking person"): names,
 * phone with dial code, e-mail, billing address with the pin-code lookup of city and state, country,
 * the privacy terms and the newsletter choice (unticked; issue 30). Validated with the api's own contract, so the messages are the same on both sides.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type InputHTMLAttributes } from 'react';
import { FormProvider, get, type FieldPath, type UseFormRegisterReturn } from 'react-hook-form';
import type { BookingPerson } from '@sannidhi/domain/contracts/booking-person';
import { countryByCode, DEFAULT_COUNTRY_OPTION } from '@sannidhi/domain/countries';
import { phoneDigitsFor } from '@sannidhi/domain/phone';
import { AddressFields } from '../../../components/address-fields/address-fields';
import { Button } from '../../../components/button/button';
import { controlProps, Field } from '../../../components/field/field';
import { useBillingForm } from '../hooks/use-billing-form';
import { countryName } from '../../../lib/format';
import { countryOptions, dialOptions, type BillingDefaults, type BillingValues } from '../lib/billing-values';
import { BillingNewsletter, BillingTerms } from './billing-terms';
import './billing-form.css';

export interface BillingFormProps {
  ssoId: string;
  /** A saved profile (complete or not), if any: the form opens with it. */
  saved: Partial<BookingPerson> | null;
  /** Prefill when nothing is saved: the payer's names, e-mail and country. */
  defaults: BillingDefaults;
  privacyPolicyUrl?: string;
  termsUrl?: string;
  onSaved: (person: BookingPerson) => void;
  onCancel: () => void;
  /** The secondary action's text ("Back to cart" when not given, "Back to payment" from the confirm step). */
  cancelLabel?: string;
  /**
   * An office volunteer is filling the form for this devotee: the e-mail that receives the devotee's receipts is
   * theirs to change, so it is read-only here with a note why (the api refuses a change; issue 26).
   */
  emailLockedFor?: string;
}

/** The billing address's rows in the form's grid (two columns from 720 px). */
const BILLING_ROWS = { row: 'sn-billing__row', wide: 'sn-billing__wide', note: 'sn-billing__lookup' };

export function BillingForm({
  ssoId,
  saved,
  defaults,
  privacyPolicyUrl,
  termsUrl,
  onSaved,
  onCancel,
  cancelLabel,
  emailLockedFor,
}: BillingFormProps) {
  const { t } = useLingui();
  const billing = useBillingForm({ ssoId, saved, defaults, onSaved });
  const { form } = billing;
  const errors = form.formState.errors;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const baseId = useId();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const dialCountry = form.watch('dialCountry');
  const dialCode = countryByCode(dialCountry)?.dialCode ?? DEFAULT_COUNTRY_OPTION.dialCode;
  const digits = phoneDigitsFor(dialCode);
  // The note under a volunteer's read-only e-mail.
  const devotee = emailLockedFor;
  const emailLockedNote = devotee
    ? t`Receipts go to this e-mail. Only ${devotee} can change it, in their own profile.`
    : t`Receipts go to this e-mail. Only the devotee can change it, in their own profile.`;
  const idOf = (name: string) => `${baseId}-${name.replace('.', '-')}`;
  const errorOf = (name: FieldPath<BillingValues>): string | undefined =>
    (get(errors, name) as { message?: string } | undefined)?.message;

  const text = (
    name: FieldPath<BillingValues>,
    label: string,
    input: InputHTMLAttributes<HTMLInputElement> & { required?: boolean; hint?: string; wide?: boolean },
    registered: UseFormRegisterReturn = form.register(name),
  ) => {
    const { required, hint, wide, ...rest } = input;
    const id = idOf(name);
    const error = errorOf(name);
    return (
      <div className={wide ? 'sn-billing__row sn-billing__wide' : 'sn-billing__row'}>
        <Field id={id} label={label} required={required} markOptional error={error} hint={hint}>
          <input
            type="text"
            className="sn-input"
            {...rest}
            {...registered}
            {...controlProps(id, { error, hint, required })}
          />
        </Field>
      </div>
    );
  };

  return (
    <section className="sn-billing" aria-labelledby="sn-billing-title">
      <h2 id="sn-billing-title" className="sn-billing__title" tabIndex={-1} ref={headingRef}>
        <Trans>Billing details</Trans>
      </h2>
      <p className="sn-billing__intro">
        <Trans>
          We need these details once, for the payment and its receipt. Fields marked * are required.
        </Trans>
      </p>
      <FormProvider {...form}>
        <form className="sn-billing__form" noValidate onSubmit={(e) => void billing.submit(e)}>
          {text('firstName', t`First name`, { required: true, autoComplete: 'given-name', maxLength: 255 })}
          {text('lastName', t`Last name`, { required: true, autoComplete: 'family-name', maxLength: 255 })}
          <div className="sn-billing__row sn-billing__wide sn-billing__phone">
            <Field id={idOf('dialCountry')} label={t`Dial code`} required className="sn-billing__dial">
              <select
                className="sn-select"
                autoComplete="tel-country-code"
                {...form.register('dialCountry')}
                {...controlProps(idOf('dialCountry'), { required: true })}
              >
                {dialOptions(countryName).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id={idOf('phone')}
              label={t`Mobile number`}
              required
              error={errorOf('phone')}
              hint={t`${plural(digits, { one: '# digit', other: '# digits' })}, without ${dialCode}`}
            >
              <input
                className="sn-input"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={16}
                {...form.register('phone')}
                {...controlProps(idOf('phone'), { error: errorOf('phone'), hint: true, required: true })}
              />
            </Field>
          </div>
          {text('email', t`E-mail`, {
            required: true,
            wide: true,
            type: 'email',
            autoComplete: 'email',
            maxLength: 255,
            ...(emailLockedFor !== undefined
              ? { readOnly: true, hint: emailLockedNote, autoComplete: 'off' }
              : {}),
          })}
          <AddressFields
            kind="billing"
            path="billingAddress"
            idPrefix={`${baseId}-billingAddress`}
            canEditPlace
            countryOptions={countryOptions(countryName)}
            onCountryChange={billing.countryChanged}
            rowClass={BILLING_ROWS}
          />
          <BillingTerms
            registered={form.register('privacyTermsAccepted')}
            error={errorOf('privacyTermsAccepted')}
            privacyPolicyUrl={privacyPolicyUrl}
            termsUrl={termsUrl}
          />
          <BillingNewsletter registered={form.register('subscribedForNewsLetter')} />
          {billing.formError && (
            <p className="sn-billing__alert sn-billing__wide" role="alert">
              {billing.formError}
            </p>
          )}
          <div className="sn-billing__actions sn-billing__wide">
            <Button variant="secondary" onClick={onCancel} disabled={billing.saving}>
              {cancelLabel ?? t`Back to cart`}
            </Button>
            <Button type="submit" loading={billing.saving}>
              <Trans>Save and continue</Trans>
            </Button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
