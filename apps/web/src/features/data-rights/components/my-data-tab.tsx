import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { DEFAULT_SUPPORT_EMAIL } from '@sannidhi/domain/constants';
import type { ConsentEntry } from '@sannidhi/domain/contracts/data-rights';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  consentsOptions,
  erasureOptions,
  myDataOptions,
  useCancelErasure,
  useNewsletterConsent,
  useRequestErasure,
} from '../../../api/data-rights';
import { Button, buttonClassName } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import { Spinner } from '../../../components/spinner/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { PATHS } from '../../../lib/paths';
import { useSessionValue } from '../../../lib/session';
import { downloadJson } from '../lib/download-json';
import { upcomingWhen } from '../lib/readable-data';
import './data-rights.css';

/** The Dashboard's "My data" tab (issue 30): download everything held about me, and delete my account. */
export default function MyDataTab() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      const data = await queryClient.fetchQuery(myDataOptions());
      downloadJson(data, `sannidhi-my-data-${data.generatedAt.slice(0, 10)}.json`);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="sn-data-rights">
      <section className="sn-data-rights__section" aria-labelledby="my-data-heading">
        <h2 id="my-data-heading" className="sn-data-rights__title">
          <Trans>Download my data</Trans>
        </h2>
        <p>
          <Trans>
            Everything Sannidhi holds about you: your profile and billing details, families and palm-leaf
            members, every booking and payment, subscriptions, consents and the mails sent to you.
          </Trans>
        </p>
        <div className="sn-data-rights__actions">
          <Button onClick={() => void download()} loading={downloading}>
            <Trans>Download my data (JSON)</Trans>
          </Button>
          <Link className={buttonClassName('secondary')} to={PATHS.accountData}>
            <Trans>View my data</Trans>
          </Link>
        </div>
        {downloadFailed && (
          <p role="alert" className="sn-data-rights__error">
            {t`Your data could not be downloaded. Please try again.`}
          </p>
        )}
      </section>
      <Consents />
      <DeleteAccount />
      <Grievance />
    </div>
  );
}

