import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { formatSlotTime } from '../../../../lib/format';
import { Spinner } from '../../../../components/spinner/spinner';
import { useSparseSlots } from '../hooks/use-slots';
import {
  remainingText,
  SLOT_STATUS_TEXT,
  slotDayLabel,
  slotsOfMode,
  slotStatus,
  type BookingSlot,
} from '../lib/slots';
import type { SlotPickerProps } from './slot-picker-props';

/**
 * PACKAGE layout: the package's upcoming dates as a list (GET /slots/sparseList). The nearest open
 * date is chosen when the page opens; more can be ticked. One cart item gets one slot per date.
 */
export function PackageDates(props: SlotPickerProps) {
  const { productId, inPerson, rules, dateFormat, selected, onSelect, initialSlotId, describedById } = props;
  const { t, i18n } = useLingui();
  const query = useSparseSlots(productId);
  const statusOf = (slot: BookingSlot) => slotStatus(slot, rules);
  const slots = slotsOfMode(query.data ?? [], inPerson).filter((s) => statusOf(s) !== 'past');
  const selectedIds = new Set(selected.map((s) => s.id));

  // Preselect once: the rescheduled slot, else the nearest open date.
  const preselected = useRef(false);
  const firstOpen = slots.find((s) => (initialSlotId ? s.id === initialSlotId : statusOf(s) === 'available'));
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });
  useEffect(() => {
    if (preselected.current || !firstOpen) return;
    preselected.current = true;
    if (selected.length === 0) onSelectRef.current([firstOpen]);
  }, [firstOpen, selected.length]);

  if (query.isPending) return <Spinner size="sm" label={t`Loading the package dates…`} />;
  if (slots.length === 0)
    return (
      <p className="sn-month__empty">
        <Trans>No package dates are open yet.</Trans>
      </p>
    );
  return (
    <fieldset className="sn-times" aria-describedby={describedById}>
      <legend className="sn-times__legend">
        <Trans>Package dates</Trans>
      </legend>
      <ul className="sn-date-list" data-testid="package-dates">
        {slots.map((slot) => {
          const status = statusOf(slot);
          return (
            <li key={slot.id} className="sn-date-list__item">
              <label className={`sn-check-row${status !== 'available' ? ' sn-check-row--disabled' : ''}`}>
                <input
                  type="checkbox"
                  checked={selectedIds.has(slot.id)}
                  disabled={status !== 'available'}
                  onChange={(event) =>
                    onSelect(
                      event.target.checked
                        ? [...selected, slot].sort(
                            (a, b) => Date.parse(a.startTime) - Date.parse(b.startTime),
                          )
                        : selected.filter((s) => s.id !== slot.id),
                    )
                  }
                />
                <span>
                  <strong>{slotDayLabel(slot.startTime, rules.timezone, dateFormat, i18n)}</strong>
                  <span className="sn-check-row__meta">
                    {formatSlotTime(slot.startTime, rules.timezone)} ·{' '}
                    {i18n._(
                      status === 'available' ? remainingText(slot.remaining) : SLOT_STATUS_TEXT[status],
                    )}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
