import { describe, expect, it } from 'vitest';
import { OrderStatus, PaymentStatus, DeliveryStatus } from './enums';
import {
  deliveryStatusLabel,
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
