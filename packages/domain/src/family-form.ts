/** Family dialog and delivery-address forms with the exact messages of spec part 2 §5. */
import * as z from 'zod/mini';
import { ADDRESS_LINE1_MIN, ADDRESS_LINE_MAX, DEFAULT_DIAL_CODE, FAMILY_MAX_MEMBERS } from './constants';
import { countryByCode } from './countries';
import { NakshatramLanguage } from './enums';
import { isNakshatram, NAKSHATRAM_LANGUAGE_MESSAGE } from './nakshatram';
import { REQUIRED_MESSAGE } from './form-errors';
import { validateFamilyPinCode } from './postal-code';
import { validatePhone } from './phone';

/** Messages of the family form (exact texts of spec part 2 §5, except membersMax: not in the spec). */
export const FAMILY_FORM_MESSAGES = {
  required: REQUIRED_MESSAGE,
  nameInEnglish: 'Please enter a valid name in English.',
  inEnglish: (label: string) =>
    `Please enter a valid ${label} in English. Please avoid special characters other than "- . , # /"`,
  line1Min: `Minimum ${ADDRESS_LINE1_MIN} characters are required`,
  line1Max: `Maximum ${ADDRESS_LINE_MAX} characters`,
  lineMax: `Maximum of ${ADDRESS_LINE_MAX} characters is allowed`,
  membersRequired: 'Atleast one member name is required',
  membersMax: `Maximum ${FAMILY_MAX_MEMBERS} members are allowed`,
  languageRequired: 'Language is required',
} as const;

