-- A booking's whole life (issue 29). A mail may carry files (the calendar event of each booked ritual): each one
-- {filename, contentType, content} with the content as text, sent as an attachment by the mail job.
ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;

-- The reminder before a ritual: the slot start it was sent (or skipped) for. A reschedule moves slot_start, so the
-- booking is reminded again for its new date only; the job claims due rows with FOR UPDATE SKIP LOCKED and writes
-- this column in the transaction that queues the mail, so each date is reminded once across processes and restarts.
ALTER TABLE orders ADD COLUMN reminded_for timestamptz;
CREATE INDEX orders_reminder_due_idx ON orders (slot_start)
  WHERE status = 'NOT_COMPLETED' AND reminded_for IS DISTINCT FROM slot_start;
