import { useLingui } from '@lingui/react/macro';
import { formatSlotTime } from '../../../../lib/format';
import {
  remainingText,
  slotDayLabel,
  SLOT_STATUS_TEXT,
  type BookingSlot,
  type SlotStatus,
} from '../lib/slots';
import './slot-pickers.css';

export interface TimeChoicesProps {
  /** Radio group name (unique on the page). */
  name: string;
  legend: string;
  /** Hide the legend visually (it is still announced). */
  legendHidden?: boolean;
  slots: readonly BookingSlot[];
  selectedId: string | undefined;
  onSelect: (slot: BookingSlot) => void;
  statusOf: (slot: BookingSlot) => SlotStatus;
  timezone: string;
  describedById?: string;
}

/** The times of a day as radio chips, with places left; past, closed and full times are disabled. */
export function TimeChoices({
  name,
  legend,
  legendHidden,
  slots,
  selectedId,
  onSelect,
  statusOf,
  timezone,
  describedById,
}: TimeChoicesProps) {
  const { i18n } = useLingui();
  return (
    <fieldset className="sn-times" aria-describedby={describedById}>
      <legend className={legendHidden ? 'visually-hidden' : 'sn-times__legend'}>{legend}</legend>
      <div className="sn-times__chips">
        {slots.map((slot) => {
          const status = statusOf(slot);
          const time = formatSlotTime(slot.startTime, timezone);
          return (
            <label
              key={slot.id}
              className={`sn-chip${status !== 'available' ? ' sn-chip--disabled' : ''}`}
              data-testid="time-choice"
            >
              <input
                type="radio"
                className="sn-chip__input"
                name={name}
                value={slot.id}
                checked={slot.id === selectedId}
                disabled={status !== 'available'}
                onChange={() => onSelect(slot)}
              />
              <span className="sn-chip__main">{time}</span>
              <span className="sn-chip__meta">
                {i18n._(status === 'available' ? remainingText(slot.remaining) : SLOT_STATUS_TEXT[status])}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The times of the chosen day of a one-date layout (calendar, date strip), with the day named in its legend. */
export function DayTimes({
  productId,
  slots,
  selectedId,
  onSelect,
  statusOf,
  timezone,
  dateFormat,
}: {
  productId: string;
  slots: readonly BookingSlot[] | undefined;
  selectedId: string | undefined;
  onSelect: (slot: BookingSlot) => void;
  statusOf: (slot: BookingSlot) => SlotStatus;
  timezone: string;
  dateFormat: string;
}) {
  const { t, i18n } = useLingui();
  const first = slots?.[0];
  if (!slots || !first) return null;
  const day = slotDayLabel(first.startTime, timezone, dateFormat, i18n);
  return (
    <TimeChoices
      name={`${productId}-time`}
      legend={t`Times on ${day}`}
      slots={slots}
      selectedId={selectedId}
      onSelect={onSelect}
      statusOf={statusOf}
      timezone={timezone}
    />
  );
}
