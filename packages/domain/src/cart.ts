/** The cart: item, slot and variant contracts, total, expansion before submission, badge (spec part 1 §3, §4). */
import * as z from 'zod/mini';
import { boundedRecord } from './input-rules';
import { DeliveryAddress } from './address';
import { ageGroupOf, normaliseGender, type Numberish } from './age-group';
import { CART_BADGE_CAP } from './constants';
import { AgeGroup, Gender, OfferingCategory, Recurrence } from './enums';
import { parseCartDate } from './time';

/** Free metadata: utms and numbered participant properties (name_1, age_1, gender_2 …). */
export const CartMeta = boundedRecord({ maxDepth: 4, maxBytes: 16_384 });
/** Metadata of a cart item or slot. */
export type CartMeta = z.infer<typeof CartMeta>;

/** A variant chosen in a slot; unitPrice in integer minor units, date "ddMMyyyy". */
export const CartVariant = z.object({
  name: z.string(),
  quantity: z.int().check(z.minimum(0)),
  unitPrice: z.int().check(z.minimum(0)),
  date: z.string().check(z.refine((value) => parseCartDate(value) !== null, 'Date must be ddMMyyyy')),
});
/** A variant chosen in a slot. */
export type CartVariant = z.infer<typeof CartVariant>;

/** A slot of a cart item with its variants and participants. */
export const CartSlot = z.object({
  slotId: z.string(),
  inPerson: z.boolean(),
  startTime: z.iso.datetime({ offset: true }),
  meta: z._default(CartMeta, {}),
  variants: z.array(CartVariant),
  hasPrasadam: z._default(z.boolean(), false),
  ritualCategory: z.optional(OfferingCategory),
  maxChildAge: z.optional(z.nullable(z.int().check(z.minimum(0)))),
  ageGroup: z.optional(AgeGroup),
  gender: z.optional(Gender),
});
/** A slot of a cart item (parsed). */
export type CartSlot = z.infer<typeof CartSlot>;

/** A cart item: one ritual with its slots. subscriptionType is 'recurring' for a subscription. */
export const CartItem = z.object({
  itemId: z.string(),
  productId: z.string(),
  meta: z._default(CartMeta, {}),
  prasadamDeliveryAddress: z._default(z.nullable(DeliveryAddress), null),
  hasPrasadam: z._default(z.boolean(), false),
  slots: z.array(CartSlot),
  subscriptionType: z._default(z.nullable(Recurrence), null),
  /** A waiting-list offer this item books the held places of (issue 29). */
  waitingListEntryId: z.optional(z.string()),
});
/** A cart item (parsed). */
export type CartItem = z.infer<typeof CartItem>;
/** A cart item before defaults are applied (what a caller may write). */
export type CartItemInput = z.input<typeof CartItem>;

/** The whole cart as kept in the session. */
export const Cart = z.array(CartItem);

/** The part of a cart the total reads. */
export type PricedItem = {
  slots: readonly { variants: readonly Pick<CartVariant, 'quantity' | 'unitPrice'>[] }[];
};

/** Cart total (spec part 1 §4): Σ quantity × unitPrice over every variant, in integer minor units. */
export function cartTotal(items: readonly PricedItem[]): number {
  let total = 0;
  for (const item of items)
    for (const slot of item.slots) for (const v of slot.variants) total += v.quantity * v.unitPrice;
  return total;
}

/** Total number of slots across all cart items (the cart badge count, spec part 1 §2). */
export function cartSlotCount(items: readonly { slots: readonly unknown[] }[]): number {
  return items.reduce((count, item) => count + item.slots.length, 0);
}

/** Badge text for a slot count: '' for none, the number up to 99, '99+' above. */
export function cartBadgeLabel(count: number): string {
  if (!(count > 0)) return '';
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(Math.floor(count));
}

const NUMBERED_KEY = /^([A-Za-z][A-Za-z0-9]*)_(\d+)$/;

function numberedKey(key: string): { base: string; n: number } | null {
  if (key.startsWith('utm_')) return null;
  const match = NUMBERED_KEY.exec(key);
  const n = Number(match?.[2]);
  return match?.[1] && n > 0 ? { base: match[1], n } : null;
}

/** Participant numbers found in slot metadata (name_1, age_2 … → [1, 2]), ascending. */
export function participantNumbers(meta: CartMeta): number[] {
  const numbers = new Set<number>();
  for (const key of Object.keys(meta)) {
    const numbered = numberedKey(key);
    if (numbered) numbers.add(numbered.n);
  }
  return [...numbers].sort((a, b) => a - b);
}

/**
 * Metadata for one participant: the shared (un-numbered) keys plus participant n's own keys
 * renumbered to _1; other participants' keys are dropped. n = null keeps the shared keys only.
 */
export function participantMeta(meta: CartMeta, n: number | null): CartMeta {
  const result: CartMeta = {};
  for (const [key, value] of Object.entries(meta)) {
    const numbered = numberedKey(key);
    if (!numbered) result[key] = value;
    else if (numbered.n === n) result[`${numbered.base}_1`] = value;
  }
  return result;
}

function numberish(value: unknown): Numberish {
  return typeof value === 'number' || typeof value === 'string' ? value : undefined;
}

function withParticipant(slot: CartSlot, meta: CartMeta, n: number): CartSlot {
  return {
    ...slot,
    meta,
    ageGroup: ageGroupOf({
      ritualCategory: slot.ritualCategory,
      maxChildAge: slot.maxChildAge,
      age: numberish(meta[`age_${n}`]),
      ageInYear: numberish(meta[`ageInYear_${n}`]),
      ageInMonth: numberish(meta[`ageInMonth_${n}`]),
    }),
    gender: normaliseGender(meta[`gender_${n}`]),
  };
}

function expandSlot(slot: CartSlot): CartSlot[] {
  const variants = slot.variants.filter((v) => v.quantity > 0);
  const numbers = participantNumbers(slot.meta);
  const first = numbers[0];
  if (numbers.length <= 1) {
    const kept = { ...slot, variants };
    return variants.length === 0
      ? []
      : [first === undefined ? kept : withParticipant(kept, slot.meta, first)];
  }
  const units: CartSlot[] = [];
  for (const variant of variants) {
    for (let unit = 0; unit < variant.quantity; unit += 1) {
      const n = numbers[units.length] ?? null;
      const single = { ...slot, variants: [{ ...variant, quantity: 1 }] };
      const meta = participantMeta(slot.meta, n);
      units.push(n === null ? { ...single, meta } : withParticipant(single, meta, 1));
    }
  }
  return units;
}

/**
 * Cart expansion before submission (spec part 1 §4). A slot with several numbered participants is
 * split into one slot per unit of variant quantity; unit k carries the k-th participant's metadata
 * renumbered to _1 (plus the shared keys) and that participant's ageGroup and gender. Otherwise only
 * variants with quantity above 0 are kept, and ageGroup/gender come from participant _1 when present.
 * Slots left without variants, and items left without slots, are dropped.
 */
export function expandCartSlots(items: readonly CartItem[]): CartItem[] {
  return items
    .map((item) => ({ ...item, slots: item.slots.flatMap(expandSlot) }))
    .filter((item) => item.slots.length > 0);
}
