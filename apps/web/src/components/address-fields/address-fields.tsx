import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { TEXT_INPUT_MAX } from '@sannidhi/domain/constants';
import { countryByCode, residenceCountryByCode } from '@sannidhi/domain/countries';
import { isNumericPinCountry, isValidPostalCode, validateFamilyPinCode } from '@sannidhi/domain/postal-code';
import { usePinLookup, type PinLookupStatus } from '../../hooks/use-pin-lookup';
import { countryName } from '../../lib/format';
import { controlProps, Field } from '../field/field';
import { Spinner } from '../spinner/spinner';

/**
 * Which address: the prasadam delivery address of the family and subscription forms (spec part 2 §5: name, phone,
 * read-only country), or the billing address of the billing details (spec part 1 §3: three lines, a country of
 * residence to choose, pin code, city and state).
 */
export type AddressKind = 'delivery' | 'billing';

type AddressKey =
  | 'name'
  | 'code'
  | 'phone'
  | 'country'
  | 'countryOfResidence'
  | 'pinCode'
  | 'city'
  | 'state'
  | 'line1'
  | 'line2'
  | 'line3';

interface AddressField {
  key: AddressKey;
  label: MessageDescriptor;
  autoComplete?: string;
  required: boolean;
  maxLength: number;
  /** Over both columns of a two-column form (billing). */
  wide?: boolean;
}

const DELIVERY_FIELDS: readonly AddressField[] = (
  [
    { key: 'name', label: msg`Full name`, autoComplete: 'name' },
    { key: 'code', label: msg`Phone code` },
    { key: 'phone', label: msg`Mobile number`, autoComplete: 'tel-national' },
    { key: 'country', label: msg`Country` },
    { key: 'pinCode', label: msg`Pin code`, autoComplete: 'postal-code' },
    { key: 'city', label: msg`City` },
    { key: 'state', label: msg`State` },
    {
      key: 'line1',
      label: msg`Flat, House no., Building, Company, Apartment`,
      autoComplete: 'address-line1',
    },
    { key: 'line2', label: msg`Area, Street, Sector, Village`, autoComplete: 'address-line2' },
    { key: 'line3', label: msg`Landmark`, autoComplete: 'address-line3' },
  ] satisfies Omit<AddressField, 'required' | 'maxLength'>[]
).map((f) => ({ ...f, required: f.key !== 'line2' && f.key !== 'line3', maxLength: TEXT_INPUT_MAX }));

const BILLING_FIELDS: readonly AddressField[] = [
  {
    key: 'line1',
    label: msg`Address line 1`,
    required: true,
    wide: true,
    autoComplete: 'address-line1',
    maxLength: 255,
  },
  {
    key: 'line2',
    label: msg`Address line 2`,
    required: false,
    autoComplete: 'address-line2',
    maxLength: 255,
  },
  {
    key: 'line3',
    label: msg`Address line 3`,
    required: false,
    autoComplete: 'address-line3',
    maxLength: 255,
  },
  { key: 'countryOfResidence', label: msg`Country`, required: true, autoComplete: 'country', maxLength: 255 },
  { key: 'pinCode', label: msg`Pin code`, required: true, autoComplete: 'postal-code', maxLength: 12 },
  { key: 'city', label: msg`City`, required: true, autoComplete: 'address-level2', maxLength: 255 },
  { key: 'state', label: msg`State`, required: true, autoComplete: 'address-level1', maxLength: 255 },
];

export interface AddressFieldsProps {
  /** Where the address sits in the form ('prasadamDeliveryAddress', 'billingAddress'), '' at its root. */
  path: string;
  /** Prefix of the inputs' ids. */
  idPrefix: string;
  /**
   * City and state stay editable where the look-up knows the pin: office volunteers correcting a family's place, and
   * the billing form (the payer's own address).
   */
  canEditPlace: boolean;
  kind?: AddressKind;
  /** Billing: the choices of the country select. */
  countryOptions?: readonly { value: string; label: string }[];
  /** Billing: a new country was chosen (pin code, city and state are cleared here). */
  onCountryChange?: (country: string) => void;
  /** Billing: the class of each field's row in the form's grid, of a row over both columns, and of the look-up note. */
  rowClass?: { row: string; wide: string; note: string };
}

/** What the person is told of the pin look-up (announced politely). */
export const PLACE_NOTES = {
  loading: msg`Looking up the pin code…`,
  notFound: msg`This pin code was not found: please type the city and state.`,
  filled: msg`City and state fill in from the pin code.`,
} as const;

/** The billing form's hint under its pin code (its look-up note is a line of its own under city and state). */
export const BILLING_PIN_HINT = msg`City and state fill in from the pin code`;

/**
 * The one address form of the app, inside a react-hook-form FormProvider: the prasadam delivery address of the family
 * and subscription forms (spec part 2 §5: full name, read-only phone code and country, mobile number, pin code, city,
 * state, three lines) and the billing address of the billing details (spec part 1 §3). The pin code input is numeric
 * for IN and NP; city and state are filled from the pin-code look-up once it has 4 or more characters. Where the
 * look-up does not know the pin (or the country has no look-up, or it leaves a part empty) the person types city and
 * state (issue 26); the server accepts typed values only there. An address that opens filled (a saved one, or the
 * billing address copied in) keeps its city and state until the pin code (or the country) is changed. The messages
 * are those of the form's zod schema.
 */
