import { useId } from 'react';
import type { DateParts } from '@sannidhi/domain/time';
import { dayKey, longDayName, monthGrid, monthTitle, WEEKDAYS_SHORT, type YearMonth } from '../lib/slots';
import './slot-pickers.css';

export interface CalendarDayInfo {
  /** Bookable times on the day (in the chosen attendance mode). */
  available: number;
}

export interface MonthCalendarProps {
  month: YearMonth;
  canGoBack: boolean;
  canGoForward: boolean;
  onMonthChange: (step: -1 | 1) => void;
  days: ReadonlyMap<string, CalendarDayInfo>;
  selectedKeys: ReadonlySet<string>;
  onToggleDay: (key: string, date: DateParts) => void;
  loading: boolean;
  /** Several days may be chosen (MULTI_DATE_SELECT). */
  multiple?: boolean;
  describedById?: string;
}

/**
 * A month of day buttons, Sunday first. Days with a bookable time are enabled; the button states
 * (aria-pressed) say which are chosen. Previous and next buttons move by a month.
 */
export function MonthCalendar({
  month,
  canGoBack,
  canGoForward,
  onMonthChange,
  days,
  selectedKeys,
  onToggleDay,
  loading,
  multiple = false,
  describedById,
}: MonthCalendarProps) {
  const titleId = useId();
  const weeks = monthGrid(month);
  const hasAny = [...days.values()].some((d) => d.available > 0);
  return (
    <div className="sn-month" aria-busy={loading || undefined}>
      <div className="sn-month__nav">
        <button
          type="button"
          className="sn-month__step"
          aria-label="Previous month"
          disabled={!canGoBack}
          onClick={() => onMonthChange(-1)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
        <p id={titleId} className="sn-month__title" aria-live="polite">
          {monthTitle(month)}
        </p>
        <button
          type="button"
          className="sn-month__step"
          aria-label="Next month"
          disabled={!canGoForward}
          onClick={() => onMonthChange(1)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
      </div>
      <table className="sn-month__grid" aria-labelledby={titleId} aria-describedby={describedById}>
        <thead>
          <tr>
            {WEEKDAYS_SHORT.map((d) => (
              <th key={d} scope="col" abbr={d}>
                {d.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((date, d) => {
                if (!date) return <td key={d} />;
                const key = dayKey(date);
                const info = days.get(key);
                const available = info?.available ?? 0;
                const selected = selectedKeys.has(key);
                const label = `${longDayName(date)}, ${
                  available > 0
                    ? `${available} ${available === 1 ? 'time' : 'times'} available`
                    : 'not available'
                }`;
                return (
                  <td key={d}>
                    <button
                      type="button"
                      className={`sn-month__day${available > 0 ? ' sn-month__day--open' : ''}`}
                      aria-pressed={selected}
                      aria-label={label}
                      disabled={available === 0}
                      onClick={() => onToggleDay(key, date)}
                      data-day={key}
                    >
                      {date.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {!loading && !hasAny && <p className="sn-month__empty">No dates available in {monthTitle(month)}.</p>}
      {multiple && (
        <p className="sn-month__hint">Choose as many dates as you wish; choose a date again to remove it.</p>
      )}
    </div>
  );
}
