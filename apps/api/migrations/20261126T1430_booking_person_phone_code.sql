-- Issue 26: the dial code of a billing profile's phones (+56 numbers have 9 digits); empty: that of the country of
-- residence.
ALTER TABLE booking_persons ADD COLUMN phone_code text NOT NULL DEFAULT '';
