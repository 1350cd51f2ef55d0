-- No payment is ever lost (docs/decisions.md, "Late payments"): a payment that arrives after it expired and cannot
-- be honoured is refunded through the same refund rows as a cancellation. `reason` says why a refund was made;
-- `failure_mailed_at` records that the devotee was told a refund failed (told once, not at every retry).
ALTER TABLE refunds ADD COLUMN reason text NOT NULL DEFAULT 'cancel' CHECK (reason IN ('cancel', 'late-payment'));
ALTER TABLE refunds ADD COLUMN failure_mailed_at timestamptz;
