import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Center, Product } from '@sannidhi/domain/catalogue';
import type { Recurrence } from '@sannidhi/domain/enums';
import { isPrasadamOffered } from '@sannidhi/domain/prasadam';
import { addBookingToCart } from '../utils/add-booking-to-cart';
import { emptyAddress, trimAddress, type AddressValues } from '../utils/address';
import { BOOKING_MESSAGES } from '../utils/booking-messages';
import { participantCount, participantsFromMeta } from '@sannidhi/domain/participants';
import type { ReschedulingOrderDetails } from '../utils/rescheduling';
import { useBookingErrors } from './use-booking-errors';
import { useBookingSelection } from './use-booking-selection';

export interface BookingFormOptions {
  product: Product;
  center: Center;
  rescheduling: ReschedulingOrderDetails | null;
  /** utm_* and selection_source for the cart item. */
  utms: Readonly<Record<string, string>>;
  /** An office volunteer booking for a devotee (may book past the cut-off). */
  isVolunteer: boolean;
  /** Name to start the delivery address with. */
  recipientName: string;
}

/** The booking form's state, what follows from it (limits, total, messages) and adding it to the cart. */
export function useBookingForm(options: BookingFormOptions) {
  const { product, center, rescheduling, utms, recipientName } = options;
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const selection = useBookingSelection(options);
  const { selected, places, inPerson, maxParticipants } = selection;
  const { config } = product;
  const fields = useMemo(() => config.form?.fields ?? [], [config.form]);
  const country = center.meta.countryCode || 'IN';

  const [participants, setParticipants] = useState<Record<string, string>[]>(() =>
    rescheduling?.meta ? participantsFromMeta(rescheduling.meta) : [],
  );
  const [wantsPrasadam, setWantsPrasadam] = useState(rescheduling?.hasPrasadam ?? false);
  const [address, setAddress] = useState<AddressValues>(() => ({
    ...emptyAddress(country, recipientName),
    ...(rescheduling?.prasadamDeliveryAddress ?? {}),
  }));
  const [familyId, setFamilyId] = useState(() =>
    typeof rescheduling?.meta?.familyId === 'string' ? rescheduling.meta.familyId : '',
  );
  const [subscriptionType, setSubscriptionType] = useState<Recurrence | null>(null);
  const [added, setAdded] = useState<{ slots: number } | null>(null);

  const count = participantCount(places, maxParticipants);
  const prasadamOffered = isPrasadamOffered(product, inPerson);
  const asksAddress = prasadamOffered && wantsPrasadam;
  const showsSubscription = product.isSubscription || config.sections.includes('SUBSCRIPTION');

  const check = useBookingErrors({
    formRef,
    fields,
    participants,
    participantCount: count,
    address: asksAddress ? address : null,
    errors: {
      calendar:
        selected.length === 0
          ? selection.multi
            ? BOOKING_MESSAGES.chooseDates
            : BOOKING_MESSAGES.chooseSlot
          : null,
      variants: places === 0 ? BOOKING_MESSAGES.chooseQuantity : null,
      subscription: showsSubscription && !subscriptionType ? BOOKING_MESSAGES.chooseSubscription : null,
    },
  });

  const changeParticipant = (index: number, patch: Record<string, string>) =>
    setParticipants((list) => {
      const next = [...list];
      while (next.length <= index) next.push({});
      next[index] = { ...next[index], ...patch };
      return next;
    });

  const addToCart = (event: FormEvent) => {
    event.preventDefault();
    if (rescheduling) return;
    if (check.hasErrors) {
      check.showAll();
      return;
    }
    const item = addBookingToCart({
      product,
      center,
      timezone: selection.timezone,
      slots: selected,
      variants: selection.variants,
      quantities: selection.effective,
      participants,
      participantCount: count,
      wantsPrasadam: asksAddress,
      address: asksAddress ? trimAddress(address) : null,
      familyId,
      subscriptionType: showsSubscription ? subscriptionType : null,
      utms,
      itemId: crypto.randomUUID(),
      quantity: places,
      amount: selection.total,
      inPerson,
    });
    if (!item) return;
    setAdded({ slots: item.slots.length });
    // A fresh form for the next booking; attendance, prasadam address and family stay.
    selection.clear();
    setParticipants([]);
    setSubscriptionType(null);
    check.reset();
  };

  return {
    ...selection,
    idPrefix,
    formRef,
    fields,
    count,
    prasadamOffered,
    showsFamily: config.sections.includes('FAMILY'),
    showsSubscription,
    participants,
    wantsPrasadam,
    address,
    familyId,
    subscriptionType,
    added,
    check,
    changeParticipant,
    setWantsPrasadam,
    changeAddress: (patch: Partial<AddressValues>) => setAddress((a) => ({ ...a, ...patch })),
    setFamilyId,
    setSubscriptionType,
    setAdded,
    addToCart,
  };
}

export type BookingFormState = ReturnType<typeof useBookingForm>;
