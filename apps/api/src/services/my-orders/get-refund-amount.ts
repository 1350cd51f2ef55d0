// GET /order/getRefundAmount?orderIds=…: what a cancellation of these orders would refund.
import type pg from 'pg';
import type { RefundAmountAnswer } from '@sannidhi/domain/contracts/my-orders';
import type { AuthContext } from '../../types';
import { findOrdersForAction } from '../../repositories/orders-changes';
import { requireOrderActor } from './order-access';
import { refundableAmount } from './refund-amount';

export async function getRefundAmount(
  pool: pg.Pool,
  auth: AuthContext,
  orderIds: readonly string[],
): Promise<RefundAmountAnswer> {
  const ids = [...new Set(orderIds)];
  const orders = await findOrdersForAction(pool, ids, false);
  await requireOrderActor(pool, auth, ids, orders);
  return { refundAmount: refundableAmount(orders), currency: orders[0]?.currency ?? '' };
}
