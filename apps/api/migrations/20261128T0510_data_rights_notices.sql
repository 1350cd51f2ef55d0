-- Data rights follow-ups (issue 30; docs/decisions.md, "Data rights").
--
-- A deletion request cancelled by a sign-in during the grace period is told to the devotee: the time it was cancelled
-- so stays on their row until they have read the Dashboard's notice (services/users/account-erasure.ts).
ALTER TABLE users ADD COLUMN erasure_cancel_notice_at timestamptz;

-- A consent keeps the text the person saw, in the language it was shown in (the web sends the text it showed; the
-- rows before this one were recorded with the English text).
ALTER TABLE consents ADD COLUMN language text NOT NULL DEFAULT 'en'
  CHECK (language IN ('en', 'hi', 'ta', 'te', 'kn', 'ml', 'ne'));
