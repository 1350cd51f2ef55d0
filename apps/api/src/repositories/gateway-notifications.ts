import type pg from 'pg';

export type NotificationOutcome = 'refused' | 'applied' | 'ignored';

/** Records a signed notification; false when the same signature was received before (a replay). */
export async function recordNotification(
  pool: pg.Pool,
  n: { signature: string; requestId: string; status: string },
): Promise<boolean> {
  const { rowCount } = await pool.query(
    `INSERT INTO gateway_notifications (signature, request_id, status, outcome) VALUES ($1, $2, $3, 'received')
     ON CONFLICT (signature) DO NOTHING`,
    [n.signature, n.requestId, n.status],
  );
  return Boolean(rowCount);
}

export async function setNotificationOutcome(
  pool: pg.Pool,
  signature: string,
  outcome: NotificationOutcome,
): Promise<void> {
  await pool.query('UPDATE gateway_notifications SET outcome = $2 WHERE signature = $1', [
    signature,
    outcome,
  ]);
}
