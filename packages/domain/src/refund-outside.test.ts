import { describe, expect, it } from 'vitest';
import {
  mayRecordOutside,
  outsideRefundMethodLabel,
  RecordOutsideRefundBody,
  refundErrorInPlainWords,
} from './refund-outside';
import { refundStatusLabel } from './status-labels';

const id = '5b3f7a0e-6d0c-4e53-9d1f-0a3c1f2b4c5d';

describe('a refund given back another way', () => {
  it('takes a method and an optional short one-line note', () => {
    expect(RecordOutsideRefundBody.parse({ refundId: id, method: 'CASH' })).toEqual({
      refundId: id,
      method: 'CASH',
    });
    expect(
      RecordOutsideRefundBody.parse({ refundId: id, method: 'CHEQUE', note: '  No. 004512 ' }).note,
    ).toBe('No. 004512');
    expect(RecordOutsideRefundBody.safeParse({ refundId: id, method: 'CARD' }).success).toBe(false);
    expect(RecordOutsideRefundBody.safeParse({ refundId: id }).success).toBe(false);
    expect(
      RecordOutsideRefundBody.safeParse({ refundId: id, method: 'CASH', note: 'x'.repeat(121) }).success,
    ).toBe(false);
    expect(RecordOutsideRefundBody.safeParse({ refundId: id, method: 'CASH', note: 'a\nb' }).success).toBe(
      false,
    );
    expect(RecordOutsideRefundBody.safeParse({ refundId: 'x', method: 'CASH' }).success).toBe(false);
  });

  it('is only for a refund the gateway refused or that never left for it', () => {
    expect(mayRecordOutside('FAILED')).toBe(true);
    expect(mayRecordOutside('CREATED')).toBe(true);
    for (const s of ['IN_TRANSIT', 'DONE', 'AWAITING_APPROVAL']) expect(mayRecordOutside(s)).toBe(false);
  });

  it('reads in words, for the office and the devotee', () => {
    expect(outsideRefundMethodLabel('CASH')).toBe('Cash at the counter');
    expect(outsideRefundMethodLabel('BANK_TRANSFER')).toBe('Bank transfer');
    expect(refundStatusLabel('DONE', 'CASH')).toMatchObject({ label: 'Refunded (cash)', tone: 'success' });
    expect(refundStatusLabel('DONE', 'CHEQUE').label).toBe('Refunded (cheque)');
    expect(refundStatusLabel('DONE', 'OTHER').label).toBe('Refunded another way');
    expect(refundStatusLabel('DONE', null).label).toBe('Refunded');
  });

  it('says the gateway failures in plain words', () => {
    expect(refundErrorInPlainWords(null)).toBeNull();
    expect(refundErrorInPlainWords('The bank refused the refund: the card account is closed')).toMatch(
      /bank account or card is closed/,
    );
    expect(refundErrorInPlainWords('BANK_REJECTED: the issuing bank refused the refund')).toBe(
      "The devotee's bank refused the refund.",
    );
    const notFound = refundErrorInPlainWords(
      'The payment gateway answered 404: No payment has request id BA4LDWVXV1',
    );
    expect(notFound).toBe('The payment gateway does not know this payment, so it cannot refund it.');
    expect(notFound).not.toMatch(/404|BA4LDWVXV1/);
    expect(refundErrorInPlainWords('The payment gateway answered 503: busy')).toMatch(/not available/);
    expect(refundErrorInPlainWords('fetch failed')).toMatch(/could not be reached/);
    expect(refundErrorInPlainWords('something odd')).toBe('The payment gateway could not make the refund.');
  });
});
