import { Link } from 'react-router';
import { cartBadgeLabel, cartSlotCount } from '../../lib/cart-count';
import { useSessionValue } from '../../lib/session';
import { PATHS } from '../../lib/paths';
import { CartIcon } from '../icons/icons';

/** Accessible name of the cart link, e.g. "Cart, 3 bookings". */
export function cartLinkLabel(count: number): string {
  if (count <= 0) return 'Cart, empty';
  return `Cart, ${cartBadgeLabel(count)} ${count === 1 ? 'booking' : 'bookings'}`;
}

/** The cart badge: total slots across the cart, "99+" above 99, nothing when empty. */
export function CartBadge({ count }: { count: number }) {
  const label = cartBadgeLabel(count);
  if (!label) return null;
  return (
    <span className="sn-badge" aria-hidden="true" data-testid="cart-badge">
      {label}
    </span>
  );
}

export function useCartCount(): number {
  return useSessionValue((s) => cartSlotCount(s.cart));
}

export function CartLink({ active }: { active: boolean }) {
  const count = useCartCount();
  return (
    <Link
      to={PATHS.cart}
      className="sn-header__icon-button sn-header__cart"
      aria-label={cartLinkLabel(count)}
      aria-current={active ? 'page' : undefined}
    >
      <CartIcon />
      <CartBadge count={count} />
    </Link>
  );
}
