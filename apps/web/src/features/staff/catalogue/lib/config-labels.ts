// The ritual editor's choices as a centre admin reads them: what the devotee will see, not the stored names.
import type { CalendarLayout, FormFieldType, RitualDetailSection } from '@sannidhi/domain/enums';

export const CALENDAR_LAYOUT_LABELS: Readonly<Record<CalendarLayout, string>> = {
  DEFAULT: 'Month calendar, one date',
  DEFAULT_V2: 'Row of the next dates, one date',
  SPARSE: 'List of the few open dates',
  MULTI_DATE_SELECT: 'Month calendar, several dates',
  PACKAGE: 'Dates of a package',
  INVENTORY: 'Month calendar, limited places per option',
};

export const SECTION_LABELS: Readonly<Record<RitualDetailSection, string>> = {
  CALENDAR: 'Dates and times',
  PRASADAM: 'Prasadam',
  NAKSHATRAM: 'Birth star (nakshatram) of each participant',
  FAMILY: "The devotee's saved families",
  META: 'Questions about the participants',
  SUBSCRIPTION: 'Monthly subscription',
};

export const FIELD_TYPE_LABELS: Readonly<Record<FormFieldType, string>> = {
  SHORT_ANSWER: 'A short answer',
  DROPDOWN: 'A choice from a list',
  AGE: 'Age',
  NAKSHATRAM: 'Birth star (nakshatram)',
  TEXT: 'A longer text',
  EMAIL: 'E-mail address',
  LANGUAGE_OPTIONS: 'Language',
};
