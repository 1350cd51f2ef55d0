-- Taking a slot's places (and an INVENTORY ritual's per-option places) as functions, so that an order can take
-- them and COMMIT in one round trip: the slot's row is then locked only while PostgreSQL works, never while the api
-- waits for its next turn on the CPU (issue "Production readiness", speed). The rule is the one of
-- repositories/capacity.ts before: a slot is never booked past its capacity; the CHECK constraints stay as the last
-- line of defence.

-- true when the places were taken; false when the slot has fewer left (or does not exist).
CREATE OR REPLACE FUNCTION try_take_places(p_slot uuid, p_places integer) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE slots SET booked = booked + p_places WHERE id = p_slot AND booked + p_places <= capacity;
  RETURN FOUND;
END $$;

-- Takes the places or raises SN001 (detail: the slot id), which aborts the transaction.
CREATE OR REPLACE FUNCTION take_places(p_slot uuid, p_places integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT try_take_places(p_slot, p_places) THEN
    RAISE EXCEPTION 'slot full' USING ERRCODE = 'SN001', DETAIL = p_slot::text;
  END IF;
END $$;

-- true when the quantity was taken from the option's own limit on the slot, or when the option has no such limit.
CREATE OR REPLACE FUNCTION try_take_inventory(p_slot uuid, p_variant text, p_quantity integer) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE slot_inventory SET booked = booked + p_quantity
  WHERE slot_id = p_slot AND variant_id = p_variant AND booked + p_quantity <= capacity;
  IF FOUND THEN
    RETURN true;
  END IF;
  RETURN NOT EXISTS (SELECT 1 FROM slot_inventory WHERE slot_id = p_slot AND variant_id = p_variant);
END $$;

-- Takes the quantity or raises SN002 (detail: the variant id), which aborts the transaction.
CREATE OR REPLACE FUNCTION take_inventory(p_slot uuid, p_variant text, p_quantity integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT try_take_inventory(p_slot, p_variant, p_quantity) THEN
    RAISE EXCEPTION 'option sold out' USING ERRCODE = 'SN002', DETAIL = p_variant;
  END IF;
END $$;
