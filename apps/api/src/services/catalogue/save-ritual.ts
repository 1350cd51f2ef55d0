// POST /staff/catalogue/rituals and /rituals/update: a centre admin (catalogue.edit) creates a ritual of their centre,
// or sets one of its rituals as it should stand: its details, variants with prices, config (validated by the
// catalogue's ProductConfig in the body schema). One transaction with its audit row. The write fires the
// catalogue_changed trigger, which clears the catalogue caches of every api process; this process's at once.
import crypto from 'node:crypto';
import type {
  CreateRitualBody,
  RitualForm,
  RitualSavedAnswer,
  StaffRitual,
  UpdateRitualBody,
} from '@sannidhi/domain/contracts/staff-catalogue';
import type pg from 'pg';
import { compactTexts } from '@sannidhi/domain/catalogue-texts';
import { compactConfigTexts, compactLanguageTexts } from '@sannidhi/domain/form-texts';
import { clientDb } from '../../db/client';
import { withTransaction } from '../../db/with-transaction';
import { badRequest, conflict, notFound } from '../../errors';
import { clearCatalogueCaches } from '../../lib/ttl-cache';
import { writeAudit } from '../../repositories/audit';
import { findCenter } from '../../repositories/centers';
import {
  bookedVariantNames,
  deleteVariants,
  insertRitual,
  lockCenterRitual,
  saveVariant,
  updateRitual,
  variantIdsOf,
  type RitualColumns,
} from '../../repositories/rituals';
import type { AppDeps, AuthContext } from '../../types';
import { requireStaffAction } from '../roles/authorize';
import { staffRitualOf } from './list-catalogue';

type Deps = Pick<AppDeps, 'db' | 'pool'>;
interface Ctx {
  requestId: string;
}

const suffix = () => crypto.randomBytes(3).toString('hex');

/** A new ritual's id: the centre, the name's slug and a random tail ('us-tennessee-kumkum-archana-3f9a1c'). */
function newRitualId(centerId: string, name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return [centerId, slug, suffix()].filter(Boolean).join('-');
}

function columnsOf(form: RitualForm): RitualColumns {
  return {
    name: form.name,
    type: form.type,
    category: form.category,
    description: form.description,
    image: form.image,
    deliveryMode: form.deliveryMode,
    isAvailable: form.isAvailable,
    isAvailableForBackOffice: form.isAvailableForBackOffice,
    price: form.variants[0]!.unitPrice,
    config: compactConfigTexts(form.config),
    texts: compactTexts(form.texts),
  };
}

/** What the audit keeps of a ritual: the editor's fields. */
function auditShape(r: RitualForm | StaffRitual) {
  return {
    name: r.name,
    type: r.type,
    category: r.category,
    description: r.description,
    image: r.image,
    deliveryMode: r.deliveryMode,
    isAvailable: r.isAvailable,
    isAvailableForBackOffice: r.isAvailableForBackOffice,
    variants: r.variants.map((v) => ({
      name: v.name,
      unitPrice: v.unitPrice,
      maxQuantity: v.maxQuantity,
      texts: compactLanguageTexts(v.texts) ?? {},
    })),
    config: r.config,
    texts: r.texts ?? {},
  };
}

async function writeVariants(client: pg.PoolClient, ritualId: string, form: RitualForm): Promise<void> {
  const existing = await variantIdsOf(client, ritualId);
  const foreign = form.variants.filter((v) => v.id && !existing.includes(v.id));
  if (foreign.length) throw badRequest(`Variant ${foreign[0]!.name} is not one of this ritual's variants`);
  const kept = new Set(form.variants.map((v) => v.id).filter(Boolean));
  const removed = existing.filter((id) => !kept.has(id));
  const booked = await bookedVariantNames(client, removed);
  if (booked.length) {
    throw conflict(`${booked.join(', ')} has places booked and cannot be removed: change its price instead`);
  }
  await deleteVariants(client, ritualId, removed);
  for (const [position, v] of form.variants.entries()) {
    await saveVariant(client, ritualId, {
      id: v.id ?? `${ritualId}-${suffix()}`,
      name: v.name,
      unitPrice: v.unitPrice,
      maxQuantity: v.maxQuantity,
      position,
      texts: compactLanguageTexts(v.texts) ?? {},
    });
  }
}

export async function createRitual(
  deps: Deps,
  auth: AuthContext,
  body: CreateRitualBody,
  ctx: Ctx,
): Promise<RitualSavedAnswer> {
  await requireStaffAction(deps.pool, auth, 'catalogue.edit', body.center);
  if (!(await findCenter(deps.pool, body.center))) throw notFound(`Center not found: ${body.center}`);
  const id = newRitualId(body.center, body.name);
  await withTransaction(deps.pool, async (client) => {
    await insertRitual(client, id, body.center, columnsOf(body));
    await writeVariants(client, id, body);
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'ritual.create',
      entity: 'ritual',
      entityId: id,
      data: { center: body.center, after: auditShape(body) },
      requestId: ctx.requestId,
    });
  });
  clearCatalogueCaches(deps.db);
  return { ritual: await staffRitualOf(deps, body.center, id) };
}

export async function updateRitualOf(
  deps: Deps,
  auth: AuthContext,
  body: UpdateRitualBody,
  ctx: Ctx,
): Promise<RitualSavedAnswer> {
  await requireStaffAction(deps.pool, auth, 'catalogue.edit', body.center);
  await withTransaction(deps.pool, async (client) => {
    if (!(await lockCenterRitual(client, body.ritualId, body.center))) {
      throw notFound('Ritual not found at this center');
    }
    // Read on the transaction's own client (under its lock), not on a second pooled connection.
    const before = await staffRitualOf({ db: clientDb(client) }, body.center, body.ritualId);
    await updateRitual(client, body.ritualId, columnsOf(body));
    await writeVariants(client, body.ritualId, body);
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'ritual.update',
      entity: 'ritual',
      entityId: body.ritualId,
      data: { center: body.center, before: auditShape(before), after: auditShape(body) },
      requestId: ctx.requestId,
    });
  });
  clearCatalogueCaches(deps.db);
  return { ritual: await staffRitualOf(deps, body.center, body.ritualId) };
}
