import type { Queryable } from '../db/client';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  data?: Record<string, unknown>;
  requestId?: string;
}

export async function writeAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    'INSERT INTO audit_log (actor_id, action, entity, entity_id, data, request_id) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      entry.actorId,
      entry.action,
      entry.entity,
      entry.entityId ?? null,
      entry.data ?? {},
      entry.requestId ?? null,
    ],
  );
}

export interface AuditRow {
  id: string;
  created_at: Date;
  action: string;
  entity: string;
  entity_id: string | null;
  actor: string | null;
  /** The actor erased their account (issue 30): staff read "Erased devotee" in their language. */
  actor_erased: boolean;
  data: Record<string, unknown>;
}

export interface AuditFilter {
  centerId: string;
  timezone: string;
  entity?: string | undefined;
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** One page of a centre's audit log, newest first, with the count of all entries that match. */
export async function listAuditOfCenter(
  db: Queryable,
  f: AuditFilter & { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const params: unknown[] = [f.centerId];
  const zone = () => {
    if (!params.includes(f.timezone)) params.push(f.timezone);
    return `$${params.indexOf(f.timezone) + 1}`;
  };
  const where = ['a.center_id = $1'];
  if (f.entity) {
    params.push(f.entity);
    where.push(`a.entity = $${params.length}`);
  }
  if (f.actor) {
    params.push(`%${f.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const n = `$${params.length}`;
    where.push(
      `EXISTS (SELECT 1 FROM users au WHERE au.id = a.actor_id AND (au.email ILIKE ${n}
         OR (au.first_name || ' ' || au.last_name) ILIKE ${n} OR au.id ILIKE ${n}))`,
    );
  }
  if (f.from) {
    const tz = zone();
    params.push(f.from);
    where.push(`a.created_at >= ($${params.length}::date)::timestamp AT TIME ZONE ${tz}`);
  }
  if (f.to) {
    const tz = zone();
    params.push(f.to);
    where.push(`a.created_at < ($${params.length}::date + 1)::timestamp AT TIME ZONE ${tz}`);
  }
  const sql = where.join(' AND ');
  const { rows } = await db.query<AuditRow>(
    `SELECT a.id::text AS id, a.created_at, a.action, a.entity, a.entity_id, a.data,
            CASE WHEN a.actor_id IS NULL THEN NULL
                 ELSE COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), '') || ' <' || u.email || '>',
                               u.email, a.actor_id) END AS actor,
            COALESCE(u.erased_at IS NOT NULL, false) AS actor_erased
       FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
      WHERE ${sql}
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, f.limit, f.offset],
  );
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_log a WHERE ${sql}`,
    params,
  );
  return { rows, total: count.rows[0]!.n };
}

/** The entities a centre's log speaks of (for the page's filter). */
export async function listAuditEntities(db: Queryable, centerId: string): Promise<string[]> {
  const { rows } = await db.query<{ entity: string }>(
    'SELECT DISTINCT entity FROM audit_log WHERE center_id = $1 ORDER BY entity',
    [centerId],
  );
  return rows.map((r) => r.entity);
}
