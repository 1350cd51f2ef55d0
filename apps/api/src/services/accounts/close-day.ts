// POST /staff/accounts/close: the accounts manager closes a day at a centre. Every gateway payment of the day (made
// or paid that day) is checked against the gateway's status API — one still open here is first settled by the
// server-side status query, as the result page does — and each disagreement is listed. The close records who closed
// it, when, the day's totals and the mismatches, audited in the same transaction. A closed day stays closed: a
// second close (or two at once) answers the first. A day is closed once it has ended in the centre's zone, not before.
import type { CloseDayAnswer, Mismatch } from '@sannidhi/domain/contracts/staff-accounts';
import {
  dayCloseRefusal,
  GATEWAY_CHANNELS,
  gatewayMinorUnits,
  gatewayMismatch,
} from '@sannidhi/domain/day-close';
import { isOpenPayment } from '@sannidhi/domain/payment-state';
import type { PaymentStatus } from '@sannidhi/domain/enums';
import { withTransaction } from '../../db/with-transaction';
import { conflict } from '../../errors';
import { findDayClose, insertDayClose } from '../../repositories/day-closes';
import { listGatewayPaymentsOfDay, type GatewayPaymentRow } from '../../repositories/payments-accounts';
import { writeAudit } from '../../repositories/audit';
import { findPaymentById } from '../../repositories/payments';
import type { AppDeps, AuthContext } from '../../types';
import { reconcilePayment } from '../payments/reconcile-payment';
import { dayCloseOf, dayTotals } from './collections';
import { staffCenter } from '../centers/staff-center';

type Deps = Pick<AppDeps, 'pool' | 'providers'>;

/** Gateway status queries made at once during a close. */
const PARALLEL_QUERIES = 4;

async function checkPayment(deps: Deps, p: GatewayPaymentRow): Promise<Mismatch | null> {
  let status = p.status;
  if (isOpenPayment(p.status as PaymentStatus)) {
    const row = await findPaymentById(deps.pool, p.id);
    if (row) status = (await reconcilePayment(deps, row, { expireIfUnpaid: false })).status;
  }
  const answer = await deps.providers.gateway.queryStatus(p.request_id);
  const reason = gatewayMismatch({ status, amount: p.amount }, answer);
  if (!reason) return null;
  return {
    paymentId: p.id,
    requestId: p.request_id,
    channel: p.channel,
    amount: p.amount,
    ourStatus: status,
    gatewayStatus: answer.status,
    gatewayAmount: gatewayMinorUnits(answer.amount),
    reason,
  };
}

export async function closeDay(
  deps: Deps,
  auth: AuthContext,
  body: { center: string; date: string },
  ctx: { requestId: string },
): Promise<CloseDayAnswer> {
  const center = await staffCenter(deps.pool, auth, 'accounts.close', body.center);
  const refusal = dayCloseRefusal(body.date, center.today, center.name);
  if (refusal) throw conflict(refusal);
  const before = await findDayClose(deps.pool, center.id, body.date);
  if (before) return { alreadyClosed: true, close: dayCloseOf(before) };

  const payments = await listGatewayPaymentsOfDay(
    deps.pool,
    { centerId: center.id, from: body.date, to: body.date, timezone: center.timezone },
    GATEWAY_CHANNELS,
  );
  const mismatches: Mismatch[] = [];
  for (let i = 0; i < payments.length; i += PARALLEL_QUERIES) {
    const found = await Promise.all(
      payments.slice(i, i + PARALLEL_QUERIES).map((p) => checkPayment(deps, p)),
    );
    mismatches.push(...found.filter((m): m is Mismatch => m !== null));
  }
  const totals = await dayTotals(deps.pool, center, body.date);
  const closedNow = await withTransaction(deps.pool, async (client) => {
    const inserted = await insertDayClose(client, {
      centerId: center.id,
      day: body.date,
      closedBy: auth.userId,
      checked: payments.length,
      totals: [...totals.channels, totals.total],
      mismatches,
    });
    if (inserted) {
      await writeAudit(client, {
        actorId: auth.userId,
        action: 'accounts.closeDay',
        entity: 'day_close',
        entityId: `${center.id}/${body.date}`,
        data: {
          centerId: center.id,
          date: body.date,
          checked: payments.length,
          mismatches: mismatches.length,
          net: totals.total.net,
        },
        requestId: ctx.requestId,
      });
    }
    return inserted;
  });
  const after = await findDayClose(deps.pool, center.id, body.date);
  return { alreadyClosed: !closedNow, close: dayCloseOf(after!) };
}
