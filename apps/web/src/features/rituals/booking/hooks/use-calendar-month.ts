import { useEffect, useMemo, useRef, useState } from 'react';
import type { CalendarDayInfo } from '../components/month-calendar';
import {
  addMonths,
  compareMonths,
  groupSlotsByDay,
  monthOf,
  slotsOfMode,
  slotStatus,
  type BookingSlot,
  type SlotRules,
  type YearMonth,
} from '../lib/slots';
import { useMonthSlots } from './use-slots';

/** How far ahead the month calendar goes. */
export const MONTHS_AHEAD = 12;
/** When the first month shown has no bookable date, move on at most this many months by itself. */
const AUTO_ADVANCE_LIMIT = 3;

/**
 * The month shown by a month calendar, its slots in the chosen attendance mode, and per day how many
 * bookable times it has. Opens on the month of `initialMonth` (or today's) and, until the visitor
 * moves it, skips ahead to the first month with a bookable date.
 */
export function useCalendarMonth(
  productId: string,
  inPerson: boolean,
  rules: SlotRules,
  initialMonth?: YearMonth,
) {
  const today = monthOf(rules.now, rules.timezone);
  const start = initialMonth ?? today;
  const minMonth = compareMonths(start, today) < 0 ? start : today;
  const maxMonth = addMonths(today, MONTHS_AHEAD);
  const [month, setMonth] = useState<YearMonth>(start);
  const touched = useRef(Boolean(initialMonth));
  const advanced = useRef(0);
  const query = useMonthSlots(productId, month);
  const isCurrentData = !query.isPlaceholderData;
  const slots = useMemo(
    () => (isCurrentData ? slotsOfMode(query.data ?? [], inPerson) : []),
    [query.data, isCurrentData, inPerson],
  );

  const statusOf = (slot: BookingSlot) => slotStatus(slot, rules);
  const days = new Map<string, CalendarDayInfo & { slots: BookingSlot[] }>();
  for (const day of groupSlotsByDay(slots, rules.timezone)) {
    days.set(day.key, {
      available: day.slots.filter((s) => statusOf(s) === 'available').length,
      slots: day.slots,
    });
  }
  const hasBookable = [...days.values()].some((d) => d.available > 0);
  const loaded = query.isSuccess && isCurrentData;

  useEffect(() => {
    if (!loaded || hasBookable || touched.current || advanced.current >= AUTO_ADVANCE_LIMIT) return;
    advanced.current += 1;
    setMonth((m) => addMonths(m, 1));
  }, [loaded, hasBookable]);

  return {
    month,
    days,
    statusOf,
    loading: !loaded,
    isError: query.isError,
    canGoBack: compareMonths(month, minMonth) > 0,
    canGoForward: compareMonths(month, maxMonth) < 0,
    step(by: -1 | 1) {
      touched.current = true;
      setMonth((m) => addMonths(m, by));
    },
  };
}

/** What a month calendar shows of `useCalendarMonth`: the month, its days, whether it may step, and the step. */
export function calendarMonthProps(calendar: ReturnType<typeof useCalendarMonth>) {
  return {
    month: calendar.month,
    canGoBack: calendar.canGoBack,
    canGoForward: calendar.canGoForward,
    onMonthChange: calendar.step,
    days: calendar.days,
    loading: calendar.loading,
  };
}
