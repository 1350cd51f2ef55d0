-- The day's rituals (staff console): who marked a booking COMPLETED or NO_SHOW, and when. An undo clears both (the
-- audit_log keeps the history and the reason). The day's list reads the orders of a slot (orders_slot_idx), and a
-- check-in finds a booking by the reference the devotee sees: the bookingId without its first 3 characters.
ALTER TABLE orders ADD COLUMN checked_in_at timestamptz;
ALTER TABLE orders ADD COLUMN checked_in_by text REFERENCES users(id);
CREATE INDEX orders_booking_reference_idx ON orders (center_id, substr(booking_id, 4));
