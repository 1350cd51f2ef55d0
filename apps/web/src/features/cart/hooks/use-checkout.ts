/**
 * The checkout flow of the cart (spec part 1 §2 Cart, §4, §7): billing profile check → what will be
 * charged → 'checkout' event → POST /order/create → the gateway form (devotee), or for an office
 * volunteer the chosen channel's next screen. A 409 (slot full) shows its message and keeps the cart.
 */
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { cartTotal, expandCartSlots, type CartItem } from '@sannidhi/domain/cart';
import { BookingPerson } from '@sannidhi/domain/contracts/booking-person';
import {
  type CreateOrderAnswer,
  type CreateOrderBody,
  type GatewayForm,
  type PaymentChannel,
  type PaymentReference,
} from '@sannidhi/domain/contracts/order';
import { isRecordedChannel, needsReference } from '@sannidhi/domain/payment-channels';
import { withSelectionSource } from '@sannidhi/domain/utm';
import { useIsBackOffice } from '../../../hooks/use-app-config';
import { readCapturedUtms } from '../../../hooks/use-utm-capture';
import { ApiError, genericErrorMessage } from '../../../lib/api-client';
import { inUiLanguage } from '../../../lib/domain-texts';
import type { CardPaymentState, PaymentResultState } from '../../../lib/payment-hand-off';
import { PATHS } from '../../../lib/paths';
import { setSession, useSession } from '../../../lib/session';
import { recordAnalyticsEvent } from '../../../api/analytics';
import { getBookingPerson } from '../../../api/booking-person';
import { useCreateOrder } from '../../../api/checkout';
import { getPaymentStatus } from '../../../api/payments';
import { attachUtms, receiptItems } from '../lib/cart-lines';
import { useIdempotencyKey } from './use-idempotency-key';

export type CheckoutStep = 'cart' | 'billing' | 'confirm' | 'redirecting';

export interface PaymentChoice {
  channel: PaymentChannel;
  reference: PaymentReference;
}

/** Whether a saved billing profile has everything the contract asks for. */
export function isCompleteBookingPerson(person: unknown): person is BookingPerson {
  return BookingPerson.safeParse(person).success;
}

