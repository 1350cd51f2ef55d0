// POST /staff/schedule/rules and /staff/schedule/generate: a ritual's recurring rules open its slots for the next N
// days from today in the centre's zone (DST-correct: the domain's slotStartsOfRule). A slot that is already open is
// left as it is, so generating twice never duplicates; the ritual's way of attending decides in-person and online
// rows (BOTH gives one of each).
import type {
  AddScheduleRuleAnswer,
  AddScheduleRuleBody,
  GenerateSlotsAnswer,
  GenerateSlotsBody,
} from '@sannidhi/domain/contracts/staff-schedule';
import { DayRule, slotStartsOfRule } from '@sannidhi/domain/schedule-rule';
import type pg from 'pg';
import { withTransaction } from '../../db/with-transaction';
import { slotsChanged } from '../../lib/slot-changes';
import { badRequest } from '../../errors';
import { writeAudit } from '../../repositories/audit';
import type { ScheduleRitualRow } from '../../repositories/rituals';
import {
  insertScheduleRule,
  listScheduleRules,
  type ScheduleRuleRow,
} from '../../repositories/schedule-rules';
import { insertSlots, type NewSlot } from '../../repositories/slots-schedule';
import type { AuthContext } from '../../types';
import { scheduleTarget } from './schedule-center';

interface Ctx {
  requestId: string;
  now?: Date;
}

/** The slots one rule gives for `days` days from now. */
export function slotsOfRule(
  rule: Pick<ScheduleRuleRow, 'rule' | 'times' | 'capacity' | 'online_capacity' | 'inventory'>,
  ritual: Pick<ScheduleRitualRow, 'delivery_mode'>,
  timezone: string,
  now: Date,
  days: number,
): NewSlot[] {
  const modes = ritual.delivery_mode === 'BOTH' ? [true, false] : [ritual.delivery_mode === 'IN_PERSON'];
  return slotStartsOfRule(DayRule.parse(rule.rule), rule.times, timezone, now, days).flatMap((startTime) =>
    modes.map((inPerson) => ({
      startTime,
      inPerson,
      capacity: inPerson ? rule.capacity : (rule.online_capacity ?? rule.capacity),
      inventory: rule.inventory,
    })),
  );
}

async function openSlots(
  client: pg.PoolClient,
  ritual: ScheduleRitualRow,
  rules: ScheduleRuleRow[],
  timezone: string,
  now: Date,
  days: number,
): Promise<GenerateSlotsAnswer> {
  let created = 0;
  let total = 0;
  for (const rule of rules) {
    const slots = slotsOfRule(rule, ritual, timezone, now, days);
    total += slots.length;
    created += await insertSlots(client, ritual.id, slots);
  }
  return { created, existing: total - created };
}

export async function addScheduleRule(
  pool: pg.Pool,
  auth: AuthContext,
  body: AddScheduleRuleBody,
  ctx: Ctx,
): Promise<AddScheduleRuleAnswer> {
  const { center, ritual } = await scheduleTarget(pool, auth, body);
  const variantIds = new Set(ritual.variants.map((v) => v.id));
  const unknown = Object.keys(body.inventory).find((id) => !variantIds.has(id));
  if (unknown) throw badRequest(`inventory: ${ritual.name} has no option ${unknown}`);
  if (Object.keys(body.inventory).length && !ritual.uses_inventory) {
    throw badRequest(`inventory: ${ritual.name} does not limit its options per slot`);
  }
  const added = await withTransaction(pool, async (client) => {
    const rule = await insertScheduleRule(client, {
      product_id: ritual.id,
      rule: body.rule,
      times: [...new Set(body.times)].sort(),
      capacity: body.capacity,
      online_capacity: body.onlineCapacity ?? null,
      inventory: body.inventory,
      createdBy: auth.userId,
    });
    const answer = await openSlots(client, ritual, [rule], center.timezone, ctx.now ?? new Date(), body.days);
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'schedule.rule.add',
      entity: 'product',
      entityId: ritual.id,
      data: { centerId: center.id, ruleId: rule.id, ...body, ...answer },
      requestId: ctx.requestId,
    });
    return { ...answer, ruleId: rule.id };
  });
  // Committed: the slots the rule opened are offered at once.
  slotsChanged();
  return added;
}

export async function generateSlots(
  pool: pg.Pool,
  auth: AuthContext,
  body: GenerateSlotsBody,
  ctx: Ctx,
): Promise<GenerateSlotsAnswer> {
  const { center, ritual } = await scheduleTarget(pool, auth, body);
  const answer = await withTransaction(pool, async (client) => {
    const rules = await listScheduleRules(client, ritual.id);
    if (!rules.length) {
      throw badRequest(`${ritual.name} has no schedule rule yet. Please add one to open its dates.`);
    }
    const answer = await openSlots(client, ritual, rules, center.timezone, ctx.now ?? new Date(), body.days);
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'schedule.generate',
      entity: 'product',
      entityId: ritual.id,
      data: { centerId: center.id, days: body.days, ...answer },
      requestId: ctx.requestId,
    });
    return answer;
  });
  // Committed: the new slots are offered at once.
  slotsChanged();
  return answer;
}
