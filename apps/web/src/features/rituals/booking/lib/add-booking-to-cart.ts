import { i18n } from '@lingui/core';
import type { CartItem } from '@sannidhi/domain/cart';
import type { Center, Product } from '@sannidhi/domain/catalogue';
import { toast } from '../../../../components/toast/toast-store';
import { setSession } from '../../../../lib/session';
import { sendAnalyticsEvent } from '../../../../api/analytics';
import { BOOKING_MESSAGES } from './booking-messages';
import { buildCartItem, type BookingSelection } from './cart-item';

export interface BookingToAdd extends Omit<BookingSelection, 'product'> {
  product: Product;
  center: Center;
  /** Places chosen and their total, for the analytics event. */
  quantity: number;
  amount: number;
  inPerson: boolean;
  /** The waiting-list offer whose held places this booking takes. */
  waitingListEntryId?: string;
}

/**
 * Puts the booking in the session's cart, says so and records the "add to cart" event; null (after
 * saying so) when the cart item cannot be built.
 */
export function addBookingToCart({
  center,
  quantity,
  amount,
  inPerson,
  waitingListEntryId,
  ...selection
}: BookingToAdd): CartItem | null {
  const { product, utms } = selection;
  let item: CartItem;
  try {
    item = buildCartItem(selection);
    if (waitingListEntryId) item = { ...item, waitingListEntryId };
  } catch (error) {
    console.error('The cart item could not be built', error);
    toast.error(i18n._(BOOKING_MESSAGES.addFailed));
    return null;
  }
  setSession((s) => ({ cart: [...s.cart, item] }));
  toast.success(i18n._(BOOKING_MESSAGES.added));
  sendAnalyticsEvent('add to cart', center.id, {
    productId: product.id,
    productName: product.name,
    itemId: item.itemId,
    slots: item.slots.length,
    quantity,
    amount,
    currency: center.currency,
    inPerson,
    hasPrasadam: item.hasPrasadam,
    subscriptionType: item.subscriptionType,
    ...utms,
  });
  return item;
}
