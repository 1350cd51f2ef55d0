// Booking-form fields reused across rituals. Keys match the order meta names of the spec
// (part 2 §3): name, ageInYear/ageInMonth (from an AGE field), relationWithParticipant, nagaDosha …
import type { z } from 'zod';
import type { FormField } from '@sannidhi/domain/catalogue';

export type Field = z.input<typeof FormField>;

export const DEVOTEE_NAME: Field = {
  key: 'name',
  label: 'Name of the devotee',
  type: 'SHORT_ANSWER',
  required: true,
};
export const NAKSHATRAM: Field = { key: 'nakshatram', label: 'Nakshatram (birth star)', type: 'NAKSHATRAM' };
export const NAKSHATRAM_LANGUAGE: Field = {
  key: 'nakshatramLanguage',
  label: 'Language of the nakshatram names',
  type: 'LANGUAGE_OPTIONS',
};
export const SANKALPAM: Field = {
  key: 'sankalpam',
  label: 'Your prayer or intention (optional, read out during the offering)',
  type: 'TEXT',
};
export const GENDER: Field = {
  key: 'gender',
  label: 'Gender',
  type: 'DROPDOWN',
  required: true,
  options: ['Female', 'Male'],
};
export const CHILD_NAME: Field = { key: 'name', label: "Child's name", type: 'SHORT_ANSWER', required: true };
export const CHILD_AGE: Field = { key: 'age', label: "Child's age", type: 'AGE', required: true };
export const AGE: Field = { key: 'age', label: 'Age', type: 'AGE', required: true };
export const ACCOMPANYING_ADULT: Field = {
  key: 'accompanyingAdultName',
  label: 'Name of the accompanying adult',
  type: 'SHORT_ANSWER',
  required: true,
};
export const RELATION: Field = {
  key: 'relationWithParticipant',
  label: 'Relation to the child',
  type: 'DROPDOWN',
  required: true,
  options: ['Mother', 'Father', 'Grandparent', 'Guardian'],
};
export const CONTACT_EMAIL: Field = {
  key: 'email',
  label: 'E-mail for the certificate and photographs',
  type: 'EMAIL',
};
export const NAGA_DOSHA: Field = {
  key: 'nagaDosha',
  label: 'Has an astrologer indicated naga dosha?',
  type: 'DROPDOWN',
  options: ['Yes', 'No', 'Not sure'],
};

/** Name, birth star and its language: the usual fields of an abhishekam offered in someone's name. */
export const DEVOTEE_FIELDS: Field[] = [DEVOTEE_NAME, NAKSHATRAM, NAKSHATRAM_LANGUAGE];
/** Child rites: who the child is and who brings them. */
export const CHILD_FIELDS: Field[] = [
  CHILD_NAME,
  CHILD_AGE,
  GENDER,
  ACCOMPANYING_ADULT,
  RELATION,
  CONTACT_EMAIL,
];
