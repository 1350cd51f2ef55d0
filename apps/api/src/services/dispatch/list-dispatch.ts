// GET /staff/dispatch: the prasadam parcels of a centre to pack and ship (or shipped), by ritual date, a page at a
// time. Only for roles with prasadam.dispatch at that centre.
import { DISPATCH_PAGE_SIZE } from '@sannidhi/domain/constants';
import type {
  DispatchView,
  StaffDispatch,
  StaffDispatchQuery,
} from '@sannidhi/domain/contracts/staff-dispatch';
import { pageFields, pageWindow } from '@sannidhi/domain/paging';
import type pg from 'pg';
import { listParcels } from '../../repositories/orders-parcels';
import type { AuthContext } from '../../types';
import { parcelView } from './parcel-view';
import { staffCenter } from '../centers/staff-center';

const VIEW_STATUSES: Record<DispatchView, readonly string[]> = {
  'to-ship': ['PENDING', 'PACKED'],
  shipped: ['SHIPPED', 'DELIVERED', 'RETURNED'],
  all: ['PENDING', 'PACKED', 'SHIPPED', 'DELIVERED', 'RETURNED'],
};

export async function listDispatch(
  pool: pg.Pool,
  auth: AuthContext,
  q: StaffDispatchQuery,
): Promise<StaffDispatch> {
  const center = await staffCenter(pool, auth, 'prasadam.dispatch', q.center);
  const { rows, total } = await listParcels(pool, {
    centerId: center.id,
    timezone: center.timezone,
    statuses: VIEW_STATUSES[q.view],
    from: q.from,
    to: q.to,
    q: q.q || undefined,
    ...pageWindow(q.page, DISPATCH_PAGE_SIZE),
  });
  return {
    center: { id: center.id, name: center.name, timezone: center.timezone },
    parcels: rows.map((r) => parcelView(r, center)),
    ...pageFields(q.page, DISPATCH_PAGE_SIZE, total),
  };
}
