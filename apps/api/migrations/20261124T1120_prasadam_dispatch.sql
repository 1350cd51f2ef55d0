-- Prasadam dispatch (staff console). Each parcel (an order with prasadam) keeps its own copy of the delivery address
-- in orders.prasadam_delivery_address. Once the parcel is packed (PACKED or further on) that copy is the address it
-- was packed for: a later change of the devotee's address (family, subscription, reschedule) no longer reaches it.
-- The trigger keeps the packed copy whatever an UPDATE says, so no code path can move a packed parcel.
CREATE FUNCTION orders_keep_packed_address() RETURNS trigger AS $$
BEGIN
  IF OLD.delivery_status IN ('PACKED', 'SHIPPED', 'DELIVERED', 'RETURNED') THEN
    NEW.prasadam_delivery_address := OLD.prasadam_delivery_address;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER orders_keep_packed_address
  BEFORE UPDATE OF prasadam_delivery_address ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_keep_packed_address();

-- The dispatch queue: a centre's parcels of paid bookings.
CREATE INDEX orders_dispatch_idx ON orders (center_id, delivery_status) WHERE has_prasadam;
