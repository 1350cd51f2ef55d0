/**
 * `/cart` (spec part 1 §2 Cart): the items with their ritual, dates and times in the centre's zone,
 * options and quantities, participants and prasadam address; quantity changes and removals; the total;
 * and the checkout (billing profile → what will be charged → order → payment). The header badge and
 * the sannidhiCartCount cookie follow the session cart by themselves.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { cartSlotCount, cartTotal } from '@sannidhi/domain/cart';
import { DEFAULT_DATE_FORMAT, DEFAULT_TIMEZONE } from '@sannidhi/domain/constants';
import { formatMoney } from '@sannidhi/domain/money';
import { buttonClassName, Button } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { PageTitle } from '../../../components/page-title/page-title';
import { toast } from '../../../components/toast/toast-store';
import { PATHS } from '../../../lib/paths';
import { setSession, useSession } from '../../../lib/session';
import { BillingForm } from '../components/billing-form';
import { CartItemCard, cartItemHeadingId } from '../components/cart-item-card';
import { CheckoutDialog, PROCEED_TO_PAY_ID } from '../components/checkout-dialog';
import { GatewayRedirect } from '../components/gateway-redirect';
import { AddPlaceDialog, RemovePlaceDialog } from '../components/place-dialogs';
import { useCartCatalogue } from '../hooks/use-cart-catalogue';
import { useCheckout } from '../hooks/use-checkout';
import { useCartPlaces } from '../hooks/use-cart-places';
import { chargeLines, removeItem, removeSlot } from '../lib/cart-lines';
import './cart.css';

/**
 * After a removal the removed control is gone: the focus goes to the item that stays in its place (its
 * heading), or to "Browse rituals" once the cart is empty — never to the page body.
 */
function focusAfterRemoval(itemId: string | undefined) {
  requestAnimationFrame(() => {
    const target =
      (itemId ? document.getElementById(cartItemHeadingId(itemId)) : null) ??
      document.querySelector<HTMLElement>('[data-testid="cart-item"] h2') ??
      document.querySelector<HTMLElement>('main a[href$="/rituals"]');
    target?.focus();
  });
}

/**
 * Publishes the height of the summary while it is stuck to the bottom of a phone's screen as
 * --sn-sticky-bottom, so that a control focused with Tab is scrolled clear of it (global.css).
 */
function useStickyBottomHeight() {
  const [node, setNode] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!node) return;
    const root = document.documentElement;
    const publish = () => {
      const sticky = getComputedStyle(node).position === 'sticky';
      root.style.setProperty('--sn-sticky-bottom', sticky ? `${node.offsetHeight}px` : '0px');
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(node);
    window.addEventListener('resize', publish);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', publish);
      root.style.removeProperty('--sn-sticky-bottom');
    };
  }, [node]);
  return setNode;
}

