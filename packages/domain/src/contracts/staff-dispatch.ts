import * as z from 'zod/mini';
import { DeliveryAddress } from '../address';
import { CatalogueTexts } from '../catalogue-texts';
import { DeliveryStatus } from '../enums';
import { BookedVariant, VariantTextsByName } from '../form-texts';
import { Carrier, ShippingOption } from '../shipping';
import { Id } from './common';

const IsoDate = z.iso.date('use yyyy-mm-dd');

/** Which parcels the queue lists: those still to ship (PENDING, PACKED), those that left, or all. */
export const DispatchView = z.enum(['to-ship', 'shipped', 'all'], {
  error: 'view must be one of to-ship, shipped, all',
});
export type DispatchView = z.infer<typeof DispatchView>;

/**
 * `GET /staff/dispatch?center=&view=&from=&to=&q=&page=`: the prasadam parcels of paid bookings at a centre, by
 * ritual date (in the centre's zone). Without dates, every date; `q` finds a booking reference or a devotee's name.
 */
export const StaffDispatchQuery = z
  .object({
    center: Id,
    view: z._default(DispatchView, 'to-ship'),
    from: z.optional(IsoDate),
    to: z.optional(IsoDate),
    q: z.optional(z.string().check(z.trim(), z.maxLength(80, 'q: at most 80 characters'))),
    page: z._default(
      z.coerce
        .number({ error: 'page must be a number' })
        .check(z.int(), z.gte(1, 'page starts at 1'), z.lte(10000)),
      1,
    ),
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, {
      message: 'from must not be after to',
      path: ['from'],
    }),
  );
export type StaffDispatchQuery = z.output<typeof StaffDispatchQuery>;

/** One parcel as the packer sees it: who, where, what, and how it travels. No payment data. */
export const DispatchParcel = z.object({
  orderId: z.string(),
  /** The reference the devotee sees (bookingId without its first 3 characters). */
  reference: z.string(),
  ritual: z.string(),
  /** The ritual's name in other languages as the centre gave them (products.texts): the page names it in its language. */
  ritualTexts: z._default(CatalogueTexts, {}),
  /** The ritual's date (yyyy-mm-dd) and time in the centre's zone. */
  ritualDate: z.string(),
  ritualTime: z.string(),
  devoteeName: z.string(),
  /** The devotee erased their account (issue 30): no name; the screen says "Erased devotee" in its language. */
  devoteeErased: z.boolean(),
  /** Options booked, "Single X 1" (English, as stored). */
  options: z.array(z.string()),
  /** The same options by English name and quantity, and the ritual's variant names in other languages. */
  variants: z._default(z.array(BookedVariant), []),
  variantTexts: z._default(VariantTextsByName, {}),
  /** The month of a prasadam subscription this parcel is for, or null for a single booking. */
  subscriptionMonth: z.nullable(z.object({ month: z.int(), of: z.int() })),
  /** The parcel's own copy of the address (kept as packed, whatever the devotee changes later). */
  address: DeliveryAddress,
  deliveryStatus: DeliveryStatus,
  carrier: z.nullable(z.string()),
  /** The option set on the parcel, or the one its destination calls for when none is set yet. */
  shippingOption: z.string(),
  trackingId: z.nullable(z.string()),
  trackingUrl: z.nullable(z.string()),
});
export type DispatchParcel = z.infer<typeof DispatchParcel>;

export const StaffDispatch = z.object({
  center: z.object({ id: z.string(), name: z.string(), timezone: z.string() }),
  parcels: z.array(DispatchParcel),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type StaffDispatch = z.infer<typeof StaffDispatch>;

/** Statuses staff set on parcels (NONE and PENDING are where parcels start, never set by hand). */
export const DispatchStatus = z.enum(['PACKED', 'SHIPPED', 'DELIVERED', 'RETURNED'], {
  error: 'deliveryStatus must be one of PACKED, SHIPPED, DELIVERED, RETURNED',
});

/**
 * `POST /staff/dispatch`: set the status, carrier and shipping option of one parcel or many at once, each with its
 * own tracking id. All or nothing: one refused parcel refuses the whole set.
 */
export const DispatchUpdateBody = z
  .object({
    center: Id,
    deliveryStatus: DispatchStatus,
    carrier: z.optional(Carrier),
    shippingOption: z.optional(ShippingOption),
    parcels: z
      .array(
        z.object({
          orderId: z.uuid('Parcel not found'),
          trackingId: z.optional(
            z.string().check(z.trim(), z.maxLength(64, 'trackingId: at most 64 characters')),
          ),
        }),
      )
      .check(
        z.minLength(1, 'Please choose at least one parcel'),
        z.maxLength(100, 'At most 100 parcels at once'),
      ),
  })
  .check(
    z.refine((b) => new Set(b.parcels.map((p) => p.orderId)).size === b.parcels.length, {
      message: 'A parcel is listed twice',
      path: ['parcels'],
    }),
  );
export type DispatchUpdateBody = z.output<typeof DispatchUpdateBody>;

export const DispatchUpdateAnswer = z.object({ parcels: z.array(DispatchParcel) });
export type DispatchUpdateAnswer = z.infer<typeof DispatchUpdateAnswer>;

/** `GET /staff/dispatch/slips` and `/labels?center=&orderIds=a,b`: printable PDFs of the chosen parcels. */
export const DispatchPrintQuery = z.object({
  center: Id,
  orderIds: z.pipe(
    z.pipe(
      z.string(),
      z.transform((s: string) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ),
    z
      .array(z.uuid('Parcel not found'))
      .check(
        z.minLength(1, 'Please choose at least one parcel'),
        z.maxLength(100, 'At most 100 parcels at once'),
      ),
  ),
});
export type DispatchPrintQuery = z.output<typeof DispatchPrintQuery>;
