// Factories with overrides for rows the tests need beyond the demo catalogue.
import crypto from 'node:crypto';
import type pg from 'pg';

export interface BuiltSlot {
  productId: string;
  slotId: string;
  startTime: string;
  variant: string;
  unitPrice: number;
  inPerson?: boolean;
}

/** A simple ritual (DEFAULT layout, no participant form, no prasadam) with one variant and one slot. */
export async function buildRitualWithSlot(
  pool: pg.Pool,
  overrides: {
    centerId?: string;
    capacity?: number;
    startsInHours?: number;
    cutOffHours?: number;
    unitPrice?: number;
    isAvailable?: boolean;
    isAvailableForBackOffice?: boolean;
    /** config.form: participant fields and maxParticipants. */
    form?: { fields: Record<string, unknown>[]; maxParticipants?: number };
    /** config.prasadam.askWhen, e.g. 'online-only'. */
    prasadamAskWhen?: string;
    inPerson?: boolean;
    maxQuantity?: number;
    /** config.calendar.layout; INVENTORY rituals also limit each option per slot (slot_inventory). */
    layout?: string;
  } = {},
): Promise<BuiltSlot> {
  const productId = `test-${crypto.randomBytes(4).toString('hex')}`;
  const unitPrice = overrides.unitPrice ?? 50100;
  const config = {
    canCancel: true,
    canReschedule: true,
    cutOffHours: overrides.cutOffHours ?? 2,
    calendar: { title: 'Choose a date', layout: overrides.layout ?? 'DEFAULT' },
    sections: ['CALENDAR'],
    ...(overrides.form ? { form: overrides.form } : {}),
    ...(overrides.prasadamAskWhen ? { prasadam: { askWhen: overrides.prasadamAskWhen } } : {}),
  };
  await pool.query(
    `INSERT INTO products (id, center_id, name, price, category, type, delivery_mode, is_available,
       is_available_for_back_office, config)
     VALUES ($1, $2, $3, $4, 'TEMPLE_OFFERINGS', 'DEVI_ABHISHEKAM', 'IN_PERSON', $5, $6, $7)`,
    [
      productId,
      overrides.centerId ?? 'in-coimbatore',
      `Test Seva ${productId}`,
      unitPrice,
      overrides.isAvailable ?? true,
      overrides.isAvailableForBackOffice ?? true,
      config,
    ],
  );
  await pool.query(
    "INSERT INTO product_variants (id, product_id, name, unit_price, max_quantity) VALUES ($1, $2, 'Single', $3, $4)",
    [`${productId}-single`, productId, unitPrice, overrides.maxQuantity ?? 10],
  );
  const start = new Date(Date.now() + (overrides.startsInHours ?? 24 * 10) * 3600_000);
  start.setUTCSeconds(0, 0);
  const { rows } = await pool.query<{ id: string }>(
    'INSERT INTO slots (product_id, start_time, in_person, capacity) VALUES ($1, $2, $3, $4) RETURNING id',
    [productId, start, overrides.inPerson ?? true, overrides.capacity ?? 20],
  );
  return {
    productId,
    slotId: rows[0]!.id,
    startTime: start.toISOString(),
    variant: 'Single',
    unitPrice,
    inPerson: overrides.inPerson ?? true,
  };
}

/** A cart of one item booking `quantity` places on the slot. */
export function cartFor(slot: BuiltSlot, quantity = 1, unitPrice = slot.unitPrice) {
  const d = new Date(slot.startTime);
  const date = `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
  return [
    {
      itemId: crypto.randomUUID(),
      productId: slot.productId,
      meta: { utm_source: 'test' },
      slots: [
        {
          slotId: slot.slotId,
          inPerson: slot.inPerson ?? true,
          startTime: slot.startTime,
          meta: {},
          variants: [{ name: slot.variant, quantity, unitPrice, date }],
        },
      ],
    },
  ];
}

export function orderBody(slot: BuiltSlot, overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: crypto.randomUUID(),
    centerId: 'in-coimbatore',
    items: cartFor(slot),
    ...overrides,
  };
}
