import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '../../../../components/spinner/spinner';
import { useInitialSlot } from '../hooks/use-initial-slot';
import { useSparseSlots } from '../hooks/use-slots';
import { groupSlotsByDay, slotDayLabel, slotsOfMode, slotStatus, type BookingSlot } from '../lib/slots';
import type { SlotPickerProps } from './slot-picker-props';
import { TimeChoices } from './time-choices';

/** SPARSE layout: the few upcoming dates of the ritual (GET /slots/sparseList), each with its times. */
export function SparseDates(props: SlotPickerProps) {
  const { productId, inPerson, rules, dateFormat, selected, onSelect, describedById } = props;
  const { t, i18n } = useLingui();
  const query = useSparseSlots(productId);
  const statusOf = (slot: BookingSlot) => slotStatus(slot, rules);
  const slots = slotsOfMode(query.data ?? [], inPerson).filter((s) => statusOf(s) !== 'past');
  const days = groupSlotsByDay(slots, rules.timezone);
  useInitialSlot(props, query.data, (slot) => onSelect([slot]));

  if (query.isPending) return <Spinner size="sm" label={t`Loading dates…`} />;
  if (days.length === 0)
    return (
      <p className="sn-month__empty">
        <Trans>No upcoming dates are open yet.</Trans>
      </p>
    );
  return (
    <ul className="sn-date-list" aria-describedby={describedById} data-testid="sparse-dates">
      {days.map((day) => {
        const label = day.slots[0]
          ? slotDayLabel(day.slots[0].startTime, rules.timezone, dateFormat, i18n)
          : day.key;
        return (
          <li key={day.key} className="sn-date-list__item">
            <TimeChoices
              name={`${productId}-sparse`}
              legend={label}
              slots={day.slots}
              selectedId={selected[0]?.id}
              onSelect={(slot) => onSelect([slot])}
              statusOf={statusOf}
              timezone={rules.timezone}
            />
          </li>
        );
      })}
    </ul>
  );
}
