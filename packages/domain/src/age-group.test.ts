import { describe, it, expect } from 'vitest';
import { ageGroupOf, ageInMonths, normaliseGender, splitAgeInMonths } from './age-group';

describe('ageInMonths', () => {
  it('uses age × 12 when age is given', () => {
    expect(ageInMonths({ age: 7 })).toBe(84);
    expect(ageInMonths({ age: '7', ageInYear: 1, ageInMonth: 1 })).toBe(84);
  });

  it('uses ageInYear × 12 + ageInMonth otherwise', () => {
    expect(ageInMonths({ ageInYear: 2, ageInMonth: 5 })).toBe(29);
    expect(ageInMonths({ age: 0, ageInYear: '1', ageInMonth: '3' })).toBe(15);
    expect(ageInMonths({ ageInMonth: 8 })).toBe(8);
  });

  it('counts missing or non-numeric values as 0', () => {
    expect(ageInMonths({})).toBe(0);
    expect(ageInMonths({ age: 'abc', ageInYear: '', ageInMonth: null })).toBe(0);
    expect(ageInMonths({ age: Number.NaN })).toBe(0);
  });
});

describe('ageGroupOf', () => {
  it('is CHILD for a child-ritual category whatever the age', () => {
    expect(ageGroupOf({ ritualCategory: 'CHILD_RITUAL_OFFERINGS', maxChildAge: 5, age: 40 })).toBe('CHILD');
    expect(ageGroupOf({ ritualCategory: 'CHILD_RITUAL_OFFERINGS' })).toBe('CHILD');
  });

  it('is UNKNOWN for an age of 0, missing or negative', () => {
    expect(ageGroupOf({ ritualCategory: 'DEVI_OFFERINGS', maxChildAge: 12, age: 0 })).toBe('UNKNOWN');
    expect(ageGroupOf({ ritualCategory: 'DEVI_OFFERINGS', maxChildAge: 12 })).toBe('UNKNOWN');
    expect(ageGroupOf({ maxChildAge: 12, ageInYear: -1 })).toBe('UNKNOWN');
  });

  it('is CHILD up to and including maxChildAge months, ADULT one month later', () => {
    expect(ageGroupOf({ maxChildAge: 12, ageInMonth: 1 })).toBe('CHILD');
    expect(ageGroupOf({ maxChildAge: 12, age: 1 })).toBe('CHILD');
    expect(ageGroupOf({ maxChildAge: 12, ageInYear: 1, ageInMonth: 0 })).toBe('CHILD');
    expect(ageGroupOf({ maxChildAge: 12, ageInYear: 1, ageInMonth: 1 })).toBe('ADULT');
    expect(ageGroupOf({ maxChildAge: 144, age: 12 })).toBe('CHILD');
    expect(ageGroupOf({ maxChildAge: 144, age: 13 })).toBe('ADULT');
  });

  it('treats maxChildAge 0 as "no one is a child"', () => {
    expect(ageGroupOf({ maxChildAge: 0, ageInMonth: 1 })).toBe('ADULT');
  });

  it('is ADULT for a known age when the ritual has no maxChildAge', () => {
    expect(ageGroupOf({ age: 3 })).toBe('ADULT');
    expect(ageGroupOf({ maxChildAge: null, age: 3 })).toBe('ADULT');
  });
});

describe('splitAgeInMonths', () => {
  it('splits on 12', () => {
    expect(splitAgeInMonths(29)).toEqual({ years: 2, months: 5 });
    expect(splitAgeInMonths(12)).toEqual({ years: 1, months: 0 });
    expect(splitAgeInMonths(11)).toEqual({ years: 0, months: 11 });
    expect(splitAgeInMonths(-3)).toEqual({ years: 0, months: 0 });
  });
});

describe('normaliseGender', () => {
  it('upper-cases known genders', () => {
    expect(normaliseGender('male')).toBe('MALE');
    expect(normaliseGender(' Female ')).toBe('FEMALE');
    expect(normaliseGender('MALE')).toBe('MALE');
  });

  it('maps anything else to UNKNOWN', () => {
    expect(normaliseGender('other')).toBe('UNKNOWN');
    expect(normaliseGender('')).toBe('UNKNOWN');
    expect(normaliseGender(undefined)).toBe('UNKNOWN');
    expect(normaliseGender(1)).toBe('UNKNOWN');
    expect(normaliseGender('unknown')).toBe('UNKNOWN');
  });
});
