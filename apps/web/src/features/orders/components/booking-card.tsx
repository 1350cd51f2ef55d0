import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Center } from '@sannidhi/domain/catalogue';
import { variantNameFrom } from '@sannidhi/domain/form-texts';
import { formatMoney } from '@sannidhi/domain/money';
import {
  canBookAgain,
  cancelAvailability,
  canModify,
  daysLeftToReschedule,
  displayBookingReference,
  rescheduleAvailability,
} from '@sannidhi/domain/order-rules';
import { deliveryStatusLabel, orderStatusLabel, refundStatusLabel } from '@sannidhi/domain/status-labels';
import { daysLeftToReschedulePhrase, formatDate, formatSlotTime } from '../../../lib/format';
import { inUiLanguage } from '../../../lib/domain-texts';
import { useLocalized } from '../../../lib/localized';
import { Button, buttonClassName } from '../../../components/button/button';
import { ChevronDownIcon } from '../../../components/icons/icons';
import { TrackingIdRow } from '../../../components/tracking-id/tracking-id';
import { bookRitualPath } from '../../../lib/paths';
import type { OrderDialogs } from '../hooks/use-order-dialogs';
import { isTicketGroup, ticketCountLabel, type BookingGroup } from '../lib/group-orders';
import { AddToCalendar, canAddToCalendar } from './add-to-calendar';
import { PaymentBadge, StatusChip } from './payment-badge';

const addressLines = (a: Record<string, unknown> | null) =>
  a
    ? ['name', 'line1', 'line2', 'line3', 'city', 'state', 'pinCode']
        .map((k) => (typeof a[k] === 'string' ? (a[k] as string).trim() : ''))
        .filter(Boolean)
        .join(', ')
    : '';

