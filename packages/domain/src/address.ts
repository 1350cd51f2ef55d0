/** Prasadam delivery address as stored on cart items, orders, families and subscriptions (spec part 2 §3). */
import { z } from 'zod';
import { DEFAULT_DIAL_CODE } from './constants';

/**
 * A delivery address as carried by data (lenient: every field a string, empty by default). The
 * family and subscription forms validate what the devotee types with `deliveryAddressFormSchema`.
 */
export const DeliveryAddress = z.object({
  name: z.string().default(''),
  code: z.string().default(DEFAULT_DIAL_CODE),
  phone: z.string().default(''),
  country: z.string().default(''),
  pinCode: z.string().default(''),
  city: z.string().default(''),
  state: z.string().default(''),
  line1: z.string().default(''),
  line2: z.string().default(''),
  line3: z.string().default(''),
  usShippingDetails: z.object({ carrier: z.string() }).optional(),
});
/** A delivery address (parsed). */
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;