export function useCheckout(
  ritualName: (productId: string) => string,
  variantName?: (productId: string, name: string) => string,
) {
  const session = useSession();
  const isBackOffice = useIsBackOffice();
  const navigate = useNavigate();
  const keyFor = useIdempotencyKey();
  const [step, setStep] = useState<CheckoutStep>('cart');
  const [person, setPerson] = useState<BookingPerson | null>(null);
  const [savedPerson, setSavedPerson] = useState<Partial<BookingPerson> | null>(null);
  /** The billing form was opened from the confirm step ("Edit billing details"): it goes back there. */
  const [editingBilling, setEditingBilling] = useState(false);
  const [gatewayForm, setGatewayForm] = useState<GatewayForm | null>(null);

  const center = session.currentCenter;
  const volunteer = session.hasUserPermissionToBookForOthers;
  const devotee = session.devoteeProfileDetails;
  /** Whose billing profile pays: the devotee an office volunteer books for, else the signed-in user. */
  const payerSsoId = volunteer && devotee ? devotee.profileId : session.userId;

  const createOrder = useCreateOrder();
  /** "Proceed to pay": billing profile first, then the confirmation of what will be charged. */
  const check = useMutation({
    mutationFn: (ssoId: string) => getBookingPerson(ssoId),
    onSuccess: (found) => {
      if (isCompleteBookingPerson(found)) {
        setPerson(found);
        setStep('confirm');
      } else {
        // An incomplete profile prefills the billing form (its consent is asked again unless it was given).
        setSavedPerson(
          found ? { ...found, privacyTermsAccepted: found.privacyTermsAccepted || undefined } : null,
        );
        setStep('billing');
      }
    },
    // A failure: the api client has shown the error toast; stay on the cart.
  });
  const payment = useMutation({ mutationFn: (choice: PaymentChoice) => placeOrder(choice) });
  const submitting = payment.isPending;
  const error = payment.error
    ? payment.error instanceof ApiError
      ? inUiLanguage(payment.error.message)
      : genericErrorMessage()
    : null;

  function proceed() {
    payment.reset();
    check.mutate(payerSsoId);
  }

  function billingSaved(saved: BookingPerson) {
    setPerson(saved);
    setEditingBilling(false);
    setStep('confirm');
  }

  /** "Edit billing details" on the confirm step: the billing form with what will be sent. */
  function editBilling() {
    payment.reset();
    setSavedPerson(person);
    setEditingBilling(true);
    setStep('billing');
  }

  /** Leaving the billing form: back to the confirm step it came from, else to the cart. */
  function leaveBilling() {
    if (editingBilling && person) {
      setEditingBilling(false);
      setStep('confirm');
      return;
    }
    backToCart();
  }

  function backToCart() {
    payment.reset();
    setEditingBilling(false);
    setStep('cart');
  }

  function customerName(): string {
    if (volunteer && devotee) return `${devotee.firstName} ${devotee.lastName}`.trim();
    return person
      ? `${person.firstName} ${person.lastName}`.trim()
      : `${session.firstName} ${session.lastName}`.trim();
  }

  function pay(choice: PaymentChoice) {
    if (!center || submitting) return;
    payment.mutate(choice);
  }

  /** 409: the slot filled up meanwhile; the cart stays as it is so that a date can be changed (`error`). */
  async function placeOrder(choice: PaymentChoice) {
    if (!center) return;
    const cart: CartItem[] = session.cart;
    const utms = withSelectionSource(readCapturedUtms(), isBackOffice);
    const items = expandCartSlots(attachUtms(cart, utms));
    const offerId = cart.find((item) => item.waitingListEntryId)?.waitingListEntryId;
    const channel: PaymentChannel = volunteer ? choice.channel : 'GPMS';
    const order: Omit<CreateOrderBody, 'idempotencyKey'> = {
      centerId: center.id,
      ...(volunteer && devotee ? { devoteeId: devotee.profileId } : {}),
      paymentChannel: channel,
      ...(needsReference(channel) ? { paymentReference: choice.reference } : {}),
      items,
      // A waiting-list offer taken: its held places are the devotee's (issue 29).
      ...(offerId ? { waitingListEntryId: offerId } : {}),
    };
    const idempotencyKey = keyFor(JSON.stringify(order));
    // The 'checkout' event is never in the way of the payment.
    await recordAnalyticsEvent(
      {
        name: 'checkout',
        centerId: center.id,
        properties: {
          amount: cartTotal(cart),
          currency: center.currency,
          items: cart.map((item) => ({
            productId: item.productId,
            slots: item.slots.length,
            hasPrasadam: item.hasPrasadam,
          })),
          paymentChannel: channel,
          ...utms,
        },
      },
      { timeoutMs: 3000 },
    ).catch((cause: unknown) => console.warn('The checkout event was not recorded', cause));
    const answer = await createOrder.mutateAsync({
      body: { ...order, idempotencyKey },
      bypassCutOff: volunteer,
    });
    await afterCreate(answer, channel, cart);
  }

  async function afterCreate(answer: CreateOrderAnswer, channel: PaymentChannel, cart: CartItem[]) {
    if (!center) return;
    const name = customerName();
    // The references the devotee needs at check-in, as every screen shows them (issue 26, symptom 15).
    const bookingReferences = [...new Set(answer.orders.map((o) => displayBookingReference(o.bookingId)))];
    const receiptBase = {
      bookingReferences,
      centerName: center.name,
      timezone: center.meta.timezone,
      dateFormat: center.meta.dateFormat,
      customerName: name,
      items: receiptItems(cart, ritualName, variantName),
      amount: answer.amount,
      currency: answer.currency,
    };
    switch (channel) {
      case 'GPMS': {
        // Only this payment's return empties this cart.
        setSession({ checkoutRequestId: answer.requestId });
        if (answer.gatewayForm && center.currency) {
          setGatewayForm(answer.gatewayForm);
          setStep('redirecting');
        } else {
          // Already settled (a retried key) or no form: the result page reads the verified status.
          await navigate(`${PATHS.gpmsResponse}?requestId=${encodeURIComponent(answer.requestId)}`);
        }
        return;
      }
      case 'CARD_MACHINE':
      case 'US_CARD_TERMINAL': {
        const state: CardPaymentState = {
          name,
          paymentChannel: channel,
          amount: answer.amount,
          currency: answer.currency,
          receipt: receiptBase,
        };
        await navigate(`${PATHS.cardPayment}?paymentId=${encodeURIComponent(answer.paymentId)}`, { state });
        return;
      }
      case 'PAYMENT_LINK':
      case 'CASH':
      case 'DEMAND_DRAFT':
      case 'CHEQUE':
      case 'QR_CODE': {
        let status = answer.status;
        let transactionId: string | null = null;
        if (isRecordedChannel(channel)) {
          try {
            const verified = await getPaymentStatus(answer.requestId);
            status = verified.status;
            transactionId = verified.transactionId;
          } catch {
            // the booking is recorded; the receipt falls back to the payment's reference
          }
        }
        const state: PaymentResultState = {
          name,
          paymentChannel: channel,
          status,
          transactionId: transactionId ?? answer.requestId,
          error: null,
          bookingReferences,
          receipt:
            isRecordedChannel(channel) && status === 'COMPLETED'
              ? {
                  ...receiptBase,
                  transactionId: transactionId ?? answer.requestId,
                  paidAt: new Date().toISOString(),
                }
              : null,
        };
        await navigate(PATHS.paymentResult, { state, replace: true });
        return;
      }
    }
  }

  return {
    step,
    checking: check.isPending,
    submitting,
    error,
    person,
    savedPerson,
    payerSsoId,
    gatewayForm,
    customerName,
    proceed,
    billingSaved,
    editingBilling,
    editBilling,
    leaveBilling,
    backToCart,
    pay,
  };
}
