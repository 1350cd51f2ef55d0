// POST /family and PUT /family/{id}: the family form, validated by the domain schema on the route, saved for the
// devotee named by ssoId. Member names and nakshatram are fixed once a booking with the family is COMPLETED.
import {
  FAMILY_MEMBERS_LOCKED_MESSAGE,
  type FamilyAnswer,
  type FamilyBody,
} from '@sannidhi/domain/contracts/family';
import type pg from 'pg';
import { withTransaction } from '../../db/with-transaction';
import { conflict, notFound } from '../../errors';
import type { AuthContext } from '../../types';
import { writeAudit } from '../../repositories/audit';
import { findFamily, insertFamily, updateFamily, type FamilyValues } from '../../repositories/families';
import { requireSelfOrActingVolunteer, type DetailsActor } from '../auth/access';
import { familyAnswer } from './family-answer';

function valuesOf(body: FamilyBody): FamilyValues {
  return {
    name: body.name,
    prasadamDeliveryAddress: body.prasadamDeliveryAddress,
    palmLeafInfo: {
      // Blank rows of the four-member form are not stored.
      members: body.palmLeafInfo.members.filter((m) => m.name !== ''),
      nakshatramLanguage: body.palmLeafInfo.nakshatramLanguage,
    },
  };
}

/** A volunteer's change is placed on the audit page of the centre they acted at (data.centerId). */
const auditData = (body: FamilyBody, actor: DetailsActor) =>
  actor.kind === 'volunteer'
    ? { ssoId: body.ssoId, onBehalf: true, centerId: actor.centerId }
    : { ssoId: body.ssoId };

export async function createFamily(
  pool: pg.Pool,
  auth: AuthContext,
  body: FamilyBody,
  ctx: { requestId: string; centerId?: string },
): Promise<FamilyAnswer> {
  const actor = await requireSelfOrActingVolunteer(pool, auth, body.ssoId, ctx.centerId);
  return withTransaction(pool, async (client) => {
    const id = await insertFamily(client, body.ssoId, valuesOf(body));
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'family.create',
      entity: 'family',
      entityId: id,
      data: auditData(body, actor),
      requestId: ctx.requestId,
    });
    return familyAnswer((await findFamily(client, id))!);
  });
}

const memberKey = (members: unknown) =>
  JSON.stringify(
    (Array.isArray(members) ? (members as { name?: string; nakshatram?: string }[]) : []).map((m) => [
      (m.name ?? '').trim(),
      (m.nakshatram ?? '').trim(),
    ]),
  );

export async function editFamily(
  pool: pg.Pool,
  auth: AuthContext,
  familyId: string,
  body: FamilyBody,
  ctx: { requestId: string; centerId?: string },
): Promise<FamilyAnswer> {
  const actor = await requireSelfOrActingVolunteer(pool, auth, body.ssoId, ctx.centerId);
  return withTransaction(pool, async (client) => {
    const current = await findFamily(client, familyId, { forUpdate: true });
    // Another devotee's family is answered like a missing one: its existence is not revealed.
    if (!current || current.user_id !== body.ssoId) throw notFound('Family not found');
    const values = valuesOf(body);
    if (
      current.members_locked &&
      memberKey(current.palm_leaf_info.members) !== memberKey(values.palmLeafInfo.members)
    ) {
      throw conflict(FAMILY_MEMBERS_LOCKED_MESSAGE);
    }
    await updateFamily(client, familyId, values);
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'family.update',
      entity: 'family',
      entityId: familyId,
      data: auditData(body, actor),
      requestId: ctx.requestId,
    });
    return familyAnswer((await findFamily(client, familyId))!);
  });
}
