// SQL of schedule_rules: the recurring rules of the staff schedule by which a ritual's slots are opened.
import type pg from 'pg';
import type { Queryable } from '../db/client';

export interface ScheduleRuleRow {
  id: string;
  product_id: string;
  rule: unknown;
  times: string[];
  capacity: number;
  online_capacity: number | null;
  inventory: Record<string, number>;
}

const RULE_COLUMNS = 'id, product_id, rule, times, capacity, online_capacity, inventory';

export async function listScheduleRules(db: Queryable, productId: string): Promise<ScheduleRuleRow[]> {
  const { rows } = await db.query<ScheduleRuleRow>(
    `SELECT ${RULE_COLUMNS} FROM schedule_rules WHERE product_id = $1 ORDER BY created_at, id`,
    [productId],
  );
  return rows;
}

export async function insertScheduleRule(
  client: pg.PoolClient,
  rule: Omit<ScheduleRuleRow, 'id'> & { createdBy: string },
): Promise<ScheduleRuleRow> {
  const { rows } = await client.query<ScheduleRuleRow>(
    `INSERT INTO schedule_rules (product_id, rule, times, capacity, online_capacity, inventory, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${RULE_COLUMNS}`,
    [
      rule.product_id,
      JSON.stringify(rule.rule),
      rule.times,
      rule.capacity,
      rule.online_capacity,
      rule.inventory,
      rule.createdBy,
    ],
  );
  return rows[0]!;
}

/** Deletes a rule of one of the centre's rituals; the deleted row, or undefined when there is none there. */
export async function deleteScheduleRule(
  client: pg.PoolClient,
  centerId: string,
  ruleId: string,
): Promise<ScheduleRuleRow | undefined> {
  const { rows } = await client.query<ScheduleRuleRow>(
    `DELETE FROM schedule_rules r USING products p
     WHERE r.id = $2 AND p.id = r.product_id AND p.center_id = $1
     RETURNING r.id, r.product_id, r.rule, r.times, r.capacity, r.online_capacity, r.inventory`,
    [centerId, ruleId],
  );
  return rows[0];
}
