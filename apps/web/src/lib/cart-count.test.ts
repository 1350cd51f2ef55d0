import * as domain from '@sannidhi/domain/cart';
import { describe, expect, it } from 'vitest';
import { cartBadgeLabel, cartSlotCount } from './cart-count';

// The web keeps a zod-free copy of these two rules (see cart-count.ts); it must agree with the domain.
describe('cart badge rules mirror packages/domain/src/cart.ts', () => {
  it('cartBadgeLabel answers as the domain does', () => {
    for (const n of [-1, 0, 0.5, 1, 2, 42, 98, 99, 100, 101, 1000, Number.NaN]) {
      expect(cartBadgeLabel(n)).toBe(domain.cartBadgeLabel(n));
    }
    expect(cartBadgeLabel(99)).toBe('99');
    expect(cartBadgeLabel(100)).toBe('99+');
    expect(cartBadgeLabel(0)).toBe('');
  });

  it('cartSlotCount answers as the domain does', () => {
    const carts = [[], [{ slots: [1] }], [{ slots: [1, 2, 3] }, { slots: [] }, { slots: [4, 5] }]];
    for (const cart of carts) expect(cartSlotCount(cart)).toBe(domain.cartSlotCount(cart));
    expect(cartSlotCount(carts[2] ?? [])).toBe(5);
  });
});
