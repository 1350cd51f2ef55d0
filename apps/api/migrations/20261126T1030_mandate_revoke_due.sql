-- A mandate to revoke at the gateway (docs/decisions.md, "Late payments and reconciliation"): a late first
-- subscription payment that is refunded leaves a mandate the gateway set up; it is marked REVOKE_DUE in the
-- payment's transaction and revoked by the renewal job (as a REVOKE_FAILED one is retried), so that the gateway's
-- notification is not held up by a call back to the gateway.
ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_mandate_status_check;
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_mandate_status_check
  CHECK (mandate_status IN ('PENDING', 'ACTIVE', 'DECLINED', 'REVOKED', 'CANCELLED', 'REVOKE_FAILED', 'REVOKE_DUE'));
