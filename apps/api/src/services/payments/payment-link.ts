// The payment link page (/payment/{paymentId}, no login): link data with the gateway form, and its initialisation.
import type { PaymentLinkAnswer } from '@sannidhi/domain/contracts/payment';
import type { AppDeps } from '../../types';
import { AppError, conflict, notFound } from '../../errors';
import { findCatalogueCenter } from '../../repositories/catalogue';
import { findPaymentLink, markLinkInitialised } from '../../repositories/payment-links';
import { findPaymentById } from '../../repositories/payments';
import { buildGatewayForm } from './gateway-form';
import { loadPayer } from './payer';

async function openLink(deps: Pick<AppDeps, 'pool'>, linkId: string, now: Date) {
  const link = await findPaymentLink(deps.pool, linkId);
  const payment = link && (await findPaymentById(deps.pool, link.payment_id));
  if (!link || !payment) throw notFound('This payment link does not exist');
  if (payment.status === 'COMPLETED' || payment.status === 'REFUNDED') {
    throw conflict('This payment link has already been used');
  }
  const isOpen = payment.status === 'INITIALIZED' || payment.status === 'PENDING';
  if (!isOpen || link.expires_at <= now) throw new AppError('GONE', 'This payment link has expired');
  return { link, payment };
}

export async function getPaymentLink(
  deps: Pick<AppDeps, 'pool' | 'db' | 'config'>,
  linkId: string,
  now = new Date(),
): Promise<PaymentLinkAnswer> {
  const { link, payment } = await openLink(deps, linkId, now);
  const center = await findCatalogueCenter(deps.db, payment.center_id);
  if (!center) throw notFound('Center not found');
  return {
    paymentId: link.id,
    status: payment.status,
    amount: payment.amount,
    currency: center.currency,
    centerName: center.name,
    expiresAt: link.expires_at.toISOString(),
    initialisedAt: link.initialised_at?.toISOString() ?? null,
    // A centre without a currency renders no payment form.
    gatewayForm: center.currency
      ? buildGatewayForm({
          center,
          requestId: payment.request_id,
          amount: payment.amount,
          currency: payment.currency,
          hasSubscription: false,
          payer: await loadPayer(deps.pool, payment.user_id),
          callbackOrigin: deps.config.APP_ORIGIN,
          secret: deps.config.GATEWAY_SECRET,
          allowedOrigins: deps.config.GATEWAY_ALLOWED_ORIGINS,
        })
      : null,
  };
}

export async function initialisePaymentLink(deps: Pick<AppDeps, 'pool'>, linkId: string, now = new Date()) {
  const { link } = await openLink(deps, linkId, now);
  await markLinkInitialised(deps.pool, link.id);
  return { initialised: true };
}
