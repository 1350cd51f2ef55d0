import { z } from 'zod';
import { TEXT_INPUT_MAX } from '../constants';
import { isValidPostalCode } from '../postal-code';

const mandatory = 'This field is mandatory';
const required = z.string().trim().min(1, mandatory).max(TEXT_INPUT_MAX);
const optional = z.string().trim().max(TEXT_INPUT_MAX).default('');
/** Phone numbers as sent to the server after normalisation: 10 digits, or empty for the optional ones. */
const phone = z.string().regex(/^[1-9]\d{9}$/, 'Enter valid phone number');
const optionalPhone = z.union([z.literal(''), phone]).default('');

export const BillingAddress = z.object({
  line1: required,
  line2: optional,
  line3: optional,
  city: required,
  state: required,
  pinCode: required,
  countryOfResidence: z.string().trim().length(2, 'must be a 2-letter country code'),
  nationality: optional,
});
export type BillingAddress = z.infer<typeof BillingAddress>;

/** Billing profile of the person booking (spec part 1 §3). */
export const BookingPerson = z
  .object({
    ssoId: z.string().trim().min(1, mandatory),
    firstName: required,
    lastName: required,
    phone,
    secondaryPhone: optionalPhone,
    whatsAppPhone: optionalPhone,
    email: z.email('Please enter a valid email'),
    subscribedForNewsLetter: z.boolean().default(false),
    privacyTermsAccepted: z.literal(true, {
      error: 'Please accept the privacy policy and terms to continue',
    }),
    billingAddress: BillingAddress,
  })
  .superRefine(
    (person, ctx) => {
      // Runs even when other fields have errors, so the pin-code message shows with the others.
      const address = (person as { billingAddress?: Partial<Record<string, unknown>> } | null)
        ?.billingAddress;
      const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
      if (!isValidPostalCode(str(address?.countryOfResidence), str(address?.pinCode))) {
        ctx.addIssue({
          code: 'custom',
          path: ['billingAddress', 'pinCode'],
          message: 'Please enter a valid pin code',
        });
      }
    },
    { when: () => true },
  );
export type BookingPerson = z.infer<typeof BookingPerson>;

export const BookingPersonQuery = z.object({ ssoId: z.string().trim().min(1, mandatory) });
