import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@sannidhi/domain/catalogue';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { RitualImage } from '../../components/ritual-image';
import type { Rescheduling } from '../lib/rescheduling';

/** The ritual's picture, how it is attended, its description and, when rescheduling, which order. */
export function BookingIntro({
  product,
  rescheduling,
}: {
  product: Product;
  rescheduling: Rescheduling | null;
}) {
  const { t } = useLingui();
  const modeLabel =
    product.deliveryMode === 'BOTH'
      ? t`In person or online`
      : product.deliveryMode === 'IN_PERSON'
        ? t`In person`
        : t`Online`;
  const reference = rescheduling?.bookingId ? displayBookingReference(rescheduling.bookingId) : null;
  return (
    <>
      {rescheduling && (
        <p className="sn-booking__reschedule" role="note" data-testid="rescheduling-banner">
          {reference ? t`Rescheduling booking reference ${reference}` : t`Rescheduling your booking`}
        </p>
      )}

      <div className="sn-booking__intro">
        <RitualImage className="sn-booking__image" src={product.image} width={160} height={90} />
        <div>
          <p className="sn-booking__badges">
            <span className="sn-booking__badge">{modeLabel}</span>
            {product.isSubscription && (
              <span className="sn-booking__badge">
                <Trans>Subscription</Trans>
              </span>
            )}
          </p>
          <p className="sn-booking__description">{product.description}</p>
        </div>
      </div>
    </>
  );
}
