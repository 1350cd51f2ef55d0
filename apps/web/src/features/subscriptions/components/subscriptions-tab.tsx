import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { orderStatusLabel } from '@sannidhi/domain/status-labels';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DeliveryAddress } from '@sannidhi/domain/address';
import { formatMoney } from '@sannidhi/domain/money';
import {
  canCancelSubscription,
  canEditSubscription,
  nextPauseStatus,
  subscriptionPaymentLabel,
  subscriptionProgress,
  subscriptionStatusLabel,
} from '@sannidhi/domain/subscription';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { formatAddressLine } from '@sannidhi/domain/pin-code';
import { SUBSCRIPTION_TERM_MONTHS } from '@sannidhi/domain/constants';
import { formatDate } from '../../../lib/format';
import { inUiLanguage } from '../../../lib/domain-texts';
import {
  subscriptionListOptions,
  useCancelSubscription,
  useUpdateSubscriptionStatus,
  type SubscriptionItem,
} from '../../../api/subscriptions';
import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import { Spinner } from '../../../components/spinner/spinner';
import { TrackingIdRow } from '../../../components/tracking-id/tracking-id';
import { toast } from '../../../components/toast/toast-store';
import { useSession } from '../../../lib/session';
import { EditAddressDialog } from './edit-address-dialog';
import './subscriptions.css';

export const NO_CENTER_MESSAGE = msg`Please select a center to see your orders`;

/** The Subscription tab (spec part 2 §2): the current centre's subscriptions with their payments and orders. */
export default function SubscriptionsTab() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const center = session.currentCenter;
  const list = useQuery(subscriptionListOptions(center?.id ?? ''));
  if (!center) return <p className="sn-subs__empty">{i18n._(NO_CENTER_MESSAGE)}</p>;
  if (list.isPending) return <Spinner label={t`Loading subscriptions`} />;
  const items = list.data ?? [];
  if (!items.length)
    return (
      <p className="sn-subs__empty">
        <Trans>No subscriptions to show</Trans>
      </p>
    );
  return (
    <ul className="sn-subs" aria-label={t`Subscriptions`}>
      {items.map((item) => (
        <SubscriptionCard
          key={item.subscription.id}
          item={item}
          center={center.id}
          timezone={center.meta.timezone}
          dateFormat={center.meta.dateFormat}
        />
      ))}
    </ul>
  );
}

