/** Enumerations of the specification (part 1 §3, §4 and part 2 §3, §4), as zod enums and their types. */
import * as z from 'zod/mini';

export const RitualType = z.enum([
  'DEVI_ABHISHEKAM',
  'BHAIRAVI_VILAKKU_SEVA',
  'PRAHARA_VILAKKU_SEVA',
  'VASTHRAM_ARPANAM',
  'MALA_ARPANAM',
  'KUMKUM_SARPA_SEVA',
  'VALMEEKAM_SARPA_SEVA',
  'NETRAM_ARPANAM',
  'DAHA_NIVARANAM',
  'KLESHA_NASHANA_KRIYA',
  'ADULT_KARNA_VEDA',
  'KESHA_ARPANAM',
  'NAMAKARANAM',
  'ANNAPRASANAM',
  'VIDYARAMBAM',
  'CHUDA_KARMA',
  'LINGA_BHAIRAVI_VILAKKU_POOJA',
  'CHILD_KARNA_VEDA',
  'MANGALYA_ARPANAM',
  'POURNAMI_ABHISHEKAM',
  'NAVARATRI_ABHISHEKAM',
  'POURNAMI_ABHISHEKAM_KUTUMBAM',
  'NAVARATRI_ABHISHEKAM_KUTUMBAM',
  'VIJAYADASAMI_VIDYARAMBHAM',
  'PACKAGE',
  'CONFIG',
  'DHANYA_ARPANE',
]);
export type RitualType = z.infer<typeof RitualType>;

export const OfferingCategory = z.enum([
  'NAGA_PANCHAMI_OFFERINGS',
  'DEVI_OFFERINGS',
  'ADIYOGI_OFFERINGS',
  'RITUAL_OFFERINGS',
  'CHILD_RITUAL_OFFERINGS',
  'FESTIVE_OFFERINGS',
  'PACKAGE_OFFERINGS',
  'SADHANA',
  'TEMPLE_OFFERINGS',
]);
export type OfferingCategory = z.infer<typeof OfferingCategory>;

export const Gender = z.enum(['MALE', 'FEMALE', 'UNKNOWN']);
export type Gender = z.infer<typeof Gender>;
export const AgeGroup = z.enum(['CHILD', 'ADULT', 'UNKNOWN']);
export type AgeGroup = z.infer<typeof AgeGroup>;
export const DeliveryMode = z.enum(['IN_PERSON', 'ONLINE', 'BOTH']);
export type DeliveryMode = z.infer<typeof DeliveryMode>;

export const CalendarLayout = z.enum([
  'SPARSE',
  'DEFAULT',
  'DEFAULT_V2',
  'MULTI_DATE_SELECT',
  'PACKAGE',
  'INVENTORY',
]);
export type CalendarLayout = z.infer<typeof CalendarLayout>;

export const FormFieldType = z.enum([
  'SHORT_ANSWER',
  'DROPDOWN',
  'AGE',
  'NAKSHATRAM',
  'TEXT',
  'EMAIL',
  'LANGUAGE_OPTIONS',
]);
export type FormFieldType = z.infer<typeof FormFieldType>;

export const RitualDetailSection = z.enum([
  'CALENDAR',
  'PRASADAM',
  'NAKSHATRAM',
  'FAMILY',
  'META',
  'SUBSCRIPTION',
]);
export type RitualDetailSection = z.infer<typeof RitualDetailSection>;

export const LinkKind = z.enum(['RITUAL', 'URL', 'NONE']);
export type LinkKind = z.infer<typeof LinkKind>;
export const Recurrence = z.enum(['recurring', 'oneTime']);
export type Recurrence = z.infer<typeof Recurrence>;
export const NotificationLevel = z.enum(['INFO', 'WARNING', 'ERROR', 'SUCCESS', 'NONE']);
export type NotificationLevel = z.infer<typeof NotificationLevel>;

export const NakshatramLanguage = z.enum(['sanskrit', 'tamil', 'telugu', 'kannada', 'malayalam']);
export type NakshatramLanguage = z.infer<typeof NakshatramLanguage>;

export const PaymentMethod = z.enum([
  'PAYMENT_LINK',
  'CASH',
  'DEMAND_DRAFT',
  'CARD_MACHINE',
  'BACK_OFFICE_DEFAULT',
]);
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const PaymentMode = z.enum([
  'DEFAULT',
  'CARD_MACHINE',
  'BACK_OFFICE_DEFAULT',
  'CHEQUE',
  'DEMAND_DRAFT',
  'CASH',
  'PAYMENT_LINK',
  'QR_CODE',
  'US_CARD_TERMINAL',
]);
export type PaymentMode = z.infer<typeof PaymentMode>;

export const StaffRole = z.enum([
  'ROLE_ADMINISTRATOR',
  'CENTER_ADMIN',
  'REGISTRATION_ADMINISTRATOR',
  'RITUAL_SCHEDULER',
  'SEVAKA',
  'RITUAL_ASSISTANT_VOLUNTEER',
  'RITUAL_ASSISTANT',
  'PRASADAM_PACKING_VOLUNTEER',
  'OFFICE_ACCOUNTS_MANAGER',
  'OFFICE_VOLUNTEER',
]);
export type StaffRole = z.infer<typeof StaffRole>;

export const OrderStatus = z.enum(['NOT_COMPLETED', 'COMPLETED', 'CANCELLED', 'ON_HOLD', 'NO_SHOW', 'ERROR']);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const PaymentStatus = z.enum(['INITIALIZED', 'PENDING', 'COMPLETED', 'ERROR', 'EXPIRED', 'REFUNDED']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;
export const ResultStatus = z.enum(['COMPLETED', 'ERROR']);
export type ResultStatus = z.infer<typeof ResultStatus>;
export const SubscriptionStatus = z.enum(['ACTIVE', 'PAUSED', 'CANCELLED', 'COMPLETED']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;
/** Prasadam delivery of an order; the full set is recorded in docs/decisions.md. */
export const DeliveryStatus = z.enum(['NONE', 'PENDING', 'PACKED', 'SHIPPED', 'DELIVERED', 'RETURNED']);
export type DeliveryStatus = z.infer<typeof DeliveryStatus>;

export const Environment = z.enum(['DEV', 'UAT', 'PROD']);
export type Environment = z.infer<typeof Environment>;
export const Region = z.enum(['INDIA', 'OVERSEAS']);
export type Region = z.infer<typeof Region>;

export const AnalyticsEventName = z.enum([
  'slots selected',
  'add to cart',
  'checkout',
  'purchase success',
  'purchase failed',
]);
export type AnalyticsEventName = z.infer<typeof AnalyticsEventName>;
