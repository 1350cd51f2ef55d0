-- A session ends when the account does. A user disabled, enabled again or deleted here is announced to every api
-- process at once (`users_changed`, the user's id as payload), which forget what they knew of that user's standing
-- (plugins/catalogue-invalidation.ts listens; plugins/auth.ts forgets). A deleted user leaves a tombstone: a token
-- issued before the deletion is refused, and a sign-in after it starts a new account (services/users/account-standing.ts).
CREATE TABLE ended_accounts (
  user_id text PRIMARY KEY,
  ended_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION notify_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO ended_accounts (user_id) VALUES (OLD.id)
      ON CONFLICT (user_id) DO UPDATE SET ended_at = now();
    PERFORM pg_notify('users_changed', OLD.id);
    RETURN OLD;
  END IF;
  IF NEW.disabled_at IS DISTINCT FROM OLD.disabled_at OR NEW.id IS DISTINCT FROM OLD.id THEN
    PERFORM pg_notify('users_changed', OLD.id);
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_users_changed();
