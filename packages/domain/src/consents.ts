// Consents on record (issue 30): the texts a person agrees to, stored with each consent as they were agreed to.

export const CONSENT_KINDS = ['registration', 'privacy-terms', 'newsletter'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/**
 * The English text of each consent, as the screen shows it (the registration card's and the billing form's labels,
 * their links' markup left out; apps/web/src/lib/consent-texts.ts holds the messages and its test holds them to
 * these). A consent is stored with the text the screen showed, in the language it showed it in (the web sends it);
 * these are stored when a caller sends none. A consent row keeps the text of its day, so a later change of wording does
 * not rewrite what was agreed to.
 */
export const CONSENT_TEXTS: Record<ConsentKind, string> = {
  registration:
    'I confirm that the devotee has been notified that an SSO account will be created for them with this e-mail address, and that they consent to it.',
  'privacy-terms': 'I accept the privacy policy and the terms and conditions.',
  newsletter: "Send me the temple's newsletter",
};

/** The longest consent text stored as shown (a label of a few sentences, in any of the seven languages). */
export const CONSENT_TEXT_MAX = 1000;
