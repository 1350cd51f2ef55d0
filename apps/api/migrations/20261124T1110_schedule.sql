-- The staff schedule (issue 13): a ritual's recurring rules, from which slots are generated for the next days in the
-- centre's time zone, and closed slots. A closed slot keeps its row (bookings point at it) but takes no more places:
-- try_take_places refuses it under the same row lock that a close takes, so a booking racing a close cannot land.

CREATE TABLE schedule_rules (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id       text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  rule             jsonb NOT NULL,            -- DayRule of packages/domain/src/schedule-rule.ts
  times            text[] NOT NULL,           -- 'HH:mm' in the centre's zone
  capacity         integer NOT NULL CHECK (capacity > 0),
  online_capacity  integer CHECK (online_capacity >= 0),
  inventory        jsonb NOT NULL DEFAULT '{}'::jsonb,  -- variant id → places per slot (INVENTORY rituals)
  created_by       text REFERENCES users(id),
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX schedule_rules_product_idx ON schedule_rules (product_id);

ALTER TABLE slots ADD COLUMN closed_at timestamptz;
ALTER TABLE slots ADD COLUMN closed_by text REFERENCES users(id);

CREATE OR REPLACE FUNCTION try_take_places(p_slot uuid, p_places integer) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE slots SET booked = booked + p_places
  WHERE id = p_slot AND booked + p_places <= capacity AND closed_at IS NULL;
  RETURN FOUND;
END $$;
