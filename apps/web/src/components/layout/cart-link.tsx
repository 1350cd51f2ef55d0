import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { cartBadgeLabel, cartSlotCount } from '../../lib/cart-count';
import { useSessionValue } from '../../lib/session';
import { PATHS } from '../../lib/paths';
import { CartIcon } from '../icons/icons';

/** Accessible name of the cart link, e.g. "Cart, 3 bookings" ("Cart, 99+ bookings" above 99). */
export function useCartLinkLabel(count: number): string {
  const { t } = useLingui();
  if (count <= 0) return t`Cart, empty`;
  const badge = cartBadgeLabel(count);
  return t({
    comment: 'The cart link in the header; badge is the number of bookings, or "99+"',
    message: plural(count, { one: `Cart, ${badge} booking`, other: `Cart, ${badge} bookings` }),
  });
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
  const label = useCartLinkLabel(count);
  return (
    <Link
      to={PATHS.cart}
      className="sn-header__icon-button sn-header__cart"
      aria-label={label}
      aria-current={active ? 'page' : undefined}
    >
      <CartIcon />
      <CartBadge count={count} />
    </Link>
  );
}
