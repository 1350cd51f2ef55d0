/**
 * How many of each option (variant) may be chosen: never above the option's maxQuantity, the places
 * left in the chosen slot(s), the option's own inventory (INVENTORY rituals) or, for rituals that
 * take several participants, config.form.maxParticipants places in all (each place then needs its
 * own participant, see cart expansion in domain cart.ts).
 */
import type { VariantAnswer } from './contracts/catalogue';

export type Quantities = Readonly<Record<string, number>>;

export interface QuantityLimits {
  /** Places left, the smallest over the chosen slots; undefined before a slot is chosen. */
  placesLeft?: number;
  /** Remaining per variant id in the chosen slot (INVENTORY rituals). */
  inventory?: Readonly<Record<string, number>>;
  /** config.form.maxParticipants when above 1. */
  participantCap?: number;
}

/** Total places chosen. */
export function totalQuantity(quantities: Quantities): number {
  return Object.values(quantities).reduce((sum, q) => sum + (q > 0 ? q : 0), 0);
}

/** The highest quantity this variant may take given what the others already hold. */
export function variantMaximum(
  variant: Pick<VariantAnswer, 'id' | 'maxQuantity'>,
  quantities: Quantities,
  limits: QuantityLimits,
): number {
  const own = quantities[variant.id] ?? 0;
  const others = totalQuantity(quantities) - own;
  let max = Math.max(0, variant.maxQuantity);
  if (limits.inventory) max = Math.min(max, Math.max(0, limits.inventory[variant.id] ?? 0));
  const caps = [limits.placesLeft, limits.participantCap].filter((c): c is number => c !== undefined);
  for (const cap of caps) max = Math.min(max, Math.max(0, cap - others));
  return max;
}

/** Quantities brought back within the limits (after the slot or attendance mode changed). */
export function clampQuantities(
  variants: readonly Pick<VariantAnswer, 'id' | 'maxQuantity'>[],
  quantities: Quantities,
  limits: QuantityLimits,
): Record<string, number> {
  const result: Record<string, number> = {};
  for (const variant of variants) {
    const wanted = quantities[variant.id] ?? 0;
    if (wanted <= 0) continue;
    const max = variantMaximum(variant, result, limits);
    if (max > 0) result[variant.id] = Math.min(wanted, max);
  }
  return result;
}

/** Whether the quantities are unchanged (to avoid needless state updates). */
export function sameQuantities(a: Quantities, b: Quantities): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[key] ?? 0) !== (b[key] ?? 0)) return false;
  return true;
}

/** An option of one slot of a booking, with how many were chosen and its own maximum. */
export interface ChosenQuantity {
  name: string;
  quantity: number;
  maxQuantity: number;
}

/**
 * What is wrong with the quantities of one slot of a booking — the limits the booking page's steppers
 * apply (`variantMaximum`), checked again by POST /order/create: an option above its maxQuantity, or more
 * places than the ritual's participant cap (`participantPlacesCap`). Capacity and inventory are checked
 * when the places are taken. Returns the message, or null.
 */
export function quantityIssue(chosen: readonly ChosenQuantity[], placesCap?: number): string | null {
  for (const option of chosen) {
    if (option.quantity > option.maxQuantity) {
      return `at most ${option.maxQuantity} of "${option.name}" per booking`;
    }
  }
  const places = chosen.reduce((sum, option) => sum + Math.max(0, option.quantity), 0);
  if (placesCap !== undefined && places > placesCap) {
    return `at most ${placesCap} ${placesCap === 1 ? 'place' : 'places'} per booking (one participant each)`;
  }
  return null;
}
