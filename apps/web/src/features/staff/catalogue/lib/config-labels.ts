// The ritual editor's choices as a centre admin reads them: what the devotee will see, not the stored names.
// Descriptors, shown with i18n._(…) where they are rendered.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CalendarLayout, FormFieldType, RitualDetailSection } from '@sannidhi/domain/enums';

export const CALENDAR_LAYOUT_LABELS: Readonly<Record<CalendarLayout, MessageDescriptor>> = {
  DEFAULT: msg`Month calendar, one date`,
  DEFAULT_V2: msg`Row of the next dates, one date`,
  SPARSE: msg`List of the few open dates`,
  MULTI_DATE_SELECT: msg`Month calendar, several dates`,
  PACKAGE: msg`Dates of a package`,
  INVENTORY: msg`Month calendar, limited places per option`,
};

export const SECTION_LABELS: Readonly<Record<RitualDetailSection, MessageDescriptor>> = {
  CALENDAR: msg`Dates and times`,
  PRASADAM: msg`Prasadam`,
  NAKSHATRAM: msg`Birth star (nakshatram) of each participant`,
  FAMILY: msg`The devotee's saved families`,
  META: msg`Questions about the participants`,
  SUBSCRIPTION: msg`Monthly subscription`,
};

export const FIELD_TYPE_LABELS: Readonly<Record<FormFieldType, MessageDescriptor>> = {
  SHORT_ANSWER: msg`A short answer`,
  DROPDOWN: msg`A choice from a list`,
  AGE: msg`Age`,
  NAKSHATRAM: msg`Birth star (nakshatram)`,
  TEXT: msg`A longer text`,
  EMAIL: msg`E-mail address`,
  LANGUAGE_OPTIONS: msg`Language`,
};
