-- No slot held hostage (issue "No payment is ever lost"): besides one devotee's unpaid places per slot, place_order
-- now also caps
-- - a devotee's open unpaid checkouts over all slots (p_limits.ordersPerDevotee; payments INITIALIZED or PENDING that
--   they made themselves, not payment links a volunteer sent them), counted under the same per-devotee lock: SN005;
-- - the unpaid places of all devotees together on a slot, at p_limits.slotSharePercent of its capacity
--   (check_unpaid_share, below): SN004 with the slot id.
-- p_limits: { placesPerSlot, ordersPerDevotee, slotSharePercent } (0 = off); the first two are 0 for office volunteers.
-- The per-slot share is counted after the order's places are taken, under the slot's row lock that take_places holds
-- to the commit: concurrent orders of one slot are counted one after another, each seeing the ones committed before.
-- An order with more to write (repositories/capacity.ts, takePlacesAndCommit) calls check_unpaid_share after its own
-- take_places, before its COMMIT; a payment recorded at the counter is COMPLETED by then and so not unpaid.

-- Raises SN004 (detail: the slot id) when the payment is still open and one of its orders' slots holds more unpaid
-- places (orders NOT_COMPLETED of payments INITIALIZED or PENDING, every devotee) than p_share_percent of its capacity.
-- Unpaid places never exceed the booked ones, so a slot booked up to the share is not counted at all.
CREATE FUNCTION check_unpaid_share(p_payment uuid, p_share_percent integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_slot record;
BEGIN
  IF p_share_percent <= 0 OR p_share_percent >= 100 THEN
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM payments WHERE id = p_payment AND status IN ('INITIALIZED', 'PENDING')) THEN
    RETURN;
  END IF;
  FOR v_slot IN
    SELECT s.id, s.capacity FROM slots s
    WHERE s.id IN (SELECT o.slot_id FROM orders o WHERE o.payment_id = p_payment)
      AND s.booked::bigint * 100 > s.capacity::bigint * p_share_percent
    ORDER BY s.id
  LOOP
    IF coalesce((
         SELECT sum((v->>'quantity')::int)
         FROM orders h JOIN payments p ON p.id = h.payment_id, jsonb_array_elements(h.variants) v
         WHERE h.slot_id = v_slot.id AND h.status = 'NOT_COMPLETED' AND p.status IN ('INITIALIZED', 'PENDING')), 0)
       * 100 > v_slot.capacity::bigint * p_share_percent THEN
      RAISE EXCEPTION 'unpaid share of a slot' USING ERRCODE = 'SN004', DETAIL = v_slot.id::text;
    END IF;
  END LOOP;
END $$;

DROP FUNCTION place_order(jsonb, jsonb, jsonb, integer, boolean);
CREATE FUNCTION place_order(p_payment jsonb, p_orders jsonb, p_audit jsonb, p_limits jsonb,
                            p_take_places boolean) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_payment payments;
  v_over uuid;
  v_orders jsonb;
  v_line jsonb;
  v_item jsonb;
  v_unpaid_cap integer := coalesce((p_limits->>'placesPerSlot')::int, 0);
  v_orders_cap integer := coalesce((p_limits->>'ordersPerDevotee')::int, 0);
