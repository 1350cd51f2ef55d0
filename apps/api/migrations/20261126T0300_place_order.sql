-- An order's writes as one function (issue "Production readiness", speed): the payment, the devotee's unpaid-places
-- cap, the orders, the audit line and, last, the places, in one statement and so one round trip. Called on its own
-- it is its own transaction: the slot's row is locked only from taking the places to the commit. An order with more
-- to write in its transaction (a subscription, a payment link, a payment recorded at the counter) calls it with
-- p_take_places false and takes the places with its COMMIT (repositories/capacity.ts, takePlacesAndCommit).
--
-- p_payment: { requestId, centerId, userId, bookedBy, amount, currency, channel, rawResp, idempotencyKey, expiresAt }
-- p_orders:  [{ bookingId, productId, itemId, slotId, inPerson, hasPrasadam, prasadamDeliveryAddress, meta, variants,
--              totalPrice, slotStart, familyId, places, inventory: [{ variantId, quantity }] }]
-- p_audit:   { actorId, action, entity, data, requestId } (the entity is the new payment)
-- Answers NULL when a payment with the idempotency key exists (nothing is written), else
-- { payment: <the payments row>, orders: [{ id, booking_id, item_id, product_id, slot_id, total_price }] }.
-- Raises SN001 (a slot full) or SN002 (an option sold out) from take_places / take_inventory, and SN003 (detail: the
-- slot id) when p_unpaid_cap > 0 and the devotee would hold more unpaid places than that on a slot.
CREATE FUNCTION place_order(p_payment jsonb, p_orders jsonb, p_audit jsonb, p_unpaid_cap integer,
                            p_take_places boolean) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_payment payments;
  v_over uuid;
  v_orders jsonb;
  v_line jsonb;
  v_item jsonb;
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

  IF p_unpaid_cap > 0 THEN
    -- One devotee's orders are counted one at a time, so two submits at once cannot both pass the cap.
    PERFORM pg_advisory_xact_lock(hashtext('unpaid-places:' || v_payment.user_id));
    SELECT l.slot_id INTO v_over
    FROM (SELECT (o->>'slotId')::uuid AS slot_id, n,
                 sum((o->>'places')::int) OVER (PARTITION BY o->>'slotId' ORDER BY n) AS adding
          FROM jsonb_array_elements(p_orders) WITH ORDINALITY AS x(o, n)) l
    WHERE l.adding + coalesce((
            SELECT sum((v->>'quantity')::int)
            FROM orders h JOIN payments p ON p.id = h.payment_id, jsonb_array_elements(h.variants) v
            WHERE h.user_id = v_payment.user_id AND h.slot_id = l.slot_id AND h.status = 'NOT_COMPLETED'
              AND p.status IN ('INITIALIZED', 'PENDING')), 0) > p_unpaid_cap
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
  END IF;

  RETURN jsonb_build_object('payment', to_jsonb(v_payment), 'orders', v_orders);
END $$;
