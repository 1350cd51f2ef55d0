/** Contracts of the catalogue: centres, rituals (products) and their config, packages, slots, variants. */
import { z } from 'zod';
import {
  CalendarLayout,
  FormFieldType,
  LinkKind,
  OfferingCategory,
  RitualDetailSection,
  RitualType,
} from './enums';

export const CenterContact = z.object({
  address: z.string().default(''),
  email: z.string().default(''),
  phone: z.string().default(''),
});
export type CenterContact = z.infer<typeof CenterContact>;

export const CenterMeta = z.object({
  timezone: z.string().default('Asia/Kolkata'),
  dateFormat: z.string().default('dd-MM-yyyy'),
  countryCode: z.string().default('IN'),
  privacyPolicy: z.string().optional(),
  termsAndConditions: z.string().optional(),
  contactLink: z.string().optional(),
  copyRightText: z.string().optional(),
  gpmsRequestURL: z.string().optional(),
  gpmsSubscriptionRequestURL: z.string().optional(),
  /** Dark header/footer variant. */
  theme: z.enum(['light', 'dark']).default('light'),
  /** Banner carousel shown to devotees too (back-office users always see it). */
  showCarousel: z.boolean().default(false),
  /** Per-centre path on the information site (header destinations). */
  infoSitePath: z.string().optional(),
  /** Result page shows a support-ticket link and "registration reference number" wording. */
  supportTicketUrl: z.string().optional(),
  /** Orders page shows the Subscription tab. */
  showSubscriptions: z.boolean().default(false),
  /** Cancellation terms show a refund amount (certain US centres). */
  refundOnCancel: z.boolean().default(false),
  /** A refund above this amount (minor units) waits for a second approver (staff console); none when absent. */
  refundApprovalAbove: z.number().int().nonnegative().optional(),
});
export type CenterMeta = z.infer<typeof CenterMeta>;

export const Center = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  image: z.string(),
  isAvailable: z.boolean(),
  description: z.string(),
  currency: z.string().nullable(),
  contact: CenterContact,
  treasurerEmail: z.string(),
  meta: CenterMeta,
});
export type Center = z.infer<typeof Center>;

export const FormField = z.object({
  key: z.string(),
  label: z.string(),
  type: FormFieldType,
  required: z.boolean().default(false),
  options: z.array(z.string()).optional(),
});
export type FormField = z.infer<typeof FormField>;

export const CarouselConfig = z.object({
  enabled: z.boolean(),
  target: LinkKind.default('RITUAL'),
  url: z.string().optional(),
  image: z.string().default(''),
  mobileImage: z.string().default(''),
});
export type CarouselConfig = z.infer<typeof CarouselConfig>;

/** A ritual's config (jsonb on products), validated at seed time and on read. */
export const ProductConfig = z.object({
  canCancel: z.boolean().default(false),
  canReschedule: z.boolean().default(true),
  cutOffHours: z.number().int().min(0).default(24),
  calendar: z.object({ title: z.string(), layout: CalendarLayout }),
  /** online-only | in-person-only | both; anything else means no prasadam. */
  prasadam: z.object({ askWhen: z.string() }).optional(),
  carousel: CarouselConfig.optional(),
  sections: z.array(RitualDetailSection).default(['CALENDAR']),
  form: z
    .object({
      fields: z.array(FormField),
      maxParticipants: z.number().int().min(1).default(1),
    })
    .optional(),
  maxChildAge: z.number().int().min(0).optional(),
  /** Days before today from which a slot is still bookable (slot-is-past offset). */
  pastOffsetDays: z.number().int().default(0),
});
export type ProductConfig = z.infer<typeof ProductConfig>;

export const Product = z.object({
  id: z.string(),
  centerId: z.string(),
  name: z.string(),
  globalType: z.string().nullable(),
  image: z.string(),
  price: z.number().int(),
  currency: z.string().nullable(),
  description: z.string(),
  category: OfferingCategory,
  ritualCategory: OfferingCategory,
  type: RitualType,
  deliveryMode: z.enum(['IN_PERSON', 'ONLINE', 'BOTH']),
  inPerson: z.boolean(),
  isAvailable: z.boolean(),
  isAvailableForBackOffice: z.boolean(),
  isSubscription: z.boolean(),
  config: ProductConfig,
});
export type Product = z.infer<typeof Product>;
