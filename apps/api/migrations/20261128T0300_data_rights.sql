-- The devotee's data belongs to the devotee (issue 30; docs/decisions.md, "Data rights").
--
-- Erasure: a request is a due time on the user's row (ERASURE_GRACE_DAYS after it was asked for); a sign-in after
-- the request cancels it (services/users/account-standing.ts); the erasure job (services/jobs/erase-accounts.ts)
-- claims due rows with FOR UPDATE SKIP LOCKED and erases them. The orders, payments and refunds kept for the books
-- are moved to a placeholder user (erased_at set), so that they cannot be tied back to the person.
ALTER TABLE users
  ADD COLUMN erasure_requested_at timestamptz,
  ADD COLUMN erasure_due_at timestamptz,
  ADD COLUMN erasure_id uuid,
  ADD COLUMN erased_at timestamptz;
CREATE INDEX users_erasure_due_idx ON users (erasure_due_at) WHERE erasure_due_at IS NOT NULL;

-- Every api process forgets a user's standing when the erasure request is made or cancelled too (the standing
-- carries the request's time, which a later sign-in cancels).
CREATE OR REPLACE FUNCTION notify_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO ended_accounts (user_id) VALUES (OLD.id)
      ON CONFLICT (user_id) DO UPDATE SET ended_at = now();
    PERFORM pg_notify('users_changed', OLD.id);
    RETURN OLD;
  END IF;
  IF NEW.disabled_at IS DISTINCT FROM OLD.disabled_at OR NEW.id IS DISTINCT FROM OLD.id
     OR NEW.erasure_requested_at IS DISTINCT FROM OLD.erasure_requested_at THEN
    PERFORM pg_notify('users_changed', OLD.id);
  END IF;
  RETURN NEW;
END $$;

-- A packed parcel keeps its address whatever an UPDATE says, except in the erasure's transaction, which sets
-- sannidhi.erasing (SET LOCAL): the address of an erased devotee is removed even from a parcel already sent.
CREATE OR REPLACE FUNCTION orders_keep_packed_address() RETURNS trigger AS $$
BEGIN
  IF OLD.delivery_status IN ('PACKED', 'SHIPPED', 'DELIVERED', 'RETURNED')
     AND coalesce(current_setting('sannidhi.erasing', true), '') <> 'on' THEN
    NEW.prasadam_delivery_address := OLD.prasadam_delivery_address;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
