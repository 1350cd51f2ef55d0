// Drizzle table definitions mirroring apps/api/migrations (the SQL files are the source of truth).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CenterContact, CenterMeta, ProductConfig } from '@sannidhi/domain/catalogue';
import type { CatalogueTexts } from '@sannidhi/domain/catalogue-texts';
import type { VariantTexts } from '@sannidhi/domain/form-texts';

const money = (name: string) => bigint(name, { mode: 'number' });
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const centers = pgTable('centers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  label: text('label').notNull().default('-'),
  image: text('image').notNull().default(''),
  isAvailable: boolean('is_available').notNull().default(true),
  description: text('description').notNull().default(''),
  currency: text('currency'),
  contact: jsonb('contact').$type<CenterContact>().notNull(),
  treasurerEmail: text('treasurer_email').notNull().default(''),
  meta: jsonb('meta').$type<CenterMeta>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: tstz('created_at').notNull().defaultNow(),
  texts: jsonb('texts').$type<CatalogueTexts>().notNull().default({}),
});

export const products = pgTable('products', {
  id: text('id').primaryKey(),
  centerId: text('center_id')
    .notNull()
    .references(() => centers.id),
  name: text('name').notNull(),
  globalType: text('global_type'),
  image: text('image').notNull().default(''),
  price: money('price').notNull(),
  description: text('description').notNull().default(''),
  category: text('category').notNull(),
  type: text('type').notNull(),
  deliveryMode: text('delivery_mode').notNull().default('IN_PERSON'),
  isAvailable: boolean('is_available').notNull().default(true),
  isAvailableForBackOffice: boolean('is_available_for_back_office').notNull().default(true),
  isSubscription: boolean('is_subscription').notNull().default(false),
  config: jsonb('config').$type<ProductConfig>().notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  texts: jsonb('texts').$type<CatalogueTexts>().notNull().default({}),
});

export const packages = pgTable('packages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  urlTag: text('url_tag').notNull().unique(),
  description: text('description').notNull().default(''),
  image: text('image').notNull().default(''),
  texts: jsonb('texts').$type<CatalogueTexts>().notNull().default({}),
});

export const packageProducts = pgTable(
  'package_products',
  {
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.productId] })],
);

export const productVariants = pgTable('product_variants', {
  id: text('id').primaryKey(),
  productId: text('product_id')
    .notNull()
    .references(() => products.id),
  name: text('name').notNull(),
  unitPrice: money('unit_price').notNull(),
  maxQuantity: integer('max_quantity').notNull().default(10),
  position: integer('position').notNull().default(0),
  texts: jsonb('texts').$type<VariantTexts>().notNull().default({}),
});

export const slots = pgTable('slots', {
  id: uuid('id').primaryKey().defaultRandom(),
  productId: text('product_id')
    .notNull()
    .references(() => products.id),
  startTime: tstz('start_time').notNull(),
  inPerson: boolean('in_person').notNull().default(true),
  capacity: integer('capacity').notNull(),
  booked: integer('booked').notNull().default(0),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  /** Closed by the staff schedule: not bookable (migration 20261124T1110). */
  closedAt: tstz('closed_at'),
  closedBy: text('closed_by'),
});

export const slotInventory = pgTable(
  'slot_inventory',
  {
    slotId: uuid('slot_id')
      .notNull()
      .references(() => slots.id),
    variantId: text('variant_id')
      .notNull()
      .references(() => productVariants.id),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.slotId, t.variantId] })],
);

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  countryOfResidence: text('country_of_residence').notNull().default(''),
  photo: text('photo').notNull().default(''),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
  /** The interface language the user chose (languages.ts UI_LANGUAGES); null = never chosen, mails in English. */
  language: text('language'),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    centerId: text('center_id')
      .notNull()
      .references(() => centers.id),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.centerId, t.role] })],
);

