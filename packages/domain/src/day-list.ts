/**
 * The day's rituals for the staff console (issue 13 item 4): the participants of a booking read from its order meta,
 * the booking reference typed or scanned at check-in, and why a booking cannot be checked in.
 */
import { ageGroupOf, normaliseGender } from './age-group';
import type { AgeGroup, Gender } from './enums';
import { DEFAULT_LANGUAGE_KEY, participantsFromMeta } from './participants';

/** The outcomes a check-in marks (order statuses of the spec, part 1 §3). */
export const CHECK_IN_OUTCOMES = ['COMPLETED', 'NO_SHOW'] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

export const CHECK_IN_OUTCOME_LABELS: Readonly<Record<CheckInOutcome, string>> = {
  COMPLETED: 'Completed',
  NO_SHOW: 'No-show',
};

/** Order statuses listed on the day's page: those a devotee may still come for or was marked for. */
export const DAY_LIST_STATUSES: readonly string[] = ['NOT_COMPLETED', 'COMPLETED', 'NO_SHOW'];

export interface DayParticipant {
  name: string;
  ageGroup: AgeGroup;
  gender: Gender;
  /** The age as the devotee gave it ("7 years 2 months"), null when the form asked none. */
  age: string | null;
  nakshatram: string | null;
  /** The language the nakshatram is spelt in (sanskrit, tamil …), null without a nakshatram. */
  nakshatramLanguage: string | null;
}

export interface DayFamilyMember {
  name: string;
  nakshatram: string | null;
  nakshatramLanguage: string | null;
}

const text = (value: unknown): string | null =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number'
    ? String(value).trim()
    : null;

/**
 * The participants of an order from its numbered meta (name_1, age_1, gender_1, nakshatram_1 …), each with the age
 * group and gender rules of spec part 1 §5. Participants without any name are left out.
 */
export function dayParticipants(
  meta: Readonly<Record<string, unknown>>,
  ritual: { ritualCategory?: string | null; maxChildAge?: number | null },
): DayParticipant[] {
  return participantsFromMeta(meta)
    .filter((p) => text(p.name) !== null)
    .map((p) => {
      const nakshatram = text(p.nakshatram);
      return {
        name: text(p.name) ?? '',
        ageGroup: ageGroupOf({
          ritualCategory: ritual.ritualCategory,
          maxChildAge: ritual.maxChildAge,
          ageInYear: p.ageInYear,
          ageInMonth: p.ageInMonth,
        }),
        gender: normaliseGender(p.gender),
        age: text(p.age),
        nakshatram,
        nakshatramLanguage: nakshatram ? (text(p[DEFAULT_LANGUAGE_KEY]) ?? 'sanskrit') : null,
      };
    });
}

/** The palm-leaf members of the family a booking was made for (order meta members, nakshatramLanguageList). */
export function dayFamilyMembers(meta: Readonly<Record<string, unknown>>): DayFamilyMember[] {
  const members = Array.isArray(meta.members) ? (meta.members as unknown[]) : [];
  const languages = Array.isArray(meta.nakshatramLanguageList)
    ? (meta.nakshatramLanguageList as unknown[])
    : [];
  return members.flatMap((m, i) => {
    const member = (m ?? {}) as Record<string, unknown>;
    const name = text(member.name);
    if (!name) return [];
    const nakshatram = text(member.nakshatram);
    return [{ name, nakshatram, nakshatramLanguage: nakshatram ? (text(languages[i]) ?? 'sanskrit') : null }];
  });
}

/**
 * A booking reference as typed or scanned: spaces and dashes dropped, upper case. The devotee's reference is the
 * bookingId without its first 3 characters (displayBookingReference); the full bookingId is accepted too.
 */
export function normaliseBookingReference(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/** Why a booking cannot be checked in, or null when it can (its status and payment allow it). */
export function checkInRefusal(order: { status: string; paymentStatus: string }): string | null {
  switch (order.status) {
    case 'CANCELLED':
      return 'This booking was cancelled, so it cannot be checked in.';
    case 'ON_HOLD':
      return 'This booking is on hold until the devotee chooses a new date, so it cannot be checked in.';
    case 'ERROR':
      return 'This booking failed, so it cannot be checked in. Please send the devotee to the office.';
  }
  if (order.paymentStatus !== 'COMPLETED') {
    return `This booking is not paid (payment ${order.paymentStatus.toLowerCase()}), so it cannot be checked in. Please send the devotee to the office.`;
  }
  return null;
}

/** Today's calendar date "yyyy-mm-dd" in a time zone. */
export function isoDateIn(timezone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Why a booking cannot be checked in yet (null when it can): a devotee is checked in on the ritual's own date, in the
 * centre's time zone, not before. Both dates are "yyyy-mm-dd"; `when` says the ritual's date and time in words.
 */
export function checkInTooEarly(ritualDate: string, today: string, when: string): string | null {
  return ritualDate > today
    ? `This booking is for ${when}: a devotee is checked in on the day of the ritual, not before.`
    : null;
}
