// GET /order/calendar: "Add to calendar" in My Rituals. The booking's own devotee alone reads its calendar file (not
// even a centre admin: the file is the devotee's); anyone else's order is answered like a missing one (404).
import type pg from 'pg';
import type { UiLanguage } from '@sannidhi/domain/languages';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { AppError, notFound } from '../../errors';
import { findOrdersForAction } from '../../repositories/orders-changes';
import type { AuthContext } from '../../types';
import { bookingCalendar } from '../calendar/booking-event';
import { eventOfOrder } from '../calendar/booking-events-of';

export async function getOrderCalendar(
  pool: pg.Pool,
  auth: AuthContext,
  orderId: string,
  /** The language the entry is written in: the one the devotee reads the page in. */
  lang: UiLanguage,
): Promise<{ filename: string; content: string }> {
  const [order] = await findOrdersForAction(pool, [orderId], false);
  if (!order || order.user_id !== auth.userId) throw notFound(`Order not found: ${orderId}`);
  if (order.status !== 'NOT_COMPLETED' || order.payment_status !== 'COMPLETED')
    throw new AppError('UNPROCESSABLE', 'Only a confirmed upcoming booking can be added to a calendar');
  return {
    filename: `ritual-${displayBookingReference(order.booking_id)}.ics`,
    content: bookingCalendar([eventOfOrder(order, lang)], 'PUBLISH'),
  };
}
