-- Languages (issue 28): the interface language the user chose, stored on their account so that their mails and the
-- next device they sign in on follow it. NULL = never chosen: mails go in English, and the next device keeps its own.
-- The codes are packages/domain/src/languages.ts UI_LANGUAGES.
ALTER TABLE users ADD COLUMN language text
  CONSTRAINT users_language_check CHECK (language IN ('en', 'hi', 'ta', 'te', 'kn', 'ml', 'ne'));
