import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const count = added?.slots ?? 0;
  const held = cartSlotCount(getSession().cart);
  return (
    <Dialog
      open={added !== null}
      onClose={onClose}
      title={t`Added to your cart`}
      description={
        <p>
          {t({
            comment:
              'After adding a ritual to the cart: the ritual name, how many bookings, how many the cart holds',
            // Both counts are plurals: a language whose verb agrees with the count says it for one and for more.
            message: `${productName}: ${plural(count, { one: '# booking added.', other: '# bookings added.' })} ${plural(held, { one: 'Your cart now holds #.', other: 'Your cart now holds #.' })}`,
          })}
        </p>
      }
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Continue booking</Trans>
          </Button>
          <Link to={PATHS.cart} className={buttonClassName('primary')} data-autofocus>
            <Trans>Go to cart</Trans>
          </Link>
        </>
      }
    />
  );
}
