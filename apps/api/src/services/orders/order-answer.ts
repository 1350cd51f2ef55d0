import type { CreateOrderAnswer, PaymentChannel } from '@sannidhi/domain/contracts/order';
import type { AppDeps, AuthContext } from '../../types';
import { conflict } from '../../errors';
import type { CenterRow } from '../../repositories/catalogue';
import { paymentHasSubscription } from '../../repositories/orders';
import { listOrdersOfPayment, type OrderSummaryRow, type PaymentRow } from '../../repositories/payments';
import { buildGatewayForm, type PayerDetails } from '../payments/gateway-form';
import { loadPayer } from '../payments/payer';

export interface AnswerContext {
  callbackOrigin: string;
}

export interface CreatedPayment {
  payment: PaymentRow;
  orders: OrderSummaryRow[];
  hasSubscription: boolean;
  payer: PayerDetails;
}

/** The answer of POST /order/create for a payment: its orders and, while it is open at the gateway, the form. */
export function buildAnswer(
  deps: Pick<AppDeps, 'config'>,
  created: CreatedPayment,
  center: CenterRow,
  ctx: AnswerContext,
): CreateOrderAnswer {
  const { payment, orders, hasSubscription, payer } = created;
  const isOpenGateway = isOpenAtGateway(payment);
  return {
    paymentId: payment.id,
    requestId: payment.request_id,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    channel: payment.channel as PaymentChannel,
    orders: orders.map((o) => ({
      id: o.id,
      bookingId: o.booking_id,
      itemId: o.item_id,
      productId: o.product_id,
      slotId: o.slot_id,
      totalPrice: o.total_price,
    })),
    gatewayForm: isOpenGateway
      ? buildGatewayForm({
          center,
          requestId: payment.request_id,
          amount: payment.amount,
          currency: payment.currency,
          hasSubscription,
          payer,
          callbackOrigin: ctx.callbackOrigin,
          secret: deps.config.GATEWAY_SECRET,
          allowedOrigins: deps.config.GATEWAY_ALLOWED_ORIGINS,
        })
      : null,
  };
}

function isOpenAtGateway(payment: PaymentRow): boolean {
  return payment.channel === 'GPMS' && ['INITIALIZED', 'PENDING'].includes(payment.status);
}

/** The answer for a payment made earlier with the same idempotency key (a retried submit), read back. */
export async function answerFor(
  deps: Pick<AppDeps, 'pool' | 'config'>,
  payment: PaymentRow,
  center: CenterRow,
  auth: AuthContext,
  ctx: AnswerContext,
): Promise<CreateOrderAnswer> {
  if (payment.user_id !== auth.userId && payment.booked_by !== auth.userId) {
    throw conflict('idempotencyKey: already used for another booking');
  }
  const orders = await listOrdersOfPayment(deps.pool, payment.id);
  const isOpenGateway = isOpenAtGateway(payment);
  const hasSubscription = isOpenGateway && (await paymentHasSubscription(deps.pool, payment.id));
  const payer = await loadPayer(deps.pool, payment.user_id);
  return buildAnswer(deps, { payment, orders, hasSubscription, payer }, center, ctx);
}
