// Analytics: events are stored in PostgreSQL (listable); a hosted analytics project can be added as another adapter.
import type { Db } from '../db/client';
import { insertAnalyticsEvent } from '../repositories/analytics-events';

export interface AnalyticsEvent {
  name: string;
  userId: string | null;
  centerId: string | null;
  properties: Record<string, unknown>;
}

export interface Analytics {
  track(event: AnalyticsEvent): Promise<void>;
}

export function createDatabaseAnalytics(db: Db): Analytics {
  return { track: (event) => insertAnalyticsEvent(db, event) };
}
