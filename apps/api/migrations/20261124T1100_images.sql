-- Images a centre admin uploads for rituals and carousels (issue 13, Deliver 2), kept in PostgreSQL and served by the
-- api at /api/images/{id} with long-lived cache headers: an image never changes, a new upload gets a new id.
CREATE TABLE images (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  center_id     text NOT NULL REFERENCES centers(id),
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  bytes         bytea NOT NULL,
  uploaded_by   text REFERENCES users(id),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX images_center ON images (center_id);
