import pg from 'pg';
import { E2E } from '../e2e-env';

/**
 * The e2e stack's embedded PostgreSQL (scripts/start-e2e.mjs). Tests use it only to let time pass, and to put in a
 * fault for the reconciliation check to find — never to write an outcome: the api's own jobs and pages still decide
 * what the person sees.
 */
async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${54410 + E2E.offset}/postgres`,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The payment's window ends now (as if its 30 minutes had passed); the expiry job takes it from there. */
export async function moveDeadlineToNow(requestId: string): Promise<void> {
  await withDatabase(async (client) => {
    const { rowCount } = await client.query(
      "UPDATE payments SET expires_at = now() WHERE request_id = $1 AND status IN ('INITIALIZED', 'PENDING')",
      [requestId],
    );
    if (rowCount !== 1) throw new Error(`no open payment ${requestId}`);
  });
}

/**
 * A fault put in on purpose for the reconciliation check to find (the Accounts page's Reconciliation section): one
 * place more counted as booked on the earliest open slot of a Tennessee ritual than its bookings hold. Answers the
 * ritual's name and a function that takes the fault out again (the count is put back by the same one place).
 */
export async function miscountOnePlace(): Promise<{ ritual: string; undo: () => Promise<void> }> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string; ritual: string }>(
      `UPDATE slots SET booked = booked + 1
       WHERE id = (SELECT s.id FROM slots s JOIN products p ON p.id = s.product_id
                   WHERE p.center_id = 'us-tennessee' AND NOT p.is_subscription AND s.start_time > now()
                     AND s.booked < s.capacity ORDER BY s.start_time, s.id LIMIT 1)
       RETURNING id, (SELECT name FROM products WHERE id = slots.product_id) AS ritual`,
    );
    const slot = rows[0];
    if (!slot) throw new Error('no open Tennessee slot to miscount');
    return {
      ritual: slot.ritual,
      undo: () =>
        withDatabase(async (c) => {
          await c.query('UPDATE slots SET booked = booked - 1 WHERE id = $1', [slot.id]);
        }),
    };
  });
}

/**
 * The day of a booking's payment passes: the payment is moved one day back, as if it had been made yesterday, so that
 * its day (now over) can be closed.
 */
export async function movePaymentToYesterday(reference: string): Promise<void> {
  await withDatabase(async (client) => {
    const { rowCount } = await client.query(
      `UPDATE payments SET created_at = created_at - interval '1 day', paid_at = paid_at - interval '1 day'
       WHERE id IN (SELECT payment_id FROM orders WHERE booking_id = 'SAN' || $1 OR substr(booking_id, 4) = $1)`,
      [reference],
    );
    if (rowCount !== 1) throw new Error(`no payment of booking ${reference}`);
  });
}

/** The day and hour of a booking's ritual come: its slot (and the bookings of it) starts now, as if time had passed. */
export async function ritualDayComes(reference: string): Promise<void> {
  await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `UPDATE slots SET start_time = now()
       WHERE id = (SELECT slot_id FROM orders WHERE substr(booking_id, 4) = $1) RETURNING id`,
      [reference],
    );
    if (rows.length !== 1) throw new Error(`no slot of booking ${reference}`);
    await client.query('UPDATE orders SET slot_start = now() WHERE slot_id = $1', [rows[0]!.id]);
  });
}

/**
 * A centre's second-approver threshold (centre meta refundApprovalAbove, minor units) set for a while: a setting of
 * the centre, as its admin could make it, so that a refund of a small demo booking waits for approval. Answers a
 * function that puts the old setting back (call it as soon as the refund is asked for: other specs cancel there too).
 */
export async function setRefundApprovalAbove(
  centerId: string,
  minorUnits: number,
): Promise<() => Promise<void>> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ before: number | null }>(
      `UPDATE centers c SET meta = jsonb_set(c.meta, '{refundApprovalAbove}', to_jsonb($2::int))
       FROM (SELECT meta->'refundApprovalAbove' AS before FROM centers WHERE id = $1) old
       WHERE c.id = $1 RETURNING (old.before)::int AS before`,
      [centerId, minorUnits],
    );
    if (!rows[0]) throw new Error(`no centre ${centerId}`);
    const before = rows[0].before;
    return () =>
      withDatabase(async (c) => {
        await c.query(
          before === null
            ? `UPDATE centers SET meta = meta - 'refundApprovalAbove' WHERE id = $1`
            : `UPDATE centers SET meta = jsonb_set(meta, '{refundApprovalAbove}', to_jsonb($2::int)) WHERE id = $1`,
          before === null ? [centerId] : [centerId, before],
        );
      });
  });
}

/** Time passes for a booking (issue 30): its ritual has taken place (a day ago), so it no longer stops a deletion. */
export async function bookingTakesPlace(reference: string): Promise<void> {
  await withDatabase(async (client) => {
    const { rowCount } = await client.query(
      `UPDATE orders SET slot_start = now() - interval '1 day' WHERE booking_id = 'SAN' || $1`,
      [reference],
    );
    if (rowCount !== 1) throw new Error(`no booking ${reference}`);
  });
}

/** The grace period of the account's deletion request passes (issue 30); the erasure job takes it from there. */
export async function erasureFallsDue(email: string): Promise<void> {
  await withDatabase(async (client) => {
    const { rowCount } = await client.query(
      `UPDATE users SET erasure_due_at = now() WHERE lower(email) = lower($1) AND erasure_due_at IS NOT NULL`,
      [email],
    );
    if (rowCount !== 1) throw new Error(`no deletion request of ${email}`);
  });
}

/** Whether the account of the e-mail is gone (erased: no user row signs in with it). */
export async function accountIsGone(email: string): Promise<boolean> {
  return withDatabase(async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
    return rowCount === 0;
  });
}

/**
 * The slot of a booking becomes full, as its centre's scheduler can make it (capacity down to what is booked, the
 * staff schedule's "Capacity"): the waiting list's setup. Answers the slot's id.
 */
export async function fillSlotOf(reference: string): Promise<string> {
  return (await fullSlotOf(reference)).id;
}

/** fillSlotOf, also answering the slot's local date (yyyy-mm-dd) in its centre's zone. */
export async function fullSlotOf(reference: string): Promise<{ id: string; date: string }> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string; date: string }>(
      `UPDATE slots s SET capacity = booked
       FROM products p JOIN centers c ON c.id = p.center_id
       WHERE p.id = s.product_id AND s.id = (SELECT slot_id FROM orders WHERE substr(booking_id, 4) = $1)
       RETURNING s.id, to_char(s.start_time AT TIME ZONE (c.meta ->> 'timezone'), 'YYYY-MM-DD') AS date`,
      [reference],
    );
    if (rows.length !== 1) throw new Error(`no slot of booking ${reference}`);
    return rows[0]!;
  });
}
