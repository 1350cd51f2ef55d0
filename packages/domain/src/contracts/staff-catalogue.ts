// The catalogue editor of the staff console (issue 13, Deliver 2): a centre admin lists, creates and edits the
// centre's rituals. The form, the api body and the seed validate a ritual's config with the one ProductConfig.
import * as z from 'zod/mini';
import { CatalogueTexts } from '../catalogue-texts';
import { ProductConfig, Product } from '../catalogue';
import { optionsBeyondEnglish, VariantTexts } from '../form-texts';
import { UI_LANGUAGES } from '../languages';
import { DeliveryMode, OfferingCategory, RitualType } from '../enums';
import { Id } from './common';

/** Highest price of one variant, in minor units (₹10,00,000.00 / $1,000,000.00). */
export const MAX_VARIANT_PRICE_MINOR = 100_000_000;
export const MAX_VARIANTS = 20;

/** `GET /staff/catalogue?center=`: every ritual of the centre, available or not. */
export const StaffCatalogueQuery = z.object({ center: Id });

export const RitualVariantForm = z.object({
  /** An existing variant's id; absent for a variant added in this edit. */
  id: z.optional(z.string().check(z.maxLength(200))),
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Variant: enter its name'),
      z.maxLength(80, 'Variant: at most 80 characters'),
    ),
  unitPrice: z
    .number({ error: 'Price: enter an amount such as 25.00' })
    .check(
      z.int('Price: at most two decimals'),
      z.gte(0, 'Price: cannot be negative'),
      z.lte(MAX_VARIANT_PRICE_MINOR, 'Price: too high, check the amount'),
    ),
  maxQuantity: z
    .number({ error: 'Most per booking: enter a whole number' })
    .check(
      z.int('Most per booking: enter a whole number'),
      z.gte(1, 'Most per booking: at least 1'),
      z.lte(100, 'Most per booking: at most 100'),
    ),
  /** The name in other languages (empty: English is shown). */
  texts: z.optional(VariantTexts),
});
export type RitualVariantForm = z.infer<typeof RitualVariantForm>;

/**
 * A config as the editor saves it: the catalogue's ProductConfig, and what a booking then needs (a calendar title,
 * and a name and text for each participant question). Reads stay as lenient as ProductConfig.
 */
export const EditedConfig = ProductConfig.check(
  z.superRefine((config: z.infer<typeof ProductConfig>, ctx) => {
    if (!config.calendar.title.trim()) {
      ctx.addIssue({ code: 'custom', path: ['calendar', 'title'], message: 'Calendar title: enter one' });
    }
    config.form?.fields.forEach((field, i) => {
      if (!field.label.trim()) {
        ctx.addIssue({
          code: 'custom',
          path: ['form', 'fields', i, 'label'],
          message: 'Question: enter its text',
        });
      }
      if (!field.key.trim()) {
        ctx.addIssue({
          code: 'custom',
          path: ['form', 'fields', i, 'key'],
          message: 'Answer name: enter one, such as name',
        });
      }
      for (const lang of optionsBeyondEnglish(field)) {
        const languageName = UI_LANGUAGES.find((l) => l.code === lang)?.name ?? lang;
        ctx.addIssue({
          code: 'custom',
          path: ['form', 'fields', i, 'texts', lang, 'options'],
          message: `Choices in ${languageName}: no more than in English`,
        });
      }
    });
  }),
);

/** What the catalogue editor's form holds: the ritual, its variants with prices, and its config. */
export const RitualForm = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the ritual name'),
      z.maxLength(120, 'Name: at most 120 characters'),
    ),
  type: z.enum(RitualType.options, { error: 'Choose the ritual type' }),
  category: z.enum(OfferingCategory.options, { error: 'Choose the category' }),
  description: z.string().check(z.trim(), z.maxLength(4000, 'Description: at most 4000 characters')),
  /** The ritual's picture: an uploaded image's address (/api/images/…) or a site path; empty for none. */
  image: z._default(z.string().check(z.trim(), z.maxLength(500, 'Image: at most 500 characters')), ''),
  deliveryMode: z.enum(DeliveryMode.options, { error: 'Choose how devotees attend' }),
  isAvailable: z.boolean(),
  isAvailableForBackOffice: z.boolean(),
  variants: z.array(RitualVariantForm).check(
    z.minLength(1, 'Add at least one variant with its price'),
    z.maxLength(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants`),
    z.refine((vs) => new Set(vs.map((v) => v.name.trim().toLowerCase())).size === vs.length, {
      message: 'Each variant needs a different name',
    }),
  ),
  config: EditedConfig,
  /** The name and description in other languages (empty: English is shown). */
  texts: z._default(CatalogueTexts, {}),
});
export type RitualFormInput = z.input<typeof RitualForm>;
export type RitualForm = z.output<typeof RitualForm>;

/** `POST /staff/catalogue/rituals`: a new ritual at the centre. */
export const CreateRitualBody = z.extend(RitualForm, { center: Id });
export type CreateRitualBody = z.output<typeof CreateRitualBody>;
/** `POST /staff/catalogue/rituals/update`: the whole ritual as it should stand; variants left out are removed. */
export const UpdateRitualBody = z.extend(RitualForm, { center: Id, ritualId: Id });
export type UpdateRitualBody = z.output<typeof UpdateRitualBody>;

export const StaffRitualVariant = z.object({
  id: z.string(),
  name: z.string(),
  unitPrice: z.int(),
  maxQuantity: z.int(),
  texts: z.optional(VariantTexts),
});
export const StaffRitual = z.object({ ...Product.shape, variants: z.array(StaffRitualVariant) });
export type StaffRitual = z.infer<typeof StaffRitual>;

export const StaffCatalogueAnswer = z.object({
  currency: z.nullable(z.string()),
  rituals: z.array(StaffRitual),
});
export type StaffCatalogueAnswer = z.infer<typeof StaffCatalogueAnswer>;
export const RitualSavedAnswer = z.object({ ritual: StaffRitual });
export type RitualSavedAnswer = z.infer<typeof RitualSavedAnswer>;

/** Images a centre admin may upload, and their size limit. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const MAX_IMAGE_BYTES = 1024 * 1024;

/** `POST /staff/images?center=` (the image as the raw body): where the stored image is served. */
export const UploadImageQuery = z.object({ center: Id });
export const UploadImageAnswer = z.object({ id: z.string(), url: z.string() });
export type UploadImageAnswer = z.infer<typeof UploadImageAnswer>;
export const ImageParams = z.object({ id: z.uuid({ error: 'Image not found' }) });
