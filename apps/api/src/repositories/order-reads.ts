// What an order reads before it is written, in one round trip: whether the caller is an office volunteer of the
// centre, the payer's profile and the cart's slots (the centre and its rituals come from the catalogue cache).
import type pg from 'pg';
import type { SlotRow } from './catalogue';
import { PAYER_SELECT, type PayerRow } from './payer';

export interface OrderReads {
  isVolunteer: boolean;
  /** Null when the devotee is unknown. */
  payer: PayerRow | null;
  slots: SlotRow[];
}

export async function loadOrderReads(
  pool: pg.Pool,
  q: { userId: string; centerId: string; devoteeId: string; slotIds: string[] },
): Promise<OrderReads> {
  const { rows } = await pool.query<{
    is_volunteer: boolean;
    payer: PayerRow | null;
    slots: (Omit<SlotRow, 'startTime' | 'closedAt'> & { startTime: string; closedAt: string | null })[];
  }>({
    // Prepared once per connection: PostgreSQL plans it once, not on every order.
    name: 'order-reads',
    text: `SELECT
       EXISTS (SELECT 1 FROM user_roles WHERE user_id = $1 AND role = 'OFFICE_VOLUNTEER' AND center_id = $2)
         AS is_volunteer,
       (SELECT to_jsonb(p) FROM (${PAYER_SELECT} WHERE u.id = $3) p) AS payer,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('id', s.id, 'productId', s.product_id,
                 'startTime', s.start_time, 'inPerson', s.in_person, 'capacity', s.capacity, 'booked', s.booked,
                 'meta', s.meta, 'closedAt', s.closed_at, 'closedBy', s.closed_by)), '[]'::jsonb)
        FROM slots s WHERE s.id = ANY($4::uuid[])) AS slots`,
    values: [q.userId, q.centerId, q.devoteeId, q.slotIds],
  });
  const row = rows[0]!;
  return {
    isVolunteer: row.is_volunteer,
    payer: row.payer,
    slots: row.slots.map((s) => ({
      ...s,
      startTime: new Date(s.startTime),
      closedAt: s.closedAt === null ? null : new Date(s.closedAt),
    })),
  };
}
