import { Trans, useLingui } from '@lingui/react/macro';
import type { CartItem } from '@sannidhi/domain/cart';
import { formatMoney } from '@sannidhi/domain/money';
import { participantPlacesCap } from '@sannidhi/domain/participants';
import { Skeleton } from '../../../components/skeleton/skeleton';
import type { CartCatalogue } from '../hooks/use-cart-catalogue';
import {
  bookedVariants,
  describeParticipant,
  hasPrasadamDelivery,
  prasadamAddressLines,
  slotParticipants,
  slotWhen,
  type CenterFormat,
} from '../lib/cart-lines';
import { slotPlaces } from '../lib/cart-places';
import { QuantityStepper } from './quantity-stepper';
import './cart-item-card.css';

export interface CartItemCardProps {
  item: CartItem;
  catalogue: CartCatalogue;
  center: CenterFormat;
  currency: string | null;
  /** "+" on a variant (the cart asks for the new place's participant when the ritual has fields). */
  onIncrease: (slotIndex: number, variantName: string, max: number | undefined) => void;
  /** "−" on a variant (the cart asks whose place goes when several participants share it). */
  onDecrease: (slotIndex: number, variantName: string) => void;
  onRemoveSlot: (slotIndex: number) => void;
  onRemoveItem: () => void;
}

/** The id of an item's heading (focused after a removal next to it). */
export const cartItemHeadingId = (itemId: string) => `cart-item-${itemId}`;

/** One ritual of the cart: its dates with options and quantities, participants, prasadam address. */
export function CartItemCard({
  item,
  catalogue,
  center,
  currency,
  onIncrease,
  onDecrease,
  onRemoveSlot,
  onRemoveItem,
}: CartItemCardProps) {
  const { t, i18n } = useLingui();
  const ritual = catalogue.ritual(item.productId);
  const name = ritual?.name ?? catalogue.ritualName(item.productId);
  const headingId = cartItemHeadingId(item.itemId);
  const address = hasPrasadamDelivery(item) ? prasadamAddressLines(item.prasadamDeliveryAddress, i18n) : [];
  const recurring = item.subscriptionType === 'recurring';
  const placesCap = participantPlacesCap(catalogue.participantForm(item.productId) ?? undefined);

  return (
    <li className="sn-cart-item">
      <article aria-labelledby={headingId} data-testid="cart-item">
        <header className="sn-cart-item__header">
          {ritual?.image ? (
            <img className="sn-cart-item__image" src={ritual.image} alt="" width={72} height={72} />
          ) : (
            <Skeleton width={72} height={72} radius="var(--sn-radius)" className="sn-cart-item__image" />
          )}
          <div className="sn-cart-item__heading">
            <h2 id={headingId} className="sn-cart-item__name" tabIndex={-1}>
              {ritual ? (
                name
              ) : (
                <span className="visually-hidden">
                  <Trans>Loading the ritual…</Trans>
                </span>
              )}
              {!ritual && <Skeleton width="12rem" height="1.25rem" />}
            </h2>
            {recurring && (
              <span className="sn-cart-item__tag">
                <Trans>Monthly subscription</Trans>
              </span>
            )}
          </div>
          <button
            type="button"
            className="sn-cart-item__remove"
            onClick={onRemoveItem}
            aria-label={t`Remove ${name} from the cart`}
          >
            <Trans comment="Button: take a ritual out of the cart">Remove</Trans>
          </button>
        </header>

        <ul className="sn-cart-item__slots">
          {item.slots.map((slot, slotIndex) => {
            const when = slotWhen(slot.startTime, center);
            const participants = slotParticipants(slot.meta);
            const variants = bookedVariants(slot);
            const places = slotPlaces(slot);
            return (
              <li key={`${slot.slotId}-${slotIndex}`} className="sn-cart-slot" data-testid="cart-slot">
                <div className="sn-cart-slot__head">
                  <p className="sn-cart-slot__when">
                    <time dateTime={slot.startTime}>{when}</time>
                    <span
                      className={`sn-cart-slot__mode${slot.inPerson ? '' : ' sn-cart-slot__mode--online'}`}
                    >
                      {slot.inPerson ? t`In person` : t`Online`}
                    </span>
                  </p>
                  {item.slots.length > 1 && (
                    <button
                      type="button"
                      className="sn-cart-item__remove"
                      onClick={() => onRemoveSlot(slotIndex)}
                      aria-label={
                        slot.inPerson
                          ? t`Remove ${name} on ${when}, in person`
                          : t`Remove ${name} on ${when}, online`
                      }
                    >
                      <Trans>Remove date</Trans>
                    </button>
                  )}
                </div>
                <ul className="sn-cart-slot__variants">
                  {variants.map((variant) => {
                    const label = catalogue.variantName(item.productId, variant.name);
                    const unitPrice = formatMoney(variant.unitPrice, currency);
                    const variantMax = catalogue.maxQuantity(item.productId, variant.name);
                    // One participant per place: the slot never takes more places than participants allowed.
                    const max =
                      variantMax === undefined || placesCap === undefined
                        ? variantMax
                        : Math.min(variantMax, placesCap - (places - variant.quantity));
                    return (
                      <li key={variant.name} className="sn-cart-variant">
                        <div className="sn-cart-variant__name">
                          <span className="sn-cart-variant__label">{label}</span>
                          <span className="sn-cart-variant__unit">
                            {variantMax === undefined ? (
                              <Trans>{unitPrice} each</Trans>
                            ) : (
                              <Trans>
                                {unitPrice} each · at most {variantMax}
                              </Trans>
                            )}
                          </span>
                        </div>
                        <QuantityStepper
                          label={label}
                          value={variant.quantity}
                          max={max}
                          onChange={(q) =>
                            q > variant.quantity
                              ? onIncrease(slotIndex, variant.name, max)
                              : onDecrease(slotIndex, variant.name)
                          }
                        />
                        <span className="sn-cart-variant__amount" data-testid="variant-amount">
                          {formatMoney(variant.quantity * variant.unitPrice, currency)}
                        </span>
                      </li>
                    );
                  })}
                </ul>
                {participants.length > 0 && (
                  <div className="sn-cart-slot__participants">
                    <h3 className="sn-cart-slot__subheading">
                      <Trans>Participants</Trans>
                    </h3>
                    <ol>
                      {participants.map((p) => (
                        <li key={p.n}>{describeParticipant(p, i18n)}</li>
                      ))}
                    </ol>
                  </div>
                )}
              </li>
            );
          })}
        </ul>

        {address.length > 0 && (
          <div className="sn-cart-item__prasadam">
            <h3 className="sn-cart-slot__subheading">
              <Trans>Prasadam delivery address</Trans>
            </h3>
            <address>
              {address.map((line, i) => (
                <span key={i}>{line}</span>
              ))}
            </address>
          </div>
        )}
      </article>
    </li>
  );
}
