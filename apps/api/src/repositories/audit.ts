import type pg from 'pg';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  data?: Record<string, unknown>;
  requestId?: string;
}

export async function writeAudit(db: pg.Pool | pg.PoolClient, entry: AuditEntry): Promise<void> {
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
