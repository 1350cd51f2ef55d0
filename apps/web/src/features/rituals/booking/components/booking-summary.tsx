import { Trans, useLingui } from '@lingui/react/macro';
import type { Center } from '@sannidhi/domain/catalogue';
import { formatMoney } from '@sannidhi/domain/money';
import { formatSlotTime } from '../../../../lib/format';
import { Button } from '../../../../components/button/button';
import type { BookingSelection } from '../hooks/use-booking-selection';
import { BOOKING_MESSAGES } from '../lib/booking-messages';
import { slotDayLabel } from '../lib/slots';
import { variantNameIn } from '@sannidhi/domain/form-texts';
import { bookedVariantNameIn } from '../lib/variant-names';

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
  const { t, i18n } = useLingui();
  const { selected, timezone, dateFormat, variants, effective } = selection;
  const moreCount = selected.length - SUMMARY_DATES;
  const dateCount = selected.length;
  const dateLines = selected
    .slice(0, SUMMARY_DATES)
    .map((s) => {
      const day = slotDayLabel(s.startTime, timezone, dateFormat, i18n);
      const time = formatSlotTime(s.startTime, timezone);
      return t({ comment: 'A chosen date and its time in the booking summary', message: `${day}, ${time}` });
    })
    .concat(moreCount > 0 ? [t`and ${moreCount} more`] : []);
  return (
    <aside className="sn-booking__aside" aria-labelledby={`${idPrefix}-summary-title`}>
      <div className="sn-booking__summary" data-testid="booking-summary">
        <h2 id={`${idPrefix}-summary-title`} className="sn-booking__summary-title">
          <Trans>Your booking</Trans>
        </h2>
        <dl className="sn-booking__facts">
          <div>
            <dt>
              <Trans>Attending</Trans>
            </dt>
            <dd>{selection.inPerson ? t`In person` : t`Online`}</dd>
          </div>
          <div>
            <dt>{dateCount > 1 ? t`Dates (${dateCount})` : t`Date`}</dt>
            <dd>
              {selected.length === 0
                ? t`Not chosen yet`
                : dateLines.map((line) => (
                    <span key={line} className="sn-booking__fact-line">
                      {line}
                    </span>
                  ))}
            </dd>
          </div>
          <div>
            <dt>{selection.layout === 'INVENTORY' ? t`Offerings` : t`Options`}</dt>
            <dd>
              {selection.booked
                ? selection.booked
                    .map((v) => `${bookedVariantNameIn(variants, v.name, i18n.locale)} × ${v.quantity}`)
                    .join(', ')
                : selection.places === 0
                  ? t`None chosen yet`
                  : variants
                      .filter((v) => (effective[v.id] ?? 0) > 0)
                      .map((v) => `${variantNameIn(v, i18n.locale)} × ${effective[v.id]}`)
                      .join(', ')}
            </dd>
          </div>
        </dl>
        <p className="sn-booking__total">
          <span className="sn-booking__total-label">
            <Trans>Total</Trans>
          </span>{' '}
          <span className="sn-booking__total-amount" data-testid="booking-total">
            {formatMoney(selection.total, currency)}
          </span>
        </p>
        {rescheduling ? (
          <>
            <p className="sn-section__note">
              <Trans>Choose a new date above; the options you booked stay the same.</Trans>
            </p>
            <Button type="submit" fullWidth loading={isRescheduling}>
              <Trans>Confirm new date</Trans>
            </Button>
            {rescheduleNeedsDate && (
              <p className="sn-booking__fix" role="alert">
                {i18n._(BOOKING_MESSAGES.chooseSlot)}
              </p>
            )}
          </>
        ) : (
          <Button type="submit" fullWidth>
            <Trans>Add to cart</Trans>
          </Button>
        )}
        {showsFixMessage && (
          <p className="sn-booking__fix" role="alert">
            {i18n._(BOOKING_MESSAGES.fixErrors)}
          </p>
        )}
      </div>
    </aside>
  );
}
