import { useEffect, useRef } from 'react';
import type { SlotPickerProps } from '../components/slot-picker-props';
import type { BookingSlot } from '../lib/slots';

/**
 * Preselects `initialSlotId` (rescheduling) once it appears among the loaded slots, only once and
 * only while nothing is chosen.
 */
export function useInitialSlot(
  props: Pick<SlotPickerProps, 'initialSlotId' | 'selected'>,
  loaded: readonly BookingSlot[] | undefined,
  choose: (slot: BookingSlot) => void,
): void {
  const done = useRef(false);
  const chooseRef = useRef(choose);
  useEffect(() => {
    chooseRef.current = choose;
  });
  const { initialSlotId, selected } = props;
  const match = initialSlotId && !done.current ? loaded?.find((s) => s.id === initialSlotId) : undefined;
  useEffect(() => {
    if (!match || done.current) return;
    done.current = true;
    if (selected.length === 0) chooseRef.current(match);
  }, [match, selected.length]);
}
