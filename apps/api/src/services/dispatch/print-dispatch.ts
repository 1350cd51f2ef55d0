// GET /staff/dispatch/slips and /labels: the chosen parcels of a centre as printable PDFs (packing slips, 4×6 in
// address labels). Only for roles with prasadam.dispatch at that centre; a parcel of another centre is not found.
import type { DispatchPrintQuery } from '@sannidhi/domain/contracts/staff-dispatch';
import type pg from 'pg';
import { notFound } from '../../errors';
import { findParcels } from '../../repositories/orders-parcels';
import type { AuthContext } from '../../types';
import { parcelView } from './parcel-view';
import { addressLabelsPdf, packingSlipsPdf } from './parcel-pdf';
import { staffCenter } from '../centers/staff-center';

export type PrintKind = 'slips' | 'labels';

export async function printDispatch(
  pool: pg.Pool,
  auth: AuthContext,
  kind: PrintKind,
  q: DispatchPrintQuery,
): Promise<{ pdf: Uint8Array; filename: string }> {
  const center = await staffCenter(pool, auth, 'prasadam.dispatch', q.center);
  const rows = await findParcels(pool, center.id, q.orderIds);
  if (rows.length !== new Set(q.orderIds).size)
    throw notFound(`Parcel not found at ${center.name}. Please reload the queue.`);
  const parcels = rows.map((r) => parcelView(r, center));
  const pdf =
    kind === 'slips' ? await packingSlipsPdf(parcels, center) : await addressLabelsPdf(parcels, center);
  return { pdf, filename: `prasadam-${kind}.pdf` };
}
