import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../../components/button/button';
import { Spinner } from '../../../../components/spinner/spinner';
import { useInitialSlot } from '../hooks/use-initial-slot';
import { useMonthsSlots } from '../hooks/use-slots';
import {
  addMonths,
  dayKeyOf,
  groupSlotsByDay,
  monthOf,
  shortDayName,
  slotsOfMode,
  slotStatus,
  type BookingSlot,
} from '../lib/slots';
import type { SlotPickerProps } from './slot-picker-props';
import { DayTimes } from './time-choices';

/** Months loaded at first, and at most, by the date strip. */
const FIRST_MONTHS = 2;
const MAX_MONTHS = 6;

/**
 * DEFAULT_V2 layout (phone friendly): a horizontal strip of the next dates with a bookable time,
 * then that day's times as chips. "Show later dates" loads one more month.
 */
export function DateStrip(props: SlotPickerProps) {
  const { productId, inPerson, rules, dateFormat, selected, onSelect, initialMonth, describedById } = props;
  const { t, i18n } = useLingui();
  const first = initialMonth ?? monthOf(rules.now, rules.timezone);
  const [monthCount, setMonthCount] = useState(FIRST_MONTHS);
  const months = Array.from({ length: monthCount }, (_, i) => addMonths(first, i));
  const queries = useMonthsSlots(productId, months);
  const loading = queries.some((q) => q.isPending);
  const all = queries.flatMap((q) => q.data ?? []);
  const statusOf = (slot: BookingSlot) => slotStatus(slot, rules);
  const days = groupSlotsByDay(slotsOfMode(all, inPerson), rules.timezone).filter((d) =>
    d.slots.some((s) => statusOf(s) === 'available'),
  );
  const chosen = selected[0];
  const [dayKey, setDayKey] = useState<string | null>(() =>
    chosen ? dayKeyOf(chosen.startTime, rules.timezone) : null,
  );
  const day = days.find((d) => d.key === dayKey);
  useInitialSlot(props, all, (slot) => {
    setDayKey(dayKeyOf(slot.startTime, rules.timezone));
    onSelect([slot]);
  });

  return (
    <div aria-busy={loading || undefined}>
      <fieldset className="sn-times" aria-describedby={describedById}>
        <legend className="sn-times__legend">
          <Trans>Choose a date</Trans>
        </legend>
        {days.length > 0 ? (
          <div className="sn-strip" data-testid="date-strip">
            {days.map((d) => {
              const openCount = d.slots.filter((s) => statusOf(s) === 'available').length;
              return (
                <label key={d.key} className="sn-chip">
                  <input
                    type="radio"
                    className="sn-chip__input"
                    name={`${productId}-date`}
                    value={d.key}
                    checked={d.key === dayKey}
                    onChange={() => {
                      setDayKey(d.key);
                      const open = d.slots.filter((s) => statusOf(s) === 'available');
                      if (open.length === 1 && open[0]) onSelect([open[0]]);
                      else if (chosen && dayKeyOf(chosen.startTime, rules.timezone) !== d.key) onSelect([]);
                    }}
                  />
                  <span className="sn-chip__main">{shortDayName(d.date, i18n)}</span>
                  <span className="sn-chip__meta">
                    <Trans comment="How many times of a day can still be booked">{openCount} open</Trans>
                  </span>
                </label>
              );
            })}
          </div>
        ) : loading ? (
          <Spinner size="sm" label={t`Loading dates…`} />
        ) : (
          <p className="sn-month__empty">
            <Trans>No dates are open in the coming weeks.</Trans>
          </p>
        )}
      </fieldset>
      {monthCount < MAX_MONTHS && !loading && (
        <Button variant="ghost" onClick={() => setMonthCount((n) => n + 1)}>
          <Trans>Show later dates</Trans>
        </Button>
      )}
      <DayTimes
        productId={productId}
        slots={day?.slots}
        selectedId={chosen?.id}
        onSelect={(slot) => onSelect([slot])}
        statusOf={statusOf}
        timezone={rules.timezone}
        dateFormat={dateFormat}
      />
    </div>
  );
}
