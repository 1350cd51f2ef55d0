import { describe, expect, it } from 'vitest';
import type { FormField } from './catalogue';
import {
  ageLabel,
  languageOf,
  participantCount,
  numberedParticipantMeta,
  numberedParticipants,
  participantPlacesCap,
  participantValuesOf,
  slotParticipantsIssue,
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

describe('numberedParticipantMeta', () => {
  it('numbers every participant and writes the age in words and parts', () => {
    const meta = numberedParticipantMeta(
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
    expect(
      numberedParticipantMeta([star], [{ nakshatram: 'Pooram', nakshatramLanguage: 'tamil' }], 1),
    ).toEqual({
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

describe('slotParticipantsIssue (one participant per place)', () => {
  const form = { fields: [name, star, language, age], maxParticipants: 4 };
  const where = 'Devi Abhishekam on 12-12-2026 at 06:30 AM';
  const p = (n: number, who = `Devotee ${n}`) => ({
    [`name_${n}`]: who,
    [`ageInYear_${n}`]: 30 + n,
    [`ageInMonth_${n}`]: 0,
    [`age_${n}`]: `${30 + n} years`,
    [`nakshatramLanguage_${n}`]: 'sanskrit',
  });

  it('accepts exactly one valid participant per place', () => {
    expect(slotParticipantsIssue(form, { utm_source: 'x', ...p(1) }, 1, where)).toBeNull();
    expect(slotParticipantsIssue(form, { ...p(1), ...p(2) }, 2, where)).toBeNull();
    expect(slotParticipantsIssue(form, { ...p(1), ...p(2), ...p(3), ...p(4) }, 4, where)).toBeNull();
  });
  it('names the missing participant of a place', () => {
    expect(slotParticipantsIssue(form, p(1), 2, where)).toEqual({
      key: 'name_2',
      message: `${where} has 2 places but no participant 2: each place needs its own participant`,
    });
    expect(slotParticipantsIssue(form, { ...p(1), ...p(3) }, 3, where)?.key).toBe('name_2');
    expect(slotParticipantsIssue(form, {}, 1, where)?.key).toBe('name_1');
  });
  it('names a participant beyond the places', () => {
    expect(slotParticipantsIssue(form, { ...p(1), ...p(2) }, 1, where)).toEqual({
      key: 'name_2',
      message: `${where} has 1 place but details for participant 2: remove them or add a place`,
    });
  });
  it('refuses more places than maxParticipants (default 1)', () => {
    expect(slotParticipantsIssue(form, {}, 5, where)).toEqual({
      key: 'variants',
      message: `${where} can take at most 4 places (one participant each), not 5`,
    });
    expect(slotParticipantsIssue({ fields: [name], maxParticipants: 1 }, p(1), 2, where)?.message).toBe(
      `${where} can take at most 1 place (one participant each), not 2`,
    );
  });
  it('checks every participant by the field rules', () => {
    expect(slotParticipantsIssue(form, { ...p(1), ...p(2), name_2: 'x'.repeat(256) }, 2, where)).toEqual({
      key: 'name_2',
      message: `Maximum of 255 characters is allowed (Name, ${where})`,
    });
    expect(
      slotParticipantsIssue(
        form,
        { ...p(1), nakshatram_1: 'Karthika', nakshatramLanguage_1: 'tamil' },
        1,
        where,
      )?.key,
    ).toBe('nakshatram_1');
    expect(slotParticipantsIssue(form, { ...p(1), ageInYear_1: 500 }, 1, where)?.key).toBe('age_1');
    expect(
      slotParticipantsIssue({ fields: [gender, email], maxParticipants: 2 }, { gender_1: 'Other' }, 1, where),
    ).toEqual({ key: 'gender_1', message: `Please choose one of the options (Gender, ${where})` });
  });
  it('asks nothing of rituals without participant fields; optional-only participants may be empty', () => {
    expect(slotParticipantsIssue(undefined, {}, 9, where)).toBeNull();
    expect(slotParticipantsIssue({ fields: [], maxParticipants: 1 }, { name_3: 'x' }, 9, where)).toBeNull();
    expect(slotParticipantsIssue({ fields: [note], maxParticipants: 2 }, {}, 2, where)).toBeNull();
    expect(participantPlacesCap({ fields: [note], maxParticipants: 2 })).toBe(2);
    expect(participantPlacesCap(undefined)).toBeUndefined();
  });
  it('reads a participant back from numbered meta', () => {
    expect(participantValuesOf({ name_2: 'Ravi', ageInYear_2: 7, name_1: 'L', utm_x_2: 'no' }, 2)).toEqual({
      name: 'Ravi',
      ageInYear: '7',
    });
    expect(numberedParticipants([name], { name_2: 'a', name_1: '', other_3: 'x' })).toEqual([2]);
  });
});

describe('languageOf with the interface language (issue 28)', () => {
  const fields: FormField[] = [
    { key: 'nakshatram', label: 'Nakshatram', type: 'NAKSHATRAM', required: true },
    { key: 'nakshatramLanguage', label: 'Language', type: 'LANGUAGE_OPTIONS', required: false },
  ];

  it('is the language chosen, else the fallback (Sanskrit unless a screen passes its own)', () => {
    expect(languageOf({ nakshatramLanguage: 'telugu' }, fields, 'tamil')).toBe('telugu');
    expect(languageOf({}, fields)).toBe('sanskrit');
    expect(languageOf({}, fields, 'tamil')).toBe('tamil');
    expect(languageOf({ nakshatram: 'Karthigai' }, fields, 'tamil')).toBe('tamil');
  });

  it("reads a star picked from the interface language's list without choosing a language as that list's", () => {
    expect(languageOf({ nakshatram: 'Karthigai' }, fields)).toBe('tamil');
    expect(languageOf({ nakshatram: 'Rohini' }, fields)).toBe('sanskrit');
    expect(validateParticipant(fields, { nakshatram: 'Thiruvathira' })).toEqual({});
  });
});
