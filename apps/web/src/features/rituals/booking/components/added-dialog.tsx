import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../../components/button/button';
import { Dialog } from '../../../../components/dialog/dialog';
import { cartSlotCount } from '../../../../lib/cart-count';
import { PATHS } from '../../../../lib/paths';
import { getSession } from '../../../../lib/session';

export interface AddedDialogProps {
  productName: string;
  /** How many bookings were just added; null while the dialog is closed. */
  added: { slots: number } | null;
  onClose: () => void;
}

/** Confirms what was added to the cart: continue booking or go to the cart. */
export function AddedDialog({ productName, added, onClose }: AddedDialogProps) {
  return (
    <Dialog
      open={added !== null}
      onClose={onClose}
      title="Added to your cart"
      description={
        <p>
          {productName}: {added?.slots ?? 0} {added?.slots === 1 ? 'booking' : 'bookings'} added. Your cart
          now holds {cartSlotCount(getSession().cart)}.
        </p>
      }
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Continue booking
          </Button>
          <Link to={PATHS.cart} className={buttonClassName('primary')} data-autofocus>
            Go to cart
          </Link>
        </>
      }
    />
  );
}
