// A waiting-list entry as the devotee sees it (contracts/waiting-list.ts WaitingListEntry), never the row itself.
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { CatalogueTexts } from '@sannidhi/domain/catalogue-texts';
import type { WaitingListEntry } from '@sannidhi/domain/contracts/waiting-list';
import { formatDate, formatSlotTime } from '@sannidhi/domain/time';
import type { MyWaitingListRow } from '../../repositories/waiting-list-entries';

export function presentWaitingListEntry(r: MyWaitingListRow): WaitingListEntry {
  const { timezone, dateFormat } = CenterMeta.parse(r.center_meta ?? {});
  return {
    id: r.id,
    slotId: r.slot_id,
    centerId: r.center_id,
    centerName: r.center_name,
    productId: r.product_id,
    ritualName: r.product_name,
    ritualTexts: CatalogueTexts.safeParse(r.product_texts ?? {}).data ?? {},
    slotStart: r.slot_start.toISOString(),
    when: `${formatDate(r.slot_start, timezone, dateFormat)} ${formatSlotTime(r.slot_start, timezone)}`,
    inPerson: r.in_person,
    places: r.places,
    status: r.status,
    position: r.position,
    offerExpiresAt: r.offer_expires_at ? r.offer_expires_at.toISOString() : null,
    joinedAt: r.created_at.toISOString(),
  };
}
