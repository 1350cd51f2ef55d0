-- Production readiness (issue 11): disabling a user, and rate-limit counters shared by every api process.

-- A disabled user is refused on every authenticated request within USER_CHECK_TTL_MS (≤ 60 s); the row stays (orders
-- reference it). NULL = active.
ALTER TABLE users ADD COLUMN disabled_at timestamptz;

-- One counter per (limit, key) and fixed window: the api increments it with one upsert per request
-- (apps/api/src/plugins/rate-limit-store.ts); rows of past windows are deleted by the store now and then.
CREATE UNLOGGED TABLE rate_limit_counters (
  key         text PRIMARY KEY,
  hits        integer NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_expires_idx ON rate_limit_counters (expires_at);
