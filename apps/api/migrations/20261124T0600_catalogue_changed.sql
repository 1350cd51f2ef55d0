-- Every change to the catalogue (centres, rituals, their options), by any writer — the seed, the staff console, an
-- operator with psql — tells every api process to drop its cached copy: NOTIFY catalogue_changed, delivered at
-- commit to each process that LISTENs (apps/api/src/plugins/catalogue-invalidation.ts).
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER centers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON centers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER product_variants_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
