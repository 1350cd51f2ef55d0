// Validates a cart against the catalogue and the domain's booking rules, and prices every line from the
// database (never from the client). The rules are the ones the booking page and the cart apply: one
// participant per place with valid fields, option and participant caps, the prasadam address form.
import { expandCartSlots, type CartItem, type CartSlot } from '@sannidhi/domain/cart';
import { CenterMeta, ProductConfig } from '@sannidhi/domain/catalogue';
import { deliveryAddressFormSchema } from '@sannidhi/domain/family-form';
import { participantPlacesCap, slotParticipantsIssue } from '@sannidhi/domain/participants';
import { prasadamForSlot } from '@sannidhi/domain/prasadam';
import { quantityIssue } from '@sannidhi/domain/quantities';
import { isBeforeCutOff, isSlotPast } from '@sannidhi/domain/slot';
import { formatSlotTime } from '@sannidhi/domain/time';
import { badRequest } from '../../errors';
import { type CenterRow, type ProductRow, type SlotRow, type VariantRow } from '../../repositories/catalogue';
import type { AppDeps } from '../../types';
import { cachedRitualsWithVariants } from '../catalogue/cached-catalogue';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const addressSchema = deliveryAddressFormSchema();

interface Catalogue {
  productById: Map<string, ProductRow>;
  slotById: Map<string, SlotRow>;
  variants: VariantRow[];
  timezone: string;
}

/** The slots a cart names, each once; 400 for one that is not a slot id. */
export function cartSlotIds(items: CartItem[]): string[] {
  const slotIds = [...new Set(items.flatMap((i) => i.slots.map((s) => s.slotId)))];
  const badSlot = slotIds.find((id) => !UUID.test(id));
  if (badSlot) throw badRequest(`slotId: unknown slot ${badSlot}`);
  return slotIds;
}

