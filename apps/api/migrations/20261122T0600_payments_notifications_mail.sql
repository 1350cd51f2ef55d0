-- Gateway notifications seen (replay protection), card-terminal transactions, and the e-mail outbox.

CREATE TABLE gateway_notifications (
  signature    text PRIMARY KEY,
  request_id   text NOT NULL,
  status       text NOT NULL,
  outcome      text NOT NULL,          -- applied | ignored | refused
  received_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gateway_notifications_request_idx ON gateway_notifications (request_id);

ALTER TABLE payments ADD COLUMN terminal_transaction_id text;
ALTER TABLE payments ADD COLUMN status_mail_sent_at timestamptz;

CREATE TABLE mail_outbox (
  id          bigserial PRIMARY KEY,
  to_address  text NOT NULL,
  subject     text NOT NULL,
  html        text NOT NULL,
  text        text NOT NULL,
  kind        text NOT NULL,
  payment_id  uuid REFERENCES payments(id) ON DELETE CASCADE,
  status      text NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'SENT', 'FAILED')),
  attempts    integer NOT NULL DEFAULT 0,
  last_error  text,
  not_before  timestamptz NOT NULL DEFAULT now(),
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz
);
CREATE INDEX mail_outbox_queued_idx ON mail_outbox (not_before) WHERE status = 'QUEUED';
