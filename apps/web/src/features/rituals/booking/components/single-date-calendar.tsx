import { useState } from 'react';
import { calendarMonthProps, useCalendarMonth } from '../hooks/use-calendar-month';
import { useInitialSlot } from '../hooks/use-initial-slot';
import { dayKeyOf } from '../lib/slots';
import { MonthCalendar } from './month-calendar';
import type { SlotPickerProps } from './slot-picker-props';
import { DayTimes } from './time-choices';

/**
 * DEFAULT and INVENTORY layouts: a month calendar; choose one day, then one of its times (a day
 * with a single bookable time chooses it at once).
 */
export function SingleDateCalendar(props: SlotPickerProps) {
  const { productId, inPerson, rules, dateFormat, selected, onSelect, initialMonth, describedById } = props;
  const calendar = useCalendarMonth(productId, inPerson, rules, initialMonth);
  const chosen = selected[0];
  const [dayKey, setDayKey] = useState<string | null>(() =>
    chosen ? dayKeyOf(chosen.startTime, rules.timezone) : null,
  );
  const day = dayKey ? calendar.days.get(dayKey) : undefined;
  useInitialSlot(
    props,
    [...calendar.days.values()].flatMap((d) => d.slots),
    (slot) => {
      setDayKey(dayKeyOf(slot.startTime, rules.timezone));
      onSelect([slot]);
    },
  );

  return (
    <>
      <MonthCalendar
        {...calendarMonthProps(calendar)}
        selectedKeys={new Set(dayKey && day ? [dayKey] : [])}
        describedById={describedById}
        onToggleDay={(key) => {
          setDayKey(key);
          const open = (calendar.days.get(key)?.slots ?? []).filter(
            (s) => calendar.statusOf(s) === 'available',
          );
          if (open.length === 1 && open[0]) onSelect([open[0]]);
          else if (chosen && dayKeyOf(chosen.startTime, rules.timezone) !== key) onSelect([]);
        }}
      />
      <DayTimes
        productId={productId}
        slots={day?.slots}
        selectedId={chosen?.id}
        onSelect={(slot) => onSelect([slot])}
        statusOf={calendar.statusOf}
        timezone={rules.timezone}
        dateFormat={dateFormat}
      />
    </>
  );
}