BEGIN
  INSERT INTO payments (request_id, center_id, user_id, booked_by, amount, currency, status, channel, raw_resp,
                        idempotency_key, expires_at)
  VALUES (p_payment->>'requestId', p_payment->>'centerId', p_payment->>'userId', p_payment->>'bookedBy',
          (p_payment->>'amount')::bigint, p_payment->>'currency', 'INITIALIZED', p_payment->>'channel',
          coalesce(p_payment->'rawResp', '{}'::jsonb), p_payment->>'idempotencyKey',
          (p_payment->>'expiresAt')::timestamptz)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING * INTO v_payment;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;

  IF v_unpaid_cap > 0 OR v_orders_cap > 0 THEN
    -- One devotee's orders are counted one at a time, so two submits at once cannot both pass the caps.
    PERFORM pg_advisory_xact_lock(hashtext('unpaid-places:' || v_payment.user_id));
  END IF;
  IF v_orders_cap > 0 AND (
       SELECT count(*) FROM payments p
       WHERE p.user_id = v_payment.user_id AND p.booked_by IS NULL AND p.status IN ('INITIALIZED', 'PENDING')
         AND p.id <> v_payment.id) >= v_orders_cap THEN
    RAISE EXCEPTION 'unpaid orders cap' USING ERRCODE = 'SN005';
  END IF;
  IF v_unpaid_cap > 0 THEN
    SELECT l.slot_id INTO v_over
    FROM (SELECT (o->>'slotId')::uuid AS slot_id, n,
                 sum((o->>'places')::int) OVER (PARTITION BY o->>'slotId' ORDER BY n) AS adding
          FROM jsonb_array_elements(p_orders) WITH ORDINALITY AS x(o, n)) l
    WHERE l.adding + coalesce((
            SELECT sum((v->>'quantity')::int)
            FROM orders h JOIN payments p ON p.id = h.payment_id, jsonb_array_elements(h.variants) v
            WHERE h.user_id = v_payment.user_id AND h.slot_id = l.slot_id AND h.status = 'NOT_COMPLETED'
              AND p.status IN ('INITIALIZED', 'PENDING')), 0) > v_unpaid_cap
    ORDER BY l.n LIMIT 1;
    IF v_over IS NOT NULL THEN
      RAISE EXCEPTION 'unpaid places cap' USING ERRCODE = 'SN003', DETAIL = v_over::text;
    END IF;
  END IF;

  WITH inserted AS (
    INSERT INTO orders (booking_id, payment_id, user_id, booked_by, center_id, product_id, item_id, slot_id,
                        in_person, has_prasadam, prasadam_delivery_address, meta, variants, total_price, currency,
                        og_slot_start, family_id)
    SELECT o->>'bookingId', v_payment.id, v_payment.user_id, v_payment.booked_by, v_payment.center_id,
           o->>'productId', o->>'itemId', (o->>'slotId')::uuid, (o->>'inPerson')::boolean,
           (o->>'hasPrasadam')::boolean, nullif(o->'prasadamDeliveryAddress', 'null'::jsonb),
           coalesce(o->'meta', '{}'::jsonb), coalesce(o->'variants', '[]'::jsonb), (o->>'totalPrice')::bigint,
           v_payment.currency, (o->>'slotStart')::timestamptz,
           (SELECT f.id FROM families f WHERE f.id::text = o->>'familyId' AND f.user_id = v_payment.user_id)
    FROM jsonb_array_elements(p_orders) AS x(o)
    RETURNING id, booking_id, item_id, product_id, slot_id, total_price
  )
  SELECT coalesce(jsonb_agg(to_jsonb(inserted)), '[]'::jsonb) INTO v_orders FROM inserted;

  INSERT INTO audit_log (actor_id, action, entity, entity_id, data, request_id)
  VALUES (p_audit->>'actorId', p_audit->>'action', p_audit->>'entity', v_payment.id::text,
          coalesce(p_audit->'data', '{}'::jsonb), p_audit->>'requestId');

  IF p_take_places THEN
    FOR v_line IN SELECT o FROM jsonb_array_elements(p_orders) AS x(o) LOOP
      PERFORM take_places((v_line->>'slotId')::uuid, (v_line->>'places')::int);
      FOR v_item IN SELECT i FROM jsonb_array_elements(coalesce(v_line->'inventory', '[]'::jsonb)) AS y(i) LOOP
        PERFORM take_inventory((v_line->>'slotId')::uuid, v_item->>'variantId', (v_item->>'quantity')::int);
      END LOOP;
    END LOOP;
    -- After the places: each slot's row is now locked to the commit, so its unpaid places are counted one order at
    -- a time.
    PERFORM check_unpaid_share(v_payment.id, coalesce((p_limits->>'slotSharePercent')::int, 0));
  END IF;

  RETURN jsonb_build_object('payment', to_jsonb(v_payment), 'orders', v_orders);
END $$;
