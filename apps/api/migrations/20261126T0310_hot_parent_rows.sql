-- Orders and payments no longer point at their centre, ritual and slot with foreign keys (issue "Production
-- readiness", speed; docs/decisions.md). A foreign key check takes a KEY SHARE lock on the parent row; every order of
-- a temple locks the same centre row, every order of a ritual the same ritual row and of a date the same slot row, so
-- concurrent orders made PostgreSQL build a new multixact (the list of a row's lockers) on each of those rows for
-- every order. Measured on one busy slot: 430 orders a second with the keys, 1,100 without.
--
-- What the keys guarded is kept:
-- - an order's slot exists: the places are taken in the order's own transaction (take_places / try_take_places,
--   which refuse an unknown slot), and that update's row lock keeps the slot from being deleted until the commit;
-- - an order's centre and ritual exist: the api prices the cart from them, and they are never deleted (hidden or
--   closed instead); the triggers below refuse deleting a centre, ritual or slot that has orders or payments.
ALTER TABLE orders
  DROP CONSTRAINT orders_center_id_fkey,
  DROP CONSTRAINT orders_product_id_fkey,
  DROP CONSTRAINT orders_slot_id_fkey;
ALTER TABLE payments DROP CONSTRAINT payments_center_id_fkey;

-- One test per table (each compares the id in its own type).
CREATE FUNCTION refuse_deleting_ordered() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ordered boolean;
BEGIN
  IF TG_TABLE_NAME = 'slots' THEN
    ordered := EXISTS (SELECT 1 FROM orders WHERE slot_id = OLD.id);
  ELSIF TG_TABLE_NAME = 'products' THEN
    ordered := EXISTS (SELECT 1 FROM orders WHERE product_id = OLD.id);
  ELSE
    ordered := EXISTS (SELECT 1 FROM orders WHERE center_id = OLD.id)
               OR EXISTS (SELECT 1 FROM payments WHERE center_id = OLD.id);
  END IF;
  IF ordered THEN
    RAISE EXCEPTION '% % has orders and is not deleted', TG_TABLE_NAME, OLD.id USING ERRCODE = '23503';
  END IF;
  RETURN OLD;
END $$;

CREATE TRIGGER slots_keep_ordered BEFORE DELETE ON slots
  FOR EACH ROW EXECUTE FUNCTION refuse_deleting_ordered();
CREATE TRIGGER products_keep_ordered BEFORE DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION refuse_deleting_ordered();
CREATE TRIGGER centers_keep_ordered BEFORE DELETE ON centers
  FOR EACH ROW EXECUTE FUNCTION refuse_deleting_ordered();