/** Letters, digits, spaces, hyphen, apostrophe, period (names, city, state). */
const NAME_CHARS = /^[A-Za-z0-9 .'-]*$/;
/** The same plus comma, slash and hash (address lines). */
const ADDRESS_CHARS = /^[A-Za-z0-9 .'\-,/#]*$/;

/** Options of the address and family forms. */
export interface AddressFormOptions {
  /** A non-English mode is on: the English-only checks are skipped. */
  allowNonEnglish?: boolean;
  /** City and state are required (family form); the subscription form fills them from the pin code. */
  cityStateRequired?: boolean;
}

// No `abort` on the required check: an aborted field would stop the phone/pin refinement below.
// The other checks pass on '' instead, so an empty field shows only the required message.
function text(required: boolean) {
  const base = z.string({ error: REQUIRED_MESSAGE }).check(z.trim());
  return required ? base.check(z.minLength(1, REQUIRED_MESSAGE)) : base;
}

function english(
  schema: z.ZodMiniString,
  pattern: RegExp,
  message: string,
  options: AddressFormOptions,
): z.ZodMiniString {
  return options.allowNonEnglish ? schema : schema.check(z.regex(pattern, message));
}

/**
 * A prasadam delivery address as typed into a form: name, code and country required; phone checked
 * against the dial code and pin code against the country; line 1 of 15–32 characters, lines 2 and 3
 * optional up to 32; English-only names, city, state and lines unless allowNonEnglish.
 */
export function deliveryAddressFormSchema(options: AddressFormOptions = {}) {
  const M = FAMILY_FORM_MESSAGES;
  const cityState = options.cityStateRequired ?? true;
  const line = english(text(false), ADDRESS_CHARS, M.inEnglish('address'), options).check(
    z.maxLength(ADDRESS_LINE_MAX, M.lineMax),
  );
  return z
    .object({
      name: english(text(true), NAME_CHARS, M.nameInEnglish, options),
      code: text(true),
      phone: text(false),
      country: text(true),
      pinCode: text(false),
      city: english(text(cityState), NAME_CHARS, M.inEnglish('city'), options),
      state: english(text(cityState), NAME_CHARS, M.inEnglish('state'), options),
      line1: english(text(true), ADDRESS_CHARS, M.inEnglish('address'), options).check(
        z.refine((value) => value === '' || value.length >= ADDRESS_LINE1_MIN, M.line1Min),
        z.maxLength(ADDRESS_LINE_MAX, M.line1Max),
      ),
      line2: z._default(line, ''),
      line3: z._default(line, ''),
    })
    .check(
      z.superRefine(
        (address, ctx) => {
          // Runs even when other fields have errors, so phone and pin messages show at once — and so also when the
          // address itself is missing or not an object, which the object check above reports.
          if (typeof (address as unknown) !== 'object' || address === null) return;
          const str = (value: unknown) => (typeof value === 'string' ? value : '');
          const phone = validatePhone(str(address.phone), str(address.code));
          if (phone) ctx.addIssue({ code: 'custom', message: phone, path: ['phone'] });
          const pin = validateFamilyPinCode(str(address.country), str(address.pinCode));
          if (pin) ctx.addIssue({ code: 'custom', message: pin, path: ['pinCode'] });
        },
        { when: () => true },
      ),
    );
}

/**
 * The subscription 'Edit Address' form: the same rules and messages, city and state required as everywhere (a parcel
 * cannot go to an address without them; issue 26: they were left empty when the pin look-up did not know the pin).
 */
export function subscriptionAddressFormSchema(options: Omit<AddressFormOptions, 'cityStateRequired'> = {}) {
  return deliveryAddressFormSchema({ ...options, cityStateRequired: true });
}

/**
 * The 'Add New Family' form: family name, delivery address, palm-leaf members (at most 4, at least
 * one name) and the nakshatram language.
 */
export function familyFormSchema(options: Omit<AddressFormOptions, 'cityStateRequired'> = {}) {
  const M = FAMILY_FORM_MESSAGES;
  const member = z.object({
    name: z._default(english(text(false), NAME_CHARS, M.nameInEnglish, options), ''),
    nakshatram: z._default(z.string(), ''),
  });
  return z.object({
    name: english(text(true), NAME_CHARS, M.nameInEnglish, options),
    prasadamDeliveryAddress: deliveryAddressFormSchema(options),
    palmLeafInfo: z
      .object({
        members: z.array(member).check(
          z.maxLength(FAMILY_MAX_MEMBERS, M.membersMax),
          z.refine((members) => members.some((m) => m.name !== ''), M.membersRequired),
        ),
        nakshatramLanguage: z.enum(NakshatramLanguage.options, { error: M.languageRequired }),
      })
      .check(
        z.superRefine((info, ctx) => {
          // A star is saved in the spelling of the family's language, so that it shows when the family reopens.
          info.members.forEach((m, i) => {
            if (m.nakshatram !== '' && !isNakshatram(info.nakshatramLanguage, m.nakshatram)) {
              ctx.addIssue({
                code: 'custom',
                message: NAKSHATRAM_LANGUAGE_MESSAGE,
                path: ['members', i, 'nakshatram'],
              });
            }
          });
        }),
      ),
  });
}

/** Values of the family form as typed. */
export type FamilyFormInput = z.input<ReturnType<typeof familyFormSchema>>;
/** Values of the family form once valid (trimmed). */
export type FamilyForm = z.output<ReturnType<typeof familyFormSchema>>;

/** A blank delivery address in the given country with its dial code (+91 when the country is unknown). */
export function emptyDeliveryAddress(country: string, name = '') {
  return {
    name,
    code: countryByCode(country)?.dialCode ?? DEFAULT_DIAL_CODE,
    phone: '',
    country,
    pinCode: '',
    city: '',
    state: '',
    line1: '',
    line2: '',
    line3: '',
  };
}

/**
 * Values of the family dialog on open (spec part 2 §4): language sanskrit (or the one given: the interface language's,
 * issue 28), four blank members, the given country and its dial code (+91 when the country is unknown).
 */
export function emptyFamilyForm(
  country: string,
  nakshatramLanguage: NakshatramLanguage = 'sanskrit',
): FamilyForm {
  return {
    name: '',
    prasadamDeliveryAddress: emptyDeliveryAddress(country),
    palmLeafInfo: {
      members: Array.from({ length: FAMILY_MAX_MEMBERS }, () => ({ name: '', nakshatram: '' })),
      nakshatramLanguage,
    },
  };
}