export default function CartRoute() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const { cart, currentCenter: center } = session;
  const format = {
    timezone: center?.meta.timezone || DEFAULT_TIMEZONE,
    dateFormat: center?.meta.dateFormat || DEFAULT_DATE_FORMAT,
  };
  const currency = center?.currency ?? null;
  const catalogue = useCartCatalogue(cart, format.timezone);
  const checkout = useCheckout(catalogue.ritualName, catalogue.variantName);
  const stickySummary = useStickyBottomHeight();
  const places = useCartPlaces(cart, catalogue, format);
  // After "Proceed to pay" a slot whose participants do not match its places says so until it does.
  const [placesChecked, setPlacesChecked] = useState(false);
  const placesIssue = placesChecked ? places.firstIssue() : null;
  const count = cartSlotCount(cart);
  const total = cartTotal(cart);
  const bookedFor = session.hasUserPermissionToBookForOthers ? session.devoteeProfileDetails : null;

  if (checkout.step === 'redirecting' && checkout.gatewayForm) {
    return (
      <>
        <PageTitle title={t`Payment`} />
        <GatewayRedirect form={checkout.gatewayForm} currency={currency} />
      </>
    );
  }

  if (count === 0) {
    return (
      <>
        <PageTitle title={t`Cart`} />
        <EmptyState
          title={t`Your cart is empty`}
          action={
            <Link to={PATHS.rituals} className={buttonClassName('primary')}>
              <Trans>Browse rituals</Trans>
            </Link>
          }
        >
          <Trans>Rituals you add will appear here.</Trans>
        </EmptyState>
      </>
    );
  }

  if (checkout.step === 'billing') {
    const payer = bookedFor ?? {
      firstName: session.firstName,
      lastName: session.lastName,
      email: session.userEmail,
      countryOfResidence: session.countryOfResidence,
    };
    return (
      <>
        <PageTitle title={t`Cart`} subtitle={t`One more step before payment.`} />
        <BillingForm
          ssoId={checkout.payerSsoId}
          saved={checkout.savedPerson}
          defaults={{
            firstName: payer.firstName,
            lastName: payer.lastName,
            email: payer.email,
            country: payer.countryOfResidence || center?.meta.countryCode || 'IN',
          }}
          privacyPolicyUrl={center?.meta.privacyPolicy}
          termsUrl={center?.meta.termsAndConditions}
          onSaved={checkout.billingSaved}
          onCancel={checkout.leaveBilling}
          cancelLabel={checkout.editingBilling ? t`Back to payment` : t`Back to cart`}
          emailLockedFor={bookedFor ? `${bookedFor.firstName} ${bookedFor.lastName}`.trim() : undefined}
        />
      </>
    );
  }

  const update = (next: typeof cart) => setSession({ cart: next });
  const centerName = center?.name;
  const devoteeFirstName = bookedFor?.firstName;
  const devoteeLastName = bookedFor?.lastName;

  return (
    <>
      <PageTitle
        title={t`Cart`}
        subtitle={
          center ? (
            <Trans>
              <Plural value={count} one="# booking" other="# bookings" /> at {centerName}
            </Trans>
          ) : (
            <Plural value={count} one="# booking" other="# bookings" />
          )
        }
      />
      <div className="sn-cart">
        <section className="sn-cart__items" aria-label={t`Cart items`}>
          <ul className="sn-cart__list">
            {cart.map((item) => (
              <CartItemCard
                key={item.itemId}
                item={item}
                catalogue={catalogue}
                center={format}
                currency={currency}
                onIncrease={(slotIndex, variantName, max) =>
                  places.increase({ itemId: item.itemId, slotIndex, variantName }, max)
                }
                onDecrease={(slotIndex, variantName) =>
                  places.decrease({ itemId: item.itemId, slotIndex, variantName })
                }
                onRemoveSlot={(slotIndex) => {
                  update(removeSlot(cart, item.itemId, slotIndex));
                  toast.success(t`Date removed from your cart`);
                  focusAfterRemoval(item.itemId);
                }}
                onRemoveItem={() => {
                  const index = cart.indexOf(item);
                  const ritual = catalogue.ritualName(item.productId);
                  update(removeItem(cart, item.itemId));
                  toast.success(t`${ritual} removed from your cart`);
                  focusAfterRemoval(cart[index + 1]?.itemId ?? cart[index - 1]?.itemId);
                }}
              />
            ))}
          </ul>
        </section>

        <aside className="sn-cart__summary" aria-labelledby="sn-cart-summary-title" ref={stickySummary}>
          <h2 id="sn-cart-summary-title" className="sn-cart__summary-title">
            <Trans>Summary</Trans>
          </h2>
          {bookedFor && (
            <p className="sn-cart__for">
              <Trans>
                Booking for{' '}
                <strong>
                  {devoteeFirstName} {devoteeLastName}
                </strong>
              </Trans>
              <br />
              {bookedFor.email}
            </p>
          )}
          <dl className="sn-cart__totals">
            <div className="sn-cart__count">
              <dt>
                <Trans>Bookings</Trans>
              </dt>
              <dd>{count}</dd>
            </div>
            <div className="sn-cart__total">
              <dt>
                <Trans>Total</Trans>
              </dt>
              <dd data-testid="cart-total">{formatMoney(total, currency)}</dd>
            </div>
          </dl>
          {placesIssue && (
            <p className="sn-cart__issue" role="alert">
              {placesIssue}
            </p>
          )}
          {currency ? (
            <Button
              id={PROCEED_TO_PAY_ID}
              fullWidth
              loading={checkout.checking}
              onClick={() => {
                // Each place needs its own participant before anything is sent.
                setPlacesChecked(true);
                if (!places.firstIssue()) void checkout.proceed();
              }}
            >
              <Trans>Proceed to pay</Trans>
            </Button>
          ) : (
            <p className="sn-cart__note" role="note">
              <Trans>
                Online payment is not yet available at this centre. Please contact the centre to complete the
                booking.
              </Trans>
            </p>
          )}
          <Link to={PATHS.rituals} className="sn-cart__more">
            <Trans>Add more rituals</Trans>
          </Link>
        </aside>
      </div>

      <AddPlaceDialog request={places.adding} onAdd={places.add} onClose={places.close} />
      <RemovePlaceDialog request={places.removing} onRemove={places.remove} onClose={places.close} />
      <CheckoutDialog
        open={checkout.step === 'confirm'}
        lines={chargeLines(cart, catalogue.ritualName, format, i18n, catalogue.variantName)}
        total={total}
        currency={currency}
        person={checkout.person}
        bookedFor={
          bookedFor
            ? {
                name: `${bookedFor.firstName} ${bookedFor.lastName}`.trim(),
                email: bookedFor.email,
                countryCode: center?.meta.countryCode ?? 'IN',
              }
            : null
        }
        submitting={checkout.submitting}
        error={checkout.error}
        onPay={(choice) => void checkout.pay(choice)}
        onEditBilling={checkout.editBilling}
        onClose={checkout.backToCart}
      />
    </>
  );
}
