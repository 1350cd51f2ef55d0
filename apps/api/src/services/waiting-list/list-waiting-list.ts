// GET /waiting-list and GET /waiting-list/:id: the signed-in devotee's own entries (My Rituals), and one of them as
// the booking page opens an offer. Another devotee's entry is answered as not found.
import type { MyWaitingList, WaitingListEntry } from '@sannidhi/domain/contracts/waiting-list';
import { notFound } from '../../errors';
import { findMyWaitingListEntry, listMyWaitingList } from '../../repositories/waiting-list-entries';
import type { AppDeps, AuthContext } from '../../types';
import { presentWaitingListEntry } from './present-entry';

export async function listMyWaitingListEntries(
  deps: Pick<AppDeps, 'pool'>,
  auth: AuthContext,
  now = new Date(),
): Promise<MyWaitingList> {
  const rows = await listMyWaitingList(deps.pool, auth.userId, now);
  return { entries: rows.map(presentWaitingListEntry) };
}

export async function getMyWaitingListEntry(
  deps: Pick<AppDeps, 'pool'>,
  auth: AuthContext,
  id: string,
  now = new Date(),
): Promise<WaitingListEntry> {
  const row = await findMyWaitingListEntry(deps.pool, id, auth.userId);
  if (!row) throw notFound('Waiting-list entry not found');
  // An offer past its time is shown as run out, also before the job has ended it.
  if (row.status === 'OFFERED' && row.offer_expires_at && row.offer_expires_at <= now)
    return presentWaitingListEntry({ ...row, status: 'EXPIRED', offer_expires_at: null });
  return presentWaitingListEntry(row);
}
