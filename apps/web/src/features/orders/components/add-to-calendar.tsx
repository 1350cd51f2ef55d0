import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Center } from '@sannidhi/domain/catalogue';
import type { OrderView } from '@sannidhi/domain/contracts/my-orders';
import { googleCalendarUrl } from '@sannidhi/domain/booking-calendar';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { getOrderCalendar } from '../../../api/order-calendar';
import { buttonClassName } from '../../../components/button/button';

/** Whether a booking can go into a calendar: confirmed and still to come. */
export function canAddToCalendar(order: OrderView, now: Date): boolean {
  return (
    order.status === 'NOT_COMPLETED' &&
    order.paymentStatus === 'COMPLETED' &&
    new Date(order.slotInfo.startTime).getTime() > now.getTime()
  );
}

/** "Add to calendar": the booking's .ics file (Apple, Outlook and most calendars) or Google Calendar. */
export function AddToCalendar({ order, center }: { order: OrderView; center: Center }) {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const reference = displayBookingReference(order.bookingId);
  const google = googleCalendarUrl(
    {
      bookingId: order.bookingId,
      ritual: order.productInfo.name,
      centerName: order.centerName,
      address: center.contact.address,
      start: new Date(order.slotInfo.startTime),
      inPerson: order.inPerson,
      link: `${window.location.origin}/account`,
    },
    reference,
    center.meta.timezone,
  );
  const download = async () => {
    setError(null);
    try {
      const file = await getOrderCalendar(order.id);
      const url = URL.createObjectURL(file.blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = file.filename;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      setError(err instanceof Error ? err.message : t`The calendar file could not be downloaded`);
    }
  };
  return (
    <details className="sn-add-calendar">
      <summary className={buttonClassName('secondary')}>
        <Trans>Add to calendar</Trans>
      </summary>
      <div className="sn-add-calendar__choices">
        <button type="button" className={buttonClassName('ghost')} onClick={() => void download()}>
          <Trans>Calendar file (.ics)</Trans>
        </button>
        <a className={buttonClassName('ghost')} href={google} target="_blank" rel="noopener noreferrer">
          <Trans comment="Google's calendar service; keep the product name">Google Calendar</Trans>
        </a>
        {error && (
          <p role="alert" className="sn-booking-card__tooltip">
            {error}
          </p>
        )}
      </div>
    </details>
  );
}
