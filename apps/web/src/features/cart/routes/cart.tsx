import { Link } from 'react-router';
import { cartSlotCount } from '../../../lib/cart-count';
import { buttonClassName } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { PageTitle } from '../../../components/page-title/page-title';
import { PATHS } from '../../../lib/paths';
import { useSessionValue } from '../../../lib/session';

/** `/cart` — the cart; its items and payment are built by the cart task. */
export default function CartRoute() {
  const count = useSessionValue((s) => cartSlotCount(s.cart));
  return (
    <>
      <PageTitle title="Cart" />
      {count === 0 ? (
        <EmptyState
          title="Your cart is empty"
          action={
            <Link to={PATHS.rituals} className={buttonClassName('primary')}>
              Browse rituals
            </Link>
          }
        >
          Rituals you add will appear here.
        </EmptyState>
      ) : (
        <p>
          Your cart holds {count} {count === 1 ? 'booking' : 'bookings'}. The cart items and payment will
          appear here.
        </p>
      )}
    </>
  );
}
