// What a payment can end as on the hosted page, and the error texts the gateway reports.
export type GatewayStatus = 'COMPLETED' | 'ERROR' | 'PENDING';

export interface GatewayError {
  errorCode: string;
  /** Short label (stored by the api as error_reason). */
  errorReason: string;
  /** Sentence for people (stored by the api as error_msg). */
  errorMsg: string;
}

/** The failures the payer can choose on the hosted page, in the order shown. */
export const FAILURES: readonly GatewayError[] = [
  { errorCode: 'CARD_DECLINED', errorReason: 'Card declined', errorMsg: 'Card declined by the issuing bank' },
  { errorCode: 'INSUFFICIENT_FUNDS', errorReason: 'Insufficient funds', errorMsg: 'Insufficient funds' },
  { errorCode: 'BANK_TIMEOUT', errorReason: 'Bank timeout', errorMsg: 'The bank did not respond in time' },
];

/** Cancel on the hosted page is an ERROR with this code (docs/providers.md). */
export const USER_CANCELLED: GatewayError = {
  errorCode: 'USER_CANCELLED',
  errorReason: 'Cancelled by the payer',
  errorMsg: 'Payment cancelled by the payer',
};

export function failureFor(errorCode: string): GatewayError | undefined {
  return FAILURES.find((f) => f.errorCode === errorCode);
}
