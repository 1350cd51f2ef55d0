// The auto-submitted form to the payment gateway (spec part 1 §3 "Payment gateway form").
import crypto from 'node:crypto';
import type { GatewayForm } from '@sannidhi/domain/contracts/order';
import { badRequest } from '../../errors';
import type { CenterRow } from '../../repositories/catalogue';
import { allowedGatewayAction } from './gateway-origins';

export interface PayerDetails {
  ssoId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  line1: string;
  city: string;
  state: string;
  pinCode: string;
  country: string;
}

/** Minor units → the gateway's decimal string ("1101.00"). */
export const toGatewayAmount = (minor: number) => (minor / 100).toFixed(2);

/** Signs the fields the browser must not change (the gateway refuses a form whose checksum does not match). */
export function gatewayChecksum(secret: string, fields: Record<string, string>): string {
  const text = ['requestId', 'programCode', 'amount', 'currency', 'callbackUrl']
    .map((k) => fields[k] ?? '')
    .join('|');
  return crypto.createHmac('sha256', secret).update(text).digest('hex');
}

export function buildGatewayForm(input: {
  center: CenterRow;
  requestId: string;
  amount: number;
  currency: string;
  hasSubscription: boolean;
  payer: PayerDetails;
  callbackOrigin: string;
  secret: string;
  /** GATEWAY_ALLOWED_ORIGINS: a form is never built for a page elsewhere. */
  allowedOrigins: readonly string[];
}): GatewayForm {
  const action = allowedGatewayAction(input.center, input.hasSubscription, input.allowedOrigins);
  if (!action) throw badRequest('This centre does not take online payments yet');
  const fields: Record<string, string> = {
    requestId: input.requestId,
    programType: input.hasSubscription ? 'SUBSCRIPTION' : 'RITUAL',
    programCode: input.center.id,
    firstName: input.payer.firstName,
    lastName: input.payer.lastName,
    email: input.payer.email,
    mobilePhone: input.payer.phone,
    addressLine1: input.payer.line1,
    addressLine2: '',
    city: input.payer.city,
    state: input.payer.state,
    postCode: input.payer.pinCode,
    emailid: input.center.treasurerEmail,
    ssoId: input.payer.ssoId,
    country: input.payer.country,
    currency: input.currency,
    callbackUrl: `${input.callbackOrigin}/gpmsResponse`,
  };
  // The amount is omitted for subscription rituals: the gateway sets up the mandate from the program.
  if (!input.hasSubscription) fields.amount = toGatewayAmount(input.amount);
  fields.checksum = gatewayChecksum(input.secret, fields);
  return { action, fields };
}
