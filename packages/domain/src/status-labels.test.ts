import { describe, expect, it } from 'vitest';
import { OrderStatus, PaymentStatus, DeliveryStatus } from './enums';
import {
  checkInStatusLabel,
  deliveryStatusLabel,
  dispatchStatusLabel,
  gatewayStatusLabel,
  staffRefundStatusLabel,
  humaniseStatus,
  orderStatusLabel,
  paymentStatusLabel,
  refundStatusLabel,
} from './status-labels';

const REFUND_STATUSES = ['AWAITING_APPROVAL', 'CREATED', 'IN_TRANSIT', 'DONE', 'FAILED'];
const isCode = (text: string) => /^[A-Z_]+$/.test(text) || text.includes('_');

describe('status labels', () => {
  it('say every known status in words, never its code', () => {
    for (const s of OrderStatus.options) expect(isCode(orderStatusLabel(s).label)).toBe(false);
    for (const s of PaymentStatus.options) expect(isCode(paymentStatusLabel(s).label)).toBe(false);
    for (const s of DeliveryStatus.options) expect(isCode(deliveryStatusLabel(s).label)).toBe(false);
    for (const s of REFUND_STATUSES) expect(isCode(refundStatusLabel(s).label)).toBe(false);
  });

  it('tell the ritual outcomes apart', () => {
    expect(orderStatusLabel('COMPLETED')).toEqual({ label: 'Completed', tone: 'success', colour: '#2e7d32' });
    expect(orderStatusLabel('NO_SHOW')).toMatchObject({ label: 'No-show', tone: 'error' });
    expect(orderStatusLabel('CANCELLED')).toMatchObject({ label: 'Cancelled', tone: 'neutral' });
    expect(orderStatusLabel('ON_HOLD')).toMatchObject({ label: 'On hold', tone: 'warning' });
    expect(orderStatusLabel('NOT_COMPLETED')).toMatchObject({ label: 'Booked', tone: 'info' });
  });

  it('say where a refund is: in progress, refunded, or delayed with the office on it', () => {
    for (const s of ['AWAITING_APPROVAL', 'CREATED', 'IN_TRANSIT'])
      expect(refundStatusLabel(s)).toMatchObject({ label: 'Refund in progress', tone: 'pending' });
    expect(refundStatusLabel('DONE')).toMatchObject({ label: 'Refunded', tone: 'success' });
    expect(refundStatusLabel('FAILED')).toMatchObject({
      label: 'Refund delayed: the temple office is looking into it',
      tone: 'error',
    });
  });

  it('keep the spec colours of the payment badge (part 2 §4)', () => {
    expect(paymentStatusLabel('COMPLETED').colour).toBe('#2e7d32');
    expect(paymentStatusLabel('PENDING').colour).toBe('#ffb300');
    expect(paymentStatusLabel('ERROR').colour).toBe('#ff4500');
    expect(paymentStatusLabel('REFUNDED').colour).toBe('#ed6c02');
  });

  it('say an unmapped code in words, in a neutral tone', () => {
    expect(humaniseStatus('OUT_FOR_DELIVERY')).toBe('Out for delivery');
    expect(humaniseStatus('')).toBe('Unknown');
    expect(deliveryStatusLabel('OUT_FOR_DELIVERY')).toMatchObject({
      label: 'Out for delivery',
      tone: 'neutral',
    });
    expect(deliveryStatusLabel('SHIPPED').label).toBe('Shipped');
  });
});

describe('staff status labels', () => {
  it('say every known status in words, never its code', () => {
    for (const s of OrderStatus.options) expect(isCode(checkInStatusLabel(s).label)).toBe(false);
    for (const s of DeliveryStatus.options) expect(isCode(dispatchStatusLabel(s).label)).toBe(false);
    for (const s of REFUND_STATUSES) expect(isCode(staffRefundStatusLabel(s).label)).toBe(false);
    for (const s of ['COMPLETED', 'PENDING', 'ERROR', 'NOT_FOUND'])
      expect(isCode(gatewayStatusLabel(s).label)).toBe(false);
  });

  it('read the day list, the dispatch list, the refunds page and the gateway from the office side', () => {
    expect(checkInStatusLabel('NOT_COMPLETED').label).toBe('Not checked in');
    expect(checkInStatusLabel('NO_SHOW').label).toBe('No-show');
    expect(dispatchStatusLabel('PENDING').label).toBe('To pack');
    expect(dispatchStatusLabel('NONE').label).toBe('No prasadam');
    expect(staffRefundStatusLabel('AWAITING_APPROVAL').label).toBe('Awaiting approval');
    expect(staffRefundStatusLabel('IN_TRANSIT').label).toBe('Stuck');
    expect(staffRefundStatusLabel('FAILED')).toMatchObject({ label: 'Failed', tone: 'error' });
    expect(gatewayStatusLabel('NOT_FOUND').label).toBe('No such payment');
    expect(gatewayStatusLabel('ERROR').label).toBe('Failed');
    expect(gatewayStatusLabel('SOMETHING_NEW').label).toBe('Something new');
  });
});
