-- The staff audit page lists a centre's entries (audit_log.center_id, found by audit_log_centre when the writer gives
-- none). Waiting-list entries (issue 29: joined, offered, taken, expired, left) name their slot in their data; their
-- centre is the slot's ritual's, so a centre's staff see the offers made, taken and expired.
CREATE OR REPLACE FUNCTION audit_log_centre(p_entity text, p_entity_id text, p_data jsonb) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  found text := COALESCE(p_data ->> 'centerId', p_data ->> 'center', p_data ->> 'centreId');
BEGIN
  IF found IS NOT NULL OR p_entity_id IS NULL THEN
    RETURN found;
  END IF;
  -- A waiting-list entry's (issue 29): the centre of the slot it waits for, named in its data.
  IF p_data ->> 'slotId' ~ '^[0-9a-fA-F-]{36}$' THEN
    SELECT p.center_id INTO found FROM slots s JOIN products p ON p.id = s.product_id
    WHERE s.id = (p_data ->> 'slotId')::uuid;
    IF found IS NOT NULL THEN
      RETURN found;
    END IF;
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
UPDATE audit_log SET center_id = audit_log_centre(entity, entity_id, data)
WHERE center_id IS NULL AND entity = 'waiting-list-entry';
