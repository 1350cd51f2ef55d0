/** Prasadam delivery address as stored on cart items, orders, families and subscriptions (spec part 2 §3). */
import * as z from 'zod/mini';
import { DEFAULT_DIAL_CODE } from './constants';

/**
 * A delivery address as carried by data (lenient: every field a string, empty by default). The
 * family and subscription forms validate what the devotee types with `deliveryAddressFormSchema`.
 */
export const DeliveryAddress = z.object({
  name: z._default(z.string(), ''),
  code: z._default(z.string(), DEFAULT_DIAL_CODE),
  phone: z._default(z.string(), ''),
  country: z._default(z.string(), ''),
  pinCode: z._default(z.string(), ''),
  city: z._default(z.string(), ''),
  state: z._default(z.string(), ''),
  line1: z._default(z.string(), ''),
  line2: z._default(z.string(), ''),
  line3: z._default(z.string(), ''),
  usShippingDetails: z.optional(z.object({ carrier: z.string() })),
});
/** A delivery address (parsed). */
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;
