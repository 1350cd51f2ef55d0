/** Back-office registration forms and their exact messages (spec part 2 §4, §5, §8). */
import * as z from 'zod/mini';
import { TEXT_INPUT_MAX } from './constants';
import { UiLanguageCode } from './contracts/user-language';
import { REQUIRED_MESSAGE } from './form-errors';

/** Field and toast texts of the registration flow, exact as in the spec. */
export const REGISTRATION_MESSAGES = {
  required: REQUIRED_MESSAGE,
  invalidEmail: 'Please enter a valid email',
  tooLong: `Maximum of ${TEXT_INPUT_MAX} characters is allowed`,
  tncNotAccepted: "This email hasn't accepted SSO TnC, so cannot proceed with this email.",
  emailMissing: 'Please enter email address',
  registrationFailed: 'SSO Registration failed',
  profileCreated: 'SSO profile created successfully',
} as const;

/** A trimmed, required text of at most 255 characters. */
function requiredText() {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: REGISTRATION_MESSAGES.required, abort: true }),
      z.maxLength(TEXT_INPUT_MAX, REGISTRATION_MESSAGES.tooLong),
    );
}

/** A trimmed, required, valid e-mail: 'This field is mandatory' when empty, else 'Please enter a valid email'. */
export const RequiredEmail = z.pipe(
  z.string().check(z.trim(), z.minLength(1, { error: REGISTRATION_MESSAGES.required, abort: true })),
  z
    .email({ error: REGISTRATION_MESSAGES.invalidEmail })
    .check(z.maxLength(TEXT_INPUT_MAX, REGISTRATION_MESSAGES.tooLong)),
);

/** Step 1, 'Devotee E-Mail ID *'. */
export const EmailLookupForm = z.object({ email: RequiredEmail });
/** Step 1 values. */
export type EmailLookupForm = z.infer<typeof EmailLookupForm>;

/**
 * Step 2, 'Create SSO Account': names and country trimmed and required, the devotee's language for mails one of the
 * seven, consent must be given.
 */
export const CreateProfileForm = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  countryOfResidence: requiredText(),
  email: RequiredEmail,
  language: UiLanguageCode,
  hasConsent: z
    .boolean({ error: REGISTRATION_MESSAGES.required })
    .check(z.refine((v) => v, REGISTRATION_MESSAGES.required)),
});
/** Step 2 values (after trimming). */
export type CreateProfileForm = z.infer<typeof CreateProfileForm>;
/** Step 2 values as typed in the form. */
export type CreateProfileFormInput = z.input<typeof CreateProfileForm>;
