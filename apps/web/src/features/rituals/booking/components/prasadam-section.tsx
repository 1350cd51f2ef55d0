import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { get, type FieldPath } from 'react-hook-form';
import { COUNTRIES, countryByCode, residenceCountryByCode } from '@sannidhi/domain/countries';
import { ADDRESS_LINE_MAX } from '@sannidhi/domain/constants';
import { isNumericPinCountry } from '@sannidhi/domain/postal-code';
import { controlProps, Field } from '../../../../components/field/field';
import { Spinner } from '../../../../components/spinner/spinner';
import { countryName as countryNameOf } from '../../../../lib/format';
import { usePinLookup } from '../../../../hooks/use-pin-lookup';
import type { BookingDetails, BookingDetailsForm } from '../hooks/use-booking-details';
import type { AddressKey } from '../lib/address';
import './booking-sections.css';

export interface PrasadamSectionProps {
  idPrefix: string;
  form: BookingDetailsForm;
  /** Office volunteers may correct a looked-up city and state. */
  canEditLookedUpPlace: boolean;
}

/** "Receive prasadam" and, when chosen, the delivery address (city and state from the pin code). */
export function PrasadamSection(props: PrasadamSectionProps) {
  const { idPrefix, form } = props;
  const wantsPrasadam = form.watch('wantsPrasadam');
  return (
    <section className="sn-section" aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className="sn-section__title">
        <Trans>Prasadam</Trans>
      </h2>
      <label className="sn-check-row">
        <input type="checkbox" {...form.register('wantsPrasadam')} />
        <span>
          <Trans>Send the prasadam to my address</Trans>
        </span>
      </label>
      {wantsPrasadam && <AddressForm {...props} />}
    </section>
  );
}

function AddressForm({ idPrefix, form, canEditLookedUpPlace }: PrasadamSectionProps) {
  const { t } = useLingui();
  const { register, setValue, watch } = form;
  const country = watch('address.country');
  const pinCode = watch('address.pinCode');
  const lookup = usePinLookup(country, pinCode);
  /** City and state are filled from the look-up only for a pin typed here. */
  const pinEdited = useRef(false);

  const { place } = lookup;
  useEffect(() => {
    if (!place || !pinEdited.current) return;
    // A part the look-up does not know stays the person's to type.
    if (place.defaultcity) setValue('address.city', place.defaultcity, { shouldValidate: true });
    if (place.state) setValue('address.state', place.state, { shouldValidate: true });
  }, [place, setValue]);

  const lockPlace = lookup.status === 'found' && !canEditLookedUpPlace;
  const field = (key: AddressKey, hint?: string, registered = register(`address.${key}`)) => {
    const name = `address.${key}` as FieldPath<BookingDetails>;
    const id = `${idPrefix}-${key}`;
    const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message ?? null;
    return { id, error, hint, input: { ...registered, ...controlProps(id, { error, hint }) } };
  };
  const name = field('name');
  const code = field('code');
  const phone = field('phone');
  const lineMax = ADDRESS_LINE_MAX;
  const line1 = field('line1', t`15 to ${lineMax} characters`);
  const line2 = field('line2');
  const line3 = field('line3');
  const pin = field(
    'pinCode',
    undefined,
    register('address.pinCode', {
      onChange: () => {
        // A new pin: the old city and state go, and the look-up fills them again.
        pinEdited.current = true;
        setValue('address.city', '');
        setValue('address.state', '');
      },
    }),
  );
  const city = field('city');
  const state = field('state');
  const option = residenceCountryByCode(country) ?? countryByCode(country);
  const countryName = option ? countryNameOf(option) : country;

  return (
    <div className="sn-address" data-testid="address-form">
      <Field id={name.id} label={t`Full name`} required error={name.error}>
        <input {...name.input} className="sn-input" type="text" autoComplete="name" aria-required />
      </Field>
      <div className="sn-address__phone">
        <Field id={code.id} label={t`Dial code`} required error={code.error}>
          <select {...code.input} className="sn-select" autoComplete="tel-country-code">
            {COUNTRIES.map((c) => (
              <option key={c.countryCode} value={c.dialCode}>
                {c.dialCode} {countryNameOf(c)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={phone.id} label={t`Mobile number`} required error={phone.error}>
          <input
            {...phone.input}
            className="sn-input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={15}
            aria-required
          />
        </Field>
      </div>
      <Field
        id={line1.id}
        label={t`Flat, House no., Building, Company, Apartment`}
        required
        error={line1.error}
        hint={line1.hint}
      >
        <input
          {...line1.input}
          className="sn-input"
          type="text"
          autoComplete="address-line1"
          maxLength={ADDRESS_LINE_MAX + 8}
          aria-required
        />
      </Field>
      <Field id={line2.id} label={t`Area, Street, Sector, Village`} error={line2.error}>
        <input {...line2.input} className="sn-input" type="text" autoComplete="address-line2" />
      </Field>
      <Field id={line3.id} label={t`Landmark`} error={line3.error}>
        <input {...line3.input} className="sn-input" type="text" autoComplete="address-line3" />
      </Field>
      <div className="sn-address__place">
        <Field id={pin.id} label={t`Pin code`} required error={pin.error}>
          <input
            {...pin.input}
            className="sn-input"
            type="text"
            inputMode={isNumericPinCountry(country) ? 'numeric' : 'text'}
            autoComplete="postal-code"
            maxLength={10}
            aria-required
          />
        </Field>
        <Field id={city.id} label={t`City`} required error={city.error}>
          <input {...city.input} className="sn-input" type="text" readOnly={lockPlace} aria-required />
        </Field>
        <Field
          id={state.id}
          label={t({ comment: 'Part of a postal address (a state of a country)', message: 'State' })}
          required
          error={state.error}
        >
          <input {...state.input} className="sn-input" type="text" readOnly={lockPlace} aria-required />
        </Field>
      </div>
      <p className="sn-address__lookup" aria-live="polite">
        {lookup.status === 'loading' && (
          <>
            <Spinner size="sm" /> <Trans>Looking up the pin code…</Trans>
          </>
        )}
        {lookup.status === 'found' &&
          !canEditLookedUpPlace &&
          t`City and state are filled from the pin code.`}
        {lookup.status === 'not-found' && t`This pin code was not found: please type the city and state.`}
      </p>
      <p className="sn-address__country">
        <Trans>
          Country: <strong>{countryName}</strong>
        </Trans>
      </p>
    </div>
  );
}
