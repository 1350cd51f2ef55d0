import type { CalendarLayout } from '@sannidhi/domain/enums';
import { DateStrip } from './date-strip';
import { MultiDateCalendar } from './multi-date-calendar';
import { PackageDates } from './package-dates';
import { SingleDateCalendar } from './single-date-calendar';
import type { SlotPickerProps } from './slot-picker-props';
import { SparseDates } from './sparse-dates';

/** The calendar of the ritual's layout (config.calendar.layout); see docs/decisions.md. */
export function SlotPicker({ layout, ...props }: SlotPickerProps & { layout: CalendarLayout }) {
  switch (layout) {
    case 'DEFAULT':
    case 'INVENTORY':
      return <SingleDateCalendar {...props} />;
    case 'DEFAULT_V2':
      return <DateStrip {...props} />;
    case 'SPARSE':
      return <SparseDates {...props} />;
    case 'MULTI_DATE_SELECT':
      return <MultiDateCalendar {...props} />;
    case 'PACKAGE':
      return <PackageDates {...props} />;
  }
}

/** Whether a layout books several dates at once. */
export function isMultiSlotLayout(layout: CalendarLayout): boolean {
  return layout === 'MULTI_DATE_SELECT' || layout === 'PACKAGE';
}
