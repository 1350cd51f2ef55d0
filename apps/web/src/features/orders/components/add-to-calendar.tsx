import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Center } from '@sannidhi/domain/catalogue';
import type { OrderView } from '@sannidhi/domain/contracts/my-orders';
import { googleCalendarUrl, type BookingEventWords } from '@sannidhi/domain/booking-calendar';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { getOrderCalendar } from '../../../api/order-calendar';
import { buttonClassName } from '../../../components/button/button';
import { inUiLanguage } from '../../../lib/domain-texts';
import { useLocalized } from '../../../lib/localized';

/** Hindi and Nepali end a sentence with the danda; the other languages with a full stop. */
const DANDA_LANGUAGES: ReadonlySet<string> = new Set(['hi', 'ne']);
const DANDA = '।';
const FULL_STOP = '.';

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
  const { t, i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const reference = displayBookingReference(order.bookingId);
  const ritual = useLocalized()({ ...order.productInfo, description: '' }).name;
  // The entry's description in the language shown (the .ics file's is written by the api in the same language).
  const words: BookingEventWords = {
    reference: t`Booking reference`,
    inPerson: t`In person at the temple`,
    online: t`Online: performed at the temple on your behalf`,
    yourBooking: t`Your booking`,
    fullStop: DANDA_LANGUAGES.has(i18n.locale) ? DANDA : FULL_STOP,
  };
  const google = googleCalendarUrl(
    {
      bookingId: order.bookingId,
      ritual,
      centerName: order.centerName,
      address: center.contact.address,
      start: new Date(order.slotInfo.startTime),
      inPerson: order.inPerson,
      link: `${window.location.origin}/account`,
    },
    reference,
    center.meta.timezone,
    words,
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
      setError(
        err instanceof Error ? inUiLanguage(err.message) : t`The calendar file could not be downloaded`,
      );
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
