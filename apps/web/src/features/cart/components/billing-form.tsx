/**
 * The billing profile asked for before the first payment (spec part 1 §3 "Booking person"): names,
 * phone with dial code, e-mail, billing address with the pin-code lookup of city and state, country,
 * and the privacy terms. Validated with the api's own contract, so the messages are the same on both sides.
 */
import { useEffect, useRef } from 'react';
import type { BookingPerson } from '@sannidhi/domain/contracts/booking-person';
import { countryByCode, DEFAULT_COUNTRY_OPTION } from '@sannidhi/domain/countries';
import { isNumericPinCountry } from '@sannidhi/domain/postal-code';
import { Button } from '../../../components/button/button';
import { useBillingForm } from '../hooks/use-billing-form';
import { COUNTRY_OPTIONS, DIAL_OPTIONS, type BillingDefaults } from '../lib/billing-values';
import { BillingTerms } from './billing-terms';
import { BillingTextRow } from './billing-text-row';
import { SelectField, TextField } from './form-field';
import './billing-form.css';

export interface BillingFormProps {
  ssoId: string;
  /** A saved but incomplete profile, if any. */
  saved: Partial<BookingPerson> | null;
  /** Prefill when nothing is saved: the payer's names, e-mail and country. */
  defaults: BillingDefaults;
  privacyPolicyUrl?: string;
  termsUrl?: string;
  onSaved: (person: BookingPerson) => void;
  onCancel: () => void;
}

export function BillingForm({
  ssoId,
  saved,
  defaults,
  privacyPolicyUrl,
  termsUrl,
  onSaved,
  onCancel,
}: BillingFormProps) {
  const billing = useBillingForm({ ssoId, saved, defaults, onSaved });
  const { values, errors, set } = billing;
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const numericPin = isNumericPinCountry(values.country);
  const dialCode = countryByCode(values.dialCountry)?.dialCode ?? DEFAULT_COUNTRY_OPTION.dialCode;

  return (
    <section className="sn-billing" aria-labelledby="sn-billing-title">
      <h2 id="sn-billing-title" className="sn-billing__title" tabIndex={-1} ref={headingRef}>
        Billing details
      </h2>
      <p className="sn-billing__intro">
        We need these details once, for the payment and its receipt. Fields marked * are required.
      </p>
      <form
        ref={billing.formRef}
        className="sn-billing__form"
        noValidate
        onSubmit={(e) => void billing.submit(e)}
      >
        <BillingTextRow
          billing={billing}
          field="firstName"
          label="First name"
          required
          autoComplete="given-name"
          maxLength={255}
        />
        <BillingTextRow
          billing={billing}
          field="lastName"
          label="Last name"
          required
          autoComplete="family-name"
          maxLength={255}
        />
        <div className="sn-billing__row sn-billing__wide sn-billing__phone" data-field="phone">
          <SelectField
            label="Dial code"
            required
            fieldClassName="sn-billing__dial"
            autoComplete="tel-country-code"
            value={values.dialCountry}
            onValueChange={set('dialCountry')}
            options={DIAL_OPTIONS}
          />
          <TextField
            label="Mobile number"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={16}
            hint={`10 digits, without ${dialCode}`}
            value={values.phone}
            onValueChange={set('phone')}
            error={errors.phone}
          />
        </div>
        <BillingTextRow
          billing={billing}
          field="email"
          wide
          label="E-mail"
          required
          type="email"
          autoComplete="email"
          maxLength={255}
        />
        <BillingTextRow
          billing={billing}
          field="line1"
          wide
          label="Address line 1"
          required
          autoComplete="address-line1"
          maxLength={255}
        />
        <BillingTextRow
          billing={billing}
          field="line2"
          label="Address line 2"
          autoComplete="address-line2"
          maxLength={255}
        />
        <BillingTextRow
          billing={billing}
          field="line3"
          label="Address line 3"
          autoComplete="address-line3"
          maxLength={255}
        />
        <div className="sn-billing__row" data-field="country">
          <SelectField
            label="Country"
            required
            autoComplete="country"
            value={values.country}
            onValueChange={billing.setCountry}
            options={COUNTRY_OPTIONS}
            error={errors.country}
          />
        </div>
        <BillingTextRow
          billing={billing}
          field="pinCode"
          label="Pin code"
          required
          autoComplete="postal-code"
          inputMode={numericPin ? 'numeric' : 'text'}
          maxLength={12}
          hint="City and state fill in from the pin code"
        />
        <BillingTextRow
          billing={billing}
          field="city"
          label="City"
          required
          autoComplete="address-level2"
          maxLength={255}
        />
        <BillingTextRow
          billing={billing}
          field="state"
          label="State"
          required
          autoComplete="address-level1"
          maxLength={255}
        />
        <BillingTerms
          accepted={values.privacyTermsAccepted}
          onChange={set('privacyTermsAccepted')}
          error={errors.privacyTermsAccepted}
          privacyPolicyUrl={privacyPolicyUrl}
          termsUrl={termsUrl}
        />
        {billing.formError && (
          <p className="sn-billing__alert sn-billing__wide" role="alert">
            {billing.formError}
          </p>
        )}
        <div className="sn-billing__actions sn-billing__wide">
          <Button variant="secondary" onClick={onCancel} disabled={billing.saving}>
            Back to cart
          </Button>
          <Button type="submit" loading={billing.saving}>
            Save and continue
          </Button>
        </div>
      </form>
    </section>
  );
}
