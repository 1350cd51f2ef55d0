import { describe, expect, it } from 'vitest';
import type { CardPaymentState } from '../../../lib/payment-hand-off';
import { terminalResult } from './terminal-result';

const hand: CardPaymentState = {
  name: 'Lakshmi Narayanan',
  paymentChannel: 'US_CARD_TERMINAL',
  amount: 2500,
  currency: 'USD',
  receipt: {
    centerName: 'Sannidhi Tennessee',
    timezone: 'America/Chicago',
    dateFormat: 'MM/dd/yyyy',
    customerName: 'Lakshmi Narayanan',
    items: [{ name: 'Devi Abhishekam – Single', quantity: 1, price: 2500 }],
    amount: 2500,
    currency: 'USD',
  },
};
const answer = (terminalStatus: 'APPROVED' | 'DECLINED' | 'CANCELLED', errorMsg: string | null = null) => ({
  paymentId: 'p',
  status: 'X',
  terminalStatus,
  transactionId: 'TRM1',
  errorMsg,
});

describe('terminalResult', () => {
  it('approved → COMPLETED with the transaction id on the receipt', () => {
    const r = terminalResult(answer('APPROVED'), hand);
    expect(r).toMatchObject({
      status: 'COMPLETED',
      transactionId: 'TRM1',
      error: null,
      name: 'Lakshmi Narayanan',
    });
    expect(r.receipt?.transactionId).toBe('TRM1');
  });
  it('declined → ERROR with the terminal message, no receipt', () => {
    expect(terminalResult(answer('DECLINED', 'Insufficient funds'), hand)).toMatchObject({
      status: 'ERROR',
      error: 'Insufficient funds',
      receipt: null,
    });
    // Without the terminal's message the result screen says "The card was declined." in the reader's language.
    expect(terminalResult(answer('DECLINED'), hand)).toMatchObject({ status: 'ERROR', error: null });
  });
  it('cancelled → CANCELLED', () => {
    expect(terminalResult(answer('CANCELLED'), null)).toMatchObject({
      status: 'CANCELLED',
      paymentChannel: 'US_CARD_TERMINAL',
      receipt: null,
    });
  });
});
