-- A refund the gateway could not make, given back to the devotee another way by the temple office (issue 26): it
-- is DONE like any refund that reached the devotee (counted in the payment's refunded amount, the Accounts refunds
-- of its day, never sent to the gateway again), and says how it was given back, by whom, with the office's note.
-- A DONE refund with no outside_method went through the gateway.
ALTER TABLE refunds
  ADD COLUMN outside_method text CHECK (outside_method IN ('CASH', 'BANK_TRANSFER', 'CHEQUE')),
  ADD COLUMN outside_note   text CHECK (char_length(outside_note) <= 120),
  ADD COLUMN outside_by     text REFERENCES users(id),
  ADD CONSTRAINT refunds_outside_is_done CHECK (outside_method IS NULL OR status = 'DONE');
