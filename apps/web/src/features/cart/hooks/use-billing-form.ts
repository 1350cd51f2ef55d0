import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BookingPerson } from '@sannidhi/domain/contracts/booking-person';
import { canLookUpPinCode } from '@sannidhi/domain/postal-code';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { lookUpPincode } from '../api/look-up-pincode';
import { saveBookingPerson } from '../api/save-booking-person';
import {
  BILLING_FIELD_ORDER,
  initialBillingValues,
  toBookingPerson,
  validateBillingBody,
  type BillingDefaults,
  type BillingErrors,
  type BillingValues,
} from '../lib/billing-values';

export interface BillingFormOptions {
  ssoId: string;
  saved: Partial<BookingPerson> | null;
  defaults: BillingDefaults;
  onSaved: (person: BookingPerson) => void;
}

/** The billing form's values, messages (after the first attempt), pin-code lookup and save. */
export function useBillingForm({ ssoId, saved, defaults, onSaved }: BillingFormOptions) {
  const [values, setValues] = useState<BillingValues>(() => initialBillingValues(saved, defaults));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors: BillingErrors = submitted ? validateBillingBody(toBookingPerson(ssoId, saved, values)) : {};

  const set =
    <K extends keyof BillingValues>(key: K) =>
    (value: BillingValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  /** The phone's dial code follows the country until a phone number is typed. */
  const setCountry = (code: string) =>
    setValues((v) => ({ ...v, country: code, dialCountry: v.phone ? v.dialCountry : code }));

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
    const found = validateBillingBody(body);
    const first = BILLING_FIELD_ORDER.find((key) => found[key]);
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

  return { values, errors, set, setCountry, saving, formError, formRef, submit };
}

export type BillingFormState = ReturnType<typeof useBillingForm>;
