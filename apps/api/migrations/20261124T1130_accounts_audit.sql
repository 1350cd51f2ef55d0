-- Accounts and audit (staff console, issue 13): when a payment was paid and a refund reached the devotee (the day
-- a collection or refund counts on), the day close of a centre, refunds held for a second approver, and the centre
-- of every audit entry (the centre admin's audit page shows only their centre's).

-- paid_at: set when a payment first becomes COMPLETED (or REFUNDED straight from EXPIRED, a late payment refunded);
-- a row inserted already paid (imported or seeded history) was paid when it was created.
ALTER TABLE payments ADD COLUMN paid_at timestamptz;
UPDATE payments p SET paid_at = COALESCE(
    (SELECT min(a.created_at) FROM audit_log a
      WHERE a.entity = 'payment' AND a.entity_id = p.id::text AND a.action = 'payment.completed'),
    p.updated_at)
  WHERE p.status IN ('COMPLETED', 'REFUNDED');

CREATE FUNCTION payments_fill_paid_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.paid_at IS NULL AND NEW.status IN ('COMPLETED', 'REFUNDED') THEN
    NEW.paid_at := CASE WHEN TG_OP = 'INSERT' THEN COALESCE(NEW.created_at, now()) ELSE now() END;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER payments_fill_paid_at BEFORE INSERT OR UPDATE OF status ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_fill_paid_at();
CREATE INDEX payments_center_paid_idx ON payments (center_id, paid_at) WHERE paid_at IS NOT NULL;
CREATE INDEX payments_center_created_idx ON payments (center_id, created_at);

-- done_at: when the gateway said the refund reached the devotee.
ALTER TABLE refunds ADD COLUMN done_at timestamptz;
UPDATE refunds SET done_at = updated_at WHERE status = 'DONE';
CREATE FUNCTION refunds_fill_done_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.done_at IS NULL AND NEW.status = 'DONE' THEN
    NEW.done_at := CASE WHEN TG_OP = 'INSERT' THEN COALESCE(NEW.updated_at, now()) ELSE now() END;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER refunds_fill_done_at BEFORE INSERT OR UPDATE OF status ON refunds
  FOR EACH ROW EXECUTE FUNCTION refunds_fill_done_at();
CREATE INDEX refunds_done_idx ON refunds (done_at) WHERE done_at IS NOT NULL;

-- A refund above the centre's threshold (centre meta refundApprovalAbove) waits in AWAITING_APPROVAL, not sent,
-- until a staff member with refunds.approve who is not the one who asked for it approves it.
ALTER TABLE refunds DROP CONSTRAINT refunds_status_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_status_check
  CHECK (status IN ('AWAITING_APPROVAL', 'CREATED', 'IN_TRANSIT', 'DONE', 'FAILED'));
ALTER TABLE refunds
  ADD COLUMN requested_by text REFERENCES users(id),
  ADD COLUMN approved_by  text REFERENCES users(id),
  ADD COLUMN approved_at  timestamptz;
DROP INDEX refunds_due_idx;
CREATE INDEX refunds_due_idx ON refunds (next_attempt_at)
  WHERE status IN ('CREATED', 'IN_TRANSIT', 'FAILED') AND attempts_left > 0;

-- One close per centre and local date: who closed it, when, what was checked against the gateway, what differed.
CREATE TABLE day_closes (
  center_id    text NOT NULL REFERENCES centers(id),
  day          date NOT NULL,
  closed_by    text NOT NULL REFERENCES users(id),
  closed_at    timestamptz NOT NULL DEFAULT now(),
  checked      integer NOT NULL CHECK (checked >= 0),
  totals       jsonb NOT NULL,
  mismatches   jsonb NOT NULL DEFAULT '[]'::jsonb,
  PRIMARY KEY (center_id, day)
);

-- The centre of an audit entry: given by the writer, or found from the entry (its data's centre, or the centre of
-- the order, payment, subscription, ritual or slot it is about), so every writer's entries are placed.
ALTER TABLE audit_log ADD COLUMN center_id text;
CREATE FUNCTION audit_log_centre(p_entity text, p_entity_id text, p_data jsonb) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  found text := COALESCE(p_data ->> 'centerId', p_data ->> 'center', p_data ->> 'centreId');
BEGIN
  IF found IS NOT NULL OR p_entity_id IS NULL THEN
    RETURN found;
  END IF;
  IF p_entity_id ~ '^[0-9a-fA-F-]{36}$' THEN
    IF p_entity = 'order' THEN
      SELECT center_id INTO found FROM orders WHERE id = p_entity_id::uuid;
    ELSIF p_entity = 'payment' THEN
      SELECT center_id INTO found FROM payments WHERE id = p_entity_id::uuid;
    ELSIF p_entity = 'subscription' THEN
      SELECT center_id INTO found FROM subscriptions WHERE id = p_entity_id::uuid;
    ELSIF p_entity = 'slot' THEN
      SELECT p.center_id INTO found FROM slots s JOIN products p ON p.id = s.product_id WHERE s.id = p_entity_id::uuid;
    ELSIF p_entity = 'refund' THEN
      SELECT p.center_id INTO found FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE r.id = p_entity_id::uuid;
    END IF;
  ELSIF p_entity IN ('product', 'ritual') THEN
    SELECT center_id INTO found FROM products WHERE id = p_entity_id;
  ELSIF p_entity IN ('center', 'centre') THEN
    SELECT id INTO found FROM centers WHERE id = p_entity_id;
  END IF;
  RETURN found;
END $$;

CREATE FUNCTION audit_log_fill_centre() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.center_id IS NULL THEN
    NEW.center_id := audit_log_centre(NEW.entity, NEW.entity_id, NEW.data);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER audit_log_fill_centre BEFORE INSERT ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_fill_centre();
UPDATE audit_log SET center_id = audit_log_centre(entity, entity_id, data);
CREATE INDEX audit_log_center_time_idx ON audit_log (center_id, created_at DESC, id DESC);
