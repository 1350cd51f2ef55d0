import { useEffect, useState, type RefObject } from 'react';
import type { FormField } from '@sannidhi/domain/catalogue';
import { validateAddress, type AddressKey, type AddressValues } from '../utils/address';
import { validateParticipant } from '@sannidhi/domain/participants';

/** The messages of the sections without fields of their own; null where all is well. */
export interface SectionErrors {
  calendar: string | null;
  variants: string | null;
  subscription: string | null;
}

export interface BookingErrorsInput {
  formRef: RefObject<HTMLFormElement | null>;
  fields: readonly FormField[];
  participants: Record<string, string>[];
  participantCount: number;
  /** The prasadam delivery address, when one is asked for. */
  address: AddressValues | null;
  errors: SectionErrors;
}

/**
 * Every message of the booking form, shown once its field was left or after an attempt to add; after a
 * failed attempt the first message takes the focus so that keyboard and screen-reader users land on it.
 */
export function useBookingErrors({
  formRef,
  fields,
  participants,
  participantCount,
  address,
  errors,
}: BookingErrorsInput) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  const participantErrors = Array.from({ length: fields.length ? participantCount : 0 }, (_, i) =>
    validateParticipant(fields, participants[i] ?? {}),
  );
  const addressErrors = address ? validateAddress(address) : {};
  const hasErrors =
    Object.values(errors).some(Boolean) ||
    participantErrors.some((e) => Object.keys(e).length > 0) ||
    Object.keys(addressErrors).length > 0;
  const visible = (key: string) => attempted || touched.has(key);
  const shownParticipantErrors = participantErrors.map((e, i) =>
    Object.fromEntries(Object.entries(e).filter(([key]) => visible(`p${i}.${key}`))),
  );
  const shownAddressErrors = Object.fromEntries(
    Object.entries(addressErrors).filter(([key]) => visible(`address.${key}`)),
  ) as Partial<Record<AddressKey, string>>;
  const touch = (key: string) => setTouched((t) => (t.has(key) ? t : new Set(t).add(key)));

  useEffect(() => {
    if (focusRequest === 0) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .sn-booking-error');
    target?.focus();
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [focusRequest, formRef]);

  return {
    errors,
    attempted,
    hasErrors,
    shownParticipantErrors,
    shownAddressErrors,
    touch,
    /** After a failed attempt: show every message and focus the first. */
    showAll: () => {
      setAttempted(true);
      setFocusRequest((n) => n + 1);
    },
    /** A fresh form: no message shown. */
    reset: () => {
      setTouched(new Set());
      setAttempted(false);
    },
  };
}
