// SQL of analytics events (spec part 1 §4 event names): stored by the database adapter, listed to administrators.
import type pg from 'pg';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { clientDb, type Db } from '../db/client';
import { analyticsEvents } from '../db/schema';

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export async function insertAnalyticsEvent(db: Db, event: NewAnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}

/** The newest events first, optionally of one name, of the given centres ('every': all, with those of none). */
export function listAnalyticsEvents(
  db: Db,
  filter: { name?: string; centerIds: 'every' | string[]; limit: number },
): Promise<AnalyticsEventRow[]> {
  const where: SQL[] = filter.name === undefined ? [] : [eq(analyticsEvents.name, filter.name)];
  if (filter.centerIds !== 'every') where.push(inArray(analyticsEvents.centerId, filter.centerIds));
  return db
    .select()
    .from(analyticsEvents)
    .where(and(...where))
    .orderBy(desc(analyticsEvents.id))
    .limit(filter.limit);
}

/** The same, inside the caller's transaction (a purchase event is written with the payment's status change). */
export async function insertAnalyticsEventWith(
  client: pg.PoolClient,
  event: NewAnalyticsEvent,
): Promise<void> {
  await insertAnalyticsEvent(clientDb(client), event);
}
