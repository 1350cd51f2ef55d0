-- Catalogue content per language (issue "Speak the devotee's language", Deliver 5): a ritual's name and
-- description, a centre's description and a package's name given in other languages than English, as
-- { "<lang>": { "name": "…", "description": "…" } }. English stays in the columns it was in (required); a language
-- without its own text falls back to English.
ALTER TABLE products ADD COLUMN texts jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE centers ADD COLUMN texts jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE packages ADD COLUMN texts jsonb NOT NULL DEFAULT '{}'::jsonb;
