// Rituals with overrides, and the usual pair: a simple ritual with one variant and one slot.
import crypto from 'node:crypto';
import type pg from 'pg';
import { buildSlot, type BuiltSlot } from './slots';

export interface RitualOverrides {
  centerId?: string;
  unitPrice?: number;
  isAvailable?: boolean;
  isAvailableForBackOffice?: boolean;
  cutOffHours?: number;
  /** config.form: participant fields and maxParticipants. */
  form?: { fields: Record<string, unknown>[]; maxParticipants?: number };
  /** config.prasadam.askWhen, e.g. 'online-only'. */
  prasadamAskWhen?: string;
  maxQuantity?: number;
  /** config.calendar.layout; INVENTORY rituals also limit each option per slot (slot_inventory). */
  layout?: string;
}

export interface BuiltRitual {
  productId: string;
  centerId: string;
  variant: string;
  unitPrice: number;
}

/** A simple ritual (DEFAULT layout, no participant form, no prasadam) with one variant, 'Single'. */
export async function buildRitual(pool: pg.Pool, overrides: RitualOverrides = {}): Promise<BuiltRitual> {
  const productId = `test-${crypto.randomBytes(4).toString('hex')}`;
  const centerId = overrides.centerId ?? 'in-coimbatore';
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
      centerId,
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
  return { productId, centerId, variant: 'Single', unitPrice };
}

/** A simple ritual with one variant and one slot (10 days on, 20 places unless told). */
export async function buildRitualWithSlot(
  pool: pg.Pool,
  overrides: RitualOverrides & { capacity?: number; startsInHours?: number; inPerson?: boolean } = {},
): Promise<BuiltSlot> {
  const ritual = await buildRitual(pool, overrides);
  const inPerson = overrides.inPerson ?? true;
  const slot = await buildSlot(pool, ritual.productId, {
    startsInHours: overrides.startsInHours,
    capacity: overrides.capacity,
    inPerson,
  });
  return {
    productId: ritual.productId,
    slotId: slot.slotId,
    startTime: slot.startTime,
    variant: ritual.variant,
    unitPrice: ritual.unitPrice,
    inPerson,
  };
}
