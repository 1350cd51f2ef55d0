/**
 * The cart badge rules, mirrored from packages/domain/src/cart.ts (cartSlotCount, cartBadgeLabel).
 *
 * Why a mirror: domain/cart.ts defines zod schemas at module top level, so importing it pulls zod
 * (~28 kB gzip) into the entry bundle just for the header badge. cart-count.test.ts checks that
 * these two functions answer exactly as the domain's do. Once the domain offers them from a
 * zod-free module, this file should become a re-export.
 */
import { CART_BADGE_CAP } from '@sannidhi/domain/constants';

/** Total number of slots across all cart items (the cart badge count, spec part 1 §2). */
export function cartSlotCount(items: readonly { slots: readonly unknown[] }[]): number {
  return items.reduce((count, item) => count + item.slots.length, 0);
}

/** Badge text for a slot count: '' for none, the number up to 99, '99+' above. */
export function cartBadgeLabel(count: number): string {
  if (!(count > 0)) return '';
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(Math.floor(count));
}
