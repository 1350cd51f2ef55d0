-- Recurring prasadam subscriptions charged monthly against a gateway mandate, and prasadam delivery of orders.

ALTER TABLE subscriptions
  ADD COLUMN item_id          text,
  ADD COLUMN first_payment_id uuid REFERENCES payments(id),
  ADD COLUMN first_order_id   uuid REFERENCES orders(id),
  ADD COLUMN amount           bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  ADD COLUMN currency         text NOT NULL DEFAULT 'INR',
  ADD COLUMN term_months      integer NOT NULL DEFAULT 12 CHECK (term_months > 0),
  ADD COLUMN months_paid      integer NOT NULL DEFAULT 0 CHECK (months_paid >= 0),
  -- PENDING until the first payment completes; ACTIVE while it may be charged; then DECLINED (first payment
  -- failed), REVOKED (by us on cancel), CANCELLED (by the payer at the gateway), REVOKE_FAILED (to retry).
  ADD COLUMN mandate_id       text,
  ADD COLUMN mandate_status   text NOT NULL DEFAULT 'PENDING'
    CHECK (mandate_status IN ('PENDING', 'ACTIVE', 'DECLINED', 'REVOKED', 'CANCELLED', 'REVOKE_FAILED')),
  -- The month now due (its anniversary) and when to try it next (the due date, or a retry day after it).
  ADD COLUMN due_at           timestamptz,
  ADD COLUMN next_charge_at   timestamptz,
  ADD COLUMN failed_attempts  integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  -- A renewal runner's claim on the row (several api processes run the job).
  ADD COLUMN lease_token      uuid,
  ADD COLUMN lease_until      timestamptz,
  ADD CONSTRAINT subscriptions_status_check CHECK (status IN ('ACTIVE', 'PAUSED', 'CANCELLED', 'COMPLETED')),
  ADD CONSTRAINT subscriptions_months_within_term CHECK (months_paid <= term_months);
CREATE UNIQUE INDEX subscriptions_first_payment_idx ON subscriptions (first_payment_id);
CREATE INDEX subscriptions_due_idx ON subscriptions (next_charge_at)
  WHERE status = 'ACTIVE' AND mandate_status = 'ACTIVE';

-- Every charge attempt of a month: a new gateway request each time (a failed request is final at the gateway).
CREATE TABLE subscription_charges (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subscription_id  uuid NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
  sequence         integer NOT NULL CHECK (sequence > 0),
  attempt          integer NOT NULL CHECK (attempt > 0),
  payment_id       uuid NOT NULL UNIQUE REFERENCES payments(id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (subscription_id, sequence, attempt)
);
-- subscription_payments keeps one row per paid month: UNIQUE (subscription_id, sequence) is the last line of
-- defence against paying a month twice.
CREATE UNIQUE INDEX subscription_payments_payment_idx ON subscription_payments (payment_id);

ALTER TABLE orders
  ADD COLUMN carrier          text,
  ADD COLUMN shipping_option  text,
  ADD CONSTRAINT orders_delivery_status_check
    CHECK (delivery_status IN ('NONE', 'PENDING', 'PACKED', 'SHIPPED', 'DELIVERED', 'RETURNED'));
CREATE INDEX orders_subscription_payment_idx ON orders (subscription_payment_id)
  WHERE subscription_payment_id IS NOT NULL;
