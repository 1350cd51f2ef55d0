/**
 * The billing profile asked for before the first payment (spec part 1 §3 "Booking person"): names,
 * phone with dial code, e-mail, billing address with the pin-code lookup of city and state, country,
 * and the privacy terms. Validated with the api's own contract, so the messages are the same on both sides.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BookingPerson } from '@sannidhi/domain/contracts/booking-person';
import { COUNTRIES, countryByCode, DEFAULT_COUNTRY_OPTION } from '@sannidhi/domain/countries';
import { fieldErrors } from '@sannidhi/domain/form-errors';
import { normalisePhoneForServer } from '@sannidhi/domain/phone';
import { canLookUpPinCode, isNumericPinCountry } from '@sannidhi/domain/postal-code';
import { Button } from '../../../components/button/button';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { lookUpPincode } from '../api/look-up-pincode';
import { saveBookingPerson } from '../api/save-booking-person';
import { SelectField, TextField } from './form-field';
import './billing-form.css';

export interface BillingFormProps {
  ssoId: string;
  /** A saved but incomplete profile, if any. */
  saved: Partial<BookingPerson> | null;
  /** Prefill when nothing is saved: the payer's names, e-mail and country. */
  defaults: { firstName: string; lastName: string; email: string; country: string };
  privacyPolicyUrl?: string;
  termsUrl?: string;
  onSaved: (person: BookingPerson) => void;
  onCancel: () => void;
}

interface Values {
  firstName: string;
  lastName: string;
  dialCountry: string;
  phone: string;
  email: string;
  line1: string;
  line2: string;
  line3: string;
  country: string;
  pinCode: string;
  city: string;
  state: string;
  privacyTermsAccepted: boolean;
}

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.countryCode, label: c.countryName }));
const DIAL_OPTIONS = COUNTRIES.map((c) => ({
  value: c.countryCode,
  label: `${c.dialCode} ${c.countryName}`,
}));

function initialValues(saved: Partial<BookingPerson> | null, defaults: BillingFormProps['defaults']): Values {
  const address = saved?.billingAddress;
  const country = countryByCode(address?.countryOfResidence || defaults.country) ?? DEFAULT_COUNTRY_OPTION;
  return {
    firstName: saved?.firstName || defaults.firstName,
    lastName: saved?.lastName || defaults.lastName,
    dialCountry: country.countryCode,
    phone: saved?.phone ?? '',
    email: saved?.email || defaults.email,
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    line3: address?.line3 ?? '',
    country: country.countryCode,
    pinCode: address?.pinCode ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    privacyTermsAccepted: saved?.privacyTermsAccepted === true,
  };
}

/** The body POSTed: the form's values over what was saved (secondary phones, newsletter, nationality). */
function toBookingPerson(ssoId: string, saved: Partial<BookingPerson> | null, v: Values): unknown {
  const national = v.phone.replace(/[\s-]/g, '');
  return {
    ssoId,
    firstName: v.firstName,
    lastName: v.lastName,
    phone: normalisePhoneForServer(national),
    secondaryPhone: saved?.secondaryPhone ?? '',
    whatsAppPhone: saved?.whatsAppPhone ?? '',
    email: v.email.trim(),
    subscribedForNewsLetter: saved?.subscribedForNewsLetter ?? false,
    privacyTermsAccepted: v.privacyTermsAccepted,
    billingAddress: {
      line1: v.line1,
      line2: v.line2,
      line3: v.line3,
      city: v.city,
      state: v.state,
      pinCode: v.pinCode.trim(),
      countryOfResidence: v.country,
      nationality: saved?.billingAddress?.nationality || v.country,
    },
  };
}

/** Which input shows an error of the contract's path. */
const FIELD_OF_PATH: Record<string, keyof Values> = {
  firstName: 'firstName',
  lastName: 'lastName',
  phone: 'phone',
  email: 'email',
  privacyTermsAccepted: 'privacyTermsAccepted',
  'billingAddress.line1': 'line1',
  'billingAddress.line2': 'line2',
  'billingAddress.line3': 'line3',
  'billingAddress.city': 'city',
  'billingAddress.state': 'state',
  'billingAddress.pinCode': 'pinCode',
  'billingAddress.countryOfResidence': 'country',
};

function validate(body: unknown): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const [path, message] of Object.entries(fieldErrors(BookingPerson.safeParse(body)))) {
    const field = FIELD_OF_PATH[path];
    if (field) errors[field] ??= message;
  }
  return errors;
}

const ORDER: (keyof Values)[] = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'line1',
  'line2',
  'line3',
  'country',
  'pinCode',
  'city',
  'state',
  'privacyTermsAccepted',
];

