/** Age group and gender of a participant (spec part 1 §5). */
import { MONTHS_IN_YEAR } from './constants';
import type { AgeGroup, Gender } from './enums';

/** A number, or a numeric string as typed into a form; anything else counts as missing. */
export type Numberish = number | string | null | undefined;

/** What the age-group rule reads from a slot and its participant. */
export interface AgeGroupInput {
  ritualCategory?: string | null;
  /** Highest age, in whole years, that still counts as a child. */
  maxChildAge?: number | null;
  /** Age in whole years; takes precedence over ageInYear/ageInMonth when it is a positive number. */
  age?: Numberish;
  ageInYear?: Numberish;
  ageInMonth?: Numberish;
}

function toNumber(value: Numberish): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}

/** Age in months (spec part 1 §5): age × 12 when age is positive, else ageInYear × 12 + ageInMonth. */
export function ageInMonths(input: Pick<AgeGroupInput, 'age' | 'ageInYear' | 'ageInMonth'>): number {
  const age = toNumber(input.age);
  if (age > 0) return age * MONTHS_IN_YEAR;
  return toNumber(input.ageInYear) * MONTHS_IN_YEAR + toNumber(input.ageInMonth);
}

/**
 * Age group of a participant (spec part 1 §5). A CHILD_RITUAL_OFFERINGS ritual is always CHILD.
 * Otherwise an age of 0 months or less (or missing) is UNKNOWN; more than maxChildAge (in months, as the spec
 * compares it with the age in months) is ADULT; anything else is CHILD. A ritual without maxChildAge has no children: ADULT.
 */
export function ageGroupOf(input: AgeGroupInput): AgeGroup {
  if (input.ritualCategory === 'CHILD_RITUAL_OFFERINGS') return 'CHILD';
  const months = ageInMonths(input);
  if (months <= 0) return 'UNKNOWN';
  if (input.maxChildAge === null || input.maxChildAge === undefined) return 'ADULT';
  return months > input.maxChildAge ? 'ADULT' : 'CHILD';
}

/** Splits an age in months into whole years and remaining months (12 months a year). */
export function splitAgeInMonths(totalMonths: number): { years: number; months: number } {
  const whole = Math.max(0, Math.floor(totalMonths));
  return { years: Math.floor(whole / MONTHS_IN_YEAR), months: whole % MONTHS_IN_YEAR };
}

/** Upper-cases a gender (spec part 1 §5); anything other than MALE or FEMALE becomes UNKNOWN. */
export function normaliseGender(value: unknown): Gender {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return upper === 'MALE' || upper === 'FEMALE' ? upper : 'UNKNOWN';
}
