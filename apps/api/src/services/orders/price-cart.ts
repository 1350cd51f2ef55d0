// Validates a cart against the catalogue and prices every line from the database (never from the client).
import type pg from 'pg';
import { expandCartSlots, type CartItem } from '@sannidhi/domain/cart';
import { CenterMeta, ProductConfig } from '@sannidhi/domain/catalogue';
import { prasadamForSlot } from '@sannidhi/domain/prasadam';
import { isBeforeCutOff, isSlotPast } from '@sannidhi/domain/slot';
import { formatSlotTime } from '@sannidhi/domain/time';
import { badRequest } from '../../errors';
import type { CenterRow } from '../../repositories/catalogue';

export interface PricedLine {
  itemId: string;
  productId: string;
  productName: string;
  slotId: string;
  slotStart: Date;
  inPerson: boolean;
  hasPrasadam: boolean;
  prasadamDeliveryAddress: Record<string, unknown> | null;
  meta: Record<string, unknown>;
  variants: { variantId: string; name: string; quantity: number; unitPrice: number }[];
  /** Places this line takes from the slot. */
  places: number;
  totalPrice: number;
  familyId: string | null;
  isSubscription: boolean;
  subscriptionType: string | null;
  /** INVENTORY rituals reserve per variant too. */
  usesInventory: boolean;
}

export interface PricedCart {
  lines: PricedLine[];
  amount: number;
  hasSubscription: boolean;
}

interface ProductRow {
  id: string;
  center_id: string;
  name: string;
  type: string;
  category: string;
  is_available: boolean;
  is_available_for_back_office: boolean;
  is_subscription: boolean;
  config: unknown;
}

const ADDRESS_FIELDS = ['name', 'phone', 'line1', 'city', 'state', 'pinCode'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function priceCart(
  pool: pg.Pool,
  center: CenterRow,
  items: CartItem[],
  opts: { isVolunteer: boolean; bypassCutOff: boolean; now: Date },
): Promise<PricedCart> {
  const expanded = expandCartSlots(items);
  if (!expanded.length) throw badRequest('items: choose at least one ritual date and quantity');
  const timezone = CenterMeta.parse(center.meta).timezone;

  const productIds = [...new Set(expanded.map((i) => i.productId))];
  const slotIds = [...new Set(expanded.flatMap((i) => i.slots.map((s) => s.slotId)))];
  const badSlot = slotIds.find((id) => !UUID.test(id));
  if (badSlot) throw badRequest(`slotId: unknown slot ${badSlot}`);

  const [products, variants, slots] = await Promise.all([
    pool.query<ProductRow>('SELECT * FROM products WHERE id = ANY($1)', [productIds]),
    pool.query<{ id: string; product_id: string; name: string; unit_price: number; max_quantity: number }>(
      'SELECT * FROM product_variants WHERE product_id = ANY($1)',
      [productIds],
    ),
    pool.query<{ id: string; product_id: string; start_time: Date; in_person: boolean }>(
      'SELECT id, product_id, start_time, in_person FROM slots WHERE id = ANY($1::uuid[])',
      [slotIds],
    ),
  ]);
  const productById = new Map(products.rows.map((p) => [p.id, p]));
  const slotById = new Map(slots.rows.map((s) => [s.id, s]));

  const lines: PricedLine[] = [];
  for (const item of expanded) {
    const product = productById.get(item.productId);
    const visible =
      product &&
      product.center_id === center.id &&
      (product.is_available || (opts.isVolunteer && product.is_available_for_back_office));
    if (!product || !visible)
      throw badRequest(`productId: ritual ${item.productId} is not available at this centre`);
    const config = ProductConfig.parse(product.config);
    if (product.is_subscription && !item.subscriptionType) {
      throw badRequest(`subscriptionType: choose recurring or one time for ${product.name}`);
    }
    const familyId = typeof item.meta.familyId === 'string' ? item.meta.familyId : null;

    for (const cartSlot of item.slots) {
      const slot = slotById.get(cartSlot.slotId);
      if (!slot || slot.product_id !== product.id)
        throw badRequest(`slotId: unknown slot for ${product.name}`);
      const when = `${product.name} on ${slot.start_time.toISOString().slice(0, 10)} ${formatSlotTime(slot.start_time, timezone)}`;
      if (isSlotPast(slot.start_time, opts.now, timezone, config.pastOffsetDays)) {
        throw badRequest(`${when} has already taken place`);
      }
      if (!isBeforeCutOff(slot.start_time, config.cutOffHours, opts.now) && !opts.bypassCutOff) {
        throw badRequest(`${when} is closed for booking (bookings close ${config.cutOffHours} hours before)`);
      }
      if (slot.in_person !== cartSlot.inPerson)
        throw badRequest(`inPerson: does not match the slot of ${when}`);

      const chosen = cartSlot.variants.map((v) => {
        const variant = variants.rows.find((r) => r.product_id === product.id && r.name === v.name);
        if (!variant) throw badRequest(`variants: ${product.name} has no option "${v.name}"`);
        if (v.quantity > variant.max_quantity) {
          throw badRequest(`variants: at most ${variant.max_quantity} of "${v.name}" per booking`);
        }
        return {
          variantId: variant.id,
          name: variant.name,
          quantity: v.quantity,
          unitPrice: variant.unit_price,
        };
      });
      const places = chosen.reduce((n, v) => n + v.quantity, 0);
      if (places < 1) throw badRequest(`variants: choose a quantity for ${when}`);

      requireParticipantFields(config, cartSlot.meta, product.name);
      const hasPrasadam = prasadamForSlot(
        { type: product.type, config },
        { inPerson: slot.in_person, hasPrasadam: cartSlot.hasPrasadam || item.hasPrasadam },
      );
      const address = hasPrasadam ? (item.prasadamDeliveryAddress as Record<string, unknown> | null) : null;
      if (hasPrasadam) {
        const missing = ADDRESS_FIELDS.find((f) => !String(address?.[f] ?? '').trim());
        if (missing) throw badRequest(`prasadamDeliveryAddress.${missing}: This field is mandatory`);
      }
      lines.push({
        itemId: item.itemId,
        productId: product.id,
        productName: product.name,
        slotId: slot.id,
        slotStart: slot.start_time,
        inPerson: slot.in_person,
        hasPrasadam,
        prasadamDeliveryAddress: address,
        meta: { ...item.meta, ...cartSlot.meta },
        variants: chosen,
        places,
        totalPrice: chosen.reduce((sum, v) => sum + v.quantity * v.unitPrice, 0),
        familyId,
        isSubscription: product.is_subscription,
        subscriptionType: item.subscriptionType,
        usesInventory: config.calendar.layout === 'INVENTORY',
      });
    }
  }
  return {
    lines,
    amount: lines.reduce((sum, l) => sum + l.totalPrice, 0),
    hasSubscription: lines.some((l) => l.isSubscription),
  };
}

function requireParticipantFields(config: ProductConfig, meta: Record<string, unknown>, productName: string) {
  for (const field of config.form?.fields ?? []) {
    if (!field.required) continue;
    const value = meta[`${field.key}_1`] ?? meta[field.key];
    if (value === undefined || value === null || String(value).trim() === '') {
      throw badRequest(`${field.key}_1: This field is mandatory (${field.label}, ${productName})`);
    }
  }
}
