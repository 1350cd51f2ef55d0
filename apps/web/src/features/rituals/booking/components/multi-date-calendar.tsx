import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../../components/button/button';
import { calendarMonthProps, useCalendarMonth } from '../hooks/use-calendar-month';
import { useInitialSlot } from '../hooks/use-initial-slot';
import { formatSlotTime } from '../../../../lib/format';
import { dayKeyOf, remainingText, slotDayLabel, type BookingSlot } from '../lib/slots';
import { MonthCalendar } from './month-calendar';
import type { SlotPickerProps } from './slot-picker-props';
import { TimeChoices } from './time-choices';

const byStart = (a: BookingSlot, b: BookingSlot) => Date.parse(a.startTime) - Date.parse(b.startTime);

/**
 * MULTI_DATE_SELECT layout: a month calendar where several days can be chosen (across months);
 * each chosen day takes its first open time, which can be changed when the day has more. One cart
 * slot per chosen date.
 */
export function MultiDateCalendar(props: SlotPickerProps) {
  const { productId, inPerson, rules, dateFormat, selected, onSelect, initialMonth, describedById } = props;
  const { t, i18n } = useLingui();
  const calendar = useCalendarMonth(productId, inPerson, rules, initialMonth);
  const tz = rules.timezone;
  const selectedKeys = new Set(selected.map((s) => dayKeyOf(s.startTime, tz)));
  useInitialSlot(
    props,
    [...calendar.days.values()].flatMap((d) => d.slots),
    (slot) => onSelect([slot]),
  );

  const chosenCount = selected.length;
  const toggle = (key: string) => {
    if (selectedKeys.has(key)) {
      onSelect(selected.filter((s) => dayKeyOf(s.startTime, tz) !== key));
      return;
    }
    const open = (calendar.days.get(key)?.slots ?? []).find((s) => calendar.statusOf(s) === 'available');
    if (open) onSelect([...selected, open].sort(byStart));
  };

  return (
    <>
      <MonthCalendar
        {...calendarMonthProps(calendar)}
        selectedKeys={selectedKeys}
        onToggleDay={toggle}
        multiple
        describedById={describedById}
      />
      {selected.length > 0 && (
        <div className="sn-times">
          <p className="sn-times__legend" id={`${productId}-chosen`}>
            <Trans>Your dates ({chosenCount})</Trans>
          </p>
          <ul className="sn-date-list" aria-labelledby={`${productId}-chosen`} data-testid="chosen-dates">
            {selected.map((slot) => {
              const key = dayKeyOf(slot.startTime, tz);
              const label = slotDayLabel(slot.startTime, tz, dateFormat, i18n);
              const sameDay = calendar.days.get(key)?.slots ?? [];
              return (
                <li key={key} className="sn-date-list__item">
                  <div className="sn-date-list__header">
                    <p className="sn-date-list__day">
                      {label}
                      <span className="sn-check-row__meta">
                        {formatSlotTime(slot.startTime, tz)} · {i18n._(remainingText(slot.remaining))}
                      </span>
                    </p>
                    <Button
                      variant="ghost"
                      className="sn-date-list__remove"
                      aria-label={t`Remove ${label}`}
                      onClick={() => onSelect(selected.filter((s) => s.id !== slot.id))}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </div>
                  {sameDay.length > 1 && (
                    <TimeChoices
                      name={`${productId}-time-${key}`}
                      legend={t`Time on ${label}`}
                      legendHidden
                      slots={sameDay}
                      selectedId={slot.id}
                      onSelect={(other) =>
                        onSelect(selected.map((s) => (s.id === slot.id ? other : s)).sort(byStart))
                      }
                      statusOf={calendar.statusOf}
                      timezone={tz}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </>
  );
}
