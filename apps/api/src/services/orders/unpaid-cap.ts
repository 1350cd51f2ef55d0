// The cap on unpaid places (issue "Production readiness", abuse): one devotee cannot hold a slot's places with orders
// they do not pay. PostgreSQL counts it with the order's writes, under the devotee's lock, so two submits at once
// cannot both pass it (place_order, repositories/place-order.ts); office volunteers are exempt (a counter books many
// devotees' places). This is what the devotee reads when it is reached.
import { conflict } from '../../errors';

export function unpaidCapConflict(cap: number, slot: string) {
  return conflict(
    `You can hold at most ${cap} unpaid places for ${slot}: please complete or wait for your earlier payment first`,
  );
}
