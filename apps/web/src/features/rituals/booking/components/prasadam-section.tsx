import { useEffect, useRef } from 'react';
import { COUNTRIES, countryByCode } from '@sannidhi/domain/countries';
import { ADDRESS_LINE_MAX } from '@sannidhi/domain/constants';
import { isNumericPinCountry } from '@sannidhi/domain/postal-code';
import { Spinner } from '../../../../components/spinner/spinner';
import { usePinLookup } from '../hooks/use-pin-lookup';
import type { AddressKey, AddressValues } from '../utils/address';
import { describedBy, Field } from './field';
import './booking-sections.css';

export interface PrasadamSectionProps {
  idPrefix: string;
  wantsPrasadam: boolean;
  onWantsPrasadam: (value: boolean) => void;
  address: AddressValues;
  onAddressChange: (patch: Partial<AddressValues>) => void;
  errors: Partial<Record<AddressKey, string>>;
  onBlur: (key: AddressKey) => void;
  /** Office volunteers may correct a looked-up city and state. */
  canEditLookedUpPlace: boolean;
}

/** "Receive prasadam" and, when chosen, the delivery address (city and state from the pin code). */
export function PrasadamSection(props: PrasadamSectionProps) {
  const { idPrefix, wantsPrasadam, onWantsPrasadam } = props;
  return (
    <section className="sn-section" aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className="sn-section__title">
        Prasadam
      </h2>
      <label className="sn-check-row">
        <input
          type="checkbox"
          checked={wantsPrasadam}
          onChange={(event) => onWantsPrasadam(event.target.checked)}
        />
        <span>Send the prasadam to my address</span>
      </label>
      {wantsPrasadam && <AddressForm {...props} />}
    </section>
  );
}

function AddressForm({
  idPrefix,
  address,
  onAddressChange,
  errors,
  onBlur,
  canEditLookedUpPlace,
}: PrasadamSectionProps) {
  const lookup = usePinLookup(address.country, address.pinCode);
  const filledByLookup = useRef(false);
  const change = useRef(onAddressChange);
  useEffect(() => {
    change.current = onAddressChange;
  });

  // City and state follow the pin code: filled when it is found, cleared again when the code changes.
  const place = lookup.place;
  const status = lookup.status;
  useEffect(() => {
    if (place) {
      filledByLookup.current = true;
      change.current({ city: place.defaultcity, state: place.state });
    } else if (filledByLookup.current && status !== 'loading') {
      filledByLookup.current = false;
      change.current({ city: '', state: '' });
    }
  }, [place, status]);

  const lockPlace = lookup.status === 'found' && !canEditLookedUpPlace;
  const field = (key: AddressKey) => {
    const id = `${idPrefix}-${key}`;
    const error = errors[key] ?? null;
    return {
      id,
      error,
      input: {
        id,
        name: key,
        value: address[key],
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, error),
        onBlur: () => onBlur(key),
        onChange: (e: { target: { value: string } }) => onAddressChange({ [key]: e.target.value }),
      },
    };
  };
  const name = field('name');
  const code = field('code');
  const phone = field('phone');
  const line1 = field('line1');
  const line2 = field('line2');
  const line3 = field('line3');
  const pin = field('pinCode');
  const city = field('city');
  const state = field('state');
  const countryName = countryByCode(address.country)?.countryName ?? address.country;

  return (
    <div className="sn-address" data-testid="address-form">
      <Field id={name.id} label="Full name" required error={name.error}>
        <input {...name.input} className="sn-input" type="text" autoComplete="name" aria-required />
      </Field>
      <div className="sn-address__phone">
        <Field id={code.id} label="Dial code" required error={code.error}>
          <select {...code.input} className="sn-select" autoComplete="tel-country-code">
            {COUNTRIES.map((c) => (
              <option key={c.countryCode} value={c.dialCode}>
                {c.dialCode} {c.countryName}
              </option>
            ))}
          </select>
        </Field>
        <Field id={phone.id} label="Mobile number" required error={phone.error}>
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
        label="Flat, House no., Building, Company, Apartment"
        required
        error={line1.error}
        hint={`15 to ${ADDRESS_LINE_MAX} characters`}
      >
        <input
          {...line1.input}
          aria-describedby={describedBy(line1.id, line1.error, true)}
          className="sn-input"
          type="text"
          autoComplete="address-line1"
          maxLength={ADDRESS_LINE_MAX + 8}
          aria-required
        />
      </Field>
      <Field id={line2.id} label="Area, Street, Sector, Village" error={line2.error}>
        <input {...line2.input} className="sn-input" type="text" autoComplete="address-line2" />
      </Field>
      <Field id={line3.id} label="Landmark" error={line3.error}>
        <input {...line3.input} className="sn-input" type="text" autoComplete="address-line3" />
      </Field>
      <div className="sn-address__place">
        <Field id={pin.id} label="Pin code" required error={pin.error}>
          <input
            {...pin.input}
            className="sn-input"
            type="text"
            inputMode={isNumericPinCountry(address.country) ? 'numeric' : 'text'}
            autoComplete="postal-code"
            maxLength={10}
            aria-required
          />
        </Field>
        <Field id={city.id} label="City" required error={city.error}>
          <input {...city.input} className="sn-input" type="text" readOnly={lockPlace} aria-required />
        </Field>
        <Field id={state.id} label="State" required error={state.error}>
          <input {...state.input} className="sn-input" type="text" readOnly={lockPlace} aria-required />
        </Field>
      </div>
      <p className="sn-address__lookup" aria-live="polite">
        {lookup.status === 'loading' && (
          <>
            <Spinner size="sm" /> Looking up the pin code…
          </>
        )}
        {lookup.status === 'found' && !canEditLookedUpPlace && 'City and state are filled from the pin code.'}
        {lookup.status === 'not-found' && 'This pin code was not found: please type the city and state.'}
      </p>
      <p className="sn-address__country">
        Country: <strong>{countryName}</strong>
      </p>
    </div>
  );
}