export function BookingCard({
  group,
  center,
  dialogs,
  now,
}: {
  group: BookingGroup;
  center: Center;
  dialogs: OrderDialogs;
  now: Date;
}) {
  const { t, i18n } = useLingui();
  const first = group.orders[0]!;
  const config = first.productInfo.config;
  const { timezone, dateFormat } = center.meta;
  const reschedule = rescheduleAvailability(first, config, now);
  const showModify = canModify(first, config, now);
  // The ritual's name in the interface language where the centre gave one (English otherwise).
  const ritualName = useLocalized()({ ...first.productInfo, description: '' }).name;
  const address = first.hasPrasadam ? addressLines(first.prasadamDeliveryAddress) : '';
  const daysLeft = first.status === 'ON_HOLD' ? daysLeftToReschedule(first.ogSlotInfo.startTime, now) : null;
  const reference = displayBookingReference(first.bookingId);
  const bookedOn = formatDate(first.bookingDate, timezone, dateFormat);
  const bookedBy = first.bookingPersonFirstName;
  const titleId = `booking-${group.key.replace(/[^a-zA-Z0-9-]/g, '-')}`;

  const onReschedule = () =>
    first.status === 'ON_HOLD'
      ? dialogs.rescheduleNow(first, group.orders)
      : dialogs.openChoice(first, group.orders);

  return (
    <article className="sn-booking-card" aria-labelledby={titleId}>
      <header className="sn-booking-card__header">
        <div className="sn-booking-card__who">
          <p className="sn-booking-card__ref">
            <Trans>Booking reference {reference}</Trans>
          </p>
          <p>
            <Trans>Booked on {bookedOn}</Trans>
          </p>
          <p>
            <Trans>Booked by {bookedBy}</Trans>
            {first.bookingPersonEmail && <> · {first.bookingPersonEmail}</>}
            {first.bookingPersonPhone && <> · {first.bookingPersonPhone}</>}
          </p>
          <p>{first.centerName}</p>
          {address && (
            <p>
              <Trans>Prasadam delivery address: {address}</Trans>
            </p>
          )}
        </div>
        <PaymentBadge status={first.paymentStatus} />
      </header>

      <div className="sn-booking-card__ritual">
        {first.productInfo.image && <img src={first.productInfo.image} alt="" width={56} height={56} />}
        <div>
          <h3 id={titleId} className="sn-booking-card__title">
            {ritualName}
          </h3>
          <p>
            {formatDate(first.slotInfo.startTime, timezone, dateFormat)} ·{' '}
            {formatSlotTime(first.slotInfo.startTime, timezone)} · {first.inPerson ? t`In person` : t`Online`}
          </p>
          {isTicketGroup(group) && <p>{i18n._(ticketCountLabel(group.orders.length))}</p>}
          <p className="sn-booking-card__statuses">
            <StatusChip
              status={orderStatusLabel(first.status)}
              what={t({ comment: 'Which status a chip shows: the ritual booking itself', message: 'Ritual' })}
            />
            {first.refundStatus && (
              <StatusChip
                status={refundStatusLabel(first.refundStatus, first.refundOutsideMethod)}
                what={t`Refund`}
              />
            )}
          </p>
          {daysLeft !== null && (
            <p className="sn-booking-card__days-left">{daysLeftToReschedulePhrase(daysLeft)}</p>
          )}
        </div>
      </div>

      <div className="sn-booking-card__actions">
        {showModify && (
          <Button variant="secondary" onClick={() => dialogs.openModify(first, group.orders)}>
            <Trans comment="A button of a booking card: change the booking">Modify</Trans>
          </Button>
        )}
        {reschedule.visible && (
          <span
            className="sn-booking-card__action"
            title={reschedule.reason ? inUiLanguage(reschedule.reason) : undefined}
          >
            <Button
              variant="secondary"
              disabled={!reschedule.enabled}
              aria-describedby={reschedule.reason ? `${titleId}-reason` : undefined}
              onClick={onReschedule}
            >
              <Trans comment="A button of a booking card: move the booking to another date">Reschedule</Trans>
            </Button>
            {reschedule.reason && (
              <span id={`${titleId}-reason`} role="tooltip" className="sn-booking-card__tooltip">
                {inUiLanguage(reschedule.reason)}
              </span>
            )}
          </span>
        )}
        {canAddToCalendar(first, now) && <AddToCalendar order={first} center={center} />}
        {canBookAgain(first) && (
          <Link className={buttonClassName('ghost')} to={bookRitualPath(first.productId)}>
            <Trans comment="A link of a booking card: book the same ritual again (Book is the verb)">
              Book Again
            </Trans>
          </Link>
        )}
      </div>

      {group.orders.map((order) => {
        const cancel = cancelAvailability(order, order.productInfo.config, now);
        const cancelReasonId = `${titleId}-${order.id}-cancel-reason`;
        // The options in the interface language where the centre named them so (the order keeps them in English).
        const optionName = (name: string) =>
          variantNameFrom(order.productInfo.variantTexts, name, i18n.locale);
        const optionNames = order.variants.map((v) => optionName(v.name)).join(', ');
        return (
          <details key={order.id} className="sn-order-details">
            <summary>
              <span>
                <Trans>Order details · {optionNames}</Trans>
              </span>
              <ChevronDownIcon className="sn-order-details__cue" size={20} aria-hidden="true" />
            </summary>
            <dl>
              {group.orders.length > 1 && (
                <>
                  <dt>
                    <Trans>Status</Trans>
                  </dt>
                  <dd>
                    {inUiLanguage(orderStatusLabel(order.status).label)}
                    {order.refundStatus &&
                      ` · ${inUiLanguage(refundStatusLabel(order.refundStatus, order.refundOutsideMethod).label)}`}
                  </dd>
                </>
              )}
              <dt>
                <Trans>Order ID</Trans>
              </dt>
              <dd>{displayBookingReference(order.bookingId)}</dd>
              <dt>
                <Trans>Price</Trans>
              </dt>
              <dd>{formatMoney(order.totalPrice, order.currency)}</dd>
              <dt>
                <Trans>Options</Trans>
              </dt>
              <dd>{order.variants.map((v) => `${optionName(v.name)} X ${v.quantity}`).join(', ')}</dd>
              {order.deliveryStatus !== 'NONE' && (
                <>
                  <dt>
                    <Trans>Delivery status</Trans>
                  </dt>
                  <dd>{inUiLanguage(deliveryStatusLabel(order.deliveryStatus).label)}</dd>
                  {order.carrier && (
                    <>
                      <dt>
                        <Trans>Carrier</Trans>
                      </dt>
                      <dd>{order.carrier === 'STAMPS' ? 'USPS' : order.carrier}</dd>
                    </>
                  )}
                  <TrackingIdRow url={order.trackingUrl} id={order.prasadamTrackingId} />
                </>
              )}
            </dl>
            {cancel.visible && (
              <div className="sn-booking-card__action">
                <Button
                  variant="danger"
                  disabled={!cancel.enabled}
                  aria-describedby={cancel.reason ? cancelReasonId : undefined}
                  onClick={() => dialogs.openCancel(order, group.orders)}
                >
                  <Trans>Cancel This Registration</Trans>
                </Button>
                {cancel.reason && (
                  <span id={cancelReasonId} className="sn-booking-card__tooltip">
                    {inUiLanguage(cancel.reason)}
                  </span>
                )}
              </div>
            )}
          </details>
        );
      })}
    </article>
  );
}
