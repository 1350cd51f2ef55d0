-- Refund retries are bounded: each request to the gateway uses one of attempts_left; when none is left the refund
-- waits for staff (GET /api/staff/refunds), whose retry gives it one more. An IN_TRANSIT refund whose notification
-- has not come by next_attempt_at is asked about again (the gateway answers a known refundRef idempotently).
ALTER TABLE refunds ADD COLUMN attempts_left integer NOT NULL DEFAULT 6 CHECK (attempts_left >= 0);
DROP INDEX refunds_due_idx;
CREATE INDEX refunds_due_idx ON refunds (next_attempt_at) WHERE status <> 'DONE' AND attempts_left > 0;
CREATE INDEX refunds_open_idx ON refunds (created_at) WHERE status <> 'DONE';
