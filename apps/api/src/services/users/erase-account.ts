// The erasure of one account (issue 30), inside the job's transaction that claimed it. Follows the map in
// repositories/devotee-data.ts: what is deleted, what is moved to a placeholder user and emptied of personal detail.
// Orders, payments and refunds stay for the trust's books (amounts, dates, rituals, centre unchanged), so the
// centre's totals do not change; nothing left names the person. The sign-on profile is the provider's and is not
// touched; deleting the user row ends the person's sessions on every api process (users_changed).
import type pg from 'pg';
import { scrubPersonal } from '../../lib/scrub-personal';
import { releaseSlot } from '../../repositories/capacity';
import { leaveAllWaitingLists } from '../../repositories/waiting-list-entries';
import { writeErasureAudit } from './erasure-audit';
import {
  clearKeptRows,
  deletePersonalRows,
  insertErasedPlaceholder,
  moveToPlaceholder,
  readJson,
  listCentersOfPerson,
  readPersonalTexts,
  scrubRefundNotes,
  writeJson,
} from '../../repositories/devotee-erasure';

export interface ErasedAccount {
  placeholderId: string;
  erasureId: string;
}

export async function eraseAccount(
  client: pg.PoolClient,
  user: { id: string; email: string; erasure_id: string },
): Promise<ErasedAccount> {
  const texts = await readPersonalTexts(client, user.id);
  // Read before the person's rows move to the placeholder or go: the completion is told to each of these centres.
  const centers = await listCentersOfPerson(client, user.id);
  const every = [...new Set([...texts.strong, ...texts.names, ...texts.all])].sort(
    (a, b) => b.length - a.length,
  );
  const strong = [...texts.strong].sort((a, b) => b.length - a.length);
  const placeholderId = await insertErasedPlaceholder(client, user.erasure_id);
  // Off every waiting list first: an offer's held places go back to the slot (the offer job passes them on); the
  // entries themselves are deleted with the user row.
  for (const offer of await leaveAllWaitingLists(client, user.id, new Date())) {
    await releaseSlot(client, offer.slot_id, offer.places);
  }

  // Analytics: the events stay for the counts, without the link to the person or their texts.
  for (const row of await readJson(client, 'analytics_events', 'properties', 'user_id = $1', [user.id])) {
    await writeJson(client, 'analytics_events', 'properties', row.id, scrubPersonal(row.value, every));
  }
  await moveToPlaceholder(client, user.id, placeholderId);
  await clearKeptRows(client, user.id, placeholderId);

  // The booking's meta holds the participants and what the devotee typed: every text emptied, the shape kept.
  for (const row of await readJson(client, 'orders', 'meta', 'user_id = $1', [placeholderId])) {
    await writeJson(client, 'orders', 'meta', row.id, scrubPersonal(row.value, every, true));
  }
  for (const column of ['variants', 'reschedule_history']) {
    for (const row of await readJson(client, 'orders', column, 'user_id = $1', [placeholderId])) {
      await writeJson(client, 'orders', column, row.id, scrubPersonal(row.value, every));
    }
  }
  // The gateway's answer keeps its references (the accounts read them) without the payer's details.
  for (const row of await readJson(client, 'payments', 'raw_resp', 'user_id = $1', [placeholderId])) {
    await writeJson(client, 'payments', 'raw_resp', row.id, scrubPersonal(row.value, every));
  }
  // The audit log keeps what was done, not who it was done to: entries about them, or naming them anywhere.
  if (strong.length > 0) {
    const audit = await readJson(
      client,
      'audit_log',
      'data',
      `actor_id = $1 OR entity_id = $1 OR data::text ILIKE ANY ($2::text[])`,
      [placeholderId, strong.map((s) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)],
    );
    for (const row of audit) {
      await writeJson(client, 'audit_log', 'data', row.id, scrubPersonal(row.value, every));
    }
  }
  await scrubRefundNotes(client, placeholderId, strong);
  await deletePersonalRows(client, user.id, user.email, placeholderId);
  await writeErasureAudit(client, centers, { action: 'erasure.complete', erasureId: user.erasure_id });
  return { placeholderId, erasureId: user.erasure_id };
}