export function AddressFields({
  path,
  idPrefix,
  canEditPlace,
  kind = 'delivery',
  countryOptions = [],
  onCountryChange,
  rowClass,
}: AddressFieldsProps) {
  const { i18n } = useLingui();
  const form = useFormContext();
  const name = (key: AddressKey) => (path ? `${path}.${key}` : key);
  const countryKey: AddressKey = kind === 'billing' ? 'countryOfResidence' : 'country';
  const country = String(form.watch(name(countryKey)) ?? '');
  const pin = String(form.watch(name('pinCode')) ?? '');
  const lookup = usePinLookup(country, pin);
  /** A pin that does not fit its country has its own message: "not found" is said only of a well-formed one. */
  const pinWellFormed =
    kind === 'billing' ? isValidPostalCode(country, pin) : validateFamilyPinCode(country, pin) === null;
  const { setValue } = form;
  /** City and state follow the look-up only once the person changed the pin code here. */
  const pinEdited = useRef(false);
  useEffect(() => {
    if (!pinEdited.current) return;
    const place = (key: AddressKey) => (path ? `${path}.${key}` : key);
    const touched = { shouldValidate: true, shouldDirty: true };
    // A part the look-up does not know (a Canadian code has no city) stays the person's to type.
    if (lookup.status === 'found' && lookup.place) {
      if (lookup.place.defaultcity) setValue(place('city'), lookup.place.defaultcity, touched);
      if (lookup.place.state) setValue(place('state'), lookup.place.state, touched);
    }
  }, [lookup.status, lookup.place, setValue, path]);

  /** Empties parts of the address; after a submit their messages follow at once. */
  const clear = (...keys: AddressKey[]) => {
    for (const key of keys) setValue(name(key), '', { shouldValidate: form.formState.isSubmitted });
  };

  const placeKnown = (key: 'city' | 'state') =>
    lookup.status === 'found' && Boolean(key === 'city' ? lookup.place?.defaultcity : lookup.place?.state);
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
        ? pinWellFormed
          ? PLACE_NOTES.notFound
          : PLACE_NOTES.filled
        : lookup.status === 'found' && (!placeKnown('city') || !placeKnown('state'))
          ? PLACE_NOTES.notFound
          : PLACE_NOTES.filled;

  const register = (key: AddressKey) => {
    if (key === 'pinCode') {
      return form.register(name(key), {
        onChange: () => {
          // A new pin: city and state are looked up again (or typed where the look-up does not know it).
          pinEdited.current = true;
          clear('city', 'state');
        },
      });
    }
    if (key === 'countryOfResidence') {
      return form.register(name(key), {
        onChange: (event: { target: { value: string } }) => {
          // A new country: pin code, city and state of the old one go.
          pinEdited.current = false;
          clear('pinCode', 'city', 'state');
          onCountryChange?.(event.target.value);
        },
      });
    }
    return form.register(name(key));
  };

  const billing = kind === 'billing';
  const fields = billing ? BILLING_FIELDS : DELIVERY_FIELDS;
  const hintOf = (key: AddressKey) =>
    key !== 'pinCode' ? undefined : billing ? (
      i18n._(BILLING_PIN_HINT)
    ) : (
      <span aria-live="polite">{i18n._(note)}</span>
    );

  return (
    <>
      {fields.map(({ key, label, autoComplete, required, maxLength, wide }) => {
        const id = `${idPrefix}-${key}`;
        const error = (get(form.formState.errors, name(key)) as { message?: string } | undefined)?.message;
        const hint = hintOf(key);
        const control = controlProps(id, { error, required, hint });
        const field = (
          <Field
            key={key}
            id={id}
            label={i18n._(label)}
            required={required}
            markOptional={billing}
            error={error}
            hint={hint}
          >
            {key === 'countryOfResidence' ? (
              <select className="sn-select" autoComplete={autoComplete} {...register(key)} {...control}>
                {countryOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : key === 'country' ? (
              // Read-only: the code stays the form's value; the person reads the country's name in their language.
              <>
                <input type="hidden" {...register(key)} />
                <input className="sn-input" type="text" {...control} readOnly value={countryLabel(country)} />
              </>
            ) : (
              <input
                className="sn-input"
                type={key === 'phone' ? 'tel' : 'text'}
                {...register(key)}
                {...control}
                readOnly={readOnly(key)}
                autoComplete={autoComplete}
                inputMode={
                  key === 'phone' || (key === 'pinCode' && isNumericPinCountry(country))
                    ? 'numeric'
                    : billing && key === 'pinCode'
                      ? 'text'
                      : undefined
                }
                maxLength={maxLength}
              />
            )}
          </Field>
        );
        return rowClass ? (
          <div key={key} className={wide ? `${rowClass.row} ${rowClass.wide}` : rowClass.row}>
            {field}
          </div>
        ) : (
          field
        );
      })}
      {billing && (
        <PinLookupNote
          status={lookup.status === 'not-found' && !pinWellFormed ? 'idle' : lookup.status}
          className={rowClass ? `${rowClass.note} ${rowClass.wide}` : undefined}
        />
      )}
    </>
  );
}

/** A country's name in the interface language (Intl.DisplayNames; English from the country list), by its code. */
export function countryLabel(code: string): string {
  const option = residenceCountryByCode(code) ?? countryByCode(code);
  return code ? countryName({ countryCode: code, countryName: option?.countryName ?? code }) : '';
}

/** The billing form's line on what the pin-code look-up is doing, announced politely. */
function PinLookupNote({ status, className }: { status: PinLookupStatus; className?: string }) {
  const { i18n } = useLingui();
  return (
    <p className={className} aria-live="polite">
      {status === 'loading' && (
        <>
          <Spinner size="sm" /> {i18n._(PLACE_NOTES.loading)}
        </>
      )}
      {status === 'not-found' && i18n._(PLACE_NOTES.notFound)}
    </p>
  );
}
