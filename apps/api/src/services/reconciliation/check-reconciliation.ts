// The reconciliation check (docs/operations.md, "Reconciliation"): no payment is COMPLETED without a booking that
// stands or a refund made or under way, none REFUNDED with less refunded than its amount, no paid order left in
// ERROR, and every slot's (and inventory row's) booked count equals the places its active orders hold. Read-only;
// it runs on an interval in the job runner (findings to the log), on the staff Accounts page for one centre, and
// after the tests that move money.
import type pg from 'pg';
import type { Queryable } from '../../db/client';
import type { Reconciliation, ReconciliationFinding } from '@sannidhi/domain/contracts/staff-accounts';
import { formatMoney } from '@sannidhi/domain/money';
import { formatDate, formatSlotTime } from '@sannidhi/domain/time';
import {
  findCountFindings,
  findPaymentFindings,
  type CountFindingRow,
  type PaymentFindingRow,
} from '../../repositories/reconciliation';
import type { AuthContext } from '../../types';
import { staffCenter } from '../centers/staff-center';

export interface CheckedFinding extends ReconciliationFinding {
  centerId: string;
}

/** Every finding now, of one centre or of all. */
export async function checkReconciliation(
  db: Queryable,
  centerId: string | null = null,
): Promise<CheckedFinding[]> {
  // One after the other: the check takes one pooled connection at a time.
  const payments = await findPaymentFindings(db, centerId);
  const counts = await findCountFindings(db, centerId);
  return [...payments.map(paymentFinding), ...counts.map(countFinding)];
}

const PAYMENT_TEXT: Record<PaymentFindingRow['kind'], string> = {
  'paid-without-booking-or-refund': 'is paid, but has no booking standing and no refund',
  'order-error-on-paid-payment': 'is paid, but a booking of it failed and holds no place',
  'refunded-without-refund': 'is marked refunded, but less than its amount was refunded',
};

function paymentFinding(r: PaymentFindingRow): CheckedFinding {
  const refunded =
    r.kind === 'refunded-without-refund' ? ` (${formatMoney(r.refunded_amount, r.currency)} refunded)` : '';
  return {
    kind: r.kind,
    centerId: r.center_id,
    message: `Payment ${r.request_id} of ${formatMoney(r.amount, r.currency)} ${PAYMENT_TEXT[r.kind]}${refunded}`,
    paymentRequestId: r.request_id,
    slotId: null,
  };
}

function countFinding(r: CountFindingRow): CheckedFinding {
  const what = r.variant_id ? `the option ${r.variant_name ?? 'of the ritual'} on ` : '';
  const when = `${formatDate(r.start_time, r.timezone, r.date_format)} ${formatSlotTime(r.start_time, r.timezone)}`;
  const places = (n: number) => `${n} ${n === 1 ? 'place' : 'places'}`;
  return {
    kind: r.kind,
    centerId: r.center_id,
    message: `${r.ritual}, ${what}${when}: ${places(r.booked)} counted as booked, but the bookings hold ${places(r.held)}`,
    paymentRequestId: null,
    slotId: r.slot_id,
  };
}

/** The check of one centre for its accounts staff (accounts.view: centre admin, accounts manager). */
export async function getReconciliation(
  pool: pg.Pool,
  auth: AuthContext,
  q: { center: string },
): Promise<Reconciliation> {
  const center = await staffCenter(pool, auth, 'accounts.view', q.center);
  const findings = await checkReconciliation(pool, center.id);
  return {
    checkedAt: new Date().toISOString(),
    findings: findings.map(({ centerId: _centre, ...f }) => f),
  };
}

/** The job runner's round: findings to the log (a warning each), nothing when all is well. */
export async function runReconciliation(
  pool: pg.Pool,
  log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void },
): Promise<number> {
  const findings = await checkReconciliation(pool);
  for (const f of findings) log.warn({ reconciliation: f }, `reconciliation: ${f.message}`);
  if (!findings.length) log.info({ reconciliation: 'ok' }, 'reconciliation: no discrepancies');
  return findings.length;
}
