import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ERASURE_NOTICE_TOAST_MS, LOGIN_REDIRECT_DELAY_MS } from '@sannidhi/domain/constants';
import { AutoSubmitForm } from '../../../components/auto-submit-form/auto-submit-form';
import { Button } from '../../../components/button/button';
import { PageSpinner } from '../../../components/spinner/spinner';
import { useAppConfig, useIsBackOffice } from '../../../hooks/use-app-config';
import { isLoggedIn } from '../../../lib/access';
import { useDomainText } from '../../../lib/domain-texts';
import {
  clearExpiredNotice,
  readExpiredNotice,
  SESSION_EXPIRED_NOTICE,
  SESSION_EXPIRED_TEXT,
  forgetKeptWork,
  readKeptWork,
  type ExpiredNotice,
} from '../../../lib/kept-work';
import {
  chooseRedirectAfterLogin,
  isSafeReturnPath,
  readLoginCallback,
  type LoginCallbackSession,
} from '../../../lib/login-redirect';
import { defaultSessionState, getSession, setSession } from '../../../lib/session';
import { buildSsoHashRequest, buildSsoLoginFields } from '../../../lib/sso-forms';
import { getBasicProfile, ssoHashOptions } from '../../../api/sso';
import { getErasureAfterSignIn } from '../../../api/data-rights';
import { toast } from '../../../components/toast/toast-store';
import { ERASURE_CANCELLED_NOTICE } from '../../../lib/erasure-notice';
import './login.css';

const BASIC_PROFILE_WAIT_MS = 3000;

/** The toast's text, in the language shown (the account's language may be adopted just after the sign-in). */
function ErasureCancelledText() {
  const { i18n } = useLingui();
  return <>{i18n._(ERASURE_CANCELLED_NOTICE)}</>;
}

