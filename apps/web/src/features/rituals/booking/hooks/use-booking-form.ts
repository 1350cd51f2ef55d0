import type { MessageDescriptor } from '@lingui/core';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Center, Product } from '@sannidhi/domain/catalogue';
import { isPrasadamOffered } from '@sannidhi/domain/prasadam';
import { addBookingToCart } from '../lib/add-booking-to-cart';
import { emptyAddress, trimAddress } from '../lib/address';
import { BOOKING_MESSAGES } from '../lib/booking-messages';
import { participantCount, participantsFromMeta } from '@sannidhi/domain/participants';
import { useHeldOffer } from '../lib/held-offer';
import type { Rescheduling } from '../lib/rescheduling';
import { useBookingDetails, type BookingDetails } from './use-booking-details';
import { useBookingSelection } from './use-booking-selection';
import { useRescheduleSubmit } from './use-reschedule-submit';

export interface BookingFormOptions {
  product: Product;
  center: Center;
  rescheduling: Rescheduling | null;
  /** utm_* and selection_source for the cart item. */
  utms: Readonly<Record<string, string>>;
  /** An office volunteer booking for a devotee (may book past the cut-off). */
  mayBookForOthers: boolean;
  /** Name to start the delivery address with. */
  recipientName: string;
}

/** The messages of the sections without fields of their own; null where all is well. */
export interface SectionErrors {
  calendar: MessageDescriptor | null;
  variants: MessageDescriptor | null;
}

/**
 * The booking page's state, in two parts each section takes what it needs from: `selection` (attendance,
 * dates, quantities, limits, total) and `details` (the react-hook-form form of participants, prasadam
 * address, family and subscription). Adding to the cart checks both; after a failed attempt every message
 * shows and the first one in page order takes the focus.
 */
export function useBookingForm(options: BookingFormOptions) {
  const { product, center, rescheduling, utms, recipientName } = options;
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const selection = useBookingSelection(options);
  const { selected, places, inPerson, maxParticipants } = selection;
  const { config } = product;
  const fields = useMemo(() => config.form?.fields ?? [], [config.form]);
  const country = center.meta.countryCode || 'IN';
  const count = participantCount(places, maxParticipants);
  const prasadamOffered = isPrasadamOffered(product, inPerson);
  const showsSubscription = product.isSubscription || config.sections.includes('SUBSCRIPTION');
  const [added, setAdded] = useState<{ slots: number } | null>(null);
  const reschedule = useRescheduleSubmit(rescheduling);
  const offer = useHeldOffer();
  const [rescheduleAttempted, setRescheduleAttempted] = useState(false);

  /** Bumped after each add: the calendar starts afresh, its chosen day cleared with the summary. */
  const [bookingsAdded, setBookingsAdded] = useState(0);

  const details = useBookingDetails(
    { fields, count, prasadamOffered, showsSubscription },
    {
      participants: rescheduling?.meta ? participantsFromMeta(rescheduling.meta) : [],
      wantsPrasadam: rescheduling?.hasPrasadam ?? false,
      address: { ...emptyAddress(country, recipientName), ...(rescheduling?.prasadamDeliveryAddress ?? {}) },
      familyId: typeof rescheduling?.meta?.familyId === 'string' ? rescheduling.meta.familyId : '',
      family: null,
      subscriptionType: '',
    },
  );
  const attempted = details.formState.isSubmitted;
  const sectionErrors: SectionErrors = {
    calendar:
      selected.length === 0
        ? selection.multi
          ? BOOKING_MESSAGES.chooseDates
          : BOOKING_MESSAGES.chooseSlot
        : null,
    variants: places === 0 ? BOOKING_MESSAGES.chooseQuantity : null,
  };
  const hasSectionErrors = Object.values(sectionErrors).some(Boolean);

  /** After a failed attempt (once React has shown the messages): focus the first one in page order. */
  const focusFirstError = () =>
    requestAnimationFrame(() => {
      const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .sn-booking-error');
      target?.focus();
      target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    });

  const add = (values: BookingDetails) => {
    if (hasSectionErrors) {
      focusFirstError();
      return;
    }
    const asksAddress = prasadamOffered && values.wantsPrasadam;
    const item = addBookingToCart({
      product,
      center,
      timezone: selection.timezone,
      slots: selected,
      variants: selection.variants,
      quantities: selection.effective,
      participants: values.participants,
      participantCount: count,
      wantsPrasadam: asksAddress,
      address: asksAddress ? trimAddress(values.address) : null,
      familyId: values.familyId,
      family: values.familyId ? values.family : null,
      subscriptionType: showsSubscription && values.subscriptionType ? values.subscriptionType : null,
      utms,
      itemId: crypto.randomUUID(),
      waitingListEntryId: offer && selected.some((s) => s.id === offer.slotId) ? offer.entryId : undefined,
      quantity: places,
      amount: selection.total,
      inPerson,
    });
    if (!item) return;
    setAdded({ slots: item.slots.length });
    setBookingsAdded((n) => n + 1);
    // A fresh form for the next booking; attendance, prasadam address and family stay.
    selection.clear();
    details.reset({ ...values, participants: [], subscriptionType: '' });
  };

  const addToCart = (event: FormEvent) => {
    if (rescheduling) {
      event.preventDefault();
      const slot = selected[0];
      if (!slot) {
        setRescheduleAttempted(true);
        return;
      }
      const values = details.getValues();
      reschedule.submit(slot, {
        wantsPrasadam: prasadamOffered && values.wantsPrasadam,
        address: values.address,
      });
      return;
    }
    void details.handleSubmit(add, focusFirstError)(event);
  };

  return {
    idPrefix,
    formRef,
    selection,
    details,
    fields,
    count,
    prasadamOffered,
    showsFamily: config.sections.includes('FAMILY'),
    showsSubscription,
    sectionErrors,
    attempted,
    /** "Please correct the highlighted fields." after a failed attempt. */
    showsFixMessage: attempted && (hasSectionErrors || Object.keys(details.formState.errors).length > 0),
    bookingsAdded,
    added,
    closeAdded: () => setAdded(null),
    addToCart,
    /** Reschedule mode: the new date is being confirmed, or has been. */
    isRescheduling: reschedule.isPending || reschedule.isDone,
    /** Reschedule mode: Confirm was pressed without a date. */
    rescheduleNeedsDate: rescheduleAttempted && selected.length === 0,
  };
}
