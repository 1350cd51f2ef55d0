-- Consents on record (issue 30) began with 20261128T0310: billing details saved before then carry a privacy-terms
-- acceptance and a newsletter choice with no consent row, so their devotees could not see or withdraw them on the
-- Dashboard. Each is recorded now, as given by the devotee when the billing details were last saved, with the text
-- the billing form showed (packages/domain consents.ts). A choice that was never a "yes" needs no row.
INSERT INTO consents (user_id, kind, granted, text, recorded_by, recorded_at)
SELECT bp.sso_id, c.kind, true, c.text, bp.sso_id, bp.updated_at
FROM booking_persons bp
CROSS JOIN (VALUES
  ('privacy-terms', 'I accept the privacy policy and the terms and conditions.'),
  ('newsletter', 'Send me the newsletter of Sannidhi.')
) AS c(kind, text)
WHERE CASE c.kind WHEN 'newsletter' THEN bp.subscribed_for_news_letter ELSE bp.privacy_terms_accepted END
  AND NOT EXISTS (SELECT 1 FROM consents x WHERE x.user_id = bp.sso_id AND x.kind = c.kind);
