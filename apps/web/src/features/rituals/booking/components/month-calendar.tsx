import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { DateParts } from '@sannidhi/domain/time';
import {
  dayKey,
  longDayName,
  monthGrid,
  monthTitle,
  WEEKDAY_HEADS,
  weekdayShortName,
  type YearMonth,
} from '../lib/slots';
import { ChevronButton } from '../../../../components/button/chevron-button';
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

/** The date `n` days after `date` (n may be negative). */
function addDays(date: DateParts, n: number): DateParts {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + n));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The same day of the month `n` months away, the month's last day when it has fewer days. */
function addMonthsKeepingDay(date: DateParts, n: number): DateParts {
  const index = date.year * 12 + (date.month - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, last) };
}

const weekday = (date: DateParts) => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();

/**
 * A month of day buttons, Sunday first, as one keyboard widget (the WAI-ARIA date grid pattern): one Tab stop, on the
 * chosen day, else the first bookable day; arrow keys move by a day and a week, Home and End to the week's start and
 * end, Page Up and Page Down by a month; Enter or Space chooses. Days without a bookable time can be reached but say
 * "not available" and choose nothing (aria-disabled). The button states (aria-pressed) say which are chosen.
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
  const { t, i18n } = useLingui();
  const titleId = useId();
  const title = monthTitle(month, i18n);
  const weeks = monthGrid(month);
  const hasAny = [...days.values()].some((d) => d.available > 0);
  const inMonth = (key: string) => key.startsWith(`${dayKey({ ...month, day: 1 }).slice(0, 8)}`);
  const firstOpen = weeks
    .flat()
    .find((d): d is DateParts => d !== null && (days.get(dayKey(d))?.available ?? 0) > 0);
  const selectedHere = [...selectedKeys].filter(inMonth).sort()[0];
  const [focusKey, setFocusKey] = useState<string | null>(null);
  /** The day with the grid's one Tab stop. */
  const activeKey =
    focusKey && inMonth(focusKey)
      ? focusKey
      : (selectedHere ?? (firstOpen ? dayKey(firstOpen) : dayKey({ ...month, day: 1 })));
  const gridRef = useRef<HTMLTableElement>(null);
  /** A day to focus once it is on screen (after a key press moved to another month). */
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    const button = gridRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${key}"]`);
    if (button) {
      pendingFocus.current = null;
      button.focus();
    }
  });

  const moveTo = (target: DateParts) => {
    const key = dayKey(target);
    const step = Math.sign((target.year - month.year) * 12 + (target.month - month.month));
    if (step !== 0) {
      if ((step < 0 && !canGoBack) || (step > 0 && !canGoForward)) return;
      onMonthChange(step as -1 | 1);
    }
    setFocusKey(key);
    pendingFocus.current = key;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const key = (event.target as HTMLElement).dataset.day;
    if (!key) return;
    const [y, m, d] = key.split('-').map(Number);
    const date: DateParts = { year: y ?? month.year, month: m ?? month.month, day: d ?? 1 };
    const moves: Record<string, () => DateParts> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekday(date)),
      End: () => addDays(date, 6 - weekday(date)),
      PageUp: () => addMonthsKeepingDay(date, -1),
      PageDown: () => addMonthsKeepingDay(date, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };
  return (
    <div className="sn-month" aria-busy={loading || undefined}>
      <div className="sn-month__nav">
        <ChevronButton
          direction="previous"
          className="sn-month__step"
          label={t`Previous month`}
          disabled={!canGoBack}
          onClick={() => onMonthChange(-1)}
        />
        <p id={titleId} className="sn-month__title" aria-live="polite">
          {title}
        </p>
        <ChevronButton
          direction="next"
          className="sn-month__step"
          label={t`Next month`}
          disabled={!canGoForward}
          onClick={() => onMonthChange(1)}
        />
      </div>
      <table
        ref={gridRef}
        role="grid"
        className="sn-month__grid"
        aria-labelledby={titleId}
        aria-describedby={describedById}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAY_HEADS.map((head, index) => (
              <th key={index} scope="col" abbr={weekdayShortName(index, i18n)}>
                {i18n._(head)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((date, d) => {
                if (!date) return <td key={d} role="gridcell" />;
                const key = dayKey(date);
                const info = days.get(key);
                const available = info?.available ?? 0;
                const selected = selectedKeys.has(key);
                const dayName = longDayName(date, i18n);
                const label =
                  available > 0
                    ? t({
                        comment: 'A calendar day and how many times can be booked on it',
                        message: `${dayName}, ${plural(available, { one: '# time available', other: '# times available' })}`,
                      })
                    : t({
                        comment: 'A calendar day with no time to book',
                        message: `${dayName}, not available`,
                      });
                return (
                  <td key={d} role="gridcell" aria-selected={selected}>
                    <button
                      type="button"
                      className={`sn-month__day${available > 0 ? ' sn-month__day--open' : ''}`}
                      aria-pressed={selected}
                      aria-label={label}
                      aria-disabled={available === 0 || undefined}
                      tabIndex={key === activeKey ? 0 : -1}
                      onFocus={() => setFocusKey(key)}
                      onClick={() => {
                        if (available > 0) onToggleDay(key, date);
                      }}
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
      {!loading && !hasAny && (
        <p className="sn-month__empty">
          <Trans>No dates available in {title}.</Trans>
        </p>
      )}
      {multiple && (
        <p className="sn-month__hint">
          <Trans>Choose as many dates as you wish; choose a date again to remove it.</Trans>
        </p>
      )}
    </div>
  );
}