function SubscriptionCard({
  item,
  center,
  timezone,
  dateFormat,
}: {
  item: SubscriptionItem;
  center: string;
  timezone?: string;
  dateFormat?: string;
}) {
  const { t } = useLingui();
  const s = item.subscription;
  const [editing, setEditing] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const status = useUpdateSubscriptionStatus(center);
  const cancel = useCancelSubscription(center);
  const next = nextPauseStatus(s.status);
  const address = useMemo(
    () => DeliveryAddress.parse(s.prasadamDeliveryAddress),
    [s.prasadamDeliveryAddress],
  );
  // One object per address: the dialog starts afresh when it changes, not on every render of the card (a list
  // refetch while the dialog is open would otherwise reset what the devotee typed).
  const editable = useMemo(() => {
    const { usShippingDetails: _carrier, ...rest } = address;
    return rest;
  }, [address]);
  // Months whose ritual has taken place (issue 26, symptom 19), not months paid.
  const progress = subscriptionProgress(s.monthsCompleted);
  const when = (iso: string) => formatDate(iso, timezone, dateFormat);
  const name = s.productInfo.name;
  const price = formatMoney(s.productInfo.price, s.currency);
  const statusLabel = subscriptionStatusLabel(s.status);
  const nextDate = s.nextChargeAt ? when(s.nextChargeAt) : null;
  const monthsPaid = s.monthsPaid;
  const termMonths = SUBSCRIPTION_TERM_MONTHS;
  const addressLine = formatAddressLine(address);
  const mandateUntil = s.mandateValidUntil ? when(s.mandateValidUntil) : null;

  const toggle = async () => {
    if (!next) return;
    try {
      const { message } = await status.mutateAsync({ id: s.id, status: next });
      toast.success(message);
    } catch (err) {
      console.error('Changing the subscription status failed', err); // spec part 2 §8: only logged
    }
  };
  const cancelIt = async () => {
    setConfirmingCancel(false);
    try {
      const { message } = await cancel.mutateAsync(s.id);
      toast.success(message);
    } catch (err) {
      console.error('Cancelling the subscription failed', err); // only logged
    }
  };

  return (
    <li className="sn-subs__card">
      <header className="sn-subs__head">
        <div>
          <h3 className="sn-subs__title">{s.productInfo.name}</h3>
          <p className="sn-subs__meta">
            {nextDate !== null ? (
              <Trans>
                {price} a month · <span className="sn-subs__status">{statusLabel}</span> · next payment{' '}
                {nextDate}
              </Trans>
            ) : (
              <Trans>
                {price} a month · <span className="sn-subs__status">{statusLabel}</span>
              </Trans>
            )}
          </p>
          <p className="sn-subs__meta">
            <Trans>
              {monthsPaid} of {termMonths} monthly payments made
            </Trans>
          </p>
          {mandateUntil !== null && (
            <p className="sn-subs__meta">
              <Trans>Bank mandate valid until {mandateUntil}</Trans>
            </p>
          )}
          <p className="sn-subs__meta">
            <Trans>Prasadam sent to {addressLine}</Trans>
          </p>
        </div>
        <div className="sn-subs__actions">
          {canEditSubscription(s.status) && (
            <>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <Trans>Edit Address</Trans>
              </Button>
              {next && (
                <Button variant="secondary" onClick={() => void toggle()} disabled={status.isPending}>
                  {next === 'PAUSED'
                    ? t({ comment: 'A button: pause a monthly subscription', message: 'Pause' })
                    : t({ comment: 'A button: resume a paused monthly subscription', message: 'Resume' })}
                </Button>
              )}
            </>
          )}
          {canCancelSubscription(s) && (
            <Button variant="danger" onClick={() => setConfirmingCancel(true)} disabled={cancel.isPending}>
              <Trans>Cancel Subscription</Trans>
            </Button>
          )}
        </div>
      </header>
      {item.payments.map((p) => {
        const monthProgress = subscriptionProgress(p.monthsCompleted);
        return (
          <details key={p.id} className="sn-subs__payment">
            <summary>
              {subscriptionPaymentLabel(p.sequence)} · {formatMoney(p.amount, p.currency)} · {when(p.paidAt)}
            </summary>
            <div
              className="sn-subs__progress"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={monthProgress.percent}
              aria-label={inUiLanguage(monthProgress.label)}
            >
              <span style={{ width: `${monthProgress.percent}%` }} />
            </div>
            <p className="sn-subs__progress-label">{inUiLanguage(monthProgress.label)}</p>
            {p.orders.map((o) => (
              <dl key={o.id} className="sn-subs__order">
                <dt>
                  <Trans>Order ID</Trans>
                </dt>
                <dd>{displayBookingReference(o.bookingId)}</dd>
                <dt>
                  <Trans>Ritual Date</Trans>
                </dt>
                <dd>{when(o.ritualDate)}</dd>
                {o.deliveryStatus !== 'NONE' && (
                  <TrackingIdRow url={o.trackingUrl} id={o.prasadamTrackingId} />
                )}
                <dt>
                  <Trans>Ritual Status</Trans>
                </dt>
                <dd>{inUiLanguage(orderStatusLabel(o.status).label)}</dd>
              </dl>
            ))}
          </details>
        );
      })}
      <p className="sn-subs__total">{inUiLanguage(progress.label)}</p>
      <Dialog
        open={confirmingCancel}
        onClose={() => setConfirmingCancel(false)}
        title={t`Cancel this subscription?`}
        actions={
          <>
            <Button variant="secondary" type="button" onClick={() => setConfirmingCancel(false)}>
              <Trans>Keep subscription</Trans>
            </Button>
            <Button variant="danger" type="button" onClick={() => void cancelIt()}>
              <Trans>Yes, cancel it</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>
            {name}: no more monthly payments will be taken and no more prasadam will be sent after the months
            already paid ({monthsPaid} of {termMonths}). A cancelled subscription cannot be resumed.
          </Trans>
        </p>
      </Dialog>
      <EditAddressDialog
        open={editing}
        onClose={() => setEditing(false)}
        subscriptionId={s.id}
        center={center}
        address={editable}
      />
    </li>
  );
}
