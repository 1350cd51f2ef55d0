// The app's form post to /gateway/pay or /gateway/subscribe (docs/providers.md, "Payment gateway
// protocol"): field checks, the checksum, and the signed hidden fields that carry the accepted request
// from the hosted page to its outcome.
import type { SandboxConfig } from '../config';
import { hmacHex, safeEqual } from '../shared/crypto';
import { callbackProblem, formField, type Checked, type FormBody } from '../sso/sign-in-request';

export type PaymentMode = 'pay' | 'subscribe';

/** A payment request the gateway has accepted. */
export interface PaymentRequest {
  mode: PaymentMode;
  requestId: string;
  programType: 'RITUAL' | 'SUBSCRIPTION';
  programCode: string;
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postCode: string;
  country: string;
  /** The centre treasurer's e-mail. */
  emailid: string;
  ssoId: string;
  /** Decimal major units exactly as posted ("1101.00"); null for a subscription mandate. */
  amount: string | null;
  currency: string;
  callbackUrl: string;
  /** Unix seconds when the gateway accepted it; the hosted page expires after REQUEST_TTL_SECONDS. */
  issuedAt: number;
}

export const REQUEST_TTL_SECONDS = 60 * 60;

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;
const MAX_TEXT = 255;

/** checksum = hex HMAC-SHA256(GATEWAY_SECRET, `requestId|programCode|amount|currency|callbackUrl`). */
export function computeChecksum(
  secret: string,
  fields: { requestId: string; programCode: string; amount: string; currency: string; callbackUrl: string },
): string {
  return hmacHex(
    secret,
    [fields.requestId, fields.programCode, fields.amount, fields.currency, fields.callbackUrl].join('|'),
  );
}

/** Checks the app's form post: required fields, allowed callback origin, matching checksum. */
export function checkPaymentPost(
  config: SandboxConfig,
  mode: PaymentMode,
  body: FormBody | undefined,
  now: Date,
): Checked<PaymentRequest> {
  const field = (name: string) => formField(body, name).trim();
  const requestId = field('requestId');
  const programType = field('programType');
  const programCode = field('programCode');
  const amount = field('amount');
  const currency = field('currency');
  const callbackUrl = field('callbackUrl');
  const checksum = field('checksum').toLowerCase();

  if (!REQUEST_ID.test(requestId)) {
    return { ok: false, reason: 'requestId is missing or not 1 to 64 letters, digits, dots, dashes.' };
  }
  if (programType !== 'RITUAL' && programType !== 'SUBSCRIPTION') {
    return { ok: false, reason: 'programType must be RITUAL or SUBSCRIPTION.' };
  }
  if (!programCode || programCode.length > MAX_TEXT) return { ok: false, reason: 'programCode is missing.' };
  if (mode === 'pay' && !amount) return { ok: false, reason: 'amount is missing.' };
  if (amount && (!AMOUNT.test(amount) || Number(amount) <= 0)) {
    return { ok: false, reason: 'amount must be a positive decimal like 1101.00.' };
  }
  if (!CURRENCY.test(currency))
    return { ok: false, reason: 'currency must be a three-letter code like INR.' };
  const problem = callbackProblem(config, callbackUrl);
  if (problem) return { ok: false, reason: problem.replace(/^callback_url/, 'callbackUrl') };
  const tooLong = ['firstName', 'lastName', 'email', 'mobilePhone', 'addressLine1', 'addressLine2', 'city']
    .concat(['state', 'postCode', 'country', 'emailid', 'ssoId'])
    .find((name) => field(name).length > MAX_TEXT);
  if (tooLong) return { ok: false, reason: `${tooLong} is longer than ${MAX_TEXT} characters.` };
  if (!checksum) return { ok: false, reason: 'checksum is missing.' };
  const expected = computeChecksum(config.GATEWAY_SECRET, {
    requestId,
    programCode,
    amount,
    currency,
    callbackUrl,
  });
  if (!safeEqual(checksum, expected)) {
    return {
      ok: false,
      reason: 'the checksum does not match requestId, programCode, amount, currency and callbackUrl.',
    };
  }
  return {
    ok: true,
    value: {
      mode,
      requestId,
      programType,
      programCode,
      firstName: field('firstName'),
      lastName: field('lastName'),
      email: field('email'),
      mobilePhone: field('mobilePhone'),
      addressLine1: field('addressLine1'),
      addressLine2: field('addressLine2'),
      city: field('city'),
      state: field('state'),
      postCode: field('postCode'),
      country: field('country'),
      emailid: field('emailid'),
      ssoId: field('ssoId'),
      amount: amount || null,
      currency,
      callbackUrl,
      issuedAt: Math.floor(now.getTime() / 1000),
    },
  };
}

/** Names of the two hidden fields that carry an accepted request through the hosted page. */
export const HIDDEN_REQUEST = 'payment_request';
export const HIDDEN_SIGNATURE = 'payment_request_sig';

function requestSignature(secret: string, encoded: string): string {
  return hmacHex(secret, `sandbox-gateway-request.${encoded}`);
}

/** Hidden form fields (name → value) for a request: its JSON in base64url and an HMAC of that. */
export function signedRequestFields(secret: string, request: PaymentRequest): Array<[string, string]> {
  const encoded = Buffer.from(JSON.stringify(request), 'utf8').toString('base64url');
  return [
    [HIDDEN_REQUEST, encoded],
    [HIDDEN_SIGNATURE, requestSignature(secret, encoded)],
  ];
}

function isPaymentRequest(value: unknown): value is PaymentRequest {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    (r.mode === 'pay' || r.mode === 'subscribe') &&
    typeof r.requestId === 'string' &&
    typeof r.callbackUrl === 'string' &&
    typeof r.currency === 'string' &&
    (r.amount === null || typeof r.amount === 'string') &&
    typeof r.issuedAt === 'number'
  );
}

/** Reads the hidden fields back; rejects tampering, expiry and origins no longer allowed. */
export function readSignedRequest(
  config: SandboxConfig,
  body: FormBody | undefined,
  now: Date,
): Checked<PaymentRequest> {
  const encoded = formField(body, HIDDEN_REQUEST);
  const signature = formField(body, HIDDEN_SIGNATURE);
  if (!encoded || !signature) {
    return { ok: false, reason: 'the payment request is missing. Start again from the app.' };
  }
  if (!safeEqual(signature, requestSignature(config.GATEWAY_SECRET, encoded))) {
    return { ok: false, reason: 'the payment request was altered. Start again from the app.' };
  }
  let request: unknown;
  try {
    request = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    request = undefined;
  }
  if (!isPaymentRequest(request)) {
    return { ok: false, reason: 'the payment request is not readable. Start again from the app.' };
  }
  const age = Math.floor(now.getTime() / 1000) - request.issuedAt;
  if (age > REQUEST_TTL_SECONDS || age < -60) {
    return { ok: false, reason: 'this payment page has expired. Start again from the app.' };
  }
  const problem = callbackProblem(config, request.callbackUrl);
  if (problem) return { ok: false, reason: problem };
  return { ok: true, value: request };
}
