// The catalogue editor's form values: from a ritual as the api lists it (or a blank new one), and back to the body
// the api takes. The form validates with the domain's RitualForm (ProductConfig inside).
import { TRANSLATED_LANGUAGES, type CatalogueTexts } from '@sannidhi/domain/catalogue-texts';
import type { RitualForm, RitualFormInput, StaffRitual } from '@sannidhi/domain/contracts/staff-catalogue';

/**
 * A new ritual's starting content: catalogue data in English (the language every ritual must have), not interface
 * text, so it is the same whatever language the editor is shown in.
 */
const DEFAULT_VARIANT_NAME = 'Single';
const DEFAULT_CALENDAR_TITLE = 'Choose a date';
const DEFAULT_QUESTION = 'Name of the devotee';

const NO_CAROUSEL = { enabled: false, target: 'RITUAL', image: '', mobileImage: '' } as const;

/** The name and description in every other language, as form values (empty where English is shown). */
function textsValues(texts: CatalogueTexts | undefined): CatalogueTexts {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((l) => [
      l,
      { name: texts?.[l]?.name ?? '', description: texts?.[l]?.description ?? '' },
    ]),
  );
}

/** A new ritual: one variant to price, the devotee's name asked, bookable by devotees and the office. */
export function blankRitualValues(): RitualFormInput {
  return {
    name: '',
    type: undefined as unknown as RitualFormInput['type'],
    category: undefined as unknown as RitualFormInput['category'],
    description: '',
    image: '',
    deliveryMode: 'IN_PERSON',
    isAvailable: true,
    isAvailableForBackOffice: true,
    variants: [{ name: DEFAULT_VARIANT_NAME, unitPrice: Number.NaN, maxQuantity: 1 }],
    texts: textsValues(undefined),
    config: {
      canCancel: false,
      canReschedule: true,
      cutOffHours: 24,
      calendar: { title: DEFAULT_CALENDAR_TITLE, layout: 'DEFAULT' },
      prasadam: { askWhen: '' },
      carousel: NO_CAROUSEL,
      sections: ['CALENDAR'],
      form: {
        fields: [{ key: 'name', label: DEFAULT_QUESTION, type: 'SHORT_ANSWER', required: true }],
        maxParticipants: 1,
      },
      pastOffsetDays: 0,
    },
  };
}

/** A listed ritual as form values (every config key kept, shown or not). */
export function ritualValues(ritual: StaffRitual): RitualFormInput {
  return {
    name: ritual.name,
    type: ritual.type,
    category: ritual.category,
    description: ritual.description,
    image: ritual.image,
    deliveryMode: ritual.deliveryMode,
    isAvailable: ritual.isAvailable,
    isAvailableForBackOffice: ritual.isAvailableForBackOffice,
    variants: ritual.variants.map((v) => ({ ...v })),
    texts: textsValues(ritual.texts),
    config: {
      ...ritual.config,
      prasadam: { askWhen: ritual.config.prasadam?.askWhen ?? '' },
      carousel: ritual.config.carousel ?? NO_CAROUSEL,
      form: ritual.config.form ?? { fields: [], maxParticipants: 1 },
    },
  };
}

/**
 * What the api is sent: no prasadam config when none is asked (and the ritual page's prasadam section with it, added
 * when prasadam is asked), no participant form without fields.
 */
export function ritualBodyOf(values: RitualForm): RitualForm {
  const askWhen = values.config.prasadam?.askWhen ?? '';
  const sections = values.config.sections.filter((s) => s !== 'PRASADAM');
  const form = values.config.form?.fields.length ? values.config.form : undefined;
  const c = values.config.carousel;
  const anyLanguage = Object.values(c?.texts ?? {}).some((l) => l?.image?.trim() || l?.mobileImage?.trim());
  const carousel = c && (c.enabled || c.image || c.mobileImage || anyLanguage) ? c : undefined;
  return {
    ...values,
    config: {
      ...values.config,
      prasadam: askWhen ? { askWhen } : undefined,
      sections: askWhen ? [...sections, 'PRASADAM'] : sections,
      form,
      carousel,
    },
  };
}

/** An enum value as words: 'DEVI_ABHISHEKAM' → 'Devi abhishekam'. */
export function enumLabel(value: string): string {
  const words = value.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