function DeleteAccount() {
  const { t } = useLingui();
  const erasure = useQuery(erasureOptions());
  const request = useRequestErasure();
  const cancel = useCancelErasure();
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const graceDays = erasure.data?.graceDays ?? 7;
  // My Rituals lists the chosen centre's bookings only: a booking elsewhere is cancelled after choosing its centre.
  const currentCenter = useSessionValue((s) => s.currentCenter);
  const elsewhere = (erasure.data?.upcoming ?? []).some((b) => b.center !== currentCenter?.name);

  const confirm = () => {
    request.mutate(undefined, { onSettled: () => setConfirming(false) });
  };
  const refused = request.error instanceof ApiError && request.error.status === 409;
  // Any other failure is said here: the request shows no toast of its own (the refusal has its own block).
  const failed = request.isError && !refused;

  return (
    <section className="sn-data-rights__section" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading" className="sn-data-rights__title">
        <Trans>Delete my account</Trans>
      </h2>
      {erasure.isPending ? (
        <Spinner label={t`Loading`} />
      ) : erasure.isError ? (
        <p role="alert" className="sn-data-rights__error">
          {t`Something went wrong, please try again`}
        </p>
      ) : erasure.data.dueAt ? (
        <DeletionRequested
          dueAt={erasure.data.dueAt}
          onKeep={() => cancel.mutate()}
          keeping={cancel.isPending}
        />
      ) : (
        <>
          <p>
            <Trans>
              Your profile, billing details, families, consents and mails are deleted, your subscriptions are
              cancelled and their mandates revoked. Your bookings and payments stay in the temple's accounts,
              with nothing that names you. Your sign-in account with the sign-on provider is not affected.
            </Trans>
          </p>
          <p>
            <Trans>
              The deletion happens {graceDays} days after you ask. Signing in again before then cancels it.
            </Trans>
          </p>
          {erasure.data.upcoming.length > 0 || refused ? (
            <div className="sn-data-rights__refusal" role="status">
              <p>
                <Trans>
                  Your account cannot be deleted while a paid booking is still to come. Cancel it in My
                  Rituals, or wait until it has taken place.
                </Trans>
              </p>
              <ul className="sn-data-rights__bookings">
                {erasure.data.upcoming.map((b) => (
                  <li key={b.bookingReference}>
                    <strong>{b.ritual}</strong> · {b.center} · {upcomingWhen(b) ?? t`On hold`} ·{' '}
                    {b.bookingReference}
                  </li>
                ))}
              </ul>
              {elsewhere && (
                <p>
                  <Trans>
                    My Rituals shows the bookings of the centre you have chosen: choose the centre of a
                    booking above to cancel it there.
                  </Trans>
                </p>
              )}
              <div className="sn-data-rights__actions">
                <Link className={buttonClassName('secondary')} to={PATHS.account}>
                  <Trans>Go to My Rituals</Trans>
                </Link>
                {elsewhere && (
                  <Link className={buttonClassName('ghost')} to={PATHS.home}>
                    <Trans>Choose another centre</Trans>
                  </Link>
                )}
              </div>
            </div>
          ) : (
            <>
              {failed && (
                <p role="alert" className="sn-data-rights__error">
                  {t`Something went wrong, please try again`}
                </p>
              )}
              <Button variant="danger" onClick={() => setConfirming(true)}>
                <Trans>Delete my account</Trans>
              </Button>
            </>
          )}
        </>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t`Delete your account?`}
        description={
          <Trans>
            Your account will be deleted in {graceDays} days. This cannot be undone once it has happened.
          </Trans>
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="danger" disabled={!understood} loading={request.isPending} onClick={confirm}>
              <Trans>Yes, delete my account</Trans>
            </Button>
          </>
        }
      >
        <label className="sn-data-rights__confirm">
          <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
          <span>
            <Trans>I understand that my data will be erased and cannot be recovered.</Trans>
          </span>
        </label>
      </Dialog>
    </section>
  );
}

const CONSENT_NAMES: Record<ConsentEntry['kind'], MessageDescriptor> = {
  registration: msg`Account created for you by the temple office`,
  'privacy-terms': msg`Privacy policy and terms and conditions`,
  newsletter: msg`Newsletter`,
};

/** The consents on record (issue 30): what was agreed to, when; the newsletter consent can be withdrawn here. */
function Consents() {
  const { t, i18n } = useLingui();
  const consents = useQuery(consentsOptions());
  const newsletter = useNewsletterConsent();
  return (
    <section className="sn-data-rights__section" aria-labelledby="consents-heading">
      <h2 id="consents-heading" className="sn-data-rights__title">
        <Trans>Consents</Trans>
      </h2>
      {consents.isPending ? (
        <Spinner label={t`Loading`} />
      ) : consents.isError ? (
        <p role="alert" className="sn-data-rights__error">
          {t`Something went wrong, please try again`}
        </p>
      ) : consents.data.consents.length === 0 ? (
        <p>
          <Trans>No consents on record yet.</Trans>
        </p>
      ) : (
        <ul className="sn-data-rights__consents">
          {consents.data.consents.map((c) => {
            const when = formatDate(c.recordedAt);
            return (
              <li key={c.kind}>
                <strong>{i18n._(CONSENT_NAMES[c.kind])}</strong>:{' '}
                {c.granted ? (
                  c.byOffice ? (
                    <Trans>given through the temple office on {when}</Trans>
                  ) : (
                    <Trans>given on {when}</Trans>
                  )
                ) : (
                  <Trans>withdrawn on {when}</Trans>
                )}
                <br />
                {/* The text as it was shown and agreed to, in the language it was shown in (issue 30). */}
                <q className="sn-data-rights__consent-text" lang={c.language}>
                  {c.text}
                </q>
                {c.kind === 'newsletter' && c.granted && (
                  <div>
                    <Button
                      variant="secondary"
                      loading={newsletter.isPending}
                      onClick={() => newsletter.mutate(false)}
                    >
                      <Trans>Withdraw newsletter consent</Trans>
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The centre's grievance contact (issue 30): its setting, else the centre's contact e-mail. */
function Grievance() {
  const center = useSessionValue((s) => s.currentCenter);
  const contact = center?.meta.grievanceContact || center?.contact?.email || DEFAULT_SUPPORT_EMAIL;
  return (
    <section className="sn-data-rights__section" aria-labelledby="grievance-heading">
      <h2 id="grievance-heading" className="sn-data-rights__title">
        <Trans>A grievance about your data</Trans>
      </h2>
      <p>
        <Trans>
          To correct your data, or for any grievance about how it is used, write to the centre's grievance
          contact: {contact}
        </Trans>
      </p>
    </section>
  );
}

function DeletionRequested({
  dueAt,
  onKeep,
  keeping,
}: {
  dueAt: string;
  onKeep: () => void;
  keeping: boolean;
}) {
  const when = formatDate(dueAt);
  return (
    <div className="sn-data-rights__requested" role="status">
      <p>
        <Trans>
          Your account will be deleted on {when}. Signing in again before then cancels the deletion.
        </Trans>
      </p>
      <div className="sn-data-rights__actions">
        <Button variant="secondary" onClick={onKeep} loading={keeping}>
          <Trans>Keep my account</Trans>
        </Button>
        <Link className={buttonClassName('primary')} to={PATHS.logout}>
          <Trans>Sign out now</Trans>
        </Link>
      </div>
    </div>
  );
}
