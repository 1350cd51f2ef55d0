// The caps on unpaid orders that PostgreSQL enforces with an order's places (migrations 20261126T0300_place_order.sql
// and 20261126T1210_unpaid_caps.sql), and their refusals as errors the order service words for the devotee.

/** What place_order is told to enforce (0 = off). */
export interface UnpaidLimits {
  /** Places one devotee may hold unpaid on one slot (UNPAID_PLACES_PER_SLOT; 0 for office volunteers). */
  placesPerSlot: number;
  /** Open unpaid checkouts one devotee may have over all slots (UNPAID_ORDERS_PER_DEVOTEE; 0 for office volunteers). */
  ordersPerDevotee: number;
  /** Share (percent) of a slot's capacity all unpaid places together may hold (UNPAID_SLOT_SHARE_PERCENT). */
  slotSharePercent: number;
}

/** The devotee would hold more unpaid places on this slot than the cap allows; nothing was written. */
export class UnpaidCapReached extends Error {
  constructor(readonly slotId: string) {
    super('unpaid places cap');
  }
}

/** The slot's unpaid places (every devotee's) would pass the share of its capacity; nothing was written. */
export class UnpaidShareReached extends Error {
  constructor(readonly slotId: string) {
    super('unpaid share of a slot');
  }
}

/** The devotee already has as many open unpaid checkouts as allowed; nothing was written. */
export class UnpaidOrdersReached extends Error {
  constructor() {
    super('unpaid orders cap');
  }
}

/** SN003, SN004, SN005 as the errors above; null for any other error. */
export function unpaidRefusalFrom(err: unknown): Error | null {
  const e = err as { code?: string; detail?: string };
  if (e.code === 'SN003') return new UnpaidCapReached(e.detail ?? '');
  if (e.code === 'SN004') return new UnpaidShareReached(e.detail ?? '');
  if (e.code === 'SN005') return new UnpaidOrdersReached();
  return null;
}
