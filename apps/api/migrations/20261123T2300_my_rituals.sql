-- My Rituals: order lists ordered by slot time (index-backed paging), the cancellation policy kept at purchase,
-- the reschedule history, and refunds with their state.

-- The slot start beside the order so each list is one index range; kept by a trigger on insert and slot change.
ALTER TABLE orders ADD COLUMN slot_start timestamptz;
UPDATE orders o SET slot_start = s.start_time FROM slots s WHERE s.id = o.slot_id;

-- The policy of the centre at purchase time: a later change of the centre's settings does not rewrite old bookings.
ALTER TABLE orders ADD COLUMN refund_on_cancel boolean;
UPDATE orders o SET refund_on_cancel = COALESCE((c.meta ->> 'refundOnCancel')::boolean, false)
  FROM centers c WHERE c.id = o.center_id;

ALTER TABLE orders ADD COLUMN reschedule_history jsonb NOT NULL DEFAULT '[]'::jsonb;

CREATE FUNCTION orders_fill_slot_and_policy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.slot_id IS DISTINCT FROM OLD.slot_id THEN
    SELECT start_time INTO NEW.slot_start FROM slots WHERE id = NEW.slot_id;
  END IF;
  IF TG_OP = 'INSERT' AND NEW.refund_on_cancel IS NULL THEN
    SELECT COALESCE((meta ->> 'refundOnCancel')::boolean, false) INTO NEW.refund_on_cancel
      FROM centers WHERE id = NEW.center_id;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER orders_fill_slot_and_policy BEFORE INSERT OR UPDATE OF slot_id ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_fill_slot_and_policy();

ALTER TABLE orders ALTER COLUMN slot_start SET NOT NULL;
ALTER TABLE orders ALTER COLUMN refund_on_cancel SET NOT NULL;

-- Upcoming and On Hold are partial ranges; Past reads the whole range of the devotee at the centre backwards.
CREATE INDEX orders_upcoming_idx ON orders (user_id, center_id, slot_start, id) WHERE status = 'NOT_COMPLETED';
CREATE INDEX orders_on_hold_idx ON orders (user_id, center_id, slot_start, id) WHERE status = 'ON_HOLD';
CREATE INDEX orders_by_slot_start_idx ON orders (user_id, center_id, slot_start DESC, id DESC);

ALTER TABLE payments ADD COLUMN refunded_amount bigint NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0);
ALTER TABLE payments ADD CONSTRAINT payments_refund_within_amount CHECK (refunded_amount <= amount);

-- One row per refund asked of the gateway: CREATED → IN_TRANSIT → DONE | FAILED (a FAILED refund is retried).
CREATE TABLE refunds (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  refund_ref         char(12) NOT NULL UNIQUE,
  payment_id         uuid NOT NULL REFERENCES payments(id),
  order_ids          uuid[] NOT NULL,
  amount             bigint NOT NULL CHECK (amount > 0),
  currency           text NOT NULL,
  status             text NOT NULL DEFAULT 'CREATED' CHECK (status IN ('CREATED', 'IN_TRANSIT', 'DONE', 'FAILED')),
  attempts           integer NOT NULL DEFAULT 0,
  last_error         text,
  gateway_refund_id  text,
  next_attempt_at    timestamptz NOT NULL DEFAULT now(),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunds_payment_idx ON refunds (payment_id);
CREATE INDEX refunds_due_idx ON refunds (next_attempt_at) WHERE status IN ('CREATED', 'FAILED');

ALTER TABLE mail_outbox ADD COLUMN order_id uuid REFERENCES orders(id) ON DELETE CASCADE;
