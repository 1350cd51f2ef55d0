// Consents on record (issue 30, Deliver 4): the person's current consents, and withdrawing (or giving) the newsletter
// consent from the Dashboard. Only their own: the requests name no one.
import { CONSENT_TEXTS, type ConsentKind } from '@sannidhi/domain/consents';
import type {
  ConsentsAnswer,
  NewsletterConsentBody,
  ShownConsentTexts,
} from '@sannidhi/domain/contracts/data-rights';
import { withTransaction } from '../../db/with-transaction';
import { writeAudit } from '../../repositories/audit';
import {
  findLatestConsent,
  listCurrentConsents,
  recordConsent,
  setNewsletterChoice,
} from '../../repositories/consents';
import type { Queryable } from '../../db/client';
import type { AppDeps, AuthContext } from '../../types';

async function consentsOf(db: Queryable, userId: string): Promise<ConsentsAnswer> {
  const rows = await listCurrentConsents(db, userId);
  return {
    consents: rows.map((r) => ({
      kind: r.kind,
      granted: r.granted,
      text: r.text,
      language: r.language,
      recordedAt: r.recorded_at.toISOString(),
      byOffice: r.recorded_by !== null && r.recorded_by !== r.user_id,
    })),
  };
}

export async function getMyConsents(deps: Pick<AppDeps, 'pool'>, auth: AuthContext): Promise<ConsentsAnswer> {
  return consentsOf(deps.pool, auth.userId);
}

export async function setMyNewsletterConsent(
  deps: Pick<AppDeps, 'pool'>,
  auth: AuthContext,
  body: NewsletterConsentBody,
  ctx: { requestId: string },
): Promise<ConsentsAnswer> {
  return withTransaction(deps.pool, async (client) => {
    await setNewsletterChoice(client, auth.userId, body.granted);
    // A withdrawal keeps the text of the consent it withdraws, in its language (the Dashboard's button shows none).
    const latest = await findLatestConsent(client, auth.userId, 'newsletter');
    const changed = await recordConsent(client, {
      userId: auth.userId,
      kind: 'newsletter',
      granted: body.granted,
      ...(latest ? { text: latest.text, language: latest.language } : englishText('newsletter')),
      recordedBy: auth.userId,
    });
    if (changed) {
      await writeAudit(client, {
        actorId: auth.userId,
        action: body.granted ? 'consent.give' : 'consent.withdraw',
        entity: 'consent',
        entityId: auth.userId,
        data: { kind: 'newsletter' },
        requestId: ctx.requestId,
      });
    }
    return consentsOf(client, auth.userId);
  });
}

const englishText = (kind: ConsentKind) => ({ text: CONSENT_TEXTS[kind], language: 'en' });

/**
 * The text a consent is stored with: the one the screen showed, in its language, when the caller sent it
 * (`consentTexts`); the English text otherwise (docs/decisions.md, "Data rights": consents).
 */
export function shownConsentText(
  shown: ShownConsentTexts | undefined,
  kind: ConsentKind,
): { text: string; language: string } {
  const text = shown?.[kind];
  return shown && text ? { text, language: shown.language } : englishText(kind);
}

/** The consents a saved billing profile carries (privacy terms, newsletter), recorded when they change. */
export async function recordBillingConsents(
  db: Queryable,
  person: {
    ssoId: string;
    privacyTermsAccepted: boolean;
    subscribedForNewsLetter: boolean;
    consentTexts?: ShownConsentTexts | undefined;
  },
  recordedBy: string,
): Promise<void> {
  await recordConsent(db, {
    userId: person.ssoId,
    kind: 'privacy-terms',
    granted: person.privacyTermsAccepted,
    ...shownConsentText(person.consentTexts, 'privacy-terms'),
    recordedBy,
  });
  await recordConsent(db, {
    userId: person.ssoId,
    kind: 'newsletter',
    granted: person.subscribedForNewsLetter,
    ...shownConsentText(person.consentTexts, 'newsletter'),
    recordedBy,
  });
}
