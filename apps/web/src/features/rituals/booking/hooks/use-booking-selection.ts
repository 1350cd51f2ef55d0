import { participantPlacesCap } from '@sannidhi/domain/participants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Center, Product } from '@sannidhi/domain/catalogue';
import { sendAnalyticsEvent } from '../../../../api/analytics';
import { slotKeys } from '../../../../api/slots';
import { isMultiSlotLayout } from '../components/calendar-section';
import { selectionTotal } from '../lib/cart-item';
import { clampQuantities, totalQuantity, type QuantityLimits } from '@sannidhi/domain/quantities';
import type { Rescheduling } from '../lib/rescheduling';
import { counterpartSlot, monthOf, type BookingSlot, type SlotRules } from '../lib/slots';
import { useHeldOffer } from '../lib/held-offer';
import { useRitualVariants } from './use-slots';

export interface BookingSelectionOptions {
  product: Product;
  center: Center;
  rescheduling: Rescheduling | null;
  utms: Readonly<Record<string, string>>;
  mayBookForOthers: boolean;
}

function initialInPerson(product: Product, rescheduling: Rescheduling | null): boolean {
  if (product.deliveryMode === 'BOTH') return rescheduling?.inPerson ?? true;
  return product.deliveryMode === 'IN_PERSON';
}

/** What is booked: attendance, the chosen dates and how many of each option, with their limits and total. */
export function useBookingSelection({
  product,
  center,
  rescheduling,
  utms,
  mayBookForOthers,
}: BookingSelectionOptions) {
  const queryClient = useQueryClient();
  const { config } = product;
  const layout = config.calendar.layout;
  const maxParticipants = config.form?.maxParticipants ?? 1;
  const timezone = center.meta.timezone;

  const [inPerson, setInPerson] = useState(() => initialInPerson(product, rescheduling));
  const [selected, setSelected] = useState<BookingSlot[]>([]);
  const [quantities, setQuantities] = useState<Record<string, number>>({});

  const now = new Date();
  const rules: SlotRules = {
    now,
    timezone,
    pastOffsetDays: config.pastOffsetDays,
    cutOffHours: config.cutOffHours,
    bypassCutOff: mayBookForOthers,
    rescheduleFrom:
      rescheduling?.startTime && rescheduling.ogStartTime
        ? { startTime: rescheduling.startTime, ogStartTime: rescheduling.ogStartTime }
        : null,
  };
  const offer = useHeldOffer();
  const startsOn = rescheduling?.startTime ?? offer?.startTime;
  const initialMonth = startsOn ? monthOf(startsOn, timezone) : undefined;
  const variantMonth = selected[0] ? monthOf(selected[0].startTime, timezone) : monthOf(now, timezone);
  const variantsQuery = useRitualVariants(product.id, variantMonth);
  const variants = variantsQuery.data ?? [];

  const chosenSlot = selected[0];
  const limits: QuantityLimits = {
    placesLeft: selected.length ? Math.min(...selected.map((s) => s.remaining)) : undefined,
    inventory:
      layout === 'INVENTORY' && chosenSlot
        ? Object.fromEntries(chosenSlot.inventory.map((i) => [i.variantId, i.remaining]))
        : undefined,
    // One participant per place: a ritual that asks for participants takes at most maxParticipants places.
    participantCap: participantPlacesCap(config.form),
  };
  const effective = clampQuantities(variants, quantities, limits);
  // Reschedule mode moves the booking as it is: its options and price are the booked ones, not new choices.
  const booked = rescheduling ? rescheduling.bookedOptions : null;
  const bookedTotal = booked?.reduce((sum, v) => sum + v.quantity * v.unitPrice, 0) ?? 0;

  const chooseSlots = (slots: BookingSlot[]) => {
    setSelected(slots);
    if (slots.length === 0 || rescheduling) return;
    sendAnalyticsEvent('slots selected', center.id, {
      productId: product.id,
      productName: product.name,
      layout,
      slots: slots.map((s) => ({ slotId: s.id, startTime: s.startTime, inPerson: s.inPerson })),
      ...utms,
    });
  };

  const changeMode = (next: boolean) => {
    if (next === inPerson) return;
    // Keep the chosen dates where the ritual offers the other mode at the same time.
    const known = queryClient
      .getQueriesData<BookingSlot[]>({ queryKey: slotKeys.ritual(product.id) })
      .flatMap(([, data]) => data ?? []);
    setInPerson(next);
    setSelected((current) =>
      current.map((s) => counterpartSlot(s, known, next)).filter((s): s is BookingSlot => Boolean(s)),
    );
  };

  return {
    layout,
    maxParticipants,
    timezone,
    dateFormat: center.meta.dateFormat,
    rules,
    initialMonth,
    inPerson,
    selected,
    variants,
    variantsPending: variantsQuery.isPending,
    limits,
    effective,
    places: booked ? booked.reduce((n, v) => n + v.quantity, 0) : totalQuantity(effective),
    total: booked
      ? (rescheduling?.totPrice ?? bookedTotal)
      : selectionTotal(variants, effective, selected.length),
    /** Reschedule mode: the options booked, which move unchanged; null when booking anew. */
    booked,
    multi: isMultiSlotLayout(layout),
    waitingForSlot: layout === 'INVENTORY' && !chosenSlot,
    chooseSlots,
    changeMode,
    setQuantities,
    /** Clears the dates and quantities for the next booking (attendance stays). */
    clear: () => {
      setSelected([]);
      setQuantities({});
    },
  };
}

export type BookingSelection = ReturnType<typeof useBookingSelection>;
