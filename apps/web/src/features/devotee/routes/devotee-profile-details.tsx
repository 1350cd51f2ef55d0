import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { SCROLL_TO_NODE_OFFSET_PX } from '@sannidhi/domain/constants';
import { DEFAULT_UI_LANGUAGE, uiLanguageOf } from '@sannidhi/domain/languages';
import {
  REGISTRATION_MESSAGES,
  type CreateProfileForm,
  type CreateProfileFormInput,
} from '@sannidhi/domain/registration';
import { PageTitle } from '../../../components/page-title/page-title';
import { toast } from '../../../components/toast/toast-store';
import { useIsBackOffice } from '../../../hooks/use-app-config';
import { PATHS } from '../../../lib/paths';
import { setSession, useSessionValue } from '../../../lib/session';
import { checkSsoProfile, createSsoProfile, getDevoteeProfile } from '../../../api/sso';
import { shownConsentTexts } from '../../../lib/consent-texts';
import { CreateAccountCard } from '../components/create-account-card';
import { EmailLookupCard } from '../components/email-lookup-card';
import {
  createFormAfterFailure,
  createFormOnReveal,
  devoteeFromCreated,
  lookupOutcome,
} from '../lib/registration-flow';
import './devotee-profile-details.css';

/** Scrolls so that the node sits SCROLL_TO_NODE_OFFSET_PX below the top (clear of the sticky header). */
function scrollToNode(node: HTMLElement) {
  const top = node.getBoundingClientRect().top + window.scrollY - SCROLL_TO_NODE_OFFSET_PX;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: Math.max(0, top), behavior: smooth ? 'smooth' : 'auto' });
}

/**
 * `/devoteeProfileDetails` — the Back Office Registration screen (spec part 2 §2, §4, §5, §8): an
 * office volunteer finds the devotee they book for by e-mail, or creates the devotee's SSO account
 * with their consent. Found or created, the devotee is stored and the volunteer goes to /.
 * Only a permitted back-office user (office volunteer at the current centre) is let in; others go to /.
 */
export default function DevoteeProfileDetailsRoute() {
  const { t, i18n } = useLingui();
  const isBackOffice = useIsBackOffice();
  const mayBookForOthers = useSessionValue((s) => s.hasUserPermissionToBookForOthers);
  const navigate = useNavigate();

  const [lookingUp, setLookingUp] = useState(false);
  /** The create form; null while step 2 is hidden. */
  const [createValues, setCreateValues] = useState<CreateProfileFormInput | null>(null);
  /** Bumped to remount the create form (its touched state) when it opens or is reset. */
  const [createVersion, setCreateVersion] = useState(0);
  const [creating, setCreating] = useState(false);
  const createHeadingRef = useRef<HTMLHeadingElement>(null);
  const [revealed, setRevealed] = useState(0);

  useEffect(() => {
    const heading = createHeadingRef.current;
    if (revealed === 0 || !heading) return;
    scrollToNode(heading);
    heading.focus({ preventScroll: true });
  }, [revealed]);

  if (!isBackOffice || !mayBookForOthers) return <Navigate to={PATHS.home} replace />;

  const lookUp = async (email: string) => {
    setLookingUp(true);
    try {
      const ssoProfile = await checkSsoProfile(email);
      const devoteeProfile = ssoProfile ? await getDevoteeProfile(ssoProfile.profileId) : null;
      const outcome = lookupOutcome(ssoProfile, devoteeProfile);
      switch (outcome.kind) {
        case 'devotee':
        case 'ssoProfile':
          setSession({ devoteeProfileDetails: outcome.devotee });
          await navigate(PATHS.home);
          return;
        case 'tncNotAccepted':
          setSession({ devoteeProfileDetails: null });
          setCreateValues(null);
          toast.error(REGISTRATION_MESSAGES.tncNotAccepted);
          return;
        case 'notFound':
          setSession({ devoteeProfileDetails: null });
          // The devotee's language for mails starts as the one on the volunteer's screen (English for the pseudo-locale).
          setCreateValues(createFormOnReveal(email, uiLanguageOf(i18n.locale) ?? DEFAULT_UI_LANGUAGE));
          setCreateVersion((v) => v + 1);
          setRevealed((r) => r + 1);
          return;
      }
    } catch (error) {
      // The api client has shown the error toast; the spec only logs look-up failures.
      console.error('Devotee e-mail look-up failed', error);
    } finally {
      setLookingUp(false);
    }
  };

  const create = async (values: CreateProfileForm) => {
    if (!values.email.trim()) {
      toast.error(REGISTRATION_MESSAGES.emailMissing);
      return;
    }
    const { firstName, lastName, email, countryOfResidence, language } = values;
    setCreating(true);
    try {
      const devotee = devoteeFromCreated(
        await createSsoProfile({
          firstName,
          lastName,
          email,
          countryOfResidence,
          // Stored as the new devotee's language, so that her mails are written in it.
          language,
          // The consent as the card showed it, stored with the registration (issue 30).
          consentTexts: shownConsentTexts(i18n, ['registration']),
        }),
      );
      if (!devotee) throw new Error('The created profile carries no profileId');
      setSession({ devoteeProfileDetails: devotee });
      toast.success(REGISTRATION_MESSAGES.profileCreated);
      await navigate(PATHS.home);
    } catch (error) {
      console.error('SSO registration failed', error);
      toast.error(REGISTRATION_MESSAGES.registrationFailed);
      setCreateValues(createFormAfterFailure(email, language));
      setCreateVersion((v) => v + 1);
      setCreating(false);
    }
  };

  return (
    <div className="sn-devotee-details">
      <PageTitle
        title={t`Back Office Registration`}
        subtitle={t`Find the devotee you are booking for by e-mail, or create an account for them.`}
      />
      <div className="sn-devotee-details__cards">
        <EmailLookupCard
          busy={lookingUp}
          onEmailChange={(email) => {
            // Step 2 belongs to the e-mail that was looked up: another e-mail must be looked up first.
            if (createValues && email.trim() !== createValues.email) setCreateValues(null);
          }}
          onLookup={(email) => void lookUp(email)}
        />
        {createValues && (
          <CreateAccountCard
            key={createVersion}
            initialValues={createValues}
            onSubmit={(values) => void create(values)}
            busy={creating}
            headingRef={createHeadingRef}
          />
        )}
      </div>
    </div>
  );
}
