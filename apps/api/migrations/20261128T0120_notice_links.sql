-- The one-tap link of each pre-debit notice (issue 29, Deliver 4): "skip this month" or "pause" without signing in.
-- Only the SHA-256 of the link's random token is kept; a row names the subscription and the month its notice
-- announced, so the link answers for that month and that notice only (skipped, paused or already charged once it has passed).
CREATE TABLE subscription_notice_links (
  token_hash      text PRIMARY KEY,
  subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  month           integer NOT NULL,
  -- When the notice went out: a later notice of the same subscription (after a skip) makes this link a spent one.
  noticed_at      timestamptz NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscription_notice_links_subscription ON subscription_notice_links (subscription_id);
