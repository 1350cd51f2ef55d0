import type { Center } from '@sannidhi/domain/catalogue';
import { formatMoney } from '@sannidhi/domain/money';
import { Spinner } from '../../../../components/spinner/spinner';
import type { BookingSelection } from '../hooks/use-booking-selection';
import { BookingError, BookingSection } from './booking-section';
import { VariantSteppers } from './variant-steppers';

/** How many of each option (or offering, for an inventory ritual) to book. */
export function VariantsSection({
  idPrefix,
  selection,
  error,
  currency,
}: {
  idPrefix: string;
  selection: BookingSelection;
  /** The section's message, once shown. */
  error: string | null;
  currency: Center['currency'];
}) {
  const { layout, variants, effective, limits, multi, selected, waitingForSlot } = selection;
  const errorId = `${idPrefix}-variants-error`;
  return (
    <BookingSection
      titleId={`${idPrefix}-variants-title`}
      title={layout === 'INVENTORY' ? 'Your offerings' : 'Options'}
      testId="variants-section"
    >
      {selection.booked ? (
        <>
          <ul className="sn-booked-options" data-testid="booked-options">
            {selection.booked.map((v) => (
              <li key={v.name}>
                {v.name} × {v.quantity} · {formatMoney(v.unitPrice, currency)} each
              </li>
            ))}
          </ul>
          <p className="sn-section__note">
            A reschedule moves your booking as it is: these options and the price stay the same.
          </p>
        </>
      ) : selection.variantsPending ? (
        <Spinner size="sm" label="Loading the options…" />
      ) : variants.length === 0 ? (
        <p className="sn-section__note">This ritual has no options to book at the moment.</p>
      ) : waitingForSlot ? (
        <p className="sn-section__note">Choose a date and time first: what is left depends on it.</p>
      ) : (
        <>
          {multi && selected.length > 1 && (
            <p className="sn-section__note">These apply to each of your {selected.length} dates.</p>
          )}
          <VariantSteppers
            variants={variants}
            quantities={effective}
            limits={limits}
            currency={currency}
            onChange={(variantId, quantity) =>
              selection.setQuantities({ ...effective, [variantId]: quantity })
            }
            describedById={error ? errorId : undefined}
          />
          {limits.placesLeft !== undefined && (
            <p className="sn-section__note">
              {limits.placesLeft} {limits.placesLeft === 1 ? 'place' : 'places'} left
              {multi && selected.length > 1 ? ' on the fullest of your dates' : ''}.
            </p>
          )}
        </>
      )}
      <BookingError id={errorId} message={!waitingForSlot && error} />
    </BookingSection>
  );
}
