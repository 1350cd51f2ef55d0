-- Packages are catalogue too: a change to a package or its rituals tells every api process to drop its cached copy
-- (the staff console edits them; see 20261124T0600_catalogue_changed.sql).
CREATE TRIGGER packages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON packages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER package_products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON package_products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
