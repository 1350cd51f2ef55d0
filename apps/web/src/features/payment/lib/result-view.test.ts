import { describe, expect, it } from 'vitest';
import {
  clearsCartAfterGateway,
  clearsThisCart,
  gatewayResultCard,
  gatewayResultKind,
  inAppResultKind,
} from './result-view';

describe('gateway result card', () => {
  it('follows the verified status', () => {
    expect(gatewayResultKind('COMPLETED')).toBe('success');
    expect(gatewayResultKind('PENDING')).toBe('pending');
    expect(gatewayResultKind('INPROGRESS')).toBe('pending');
    expect(gatewayResultKind('INITIALIZED')).toBe('pending');
    expect(gatewayResultKind('ERROR')).toBe('failed');
    expect(gatewayResultKind('EXPIRED')).toBe('unknown');
    expect(gatewayResultKind('REFUNDED')).toBe('unknown');
    expect(gatewayResultKind(null)).toBe('unknown');
  });

  it('empties the cart for completed, in-progress and pending payments only', () => {
    expect(['COMPLETED', 'INPROGRESS', 'PENDING'].every(clearsCartAfterGateway)).toBe(true);
    expect(['INITIALIZED', 'ERROR', 'EXPIRED', '', null].some(clearsCartAfterGateway)).toBe(false);
  });
});

describe('in-app result card', () => {
  it('cash is a success whatever the status says', () => {
    expect(inAppResultKind({ paymentChannel: 'CASH', status: 'COMPLETED' })).toBe('success');
    expect(inAppResultKind({ paymentChannel: 'CASH', status: 'INITIALIZED' })).toBe('success');
  });
  it('cheque, draft and QR are a success once recorded as paid', () => {
    expect(inAppResultKind({ paymentChannel: 'CHEQUE', status: 'COMPLETED' })).toBe('success');
    expect(inAppResultKind({ paymentChannel: 'QR_CODE', status: 'PENDING' })).toBe('pending');
  });
  it('card terminals succeed, fail or are cancelled', () => {
    expect(inAppResultKind({ paymentChannel: 'US_CARD_TERMINAL', status: 'COMPLETED' })).toBe('success');
    expect(inAppResultKind({ paymentChannel: 'US_CARD_TERMINAL', status: 'ERROR' })).toBe('card-failed');
    expect(inAppResultKind({ paymentChannel: 'US_CARD_TERMINAL', status: 'CANCELLED' })).toBe(
      'card-cancelled',
    );
    expect(inAppResultKind({ paymentChannel: 'CARD_MACHINE', status: 'ERROR' })).toBe('card-failed');
    expect(inAppResultKind({ paymentChannel: 'US_CARD_TERMINAL', status: 'PENDING' })).toBe('pending');
  });
  it('a payment link is pending with its own wording; anything else is pending', () => {
    expect(inAppResultKind({ paymentChannel: 'PAYMENT_LINK', status: 'INITIALIZED' })).toBe('link-pending');
    expect(inAppResultKind({ paymentChannel: 'GPMS', status: 'INITIALIZED' })).toBe('pending');
  });
});

describe('gatewayResultCard and clearsThisCart (issue #16)', () => {
  it('names an expired payment, and keeps the spec cards for the rest', () => {
    expect(gatewayResultCard('EXPIRED')).toBe('expired');
    expect(gatewayResultCard('COMPLETED')).toBe('success');
    expect(gatewayResultCard('REFUNDED')).toBe('unknown');
  });

  it('empties the cart only for the return of the payment the cart was sent to', () => {
    expect(clearsThisCart('COMPLETED', 'REQ1', 'REQ1')).toBe(true);
    expect(clearsThisCart('PENDING', 'OLD', 'REQ1')).toBe(false);
    expect(clearsThisCart('COMPLETED', 'REQ1', '')).toBe(false);
    expect(clearsThisCart('ERROR', 'REQ1', 'REQ1')).toBe(false);
  });
});
