// The devotee's own subscription actions (spec part 2 §2, §4, §7): pause/resume, cancel, edit the address of the
// parcels to come. Only the owner reaches a subscription; another devotee's answers 404.
import { canCancelSubscription, canEditSubscription } from '@sannidhi/domain/subscription';
import { resumeSchedule } from '@sannidhi/domain/subscription-renewal';
import { SUBSCRIPTION_MESSAGES } from '@sannidhi/domain/contracts/subscription';
import type { DeliveryAddress } from '@sannidhi/domain/address';
import type { AppDeps, AuthContext } from '../../types';
import { withTransaction } from '../../db/with-transaction';
import { conflict, notFound } from '../../errors';
import { writeAudit } from '../../repositories/audit';
import { requirePlaceOfDeliveryAddress } from '../addresses/pin-code';
import {
  findSubscription,
  setMandateStatus,
  setSubscriptionStatus,
  updateSubscriptionAddress,
  type SubscriptionRow,
} from '../../repositories/subscriptions';

type Deps = Pick<AppDeps, 'pool' | 'providers'>;
interface Ctx {
  requestId: string;
  now?: Date;
}

async function ownSubscription(
  client: Parameters<typeof findSubscription>[0],
  auth: AuthContext,
  id: string,
): Promise<SubscriptionRow> {
  const s = await findSubscription(client, id, { forUpdate: true });
  if (!s || s.user_id !== auth.userId || s.months_paid === 0) throw notFound('Subscription not found');
  return s;
}

/**
 * ACTIVE ⇄ PAUSED. Resuming once a month is due charges the latest due month at once and skips the earlier ones that
 * fell due while paused (the term is not shortened): packages/domain resumeSchedule.
 */
export async function updateSubscriptionStatus(
  deps: Deps,
  auth: AuthContext,
  body: { subscriptionId: string; status: 'ACTIVE' | 'PAUSED' },
  ctx: Ctx,
): Promise<{ message: string }> {
  const now = ctx.now ?? new Date();
  return withTransaction(deps.pool, async (client) => {
    const s = await ownSubscription(client, auth, body.subscriptionId);
    if (!canEditSubscription(s.status)) throw conflict(`This subscription is ${s.status.toLowerCase()}`);
    if (s.status !== body.status) {
      const next = body.status === 'ACTIVE' && s.due_at ? resumeSchedule(s.due_at, now) : null;
      await setSubscriptionStatus(client, s.id, { status: body.status, next });
      await writeAudit(client, {
        actorId: auth.userId,
        action: body.status === 'PAUSED' ? 'subscription.pause' : 'subscription.resume',
        entity: 'subscription',
        entityId: s.id,
        data: { from: s.status, nextChargeAt: next?.chargeAt ?? null },
        requestId: ctx.requestId,
      });
    }
    return {
      message: body.status === 'PAUSED' ? SUBSCRIPTION_MESSAGES.paused : SUBSCRIPTION_MESSAGES.resumed,
    };
  });
}

/** Cancels a RECURRING subscription and revokes its mandate at the gateway (retried by the job if unreachable). */
export async function cancelSubscription(
  deps: Deps,
  auth: AuthContext,
  subscriptionId: string,
  ctx: Ctx,
): Promise<{ message: string }> {
  const s = await withTransaction(deps.pool, async (client) => {
    const current = await ownSubscription(client, auth, subscriptionId);
    if (!canCancelSubscription({ status: current.status, subscriptionType: current.subscription_type })) {
      throw conflict(
        current.status === 'COMPLETED'
          ? 'This subscription is completed: all its months are paid and there is nothing left to cancel'
          : 'This subscription is already cancelled',
      );
    }
    await setSubscriptionStatus(client, current.id, { status: 'CANCELLED' });
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'subscription.cancel',
      entity: 'subscription',
      entityId: current.id,
      data: { from: current.status },
      requestId: ctx.requestId,
    });
    return current;
  });
  if (s.mandate_id && s.mandate_status === 'ACTIVE') {
    try {
      await deps.providers.gateway.revokeMandate(s.mandate_id);
      await setMandateStatus(deps.pool, s.id, 'REVOKED');
    } catch {
      await setMandateStatus(deps.pool, s.id, 'REVOKE_FAILED');
    }
  }
  return { message: SUBSCRIPTION_MESSAGES.cancelled };
}

/** The address of the parcels still to come; parcels already packed keep theirs. */
export async function editSubscriptionAddress(
  deps: Deps,
  auth: AuthContext,
  body: { subscriptionId: string; address: Omit<DeliveryAddress, 'usShippingDetails'> },
  ctx: Ctx,
): Promise<{ message: string }> {
  // City and state agree with the pin look-up where it knows the pin (asked before the row is locked).
  await requirePlaceOfDeliveryAddress(deps.providers.contactInfo, body.address, 'address');
  return withTransaction(deps.pool, async (client) => {
    const s = await ownSubscription(client, auth, body.subscriptionId);
    if (!canEditSubscription(s.status)) throw conflict(`This subscription is ${s.status.toLowerCase()}`);
    const address = { ...s.prasadam_delivery_address, ...body.address };
    const orders = await updateSubscriptionAddress(client, s.id, address);
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'subscription.editAddress',
      entity: 'subscription',
      entityId: s.id,
      data: { ordersUpdated: orders },
      requestId: ctx.requestId,
    });
    return { message: SUBSCRIPTION_MESSAGES.addressUpdated };
  });
}
