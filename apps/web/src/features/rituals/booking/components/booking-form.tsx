import { calendarTitleIn } from '@sannidhi/domain/form-texts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Center, Product } from '@sannidhi/domain/catalogue';
import { useBookingForm } from '../hooks/use-booking-form';
import { useHeldOffer } from '../lib/held-offer';
import type { Rescheduling } from '../lib/rescheduling';
import { AddedDialog } from './added-dialog';
import { AttendanceChoice } from './attendance-choice';
import { BookingIntro } from './booking-intro';
import { BookingError, BookingSection } from './booking-section';
import { BookingSummary } from './booking-summary';
import { SlotPicker } from './calendar-section';
import { FamilySection } from './family-section';
import { ParticipantFields } from '../../../../components/participant-fields/participant-fields';
import { PrasadamSection } from './prasadam-section';
import { SubscriptionSection } from './subscription-section';
import { VariantsSection } from './variants-section';
import './booking-form.css';

export { BOOKING_MESSAGES } from '../lib/booking-messages';

/** Spec part 2 §5: names and nakshatram cannot be changed once the booking is complete (so not in a reschedule). */
export const NAMES_LOCKED = msg`Names and nakshatram cannot be changed once the booking is complete.`;

export interface BookingFormProps {
  product: Product;
  center: Center;
  rescheduling: Rescheduling | null;
  /** utm_* and selection_source for the cart item. */
  utms: Readonly<Record<string, string>>;
  /** An office volunteer booking for a devotee (may book past the cut-off). */
  mayBookForOthers: boolean;
  /** The SSO id whose saved families are offered (the devotee's, for a volunteer). */
  familySsoId: string;
  /** Name to start the delivery address with. */
  recipientName: string;
}

/** The ritual booking page's form: every section is driven by the ritual's config. */
export function BookingForm({ familySsoId, ...options }: BookingFormProps) {
  const { product, center, rescheduling, mayBookForOthers } = options;
  const { t, i18n } = useLingui();
  const booking = useBookingForm(options);
  const offer = useHeldOffer();
  const { idPrefix, selection, details, attempted, sectionErrors } = booking;
  const { maxParticipants } = selection;
  const calendarErrorId = `${idPrefix}-calendar-error`;
  const calendarError = attempted && sectionErrors.calendar;

  return (
    <form ref={booking.formRef} className="sn-booking" noValidate onSubmit={booking.addToCart}>
      <div className="sn-booking__main">
        <BookingIntro product={product} rescheduling={rescheduling} />

        {product.deliveryMode === 'BOTH' && (
          <AttendanceChoice
            name={`${idPrefix}-mode`}
            inPerson={selection.inPerson}
            onChange={selection.changeMode}
          />
        )}

        <BookingSection
          titleId={`${idPrefix}-calendar-title`}
          title={calendarTitleIn(product.config.calendar, i18n.locale)}
          testId="calendar-section"
        >
          <SlotPicker
            key={booking.bookingsAdded}
            layout={selection.layout}
            productId={product.id}
            inPerson={selection.inPerson}
            rules={selection.rules}
            dateFormat={selection.dateFormat}
            selected={selection.selected}
            onSelect={selection.chooseSlots}
            initialMonth={selection.initialMonth}
            initialSlotId={rescheduling?.slotId ?? offer?.slotId}
            describedById={calendarError ? calendarErrorId : undefined}
          />
          <BookingError id={calendarErrorId} message={calendarError} />
        </BookingSection>

        <VariantsSection
          idPrefix={idPrefix}
          selection={selection}
          error={attempted ? sectionErrors.variants : null}
          currency={center.currency}
        />

        {booking.fields.length > 0 && (
          <BookingSection
            titleId={`${idPrefix}-people-title`}
            title={maxParticipants > 1 ? t`Participant details` : t`Booking details`}
            testId="participants-section"
          >
            {rescheduling ? (
              // A reschedule keeps who takes part (spec part 2 §5): shown, not editable (docs/decisions.md).
              <p className="sn-section__note" id={`${idPrefix}-people-locked`}>
                {i18n._(NAMES_LOCKED)}
              </p>
            ) : (
              maxParticipants > 1 && (
                <p className="sn-section__note">
                  <Trans>One participant per place, up to {maxParticipants}.</Trans>
                </p>
              )
            )}
            <fieldset
              className="sn-booking__people"
              disabled={rescheduling !== null}
              aria-describedby={rescheduling ? `${idPrefix}-people-locked` : undefined}
            >
              <ParticipantFields
                idPrefix={idPrefix}
                fields={booking.fields}
                count={booking.count}
                numbered={maxParticipants > 1}
                form={details}
              />
            </fieldset>
          </BookingSection>
        )}

        {booking.showsFamily && (
          <FamilySection ssoId={familySsoId} form={details} fields={booking.fields} count={booking.count} />
        )}

        {booking.prasadamOffered && (
          <PrasadamSection
            idPrefix={`${idPrefix}-address`}
            form={details}
            canEditLookedUpPlace={mayBookForOthers}
          />
        )}

        {booking.showsSubscription && (
          <SubscriptionSection name={`${idPrefix}-subscription`} form={details} />
        )}
      </div>

      <BookingSummary
        idPrefix={idPrefix}
        selection={selection}
        showsFixMessage={booking.showsFixMessage}
        currency={center.currency}
        rescheduling={rescheduling !== null}
        isRescheduling={booking.isRescheduling}
        rescheduleNeedsDate={booking.rescheduleNeedsDate}
      />

      <AddedDialog productName={product.name} added={booking.added} onClose={booking.closeAdded} />
    </form>
  );
}
