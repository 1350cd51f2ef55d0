-- Staff powers are bound to their centre (issue "No payment is ever lost"): an office volunteer acts for a devotee at
-- the centre where they looked the devotee up (and hold OFFICE_VOLUNTEER), and changes the devotee's billing profile
-- and families only while acting for them at a centre where they hold the role. Rows written before this had no
-- centre; they are short-lived (12 hours) and are dropped: the volunteer looks the devotee up again.
DELETE FROM volunteer_acting_for;
ALTER TABLE volunteer_acting_for ADD COLUMN center_id text NOT NULL REFERENCES centers(id) ON DELETE CASCADE;
ALTER TABLE volunteer_acting_for DROP CONSTRAINT volunteer_acting_for_pkey;
ALTER TABLE volunteer_acting_for ADD PRIMARY KEY (volunteer_id, devotee_id, center_id);
