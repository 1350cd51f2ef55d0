-- A ritual's booking-form texts per language (issue "Speak the devotee's language", Deliver 1 and 5): a variant's name
-- in other languages than English, as { "<lang>": { "name": "…" } }. The name column stays the English name, which a
-- booking, the order's variants and every staff screen keep using; a language without its own name shows English.
-- The form's field labels, options and calendar title carry their texts inside products.config (form-texts.ts).
ALTER TABLE product_variants ADD COLUMN texts jsonb NOT NULL DEFAULT '{}'::jsonb;
