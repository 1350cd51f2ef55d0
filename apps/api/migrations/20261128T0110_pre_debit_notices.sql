-- The pre-debit notice of a subscription's monthly charge (issue 29, Deliver 4): the month (sequence) the last notice
-- announced and when it was queued. The notice job claims due rows with FOR UPDATE SKIP LOCKED and writes these in
-- the transaction that queues the mail, so each month is announced once across processes and restarts; the renewal
-- job is to charge a month only 24 hours after its notice (domain pre-debit.ts).
ALTER TABLE subscriptions
  ADD COLUMN notice_month   integer,
  ADD COLUMN notice_sent_at timestamptz;
