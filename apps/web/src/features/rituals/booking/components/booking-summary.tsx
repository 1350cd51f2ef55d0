import type { Center } from '@sannidhi/domain/catalogue';
import { formatMoney } from '@sannidhi/domain/money';
import { formatSlotTime } from '../../../../lib/format';
import { Button } from '../../../../components/button/button';
import type { BookingSelection } from '../hooks/use-booking-selection';
import { BOOKING_MESSAGES } from '../lib/booking-messages';
import { slotDayLabel } from '../lib/slots';
import { displayVariantName } from '@sannidhi/domain/order-rules';

/** Dates listed in the summary before "and n more". */
const SUMMARY_DATES = 4;

export interface BookingSummaryProps {
  idPrefix: string;
  selection: BookingSelection;
  /** "Please correct the highlighted fields." after a failed attempt. */
  showsFixMessage: boolean;
  currency: Center['currency'];
  rescheduling: boolean;
  /** Reschedule mode: the new date is being confirmed. */
  isRescheduling?: boolean;
  /** Reschedule mode: Confirm was pressed without a date. */
  rescheduleNeedsDate?: boolean;
}

/** "Your booking": attendance, dates, options, total and the button adding it all to the cart. */
export function BookingSummary({
  idPrefix,
  selection,
  showsFixMessage,
  currency,
  rescheduling,
  isRescheduling = false,
  rescheduleNeedsDate = false,
}: BookingSummaryProps) {
  const { selected, timezone, dateFormat, variants, effective } = selection;
  const dateLines = selected
    .slice(0, SUMMARY_DATES)
    .map(
      (s) => `${slotDayLabel(s.startTime, timezone, dateFormat)}, ${formatSlotTime(s.startTime, timezone)}`,
    )
    .concat(selected.length > SUMMARY_DATES ? [`and ${selected.length - SUMMARY_DATES} more`] : []);
  return (
    <aside className="sn-booking__aside" aria-labelledby={`${idPrefix}-summary-title`}>
      <div className="sn-booking__summary" data-testid="booking-summary">
        <h2 id={`${idPrefix}-summary-title`} className="sn-booking__summary-title">
          Your booking
        </h2>
        <dl className="sn-booking__facts">
          <div>
            <dt>Attending</dt>
            <dd>{selection.inPerson ? 'In person' : 'Online'}</dd>
          </div>
          <div>
            <dt>{selected.length > 1 ? `Dates (${selected.length})` : 'Date'}</dt>
            <dd>
              {selected.length === 0
                ? 'Not chosen yet'
                : dateLines.map((line) => (
                    <span key={line} className="sn-booking__fact-line">
                      {line}
                    </span>
                  ))}
            </dd>
          </div>
          <div>
            <dt>{selection.layout === 'INVENTORY' ? 'Offerings' : 'Options'}</dt>
            <dd>
              {selection.booked
                ? selection.booked.map((v) => `${v.name} × ${v.quantity}`).join(', ')
                : selection.places === 0
                  ? 'None chosen yet'
                  : variants
                      .filter((v) => (effective[v.id] ?? 0) > 0)
                      .map((v) => `${displayVariantName(v.name)} × ${effective[v.id]}`)
                      .join(', ')}
            </dd>
          </div>
        </dl>
        <p className="sn-booking__total">
          <span className="sn-booking__total-label">Total</span>{' '}
          <span className="sn-booking__total-amount" data-testid="booking-total">
            {formatMoney(selection.total, currency)}
          </span>
        </p>
        {rescheduling ? (
          <>
            <p className="sn-section__note">Choose a new date above; the options you booked stay the same.</p>
            <Button type="submit" fullWidth loading={isRescheduling}>
              Confirm new date
            </Button>
            {rescheduleNeedsDate && (
              <p className="sn-booking__fix" role="alert">
                {BOOKING_MESSAGES.chooseSlot}
              </p>
            )}
          </>
        ) : (
          <Button type="submit" fullWidth>
            Add to cart
          </Button>
        )}
        {showsFixMessage && (
          <p className="sn-booking__fix" role="alert">
            {BOOKING_MESSAGES.fixErrors}
          </p>
        )}
      </div>
    </aside>
  );
}
