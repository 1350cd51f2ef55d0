/**
 * One participant per place in the cart (issue #16): a slot's numbered participants follow its
 * variants' units in order (the cart expansion gives unit k participant k), so adding a place to a
 * variant inserts its participant after that variant's last one, and removing a place removes the
 * participant the person chose and renumbers the rest. What the cart lists is what is sent.
 */
import type { CartItem, CartMeta, CartSlot } from '@sannidhi/domain/cart';

const NUMBERED_KEY = /^([A-Za-z][A-Za-z0-9]*)_(\d+)$/;

/** Where a place is changed: one variant of one slot of one item. */
export interface PlaceTarget {
  itemId: string;
  slotIndex: number;
  variantName: string;
}

/** The places a slot books: Σ quantity of its variants. */
export function slotPlaces(slot: Pick<CartSlot, 'variants'>): number {
  return slot.variants.reduce((sum, v) => sum + Math.max(0, v.quantity), 0);
}

/** The participant numbers of a variant's places: its units in variant order (1-based, inclusive). */
export function variantParticipantNumbers(slot: Pick<CartSlot, 'variants'>, variantName: string): number[] {
  let before = 0;
  for (const variant of slot.variants) {
    const quantity = Math.max(0, variant.quantity);
    if (variant.name === variantName) return Array.from({ length: quantity }, (_, i) => before + i + 1);
    before += quantity;
  }
  return [];
}

/** The meta with participant numbers ≥ from moved by `shift` (+1 to make room, −1 to close a gap). */
function renumber(meta: CartMeta, from: number, shift: number, drop?: number): CartMeta {
  const next: CartMeta = {};
  for (const [key, value] of Object.entries(meta)) {
    const match = key.startsWith('utm_') ? null : NUMBERED_KEY.exec(key);
    const n = Number(match?.[2]);
    if (!match || !(n > 0)) {
      next[key] = value;
      continue;
    }
    if (n === drop) continue;
    next[n >= from ? `${match[1]}_${n + shift}` : key] = value;
  }
  return next;
}

function updateSlot(
  cart: readonly CartItem[],
  target: PlaceTarget,
  change: (slot: CartSlot) => CartSlot,
): CartItem[] {
  return cart.map((item) =>
    item.itemId !== target.itemId
      ? item
      : { ...item, slots: item.slots.map((slot, i) => (i === target.slotIndex ? change(slot) : slot)) },
  );
}

function withQuantity(slot: CartSlot, variantName: string, shift: number): CartSlot['variants'] {
  return slot.variants.map((v) =>
    v.name === variantName ? { ...v, quantity: Math.max(0, v.quantity + shift) } : v,
  );
}

/**
 * The cart with one more place on a variant and its participant: `participant` is participant 1's
 * numbered meta (name_1, nakshatram_1 … as `numberedParticipantMeta` writes it), stored as the number
 * after the variant's last place; later participants move up by one.
 */
export function addPlace(
  cart: readonly CartItem[],
  target: PlaceTarget,
  participant: Readonly<Record<string, string | number>>,
): CartItem[] {
  return updateSlot(cart, target, (slot) => {
    const index = slot.variants.findIndex((v) => v.name === target.variantName);
    if (index < 0) return slot;
    // The place after the variant's last one (its participants come before the next variant's).
    const n = slotPlaces({ variants: slot.variants.slice(0, index + 1) }) + 1;
    const meta = renumber(slot.meta, n, 1);
    for (const [key, value] of Object.entries(participant)) {
      const match = NUMBERED_KEY.exec(key);
      if (match && match[2] === '1') meta[`${match[1]}_${n}`] = value;
    }
    return { ...slot, meta, variants: withQuantity(slot, target.variantName, 1) };
  });
}

/**
 * The cart with one place fewer on a variant: participant n (one of the variant's) goes with it and
 * the later participants move down by one. n = null for a ritual that asks for no participants.
 */
export function removePlace(cart: readonly CartItem[], target: PlaceTarget, n: number | null): CartItem[] {
  return updateSlot(cart, target, (slot) => {
    const variant = slot.variants.find((v) => v.name === target.variantName);
    if (!variant || variant.quantity <= 1) return slot;
    const meta = n === null ? slot.meta : renumber(slot.meta, n + 1, -1, n);
    return { ...slot, meta, variants: withQuantity(slot, target.variantName, -1) };
  });
}