/** Prices a cart whose slots (those of cartSlotIds that exist) the caller has read. */
export async function priceCart(
  deps: Pick<AppDeps, 'db' | 'config'>,
  center: CenterRow,
  items: CartItem[],
  slots: SlotRow[],
  opts: { isVolunteer: boolean; bypassCutOff: boolean; now: Date },
): Promise<PricedCart> {
  const productIds = [...new Set(items.map((i) => i.productId))];
  const rituals = await cachedRitualsWithVariants(deps, productIds);
  const catalogue: Catalogue = {
    productById: new Map(rituals.products.map((p) => [p.id, p])),
    slotById: new Map(slots.map((s) => [s.id, s])),
    variants: rituals.variants,
    timezone: CenterMeta.parse(center.meta).timezone,
  };

  // The rules of a booking are checked on the cart as sent, before expansion: expansion gives each place its
  // participant and drops participants beyond the places, so it must not hide a mismatch.
  for (const item of items) checkBooking(item, center, catalogue, opts);

  const expanded = expandCartSlots(items);
  if (!expanded.length) throw badRequest('items: choose at least one ritual date and quantity');
  const lines: PricedLine[] = [];
  for (const item of expanded) {
    const product = catalogue.productById.get(item.productId)!;
    const config = ProductConfig.parse(product.config);
    const familyId = typeof item.meta.familyId === 'string' ? item.meta.familyId : null;
    for (const cartSlot of item.slots) {
      const slot = catalogue.slotById.get(cartSlot.slotId)!;
      const chosen = cartSlot.variants.map((v) => {
        const variant = variantOf(catalogue, product, v.name);
        return {
          variantId: variant.id,
          name: variant.name,
          quantity: v.quantity,
          unitPrice: variant.unitPrice,
        };
      });
      const hasPrasadam = prasadamForSlot(
        { type: product.type, config },
        { inPerson: slot.inPerson, hasPrasadam: cartSlot.hasPrasadam || item.hasPrasadam },
      );
      lines.push({
        itemId: item.itemId,
        productId: product.id,
        productName: product.name,
        slotId: slot.id,
        slotStart: slot.startTime,
        inPerson: slot.inPerson,
        hasPrasadam,
        prasadamDeliveryAddress: hasPrasadam
          ? (item.prasadamDeliveryAddress as Record<string, unknown>)
          : null,
        meta: { ...item.meta, ...cartSlot.meta },
        variants: chosen,
        places: chosen.reduce((n, v) => n + v.quantity, 0),
        totalPrice: chosen.reduce((sum, v) => sum + v.quantity * v.unitPrice, 0),
        familyId,
        isSubscription: product.isSubscription,
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

function variantOf(catalogue: Catalogue, product: ProductRow, name: string): VariantRow {
  const variant = catalogue.variants.find((r) => r.productId === product.id && r.name === name);
  if (!variant) throw badRequest(`variants: ${product.name} has no option "${name}"`);
  return variant;
}

/** One cart item (a booking of one ritual) against the catalogue and the booking rules of the domain. */
function checkBooking(
  item: CartItem,
  center: CenterRow,
  catalogue: Catalogue,
  opts: { isVolunteer: boolean; bypassCutOff: boolean; now: Date },
): void {
  const product = catalogue.productById.get(item.productId);
  const visible =
    product &&
    product.centerId === center.id &&
    (product.isAvailable || (opts.isVolunteer && product.isAvailableForBackOffice));
  if (!product || !visible)
    throw badRequest(`productId: ritual ${item.productId} is not available at this centre`);
  const config = ProductConfig.parse(product.config);
  if (product.isSubscription && !item.subscriptionType) {
    throw badRequest(`subscriptionType: choose recurring or one time for ${product.name}`);
  }
  // A slot may come as one entry or, expanded by the browser, as one entry per place: limits count them together.
  const perSlot = new Map<string, Map<string, number>>();
  let needsAddress = false;
  for (const cartSlot of item.slots) {
    const slot = catalogue.slotById.get(cartSlot.slotId);
    if (!slot || slot.productId !== product.id) throw badRequest(`slotId: unknown slot for ${product.name}`);
    // Formatting a time in the centre's zone is costly: the label is made only for a refusal that names it.
    const when = () =>
      `${product.name} on ${slot.startTime.toISOString().slice(0, 10)} ${formatSlotTime(slot.startTime, catalogue.timezone)}`;
    if (isSlotPast(slot.startTime, opts.now, catalogue.timezone, config.pastOffsetDays)) {
      throw badRequest(`${when()} has already taken place`);
    }
    if (slot.closedAt) throw badRequest(`${when()} is closed by the temple. Please choose another date.`);
    if (!isBeforeCutOff(slot.startTime, config.cutOffHours, opts.now) && !opts.bypassCutOff) {
      throw badRequest(`${when()} is closed for booking (bookings close ${config.cutOffHours} hours before)`);
    }
    if (slot.inPerson !== cartSlot.inPerson)
      throw badRequest(`inPerson: does not match the slot of ${when()}`);

    const places = placesOf(cartSlot);
    if (places < 1) continue; // books nothing: expansion drops it
    const counts = perSlot.get(slot.id) ?? new Map<string, number>();
    for (const v of cartSlot.variants.filter((variant) => variant.quantity > 0)) {
      variantOf(catalogue, product, v.name);
      counts.set(v.name, (counts.get(v.name) ?? 0) + v.quantity);
    }
    perSlot.set(slot.id, counts);

    const participants = slotParticipantsIssue(config.form, cartSlot.meta, places, when);
    if (participants) throw badRequest(`${participants.key}: ${participants.message}`);
    needsAddress ||= prasadamForSlot(
      { type: product.type, config },
      { inPerson: slot.inPerson, hasPrasadam: cartSlot.hasPrasadam || item.hasPrasadam },
    );
  }
  const cap = participantPlacesCap(config.form);
  for (const counts of perSlot.values()) {
    const chosen = [...counts].map(([name, quantity]) => ({
      name,
      quantity,
      maxQuantity: variantOf(catalogue, product, name).maxQuantity,
    }));
    const issue = quantityIssue(chosen, cap);
    if (issue) throw badRequest(`variants: ${issue}`);
  }
  if (needsAddress) {
    const result = addressSchema.safeParse(item.prasadamDeliveryAddress ?? {});
    const issue = result.success ? undefined : result.error.issues[0];
    if (issue) {
      throw badRequest(`prasadamDeliveryAddress.${issue.path.map(String).join('.')}: ${issue.message}`);
    }
  }
}

function placesOf(slot: CartSlot): number {
  return slot.variants.reduce((n, v) => n + Math.max(0, v.quantity), 0);
}
