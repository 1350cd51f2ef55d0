import { useEffect, useRef } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { TEXT_INPUT_MAX } from '@sannidhi/domain/constants';
import { isNumericPinCountry } from '@sannidhi/domain/postal-code';
import { usePinLookup } from '../../hooks/use-pin-lookup';
import { controlProps, Field } from '../field/field';

type AddressKey =
  'name' | 'code' | 'phone' | 'country' | 'pinCode' | 'city' | 'state' | 'line1' | 'line2' | 'line3';

const FIELDS: { key: AddressKey; label: string; autoComplete?: string }[] = [
  { key: 'name', label: 'Full name', autoComplete: 'name' },
  { key: 'code', label: 'Phone code' },
  { key: 'phone', label: 'Mobile number', autoComplete: 'tel-national' },
  { key: 'country', label: 'Country' },
  { key: 'pinCode', label: 'Pin code', autoComplete: 'postal-code' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'line1', label: 'Flat, House no., Building, Company, Apartment', autoComplete: 'address-line1' },
  { key: 'line2', label: 'Area, Street, Sector, Village', autoComplete: 'address-line2' },
  { key: 'line3', label: 'Landmark', autoComplete: 'address-line3' },
];

export interface AddressFieldsProps {
  /** Where the address sits in the form ('prasadamDeliveryAddress'), '' at its root. */
  path: string;
  /** Prefix of the inputs' ids. */
  idPrefix: string;
  /** Office volunteers may correct city and state even where the look-up knows the pin (family form). */
  canEditPlace: boolean;
}

/** What the person is told of the pin look-up under the pin code (announced politely). */
export const PLACE_NOTES = {
  loading: 'Looking up the pin code…',
  notFound: 'This pin code was not found: please type the city and state.',
  filled: 'City and state fill in from the pin code.',
} as const;

/**
 * The one prasadam delivery address of the family and subscription forms (spec part 2 §5), inside a react-hook-form
 * FormProvider: full name, read-only phone code and country, mobile number, pin code (numeric input for IN and NP),
 * city and state filled from the pin-code look-up once it has 4 or more characters, and the three address lines.
 * Where the look-up does not know the pin (or the country has no look-up, or it leaves a part empty) the person types
 * city and state (issue 26); the server accepts typed values only there. An address that opens filled (a saved one,
 * or the billing address copied in) keeps its city and state until the pin code is changed. The messages are those
 * of the form's zod schema.
 */
export function AddressFields({ path, idPrefix, canEditPlace }: AddressFieldsProps) {
  const form = useFormContext();
  const name = (key: AddressKey) => (path ? `${path}.${key}` : key);
  const country = String(form.watch(name('country')) ?? '');
  const pin = String(form.watch(name('pinCode')) ?? '');
  const lookup = usePinLookup(country, pin);
  const { setValue } = form;
  /** City and state follow the look-up only once the person changed the pin code here. */
  const pinEdited = useRef(false);
  useEffect(() => {
    if (!pinEdited.current) return;
    const place = (key: AddressKey) => (path ? `${path}.${key}` : key);
    const touched = { shouldValidate: true, shouldDirty: true };
    if (lookup.status === 'found' && lookup.place) {
      if (lookup.place.defaultcity) setValue(place('city'), lookup.place.defaultcity, touched);
      if (lookup.place.state) setValue(place('state'), lookup.place.state, touched);
    }
  }, [lookup.status, lookup.place, setValue, path]);

  const placeKnown = (key: 'city' | 'state') =>
    lookup.status === 'found' && Boolean(key === 'city' ? lookup.place?.defaultcity : lookup.place?.state);
  const required = (key: AddressKey) => key !== 'line2' && key !== 'line3';
  const readOnly = (key: AddressKey) =>
    key === 'country' ||
    key === 'code' ||
    ((key === 'city' || key === 'state') &&
      !canEditPlace &&
      (placeKnown(key) || lookup.status === 'loading'));
  const note =
    lookup.status === 'loading'
      ? PLACE_NOTES.loading
      : lookup.status === 'not-found'
        ? PLACE_NOTES.notFound
        : lookup.status === 'found' && (!placeKnown('city') || !placeKnown('state'))
          ? PLACE_NOTES.notFound
          : PLACE_NOTES.filled;

  return (
    <>
      {FIELDS.map(({ key, label, autoComplete }) => {
        const id = `${idPrefix}-${key}`;
        const error = (get(form.formState.errors, name(key)) as { message?: string } | undefined)?.message;
        const registered = form.register(
          name(key),
          key === 'pinCode'
            ? {
                onChange: () => {
                  // A new pin: city and state are looked up again (or typed where the look-up does not know it).
                  pinEdited.current = true;
                  setValue(name('city'), '');
                  setValue(name('state'), '');
                },
              }
            : undefined,
        );
        return (
          <Field
            key={key}
            id={id}
            label={label}
            required={required(key)}
            error={error}
            hint={key === 'pinCode' ? <span aria-live="polite">{note}</span> : undefined}
          >
            <input
              className="sn-input"
              type={key === 'phone' ? 'tel' : 'text'}
              {...controlProps(id, { error, required: required(key), hint: key === 'pinCode' })}
              {...registered}
              readOnly={readOnly(key)}
              autoComplete={autoComplete}
              inputMode={
                key === 'phone' || (key === 'pinCode' && isNumericPinCountry(country)) ? 'numeric' : undefined
              }
              maxLength={TEXT_INPUT_MAX}
            />
          </Field>
        );
      })}
    </>
  );
}
