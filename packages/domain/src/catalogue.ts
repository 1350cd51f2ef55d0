/** Contracts of the catalogue: centres, rituals (products) and their config, packages, slots, variants. */
import * as z from 'zod/mini';
import { DEFAULT_REMINDER_HOURS, MAX_REMINDER_HOURS } from './booking-calendar';
import { DEFAULT_WAITING_LIST_HOLD_HOURS, MAX_WAITING_LIST_HOLD_HOURS } from './waiting-list';
import { CatalogueTexts } from './catalogue-texts';
import { CalendarTexts, CarouselTexts, FieldTexts } from './form-texts';
import {
  CalendarLayout,
  FormFieldType,
  LinkKind,
  OfferingCategory,
  RitualDetailSection,
  RitualType,
} from './enums';

export const CenterContact = z.object({
  address: z._default(z.string(), ''),
  email: z._default(z.string(), ''),
  phone: z._default(z.string(), ''),
});
export type CenterContact = z.infer<typeof CenterContact>;

export const CenterMeta = z.object({
  timezone: z._default(z.string(), 'Asia/Kolkata'),
  dateFormat: z._default(z.string(), 'dd-MM-yyyy'),
  countryCode: z._default(z.string(), 'IN'),
  privacyPolicy: z.optional(z.string()),
  termsAndConditions: z.optional(z.string()),
  contactLink: z.optional(z.string()),
  copyRightText: z.optional(z.string()),
  gpmsRequestURL: z.optional(z.string()),
  gpmsSubscriptionRequestURL: z.optional(z.string()),
  /** Dark header/footer variant. */
  theme: z._default(z.enum(['light', 'dark']), 'light'),
  /** Banner carousel shown to devotees too (back-office users always see it). */
  showCarousel: z._default(z.boolean(), false),
  /** Per-centre path on the information site (header destinations). */
  infoSitePath: z.optional(z.string()),
  /** Result page shows a support-ticket link and "registration reference number" wording. */
  supportTicketUrl: z.optional(z.string()),
  /**
   * Who hears a devotee's grievance about their data (issue 30; DPDP Act 2023): a name and an e-mail or phone, shown
   * on the Dashboard and in the footer. The centre's contact e-mail stands in when none is set.
   */
  grievanceContact: z.optional(z.string()),
  /** Orders page shows the Subscription tab. */
  showSubscriptions: z._default(z.boolean(), false),
  /** Cancellation terms show a refund amount (certain US centres). */
  refundOnCancel: z._default(z.boolean(), false),
  /** A refund above this amount (minor units) waits for a second approver (staff console); none when absent. */
  refundApprovalAbove: z.optional(z.int().check(z.nonnegative())),
  /** Hours before a ritual that its reminder mail is sent (0 = no reminders); booking-calendar.ts. */
  /** Pre-debit notices of subscription charges outside India too, as a courtesy (always sent at Indian centres). */
  preDebitNotices: z._default(z.boolean(), false),
  reminderHours: z._default(
    z.int().check(z.minimum(0), z.maximum(MAX_REMINDER_HOURS)),
    DEFAULT_REMINDER_HOURS,
  ),
  /** Hours a waiting-list offer holds its places for the devotee offered them; waiting-list.ts. */
  waitingListHoldHours: z._default(
    z.int().check(z.minimum(1), z.maximum(MAX_WAITING_LIST_HOLD_HOURS)),
    DEFAULT_WAITING_LIST_HOLD_HOURS,
  ),
});
export type CenterMeta = z.infer<typeof CenterMeta>;

export const Center = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  image: z.string(),
  isAvailable: z.boolean(),
  description: z.string(),
  currency: z.nullable(z.string()),
  contact: CenterContact,
  treasurerEmail: z.string(),
  meta: CenterMeta,
  /** The description in other languages (docs/decisions.md, "Languages"); English is `description`. */
  texts: z.optional(CatalogueTexts),
});
export type Center = z.infer<typeof Center>;

export const FormField = z.object({
  key: z.string(),
  label: z.string(),
  type: FormFieldType,
  required: z._default(z.boolean(), false),
  options: z.optional(z.array(z.string())),
  /** The label and options in other languages (form-texts.ts); the stored answer stays the English option. */
  texts: z.optional(FieldTexts),
});
export type FormField = z.infer<typeof FormField>;

export const CarouselConfig = z.object({
  enabled: z.boolean(),
  target: z._default(LinkKind, 'RITUAL'),
  url: z.optional(z.string()),
  image: z._default(z.string(), ''),
  mobileImage: z._default(z.string(), ''),
  /** The images in other languages, whose banners are drawn in that language (form-texts.ts, carouselImagesIn). */
  texts: z.optional(CarouselTexts),
});
export type CarouselConfig = z.infer<typeof CarouselConfig>;

/** A ritual's config (jsonb on products), validated at seed time and on read. */
export const ProductConfig = z.object({
  canCancel: z._default(z.boolean(), false),
  canReschedule: z._default(z.boolean(), true),
  cutOffHours: z._default(z.int().check(z.minimum(0)), 24),
  calendar: z.object({
    title: z.string(),
    layout: CalendarLayout,
    /** The title in other languages (form-texts.ts). */
    texts: z.optional(CalendarTexts),
  }),
  /** online-only | in-person-only | both; anything else means no prasadam. */
  prasadam: z.optional(z.object({ askWhen: z.string() })),
  carousel: z.optional(CarouselConfig),
  sections: z._default(z.array(RitualDetailSection), ['CALENDAR']),
  form: z.optional(
    z.object({
      fields: z.array(FormField),
      maxParticipants: z._default(z.int().check(z.minimum(1)), 1),
    }),
  ),
  maxChildAge: z.optional(z.int().check(z.minimum(0))),
  /** Days before today from which a slot is still bookable (slot-is-past offset). */
  pastOffsetDays: z._default(z.int(), 0),
});
export type ProductConfig = z.infer<typeof ProductConfig>;

export const Product = z.object({
  id: z.string(),
  centerId: z.string(),
  name: z.string(),
  globalType: z.nullable(z.string()),
  image: z.string(),
  price: z.int(),
  currency: z.nullable(z.string()),
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
  /** Name and description in other languages; English is `name` and `description`. */
  texts: z.optional(CatalogueTexts),
});
export type Product = z.infer<typeof Product>;
