import { describe, expect, it } from 'vitest';
import { canHold, orderListOf, rescheduleTargetProblem } from './order-rules';

const DAY = 86_400_000;
const now = new Date('2026-03-01T00:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

describe('orderListOf', () => {
  it('puts ON_HOLD orders on hold, final or past orders in Past, the rest in Upcoming', () => {
    expect(orderListOf({ status: 'ON_HOLD', slotInfo: { startTime: inDays(-3) } }, now)).toBe('onHold');
    expect(orderListOf({ status: 'CANCELLED', slotInfo: { startTime: inDays(3) } }, now)).toBe('past');
    expect(orderListOf({ status: 'NOT_COMPLETED', slotInfo: { startTime: inDays(-1) } }, now)).toBe('past');
    expect(orderListOf({ status: 'NOT_COMPLETED', slotInfo: { startTime: inDays(1) } }, now)).toBe(
      'upcoming',
    );
  });
});

describe('rescheduleTargetProblem', () => {
  const order = { slotInfo: { startTime: inDays(10) }, ogSlotInfo: { startTime: inDays(10) } };
  it('accepts a later slot up to 90 days after the original date', () => {
    expect(rescheduleTargetProblem(order, { cutOffHours: 24 }, inDays(100), now)).toBeNull();
    expect(rescheduleTargetProblem(order, { cutOffHours: 24 }, inDays(11), now)).toBeNull();
  });
  it('refuses day 91, an earlier date and a slot past its cut-off', () => {
    expect(rescheduleTargetProblem(order, {}, new Date(now.getTime() + 100 * DAY + 60_000), now)).toMatch(
      /within 90 days/,
    );
    expect(rescheduleTargetProblem(order, {}, inDays(9), now)).toMatch(/later date/);
    const onHold = { slotInfo: { startTime: inDays(-5) }, ogSlotInfo: { startTime: inDays(-5) } };
    expect(rescheduleTargetProblem(onHold, { cutOffHours: 48 }, inDays(1), now)).toMatch(/closed/);
    expect(rescheduleTargetProblem(onHold, { cutOffHours: 48 }, inDays(3), now)).toBeNull();
  });
});

describe('canHold', () => {
  const base = { status: 'NOT_COMPLETED', paymentStatus: 'COMPLETED', meta: {} };
  it('follows the reschedule rule of a NOT_COMPLETED order', () => {
    expect(canHold({ ...base, slotInfo: { startTime: inDays(6) } }, {}, now)).toBe(true);
    expect(canHold({ ...base, slotInfo: { startTime: inDays(4) } }, {}, now)).toBe(false);
    expect(canHold({ ...base, status: 'ON_HOLD', slotInfo: { startTime: inDays(6) } }, {}, now)).toBe(false);
    expect(canHold({ ...base, paymentStatus: 'PENDING', slotInfo: { startTime: inDays(6) } }, {}, now)).toBe(
      false,
    );
  });
});
