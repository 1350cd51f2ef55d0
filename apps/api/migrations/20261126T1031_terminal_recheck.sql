-- No card-terminal payment is lost (docs/decisions.md, "Late payments and reconciliation"): the reader does not
-- notify the api, so the jobs ask it again about terminal payments that expired recently. `terminal_rechecked_at`
-- is when it was last asked (each payment at most every few minutes, for a bounded time after it expired).
ALTER TABLE payments ADD COLUMN terminal_rechecked_at timestamptz;
CREATE INDEX payments_expired_terminal_idx ON payments (expires_at)
  WHERE status = 'EXPIRED' AND terminal_transaction_id IS NOT NULL;
