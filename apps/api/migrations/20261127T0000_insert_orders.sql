-- One writer of order rows (issue "One way to do each thing"). insert_orders writes the orders of a payment from
-- their jsonb, in the shape repositories/orders-place.ts declares once (NewOrder, and for a subscription's month
-- MonthOrderFields); place_order calls it for a new payment's orders, and repositories/orders.ts insertOrders for
-- the order of a month a subscription has paid. Before, the month's order had its own INSERT.
-- A month's order is paid already (paymentStatus COMPLETED), so one with prasadam waits for dispatch (PENDING); it
-- keeps the volunteer who booked the first month (bookedBy), and is tied to its month and shipping option.
-- plpgsql, so its statement's plan is kept for the session as place_order's was.
CREATE FUNCTION insert_orders(p_payment payments, p_orders jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_orders jsonb;
BEGIN
  WITH inserted AS (
    INSERT INTO orders (booking_id, payment_id, user_id, booked_by, center_id, product_id, item_id, slot_id,
                        in_person, has_prasadam, prasadam_delivery_address, meta, variants, total_price, currency,
                        og_slot_start, family_id, payment_status, delivery_status, subscription_payment_id,
                        shipping_option)
    SELECT o->>'bookingId', p_payment.id, p_payment.user_id,
           CASE WHEN o ? 'bookedBy' THEN o->>'bookedBy' ELSE p_payment.booked_by END, p_payment.center_id,
           o->>'productId', o->>'itemId', (o->>'slotId')::uuid, (o->>'inPerson')::boolean,
           (o->>'hasPrasadam')::boolean, nullif(o->'prasadamDeliveryAddress', 'null'::jsonb),
           coalesce(o->'meta', '{}'::jsonb), coalesce(o->'variants', '[]'::jsonb), (o->>'totalPrice')::bigint,
           p_payment.currency, (o->>'slotStart')::timestamptz,
           (SELECT f.id FROM families f WHERE f.id::text = o->>'familyId' AND f.user_id = p_payment.user_id),
           coalesce(o->>'paymentStatus', 'INITIALIZED'),
           CASE WHEN o->>'paymentStatus' = 'COMPLETED' AND (o->>'hasPrasadam')::boolean THEN 'PENDING' ELSE 'NONE' END,
           (o->>'subscriptionPaymentId')::uuid, o->>'shippingOption'
    FROM jsonb_array_elements(p_orders) AS x(o)
    RETURNING id, booking_id, item_id, product_id, slot_id, total_price
  )
  SELECT coalesce(jsonb_agg(to_jsonb(inserted)), '[]'::jsonb) INTO v_orders FROM inserted;
  RETURN v_orders;
END $$;

CREATE OR REPLACE FUNCTION place_order(p_payment jsonb, p_orders jsonb, p_audit jsonb, p_limits jsonb,
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

  v_orders := insert_orders(v_payment, p_orders);

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
