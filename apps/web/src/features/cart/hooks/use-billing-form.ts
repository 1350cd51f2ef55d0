import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { BookingPerson } from '@sannidhi/domain/contracts/booking-person';
import { countryByCode } from '@sannidhi/domain/countries';
import { ApiError, genericErrorMessage } from '../../../lib/api-client';
import { inUiLanguage } from '../../../lib/domain-texts';
import { useSaveBookingPerson } from '../../../api/booking-person';
import { shownConsentTexts } from '../../../lib/consent-texts';
import {
  billingFormSchema,
  initialBillingValues,
  serverFieldErrors,
  BILLING_FIELD_NAMES,
  type BillingDefaults,
  type BillingValues,
} from '../lib/billing-values';

export interface BillingFormOptions {
  ssoId: string;
  saved: Partial<BookingPerson> | null;
  defaults: BillingDefaults;
  onSaved: (person: BookingPerson) => void;
}

/**
 * The billing form (react-hook-form on the domain's BookingPerson): a field's message shows when it is
 * left, every message on submit with the focus on the first; the address (the shared AddressFields) follows its
 * country and pin code, and the dial code follows a new country until a phone is typed; a 400 of the api on a field
 * is shown on that field.
 */
export function useBillingForm({ ssoId, saved, defaults, onSaved }: BillingFormOptions) {
  // The consents' texts as the form shows them now (the language may change while it is open): saved with them.
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const resolver: Resolver<BillingValues, unknown, BookingPerson> = useMemo(
    () =>
      zodResolver(billingFormSchema(ssoId, saved, shownConsentTexts(i18n, ['privacy-terms', 'newsletter']))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- i18n keeps its identity when the language changes: locale makes the consents' texts follow it
    [ssoId, saved, i18n, locale],
  );
  const form = useForm<BillingValues, unknown, BookingPerson>({
    defaultValues: initialBillingValues(saved, defaults),
    resolver,
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const { setValue, getValues, setError, setFocus } = form;

  /** A new country of residence (the address fields cleared its pin, city and state). */
  const countryChanged = (country: string) => {
    // The phone's dial code follows the country until a phone number is typed.
    // Canada shares the +1 entry of the dial-code picker.
    const dial = countryByCode(country)?.countryCode ?? country;
    if (!getValues('phone')) setValue('dialCountry', dial);
  };

  const save = useSaveBookingPerson();
  const submit = form.handleSubmit(async (person) => {
    try {
      await save.mutateAsync(person);
    } catch (cause) {
      // A 400 naming fields puts each message on its field (the rest shows above the form: formErrorOf).
      if (!(cause instanceof ApiError) || cause.status !== 400) return;
      const { fields } = serverFieldErrors(cause.message);
      const first = BILLING_FIELD_NAMES.find((name) => fields[name]);
      for (const name of BILLING_FIELD_NAMES) {
        const message = fields[name];
        if (message) setError(name, { type: 'server', message });
      }
      if (first) setFocus(first);
      return;
    }
    // The api stored what it validated with the same contract: the profile is these values.
    onSaved(person);
  });

  return {
    form,
    countryChanged,
    formError: save.error ? formErrorOf(save.error) : null,
    submit,
    saving: save.isPending,
  };
}

/** What a failed save says above the form: the api's message, less what was shown on the fields. */
function formErrorOf(cause: Error): string | null {
  if (!(cause instanceof ApiError)) return genericErrorMessage();
  const rest = cause.status === 400 ? serverFieldErrors(cause.message).rest : [cause.message];
  return rest.length ? rest.map(inUiLanguage).join('; ') : null;
}

export type BillingFormState = ReturnType<typeof useBillingForm>;
