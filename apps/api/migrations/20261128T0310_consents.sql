-- Consents on record (issue 30, Deliver 4): each consent given or withdrawn — the back-office registration's, the
-- privacy terms, the newsletter — with who recorded it (the devotee, or the volunteer for them), when, and the text
-- agreed to. Append-only: the latest row of a kind is the person's current choice. Deleted with the account.
CREATE TABLE consents (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('registration', 'privacy-terms', 'newsletter')),
  granted boolean NOT NULL,
  text text NOT NULL,
  recorded_by text,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consents_user_kind_idx ON consents (user_id, kind, recorded_at DESC, id DESC);
