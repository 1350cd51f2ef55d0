// Analytics: events are stored in PostgreSQL (listable); a hosted analytics project can be added as another adapter.
import type pg from 'pg';

export interface AnalyticsEvent {
  name: string;
  userId: string | null;
  centerId: string | null;
  properties: Record<string, unknown>;
}

export interface Analytics {
  track(event: AnalyticsEvent): Promise<void>;
}

export function createDatabaseAnalytics(pool: pg.Pool): Analytics {
  return {
    async track(event) {
      await pool.query(
        'INSERT INTO analytics_events (name, user_id, center_id, properties) VALUES ($1, $2, $3, $4)',
        [event.name, event.userId, event.centerId, event.properties],
      );
    },
  };
}
