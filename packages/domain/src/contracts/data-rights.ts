import * as z from 'zod/mini';
import { CONSENT_TEXT_MAX } from '../consents';
import { UiLanguageCode } from './user-language';

/**
 * `GET /user/data` ("Download my data", issue 30): every row held about the signed-in person, table by table, read
 * from the database (apps/api/src/repositories/devotee-data.ts says which tables and how each row is found).
 */
export const MyDataAnswer = z.object({
  generatedAt: z.string(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type MyDataAnswer = z.output<typeof MyDataAnswer>;

/** A paid booking still to come: the account is not erased while one is. */
export const UpcomingBooking = z.object({
  bookingReference: z.string(),
  ritual: z.string(),
  center: z.string(),
  /** ISO time of the ritual; null for a booking on hold (its new date is still to be chosen). */
  slotStart: z.nullable(z.string()),
  /** The centre's time zone and date format: the ritual's date and time are shown as the centre keeps them. */
  timezone: z.optional(z.nullable(z.string())),
  dateFormat: z.optional(z.nullable(z.string())),
});
export type UpcomingBooking = z.output<typeof UpcomingBooking>;

/** The message of a deletion refused for paid bookings still to come. */
export const ERASURE_BLOCKED_MESSAGE =
  'Your account cannot be deleted while a paid booking is still to come. Cancel it in My Rituals, or wait until it has taken place.';

/**
 * `GET`, `POST` and `DELETE /user/erasure` ("Delete my account"): the request, when it will be carried out (null:
 * none), the grace days, and the paid bookings still to come that stop it.
 */
export const ErasureAnswer = z.object({
  requestedAt: z.nullable(z.string()),
  dueAt: z.nullable(z.string()),
  /**
   * When signing in again cancelled the last request (ISO time), until the devotee has read the Dashboard's notice
   * (`DELETE /user/erasure/notice`); null otherwise.
   */
  cancelledBySignInAt: z.nullable(z.string()),
  graceDays: z.number(),
  upcoming: z.array(UpcomingBooking),
});
export type ErasureAnswer = z.output<typeof ErasureAnswer>;

/** `POST /user/erasure`: the person confirms; the body says so, so that a stray POST erases nothing. */
export const ErasureBody = z.strictObject({
  confirm: z.literal(true, { error: 'Please confirm the deletion' }),
});
export type ErasureBody = z.output<typeof ErasureBody>;

/** A consent's text as the screen showed it (its links' markup left out). */
const shownText = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'consentTexts: a consent text is required'),
    z.maxLength(CONSENT_TEXT_MAX, `consentTexts: at most ${CONSENT_TEXT_MAX} characters`),
  );

/**
 * The consents' texts as the form showed them, and the language it showed them in (issue 30): sent with the billing
 * details (`privacy-terms`, `newsletter`) and the back-office registration (`registration`), and stored with each
 * consent recorded, so that the record is the text the person read. Without it the English texts are stored.
 */
export const ShownConsentTexts = z.strictObject({
  language: UiLanguageCode,
  registration: z.optional(shownText),
  'privacy-terms': z.optional(shownText),
  newsletter: z.optional(shownText),
});
export type ShownConsentTexts = z.output<typeof ShownConsentTexts>;

/** One consent as it stands: the latest choice of its kind, when and by whom it was recorded, and its text. */
export const ConsentEntry = z.object({
  kind: z.enum(['registration', 'privacy-terms', 'newsletter']),
  granted: z.boolean(),
  /** The text agreed to (or withdrawn), as the screen showed it, in `language`. */
  text: z.string(),
  language: z.string(),
  recordedAt: z.string(),
  /** Recorded by an office volunteer for the devotee (the registration), not by the devotee. */
  byOffice: z.boolean(),
});
export type ConsentEntry = z.output<typeof ConsentEntry>;

/** `GET /user/consents` and the answer of `PUT /user/consents/newsletter`. */
export const ConsentsAnswer = z.object({ consents: z.array(ConsentEntry) });
export type ConsentsAnswer = z.output<typeof ConsentsAnswer>;

/** `PUT /user/consents/newsletter`: the devotee withdraws (or gives) the newsletter consent. */
export const NewsletterConsentBody = z.strictObject({
  granted: z.boolean({ error: 'granted: true or false' }),
});
export type NewsletterConsentBody = z.output<typeof NewsletterConsentBody>;
