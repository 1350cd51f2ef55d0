import { useEffect } from 'react';
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
  /** City and state are required (family form) rather than only filled from the pin code (subscription form). */
  cityStateRequired: boolean;
  /** Office volunteers may correct city and state (family form); otherwise they are read-only. */
  canEditPlace: boolean;
}

/**
 * The prasadam delivery address of the family and subscription forms (spec part 2 §5), inside a react-hook-form
 * FormProvider: full name, read-only phone code and country, mobile number, pin code (numeric input for IN and NP),
 * city and state filled from the pin-code look-up once it has 4 or more characters and cleared otherwise, and the
 * three address lines. The messages are those of the form's zod schema.
 */
export function AddressFields({ path, idPrefix, cityStateRequired, canEditPlace }: AddressFieldsProps) {
  const form = useFormContext();
  const name = (key: AddressKey) => (path ? `${path}.${key}` : key);
  const country = String(form.watch(name('country')) ?? '');
  const pin = String(form.watch(name('pinCode')) ?? '');
  const lookup = usePinLookup(country, pin);
  const { setValue } = form;
  useEffect(() => {
    const place = (key: AddressKey) => (path ? `${path}.${key}` : key);
    if (lookup.status === 'found' && lookup.place) {
      setValue(place('city'), lookup.place.defaultcity, { shouldValidate: true });
      setValue(place('state'), lookup.place.state, { shouldValidate: true });
    } else if (lookup.status === 'idle' || lookup.status === 'not-found') {
      setValue(place('city'), '');
      setValue(place('state'), '');
    }
  }, [lookup.status, lookup.place, setValue, path]);

  const required = (key: AddressKey) =>
    key === 'name' ||
    key === 'phone' ||
    key === 'pinCode' ||
    key === 'line1' ||
    key === 'country' ||
    (cityStateRequired && (key === 'code' || key === 'city' || key === 'state'));
  const readOnly = (key: AddressKey) =>
    key === 'country' || key === 'code' || ((key === 'city' || key === 'state') && !canEditPlace);

  return (
    <>
      {FIELDS.map(({ key, label, autoComplete }) => {
        const id = `${idPrefix}-${key}`;
        const error = (get(form.formState.errors, name(key)) as { message?: string } | undefined)?.message;
        return (
          <Field key={key} id={id} label={label} required={required(key)} error={error}>
            <input
              className="sn-input"
              type={key === 'phone' ? 'tel' : 'text'}
              {...controlProps(id, { error, required: required(key) })}
              {...form.register(name(key))}
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
