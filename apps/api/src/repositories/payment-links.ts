import type pg from 'pg';

export interface PaymentLinkRow {
  id: string;
  payment_id: string;
  expires_at: Date;
  initialised_at: Date | null;
}

export async function insertPaymentLink(
  client: pg.PoolClient,
  link: { paymentId: string; email: string; expiresAt: Date },
): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    'INSERT INTO payment_links (payment_id, email, expires_at) VALUES ($1, $2, $3) RETURNING id',
    [link.paymentId, link.email, link.expiresAt],
  );
  return rows[0]!.id;
}

export async function findPaymentLink(pool: pg.Pool, id: string): Promise<PaymentLinkRow | undefined> {
  const { rows } = await pool.query<PaymentLinkRow>(
    'SELECT id, payment_id, expires_at, initialised_at FROM payment_links WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** The first opening of the link's payment form (later openings keep the first time). */
export async function markLinkInitialised(pool: pg.Pool, id: string): Promise<void> {
  await pool.query(
    'UPDATE payment_links SET initialised_at = COALESCE(initialised_at, now()) WHERE id = $1',
    [id],
  );
}