export const bookingPersons = pgTable('booking_persons', {
  ssoId: text('sso_id')
    .primaryKey()
    .references(() => users.id),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull().default(''),
  phoneCode: text('phone_code').notNull().default(''),
  secondaryPhone: text('secondary_phone').notNull().default(''),
  whatsAppPhone: text('whats_app_phone').notNull().default(''),
  email: text('email').notNull(),
  subscribedForNewsLetter: boolean('subscribed_for_news_letter').notNull().default(false),
  privacyTermsAccepted: boolean('privacy_terms_accepted').notNull().default(false),
  billingAddress: jsonb('billing_address').$type<Record<string, string>>().notNull().default({}),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  requestId: char('request_id', { length: 10 }).notNull().unique(),
  centerId: text('center_id')
    .notNull()
    .references(() => centers.id),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  bookedBy: text('booked_by').references(() => users.id),
  amount: money('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull().default('INITIALIZED'),
  channel: text('channel').notNull(),
  transactionId: text('transaction_id'),
  rawResp: jsonb('raw_resp').$type<Record<string, unknown>>().notNull().default({}),
  idempotencyKey: text('idempotency_key').unique(),
  expiresAt: tstz('expires_at'),
  terminalTransactionId: text('terminal_transaction_id'),
  terminalRecheckedAt: tstz('terminal_rechecked_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const paymentLinks = pgTable('payment_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id),
  email: text('email').notNull(),
  expiresAt: tstz('expires_at').notNull(),
  initialisedAt: tstz('initialised_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const families = pgTable('families', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  name: text('name').notNull(),
  prasadamDeliveryAddress: jsonb('prasadam_delivery_address').$type<Record<string, unknown>>().notNull(),
  palmLeafInfo: jsonb('palm_leaf_info').$type<Record<string, unknown>>().notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  centerId: text('center_id')
    .notNull()
    .references(() => centers.id),
  productId: text('product_id')
    .notNull()
    .references(() => products.id),
  status: text('status').notNull().default('ACTIVE'),
  subscriptionType: text('subscription_type').notNull().default('RECURRING'),
  bookingPersonInfo: jsonb('booking_person_info').$type<Record<string, unknown>>().notNull(),
  prasadamDeliveryAddress: jsonb('prasadam_delivery_address').$type<Record<string, unknown>>().notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const subscriptionPayments = pgTable('subscription_payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  subscriptionId: uuid('subscription_id')
    .notNull()
    .references(() => subscriptions.id),
  paymentId: uuid('payment_id').references(() => payments.id),
  sequence: integer('sequence').notNull(),
  monthsCompleted: integer('months_completed').notNull().default(0),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: text('booking_id').notNull().unique(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  bookedBy: text('booked_by').references(() => users.id),
  centerId: text('center_id')
    .notNull()
    .references(() => centers.id),
  productId: text('product_id')
    .notNull()
    .references(() => products.id),
  itemId: text('item_id').notNull(),
  slotId: uuid('slot_id')
    .notNull()
    .references(() => slots.id),
  status: text('status').notNull().default('NOT_COMPLETED'),
  paymentStatus: text('payment_status').notNull().default('INITIALIZED'),
  deliveryStatus: text('delivery_status').notNull().default('NONE'),
  prasadamTrackingId: text('prasadam_tracking_id'),
  inPerson: boolean('in_person').notNull(),
  hasPrasadam: boolean('has_prasadam').notNull().default(false),
  prasadamDeliveryAddress: jsonb('prasadam_delivery_address').$type<Record<string, unknown>>(),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  variants: jsonb('variants').$type<{ name: string; quantity: number; unitPrice: number }[]>().notNull(),
  totalPrice: money('total_price').notNull(),
  currency: text('currency').notNull(),
  ogSlotStart: tstz('og_slot_start').notNull(),
  familyId: uuid('family_id').references(() => families.id),
  subscriptionPaymentId: uuid('subscription_payment_id').references(() => subscriptionPayments.id),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const analyticsEvents = pgTable('analytics_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  userId: text('user_id'),
  centerId: text('center_id'),
  properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  actorId: text('actor_id'),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  data: jsonb('data')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  requestId: text('request_id'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