/** Back from the sign-in provider: store the session, then after 500 ms go where the visitor was headed. */
function CompleteLogin({ callback }: { callback: LoginCallbackSession }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const isBackOffice = useIsBackOffice();
  // Read once: the session write below clears the stored return address. Work kept when this
  // person's session expired comes back, with the page they were on; nobody else's is read. It is only read here
  // and forgotten in the effect: a render React throws away and starts again (an update arriving meanwhile, as on a
  // busy phone) would otherwise find it gone and send the person to the start with an empty cart.
  const [kept] = useState(() => readKeptWork(window.localStorage, callback.userId, Date.now()));
  const [target] = useState(() =>
    kept?.path && isSafeReturnPath(kept.path) ? kept.path : chooseRedirectAfterLogin(getSession()),
  );

  useEffect(() => {
    clearExpiredNotice(window.sessionStorage);
    forgetKeptWork(window.localStorage, callback.userId);
    setSession((s) => ({
      // Another user's cart, centre or devotee must not carry over.
      ...(s.userId && s.userId !== callback.userId ? defaultSessionState() : {}),
      ...(kept?.session ?? {}),
      ...callback,
      comeBackTo: '',
      targetCenterAfterLogin: '',
    }));
    let cancelled = false;
    // The callback carries no names: the greeting, the profile menu and the billing form need them.
    const profile = getBasicProfile(callback.userId)
      .then((p) => {
        if (!cancelled) {
          setSession({
            firstName: p.firstName,
            lastName: p.lastName,
            countryOfResidence: p.countryOfResidence,
          });
        }
      })
      .catch((error: unknown) => console.error('Could not load the basic profile', error));
    // Signing in again during a deletion's grace period cancels it (issue 30): the devotee is told wherever they land
    // (the Dashboard says it too, until read). Not on the back office, where the account is the volunteer's.
    if (!isBackOffice) {
      getErasureAfterSignIn()
        .then((erasure) => {
          if (erasure.cancelledBySignInAt) {
            toast.success(<ErasureCancelledText />, {
              id: 'erasure-cancelled',
              duration: ERASURE_NOTICE_TOAST_MS,
            });
          }
        })
        .catch((error: unknown) => console.error('Could not read the deletion request', error));
    }
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Wait for the names a little (so the next screen greets by name), never for long.
    void Promise.all([
      Promise.race([profile, sleep(BASIC_PROFILE_WAIT_MS)]),
      sleep(LOGIN_REDIRECT_DELAY_MS),
    ]).then(() => {
      if (!cancelled) void navigate(target, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [callback, kept, navigate, target, isBackOffice]);

  return <PageSpinner label={t`Signing you in…`} />;
}

/** To the sign-in provider: fetch the request hash, then post the hidden sign-in form. */
function StartLogin() {
  const { t } = useLingui();
  const config = useAppConfig();
  const isBackOffice = useIsBackOffice();
  const request = useMemo(
    () => buildSsoHashRequest(config, isBackOffice, window.location.origin),
    [config, isBackOffice],
  );
  const hash = useQuery(ssoHashOptions(request));

  if (hash.isError) {
    return (
      <div className="sn-login">
        <h1 className="sn-login__title">
          <Trans>Sign in</Trans>
        </h1>
        <p>
          <Trans>We could not reach the sign-in service.</Trans>
        </p>
        <Button onClick={() => void hash.refetch()} loading={hash.isFetching}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className="sn-login">
      <h1 className="visually-hidden">
        <Trans>Sign in</Trans>
      </h1>
      <PageSpinner label={t`Redirecting to sign in…`} />
      {hash.data && (
        <AutoSubmitForm
          action={config.ssoLoginUrl}
          fields={buildSsoLoginFields(config, request, hash.data, getSession().lang)}
        />
      )}
    </div>
  );
}

function AlreadySignedIn() {
  const { t } = useLingui();
  const navigate = useNavigate();
  useEffect(() => {
    const session = getSession();
    setSession({ comeBackTo: '', targetCenterAfterLogin: '' });
    void navigate(chooseRedirectAfterLogin(session), { replace: true });
  }, [navigate]);
  return <PageSpinner label={t`Signing you in…`} />;
}

/** After a 401: the session expired; the person reads it and signs in again when ready. */
function SessionExpired({ notice, onSignIn }: { notice: ExpiredNotice; onSignIn: () => void }) {
  const { i18n } = useLingui();
  const serverText = useDomainText();
  // Our own notice in the person's language; the server's words (an ended account, kept in English: the api answers
  // a 401 so) in the person's language too, else as they came with a full stop.
  const said = serverText(notice.message);
  const message =
    notice.message === SESSION_EXPIRED_TEXT
      ? i18n._(SESSION_EXPIRED_NOTICE)
      : said !== notice.message
        ? said
        : `${notice.message.replace(/\.$/, '')}.`;
  return (
    <div className="sn-login">
      <h1 className="sn-login__title">
        <Trans>Session expired</Trans>
      </h1>
      <p role="alert">{message}</p>
      {notice.cartKept && (
        <p>
          <Trans>
            Your cart has been kept: it will be back when you sign in again with the same account.
          </Trans>
        </p>
      )}
      <Button onClick={onSignIn}>
        <Trans>Sign in again</Trans>
      </Button>
    </div>
  );
}

/** `/login` (spec part 1 §2 Login and logout). */
export default function LoginRoute() {
  const [params] = useSearchParams();
  const callback = useMemo(() => readLoginCallback(params), [params]);
  // Read once on arrival: a signed-in visitor skips the provider round trip.
  const [signedIn] = useState(() => isLoggedIn(getSession()));
  const [expired, setExpired] = useState(() => readExpiredNotice(window.sessionStorage));
  if (callback) return <CompleteLogin callback={callback} />;
  if (signedIn) return <AlreadySignedIn />;
  if (expired) {
    return (
      <SessionExpired
        notice={expired}
        onSignIn={() => {
          clearExpiredNotice(window.sessionStorage);
          setExpired(null);
        }}
      />
    );
  }
  return <StartLogin />;
}
