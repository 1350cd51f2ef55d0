-- Which devotee an office volunteer is booking for: set when the volunteer looks the devotee up by e-mail or creates
-- their profile at the counter. A volunteer changes a devotee's billing profile and families only while acting for
-- them (VOLUNTEER_ACTING_HOURS after the look-up), and every such change is audited.
CREATE TABLE volunteer_acting_for (
  volunteer_id  text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  devotee_id    text NOT NULL,
  started_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (volunteer_id, devotee_id)
);
