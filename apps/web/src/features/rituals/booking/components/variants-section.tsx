import type { MessageDescriptor } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Center } from '@sannidhi/domain/catalogue';
import { formatMoney } from '@sannidhi/domain/money';
import { bookedVariantNameIn } from '../lib/variant-names';
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
  error: MessageDescriptor | null;
  currency: Center['currency'];
}) {
  const { layout, variants, effective, limits, multi, selected, waitingForSlot } = selection;
  const { t, i18n } = useLingui();
  const errorId = `${idPrefix}-variants-error`;
  const dateCount = selected.length;
  const placesLeft = limits.placesLeft ?? 0;
  return (
    <BookingSection
      titleId={`${idPrefix}-variants-title`}
      title={layout === 'INVENTORY' ? t`Your offerings` : t`Options`}
      testId="variants-section"
    >
      {selection.booked ? (
        <>
          <ul className="sn-booked-options" data-testid="booked-options">
            {selection.booked.map((v) => {
              const name = bookedVariantNameIn(variants, v.name, i18n.locale);
              const quantity = v.quantity;
              const price = formatMoney(v.unitPrice, currency);
              return (
                <li key={v.name}>
                  {t({
                    comment: 'A booked option: its name, how many, the price of one',
                    message: `${name} × ${quantity} · ${price} each`,
                  })}
                </li>
              );
            })}
          </ul>
          <p className="sn-section__note">
            <Trans>
              A reschedule moves your booking as it is: these options and the price stay the same.
            </Trans>
          </p>
        </>
      ) : selection.variantsPending ? (
        <Spinner size="sm" label={t`Loading the options…`} />
      ) : variants.length === 0 ? (
        <p className="sn-section__note">
          <Trans>This ritual has no options to book at the moment.</Trans>
        </p>
      ) : waitingForSlot ? (
        <p className="sn-section__note">
          <Trans>Choose a date and time first: what is left depends on it.</Trans>
        </p>
      ) : (
        <>
          {multi && selected.length > 1 && (
            <p className="sn-section__note">
              <Trans>These apply to each of your {dateCount} dates.</Trans>
            </p>
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
              {multi && selected.length > 1
                ? t({
                    message: plural(placesLeft, {
                      one: '# place left on the fullest of your dates.',
                      other: '# places left on the fullest of your dates.',
                    }),
                  })
                : t({ message: plural(placesLeft, { one: '# place left.', other: '# places left.' }) })}
            </p>
          )}
        </>
      )}
      <BookingError id={errorId} message={!waitingForSlot && error} />
    </BookingSection>
  );
}
