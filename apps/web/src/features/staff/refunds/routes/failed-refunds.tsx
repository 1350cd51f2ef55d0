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

/** A moment in the centre's zone, as the Accounts page reads it: "Nov 26, 2026, 06:30 AM CT". */
const when = (iso: string, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(iso))}, ${formatSlotTime(iso, timeZone)}`;

/**
 * `/staff/refunds` on the back-office site: the current centre's refunds that failed or are stuck, each with a
 * retry, and (failed or never sent) a way to record it as refunded another way when the bank keeps refusing it. For centre admins and accounts managers of that centre; the api refuses everyone else.
 */
export default function FailedRefundsRoute() {
  const isBackOffice = useIsBackOffice();
  const center = useSessionValue((s) => s.currentCenter);
  const list = useQuery(staffRefundsOptions(isBackOffice ? (center?.id ?? '') : ''));
  if (!isBackOffice || !center) return <ChooseCenterFirst />;
  return (
    <div className="sn-staff-refunds">
      <PageTitle title="Failed refunds" subtitle={center.name} />
      <QueryState
        query={list}
        loading="Loading refunds…"
        refused={<>Only a centre admin or accounts manager of {center.name} can see its refunds.</>}
        failed="The refunds could not be loaded. Please try again."
      />
      {list.data?.length === 0 && (
        <p>No failed or stuck refunds, and none awaiting approval, at {center.name}.</p>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="sn-staff-refunds__list" aria-label="Failed and stuck refunds">
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
  const [confirming, setConfirming] = useState(false);
  const [recording, setRecording] = useState(false);
  const retry = useRetryStaffRefund(center);
  const approve = useApproveStaffRefund(center);
  const awaiting = r.status === 'AWAITING_APPROVAL';
  const onApprove = () =>
    approve.mutate(r.refundId, {
      onSettled: () => setConfirming(false),
      onSuccess: () =>
        toast.success(`Refund ${r.refundRef} approved and sent to the gateway`, { duration: 5000 }),
    });
  const onRetry = () =>
    retry.mutate(r.refundId, {
      onSuccess: (answer) =>
        answer.status === 'FAILED'
          ? toast.error(`Refund ${r.refundRef} failed again`, { duration: 5000 })
          : toast.success(`Refund ${r.refundRef} sent to the gateway`, { duration: 5000 }),
    });
  return (
    <li className="sn-staff-refunds__item">
      <div className="sn-staff-refunds__head">
        <strong>{formatMoney(r.amount, r.currency)}</strong>
        <span className={`sn-staff-refunds__status sn-staff-refunds__status--${r.status.toLowerCase()}`}>
          {inUiLanguage(staffRefundStatusLabel(r.status).label)}
        </span>
      </div>
      <dl className="sn-staff-refunds__facts">
        <dt>Refund</dt>
        <dd>{r.refundRef}</dd>
        <dt>Bookings</dt>
        <dd>{r.bookingIds.map(displayBookingReference).join(', ')}</dd>
        <dt>Devotee</dt>
        <dd>{r.devoteeEmail ?? '-'}</dd>
        <dt>Asked for by</dt>
        <dd>{r.requestedBy ?? '-'}</dd>
        <dt>Attempts</dt>
        <dd>
          {r.attempts}
          {r.nextAttemptAt
            ? `, next automatic attempt ${when(r.nextAttemptAt, timezone)}`
            : ', no automatic attempt left'}
        </dd>
        <dt>Last error</dt>
        <dd>
          {r.lastError ? (
            <>
              {refundErrorInPlainWords(r.lastError)}
              <details className="sn-staff-refunds__raw">
                <summary>Details</summary>
                <p>{r.lastError}</p>
              </details>
            </>
          ) : (
            '-'
          )}
        </dd>
        <dt>Since</dt>
        <dd>{when(r.createdAt, timezone)}</dd>
      </dl>
      {awaiting ? (
        <>
          <Button onClick={() => setConfirming(true)}>Approve refund {r.refundRef}</Button>
          <Dialog
            open={confirming}
            onClose={() => setConfirming(false)}
            title={`Approve refund ${r.refundRef}?`}
            description={`${formatMoney(r.amount, r.currency)} goes back to ${r.devoteeEmail ?? 'the devotee'} through the gateway at once. An approved refund cannot be taken back.`}
            actions={
              <>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  Not now
                </Button>
                <Button loading={approve.isPending} onClick={onApprove} data-autofocus>
                  Approve and send {formatMoney(r.amount, r.currency)}
                </Button>
              </>
            }
          />
        </>
      ) : (
        <div className="sn-staff-refunds__buttons">
          <Button variant="secondary" loading={retry.isPending} onClick={onRetry}>
            Retry refund {r.refundRef}
          </Button>
          {mayRecordOutside(r.status) && (
            <>
              <Button variant="secondary" onClick={() => setRecording(true)}>
                Refunded another way
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
