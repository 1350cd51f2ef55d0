import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';

export interface BookingSectionProps {
  /** Id of the section's heading. */
  titleId: string;
  title: ReactNode;
  testId: string;
  children: ReactNode;
}

/** A section of the booking form, named by its heading. */
export function BookingSection({ titleId, title, testId, children }: BookingSectionProps) {
  return (
    <section className="sn-section" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className="sn-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A section's message, focusable so that a failed attempt can move the focus to it. */
export function BookingError({ id, message }: { id: string; message: MessageDescriptor | null | false }) {
  const { i18n } = useLingui();
  if (!message) return null;
  return (
    <p id={id} className="sn-booking-error" tabIndex={-1}>
      {i18n._(message)}
    </p>
  );
}