export function BillingForm({
  ssoId,
  saved,
  defaults,
  privacyPolicyUrl,
  termsUrl,
  onSaved,
  onCancel,
}: BillingFormProps) {
  const [values, setValues] = useState<Values>(() => initialValues(saved, defaults));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errors = submitted ? validate(toBookingPerson(ssoId, saved, values)) : {};

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  // City and state from the pin code, once it is long enough to look up (typing pauses 350 ms).
  const { country, pinCode } = values;
  useEffect(() => {
    if (!canLookUpPinCode(pinCode)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      lookUpPincode(country, pinCode.trim(), controller.signal)
        .then((place) => {
          if (place)
            setValues((v) => ({ ...v, city: place.defaultcity || v.city, state: place.state || v.state }));
        })
        .catch(() => {
          // unknown code or lookup down: the devotee types city and state
        });
    }, 350);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [country, pinCode]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const body = toBookingPerson(ssoId, saved, values);
    const found = validate(body);
    const first = ORDER.find((key) => found[key]);
    if (first) {
      // After this render the invalid fields carry aria-invalid; focus the first one.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"] [aria-invalid="true"]`)?.focus(),
      );
      return;
    }
    setSaving(true);
    try {
      onSaved(await saveBookingPerson(BookingPerson.parse(body)));
    } catch (cause) {
      setFormError(cause instanceof ApiError ? cause.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setSaving(false);
    }
  }

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
      <form ref={formRef} className="sn-billing__form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="sn-billing__row" data-field="firstName">
          <TextField
            label="First name"
            required
            autoComplete="given-name"
            maxLength={255}
            value={values.firstName}
            onValueChange={set('firstName')}
            error={errors.firstName}
          />
        </div>
        <div className="sn-billing__row" data-field="lastName">
          <TextField
            label="Last name"
            required
            autoComplete="family-name"
            maxLength={255}
            value={values.lastName}
            onValueChange={set('lastName')}
            error={errors.lastName}
          />
        </div>
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
        <div className="sn-billing__row sn-billing__wide" data-field="email">
          <TextField
            label="E-mail"
            required
            type="email"
            autoComplete="email"
            maxLength={255}
            value={values.email}
            onValueChange={set('email')}
            error={errors.email}
          />
        </div>
        <div className="sn-billing__row sn-billing__wide" data-field="line1">
          <TextField
            label="Address line 1"
            required
            autoComplete="address-line1"
            maxLength={255}
            value={values.line1}
            onValueChange={set('line1')}
            error={errors.line1}
          />
        </div>
        <div className="sn-billing__row" data-field="line2">
          <TextField
            label="Address line 2"
            autoComplete="address-line2"
            maxLength={255}
            value={values.line2}
            onValueChange={set('line2')}
            error={errors.line2}
          />
        </div>
        <div className="sn-billing__row" data-field="line3">
          <TextField
            label="Address line 3"
            autoComplete="address-line3"
            maxLength={255}
            value={values.line3}
            onValueChange={set('line3')}
            error={errors.line3}
          />
        </div>
        <div className="sn-billing__row" data-field="country">
          <SelectField
            label="Country"
            required
            autoComplete="country"
            value={values.country}
            onValueChange={(code) =>
              setValues((v) => ({ ...v, country: code, dialCountry: v.phone ? v.dialCountry : code }))
            }
            options={COUNTRY_OPTIONS}
            error={errors.country}
          />
        </div>
        <div className="sn-billing__row" data-field="pinCode">
          <TextField
            label="Pin code"
            required
            autoComplete="postal-code"
            inputMode={numericPin ? 'numeric' : 'text'}
            maxLength={12}
            hint="City and state fill in from the pin code"
            value={values.pinCode}
            onValueChange={set('pinCode')}
            error={errors.pinCode}
          />
        </div>
        <div className="sn-billing__row" data-field="city">
          <TextField
            label="City"
            required
            autoComplete="address-level2"
            maxLength={255}
            value={values.city}
            onValueChange={set('city')}
            error={errors.city}
          />
        </div>
        <div className="sn-billing__row" data-field="state">
          <TextField
            label="State"
            required
            autoComplete="address-level1"
            maxLength={255}
            value={values.state}
            onValueChange={set('state')}
            error={errors.state}
          />
        </div>
        <div
          className={`sn-billing__row sn-billing__wide sn-billing__terms${errors.privacyTermsAccepted ? ' sn-billing__terms--invalid' : ''}`}
          data-field="privacyTermsAccepted"
        >
          <label className="sn-billing__check">
            <input
              type="checkbox"
              checked={values.privacyTermsAccepted}
              onChange={(e) => set('privacyTermsAccepted')(e.target.checked)}
              aria-invalid={errors.privacyTermsAccepted ? true : undefined}
              aria-describedby={errors.privacyTermsAccepted ? 'sn-billing-terms-error' : undefined}
            />
            <span>
              I accept the{' '}
              {privacyPolicyUrl ? (
                <a href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
                  privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                'privacy policy'
              )}{' '}
              and the{' '}
              {termsUrl ? (
                <a href={termsUrl} target="_blank" rel="noopener noreferrer">
                  terms and conditions<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                'terms and conditions'
              )}
              .
            </span>
          </label>
          {errors.privacyTermsAccepted && (
            <span id="sn-billing-terms-error" className="sn-field__error">
              {errors.privacyTermsAccepted}
            </span>
          )}
        </div>
        {formError && (
          <p className="sn-billing__alert sn-billing__wide" role="alert">
            {formError}
          </p>
        )}
        <div className="sn-billing__actions sn-billing__wide">
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Back to cart
          </Button>
          <Button type="submit" loading={saving}>
            Save and continue
          </Button>
        </div>
      </form>
    </section>
  );
}
