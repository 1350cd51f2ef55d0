import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@sannidhi/domain/money';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { mayRecordOutside, refundErrorInPlainWords } from '@sannidhi/domain/refund-outside';
import { staffRefundStatusLabel } from '@sannidhi/domain/status-labels';
import { formatSlotTime } from '../../../../lib/format';
import { inUiLanguage } from '../../../../lib/domain-texts';
import { useState } from 'react';
import type { StaffRefund } from '@sannidhi/domain/contracts/staff-refunds';
import {
  staffRefundsOptions,
  useApproveStaffRefund,
  useRetryStaffRefund,
} from '../../../../api/staff-refunds';
import { Button } from '../../../../components/button/button';
import { Dialog } from '../../../../components/dialog/dialog';
import { PageTitle } from '../../../../components/page-title/page-title';
import { toast } from '../../../../components/toast/toast-store';
import { useIsBackOffice } from '../../../../hooks/use-app-config';
import { useSessionValue } from '../../../../lib/session';
import { ChooseCenterFirst } from '../../components/choose-center-first';
import { QueryState } from '../../components/query-state';
import { OutsideRefundDialog } from '../components/outside-refund-dialog';
import '../refunds.css';
import { mediumDay } from '../../lib/long-date';

const ENGLISH_DATES = 'en-US';

/** A moment in the centre's zone, as the Accounts page reads it: "Nov 26, 2026, 06:30 AM CT". */
const when = (iso: string, timeZone: string) =>
  `${mediumDay(iso, timeZone, ENGLISH_DATES)}, ${formatSlotTime(iso, timeZone)}`;

/**
 * `/staff/refunds` on the back-office site: the current centre's refunds that failed or are stuck, each with a
 * retry, and (failed or never sent) a way to record it as refunded another way when the bank keeps refusing it. For centre admins and accounts managers of that centre; the api refuses everyone else.
 */
export default function FailedRefundsRoute() {
  const { t } = useLingui();
  const isBackOffice = useIsBackOffice();
  const center = useSessionValue((s) => s.currentCenter);
  const list = useQuery(staffRefundsOptions(isBackOffice ? (center?.id ?? '') : ''));
  if (!isBackOffice || !center) return <ChooseCenterFirst />;
  const centerName = center.name;
  return (
    <div className="sn-staff-refunds">
      <PageTitle title={t`Failed refunds`} subtitle={centerName} />
      <QueryState
        query={list}
        loading={t`Loading refunds…`}
        refused={<Trans>Only a centre admin or accounts manager of {centerName} can see its refunds.</Trans>}
        failed={t`The refunds could not be loaded. Please try again.`}
      />
      {list.data?.length === 0 && (
        <p>
          <Trans>No failed or stuck refunds, and none awaiting approval, at {centerName}.</Trans>
        </p>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="sn-staff-refunds__list" aria-label={t`Failed and stuck refunds`}>
          {list.data.map((r) => (
            <RefundRow key={r.refundId} refund={r} center={center.id} timezone={center.meta.timezone} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RefundRow({
  refund: r,
  center,
  timezone,
}: {
  refund: StaffRefund;
  center: string;
  timezone: string;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [recording, setRecording] = useState(false);
  const retry = useRetryStaffRefund(center);
  const approve = useApproveStaffRefund(center);
  const awaiting = r.status === 'AWAITING_APPROVAL';
  const refundRef = r.refundRef;
  const amount = formatMoney(r.amount, r.currency);
  const devotee = r.devoteeEmail;
  const attempts = r.attempts;
  const nextAttempt = r.nextAttemptAt ? when(r.nextAttemptAt, timezone) : null;
  const onApprove = () =>
    approve.mutate(r.refundId, {
      onSettled: () => setConfirming(false),
      onSuccess: () =>
        toast.success(t`Refund ${refundRef} approved and sent to the gateway`, { duration: 5000 }),
    });
  const onRetry = () =>
    retry.mutate(r.refundId, {
      onSuccess: (answer) =>
        answer.status === 'FAILED'
          ? toast.error(t`Refund ${refundRef} failed again`, { duration: 5000 })
          : toast.success(t`Refund ${refundRef} sent to the gateway`, { duration: 5000 }),
    });
  return (
    <li className="sn-staff-refunds__item">
      <div className="sn-staff-refunds__head">
        <strong>{amount}</strong>
        <span className={`sn-staff-refunds__status sn-staff-refunds__status--${r.status.toLowerCase()}`}>
          {inUiLanguage(staffRefundStatusLabel(r.status).label)}
        </span>
      </div>
      <dl className="sn-staff-refunds__facts">
        <dt>
          <Trans comment="Label: the refund's reference">Refund</Trans>
        </dt>
        <dd>{r.refundRef}</dd>
        <dt>
          <Trans>Bookings</Trans>
        </dt>
        <dd>{r.bookingIds.map(displayBookingReference).join(', ')}</dd>
        <dt>
          <Trans>Devotee</Trans>
        </dt>
        <dd>{r.devoteeErased ? t`Erased devotee` : (r.devoteeEmail ?? '-')}</dd>
        <dt>
          <Trans>Asked for by</Trans>
        </dt>
        <dd>{r.requestedBy ?? '-'}</dd>
        <dt>
          <Trans>Attempts</Trans>
        </dt>
        <dd>
          {nextAttempt
            ? t`${attempts}, next automatic attempt ${nextAttempt}`
            : t`${attempts}, no automatic attempt left`}
        </dd>
        <dt>
          <Trans>Last error</Trans>
        </dt>
        <dd>
          {r.lastError ? (
            <>
              {refundErrorInPlainWords(r.lastError)}
              <details className="sn-staff-refunds__raw">
                <summary>
                  <Trans>Details</Trans>
                </summary>
                <p>{r.lastError}</p>
              </details>
            </>
          ) : (
            '-'
          )}
        </dd>
        <dt>
          <Trans>Since</Trans>
        </dt>
        <dd>{when(r.createdAt, timezone)}</dd>
      </dl>
      {awaiting ? (
        <>
          <Button onClick={() => setConfirming(true)}>
            <Trans>Approve refund {refundRef}</Trans>
          </Button>
          <Dialog
            open={confirming}
            onClose={() => setConfirming(false)}
            title={t`Approve refund ${refundRef}?`}
            description={
              devotee
                ? t`${amount} goes back to ${devotee} through the gateway at once. An approved refund cannot be taken back.`
                : t`${amount} goes back to the devotee through the gateway at once. An approved refund cannot be taken back.`
            }
            actions={
              <>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  <Trans>Not now</Trans>
                </Button>
                <Button loading={approve.isPending} onClick={onApprove} data-autofocus>
                  <Trans>Approve and send {amount}</Trans>
                </Button>
              </>
            }
          />
        </>
      ) : (
        <div className="sn-staff-refunds__buttons">
          <Button variant="secondary" loading={retry.isPending} onClick={onRetry}>
            <Trans>Retry refund {refundRef}</Trans>
          </Button>
          {mayRecordOutside(r.status) && (
            <>
              <Button variant="secondary" onClick={() => setRecording(true)}>
                <Trans>Refunded another way</Trans>
              </Button>
              <OutsideRefundDialog
                refund={r}
                center={center}
                open={recording}
                onClose={() => setRecording(false)}
              />
            </>
          )}
        </div>
      )}
    </li>
  );
}
