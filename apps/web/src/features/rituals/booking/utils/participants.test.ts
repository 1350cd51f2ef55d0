import { describe, expect, it } from 'vitest';
import type { FormField } from '@sannidhi/domain/catalogue';
import {
  ageLabel,
  participantCount,
  participantMeta,
  participantsFromMeta,
  validateParticipant,
} from './participants';

const name: FormField = { key: 'name', label: 'Name', type: 'SHORT_ANSWER', required: true };
const star: FormField = { key: 'nakshatram', label: 'Star', type: 'NAKSHATRAM', required: false };
const language: FormField = {
  key: 'nakshatramLanguage',
  label: 'Language',
  type: 'LANGUAGE_OPTIONS',
  required: false,
};
const age: FormField = { key: 'age', label: 'Age', type: 'AGE', required: true };
const gender: FormField = {
  key: 'gender',
  label: 'Gender',
  type: 'DROPDOWN',
  required: true,
  options: ['Female', 'Male'],
};
const email: FormField = { key: 'email', label: 'E-mail', type: 'EMAIL', required: false };
const note: FormField = { key: 'sankalpam', label: 'Prayer', type: 'TEXT', required: false };

describe('participantCount', () => {
  it('asks for one participant per place, between 1 and maxParticipants', () => {
    expect(participantCount(0, 4)).toBe(1);
    expect(participantCount(3, 4)).toBe(3);
    expect(participantCount(6, 4)).toBe(4);
    expect(participantCount(3, undefined)).toBe(1);
  });
});

describe('validateParticipant', () => {
  const fields = [name, star, language, age, gender, email, note];
  it('asks for required fields with the spec message', () => {
    expect(validateParticipant(fields, {})).toEqual({
      name: 'This field is mandatory',
      age: 'This field is mandatory',
      gender: 'This field is mandatory',
    });
  });
  it('accepts a complete participant', () => {
    expect(
      validateParticipant(fields, {
        name: 'Lakshmi',
        nakshatram: 'Rohini',
        ageInYear: '34',
        ageInMonth: '',
        gender: 'Female',
        email: 'l@example.org',
      }),
    ).toEqual({});
  });
  it('checks e-mail, options, age parts, the star of the chosen language and length', () => {
    expect(
      validateParticipant(fields, {
        name: 'x'.repeat(256),
        nakshatram: 'Krittika', // Karthika in Malayalam
        nakshatramLanguage: 'malayalam',
        ageInYear: '200',
        gender: 'Other',
        email: 'nope',
      }),
    ).toEqual({
      name: 'Maximum of 255 characters is allowed',
      nakshatram: 'Please choose one of the options',
      age: 'Please enter a valid age',
      gender: 'Please choose one of the options',
      email: 'Please enter a valid email',
    });
    expect(validateParticipant([age], { ageInYear: '0', ageInMonth: '7' })).toEqual({});
  });
});

describe('participantMeta', () => {
  it('numbers every participant and writes the age in words and parts', () => {
    const meta = participantMeta(
      [name, star, language, age],
      [
        { name: ' Lakshmi ', nakshatram: 'Rohini', ageInYear: '1', ageInMonth: '6' },
        { name: 'Narayanan', nakshatram: 'Thiruvathira', nakshatramLanguage: 'malayalam', ageInYear: '40' },
        { name: 'ignored: beyond the count' },
      ],
      2,
    );
    expect(meta).toEqual({
      name_1: 'Lakshmi',
      nakshatram_1: 'Rohini',
      nakshatramLanguage_1: 'sanskrit',
      age_1: '1 year 6 months',
      ageInYear_1: 1,
      ageInMonth_1: 6,
      name_2: 'Narayanan',
      nakshatram_2: 'Thiruvathira',
      nakshatramLanguage_2: 'malayalam',
      age_2: '40 years',
      ageInYear_2: 40,
      ageInMonth_2: 0,
    });
  });
  it('keeps the star language under nakshatramLanguage when the form has no language field', () => {
    expect(participantMeta([star], [{ nakshatram: 'Pooram', nakshatramLanguage: 'tamil' }], 1)).toEqual({
      nakshatram_1: 'Pooram',
      nakshatramLanguage_1: 'tamil',
    });
  });
  it('reads numbered meta back for the rescheduling hand-off', () => {
    expect(participantsFromMeta({ name_1: 'A', name_2: 'B', utm_source: 'x', familyId: 'f' })).toEqual([
      { name: 'A' },
      { name: 'B' },
    ]);
  });
  it('writes ages in words', () => {
    expect(ageLabel(0, 7)).toBe('7 months');
    expect(ageLabel(1, 0)).toBe('1 year');
    expect(ageLabel(2, 1)).toBe('2 years 1 month');
  });
});
