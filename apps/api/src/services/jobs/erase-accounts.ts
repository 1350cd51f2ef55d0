// The erasure job (issue 30): accounts whose grace period has passed are erased one per transaction, each claimed with
// FOR UPDATE SKIP LOCKED, so two api processes never erase the same account and a crash leaves it whole (and due).
// An account that gained a paid booking still to come during the grace period (a volunteer booked for them) is not
// erased: the request is cancelled and the audit log says why. After the commit the erased person's mandates are
// revoked at the gateway (those the gateway cannot be told of now are REVOKE_DUE: the renewal job retries them).
import { withTransaction } from '../../db/with-transaction';
import {
  cancelErasure,
  claimDueErasure,
  listCentersOfPerson,
  listMandatesOf,
  listUpcomingPaidBookings,
} from '../../repositories/devotee-erasure';
import { setMandateStatus } from '../../repositories/subscriptions';
import type { AppDeps } from '../../types';
import { eraseAccount, type ErasedAccount } from '../users/erase-account';
import { writeErasureAudit } from '../users/erasure-audit';

type Deps = Pick<AppDeps, 'pool' | 'providers'>;
type Log = { warn: (obj: object, msg: string) => void };

export async function eraseDueAccounts(
  deps: Deps,
  log: Log,
  opts: { now?: Date; limit?: number } = {},
): Promise<{ erased: number; refused: number }> {
  const now = opts.now ?? new Date();
  let erased = 0;
  let refused = 0;
  for (let i = 0; i < (opts.limit ?? 20); i++) {
    const done = await withTransaction(
      deps.pool,
      async (client): Promise<ErasedAccount | 'refused' | null> => {
        const user = await claimDueErasure(client, now);
        if (!user) return null;
        if ((await listUpcomingPaidBookings(client, user.id, now)).length > 0) {
          await cancelErasure(client, user.id);
          await writeErasureAudit(client, await listCentersOfPerson(client, user.id), {
            action: 'erasure.refuse',
            erasureId: user.erasure_id,
            data: { reason: 'paid booking still to come' },
          });
          return 'refused';
        }
        return eraseAccount(client, user);
      },
    );
    if (done === null) break;
    if (done === 'refused') {
      refused += 1;
      continue;
    }
    erased += 1;
    await revokeMandates(deps, log, done.placeholderId);
  }
  return { erased, refused };
}

async function revokeMandates(deps: Deps, log: Log, placeholderId: string) {
  for (const s of await listMandatesOf(deps.pool, placeholderId)) {
    try {
      await deps.providers.gateway.revokeMandate(s.mandate_id);
      await setMandateStatus(deps.pool, s.id, 'REVOKED');
    } catch (err) {
      log.warn(
        { err, subscriptionId: s.id },
        'could not revoke the mandate of an erased account; retried later',
      );
    }
  }
}
