import { describe, it, expect } from 'vitest';
import {
  areOrderActionsHidden,
  alreadyMovedMessage,
  CANCEL_REASONS,
  isAlreadyMovedMessage,
  canBookAgain,
  cancelAvailability,
  cancelRefusal,
  canCancel,
  canModify,
  canReschedule,
  compareByVariantNumber,
  daysLeftToReschedule,
  displayBookingReference,
  displayVariantName,
  isTicketVariant,
  isCancelRegistrationDisabled,
  isWithinRescheduleWindow,
  paymentStatusBadge,
  RESCHEDULE_BLOCKED_REASON,
  rescheduleAvailability,
  variantTrailingNumber,
  type RuleConfig,
  type RuleOrder,
} from './order-rules';

const DAY = 86_400_000;
const now = new Date('2026-03-01T00:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

function buildOrder(overrides: Partial<RuleOrder> = {}): RuleOrder {
  return {
    status: 'NOT_COMPLETED',
    paymentStatus: 'COMPLETED',
    slotInfo: { startTime: inDays(10) },
    meta: {},
    ...overrides,
  };
}

function buildConfig(overrides: Partial<RuleConfig> = {}): RuleConfig {
  return { canCancel: true, canReschedule: true, cutOffHours: 24, ...overrides };
}

const hiddenPayments = ['PENDING', 'INITIALIZED', 'REFUNDED', 'ERROR'];

describe('areOrderActionsHidden', () => {
  it.each(hiddenPayments)('hides for %s', (status) => expect(areOrderActionsHidden(status)).toBe(true));
  it.each(['COMPLETED', 'EXPIRED'])('shows for %s', (status) =>
    expect(areOrderActionsHidden(status)).toBe(false),
  );
});

describe('canCancel', () => {
  it('allows a NOT_COMPLETED order before the cut-off', () => {
    expect(canCancel(buildOrder(), buildConfig(), now)).toBe(true);
  });

  it('refuses at and after the cut-off', () => {
    const order = buildOrder({ slotInfo: { startTime: inDays(1) } });
    expect(canCancel(order, buildConfig({ cutOffHours: 24 }), now)).toBe(false);
    expect(canCancel(order, buildConfig({ cutOffHours: 23 }), now)).toBe(true);
  });

  it('allows an ON_HOLD order even after the cut-off', () => {
    expect(
      canCancel(buildOrder({ status: 'ON_HOLD', slotInfo: { startTime: inDays(-5) } }), buildConfig(), now),
    ).toBe(true);
  });

  it('needs the config to allow cancelling', () => {
    expect(canCancel(buildOrder(), buildConfig({ canCancel: false }), now)).toBe(false);
    expect(canCancel(buildOrder(), { cutOffHours: 24 }, now)).toBe(false);
    expect(canCancel(buildOrder({ status: 'ON_HOLD' }), buildConfig({ canCancel: null }), now)).toBe(false);
  });

  it.each(['COMPLETED', 'CANCELLED', 'NO_SHOW', 'ERROR'])('refuses a %s order', (status) => {
    expect(canCancel(buildOrder({ status }), buildConfig(), now)).toBe(false);
  });

  it.each(hiddenPayments)('is hidden for payment %s', (paymentStatus) => {
    expect(canCancel(buildOrder({ paymentStatus }), buildConfig(), now)).toBe(false);
    expect(canCancel(buildOrder({ paymentStatus, status: 'ON_HOLD' }), buildConfig(), now)).toBe(false);
  });

  it('ignores familyId', () => {
    expect(canCancel(buildOrder({ meta: { familyId: 'f1' } }), buildConfig(), now)).toBe(true);
  });
});

describe('isCancelRegistrationDisabled', () => {
  it('is disabled only for a cancelled order', () => {
    expect(isCancelRegistrationDisabled({ status: 'CANCELLED' })).toBe(true);
    expect(isCancelRegistrationDisabled({ status: 'NOT_COMPLETED' })).toBe(false);
  });
});

describe('canModify', () => {
  it('allows a NOT_COMPLETED order before the cut-off, canReschedule defaulting to true', () => {
    expect(canModify(buildOrder(), buildConfig(), now)).toBe(true);
    expect(canModify(buildOrder(), { cutOffHours: 24 }, now)).toBe(true);
    expect(canModify(buildOrder(), buildConfig({ canReschedule: null }), now)).toBe(true);
  });

  it('is not offered within 5 days of the ritual, where it could only lead to a refused reschedule or hold', () => {
    expect(canModify(buildOrder({ slotInfo: { startTime: inDays(2) } }), buildConfig(), now)).toBe(false);
    expect(canModify(buildOrder({ slotInfo: { startTime: inDays(4.99) } }), buildConfig(), now)).toBe(false);
    expect(canModify(buildOrder({ slotInfo: { startTime: inDays(5) } }), buildConfig(), now)).toBe(true);
  });

  it('refuses after the cut-off, when rescheduling is off, for other statuses and families', () => {
    expect(canModify(buildOrder({ slotInfo: { startTime: inDays(1) } }), buildConfig(), now)).toBe(false);
    expect(canModify(buildOrder(), buildConfig({ canReschedule: false }), now)).toBe(false);
    expect(canModify(buildOrder({ status: 'ON_HOLD' }), buildConfig(), now)).toBe(false);
    expect(canModify(buildOrder({ meta: { familyId: 'f1' } }), buildConfig(), now)).toBe(false);
  });

  it('keeps a family-less meta working: null meta, empty familyId', () => {
    expect(canModify(buildOrder({ meta: null }), buildConfig(), now)).toBe(true);
    expect(canModify(buildOrder({ meta: { familyId: '' } }), buildConfig(), now)).toBe(true);
    expect(canModify(buildOrder({ meta: { familyId: null } }), buildConfig(), now)).toBe(true);
  });

  it.each(hiddenPayments)('is hidden for payment %s', (paymentStatus) => {
    expect(canModify(buildOrder({ paymentStatus }), buildConfig(), now)).toBe(false);
  });
});

describe('rescheduleAvailability and canReschedule', () => {
  it('is enabled more than 5 days ahead', () => {
    expect(rescheduleAvailability(buildOrder(), buildConfig(), now)).toEqual({
      visible: true,
      enabled: true,
      reason: null,
    });
    expect(canReschedule(buildOrder(), buildConfig(), now)).toBe(true);
  });

  it('is disabled with the tooltip within 5 days, exactly 5 days being allowed', () => {
    const inside = buildOrder({
      slotInfo: { startTime: new Date(now.getTime() + 5 * DAY - 1).toISOString() },
    });
    expect(rescheduleAvailability(inside, buildConfig(), now)).toEqual({
      visible: true,
      enabled: false,
      reason: 'Reschedule is not available within 5 days of the ritual date.',
    });
    expect(canReschedule(inside, buildConfig(), now)).toBe(false);
    expect(canReschedule(buildOrder({ slotInfo: { startTime: inDays(5) } }), buildConfig(), now)).toBe(true);
    expect(RESCHEDULE_BLOCKED_REASON).toBe('Reschedule is not available within 5 days of the ritual date.');
  });

  it('is hidden after the cut-off', () => {
    const order = buildOrder({ slotInfo: { startTime: inDays(6) } });
    expect(rescheduleAvailability(order, buildConfig({ cutOffHours: 24 * 6 }), now).visible).toBe(false);
    expect(rescheduleAvailability(order, buildConfig({ cutOffHours: 24 * 6 - 1 }), now).enabled).toBe(true);
  });

  it('is hidden when rescheduling is off, for a family order and for other statuses', () => {
    expect(rescheduleAvailability(buildOrder(), buildConfig({ canReschedule: false }), now).visible).toBe(
      false,
    );
    expect(rescheduleAvailability(buildOrder({ meta: { familyId: 7 } }), buildConfig(), now).visible).toBe(
      false,
    );
    for (const status of ['COMPLETED', 'CANCELLED', 'NO_SHOW', 'ERROR']) {
      expect(rescheduleAvailability(buildOrder({ status }), buildConfig(), now).visible).toBe(false);
    }
  });

  it.each(hiddenPayments)('is hidden for payment %s', (paymentStatus) => {
    expect(rescheduleAvailability(buildOrder({ paymentStatus }), buildConfig(), now).visible).toBe(false);
    expect(
      rescheduleAvailability(buildOrder({ paymentStatus, status: 'ON_HOLD' }), buildConfig(), now).visible,
    ).toBe(false);
  });

  it('enables an ON_HOLD order while its 90-day window is open, past the cut-off or not', () => {
    const onHold = (ogDays: number) =>
      buildOrder({
        status: 'ON_HOLD',
        slotInfo: { startTime: inDays(1) },
        ogSlotInfo: { startTime: inDays(ogDays) },
      });
    expect(rescheduleAvailability(onHold(-30), buildConfig(), now)).toEqual({
      visible: true,
      enabled: true,
      reason: null,
    });
    expect(canReschedule(onHold(-89), buildConfig(), now)).toBe(true);
    expect(rescheduleAvailability(onHold(-90), buildConfig(), now).visible).toBe(false);
  });

  it('uses slotInfo when an ON_HOLD order has no original slot', () => {
    const order = buildOrder({ status: 'ON_HOLD', slotInfo: { startTime: inDays(-91) }, ogSlotInfo: null });
    expect(canReschedule(order, buildConfig(), now)).toBe(false);
    expect(canReschedule({ ...order, slotInfo: { startTime: inDays(-1) } }, buildConfig(), now)).toBe(true);
  });
});

describe('daysLeftToReschedule and isWithinRescheduleWindow', () => {
  it('counts whole days left in the 90-day window, rounded up', () => {
    expect(daysLeftToReschedule(now, now)).toBe(90);
    expect(daysLeftToReschedule(inDays(-10), now)).toBe(80);
    expect(daysLeftToReschedule(new Date(now.getTime() - 89.5 * DAY), now)).toBe(1);
    expect(daysLeftToReschedule(inDays(-90), now)).toBe(0);
    expect(daysLeftToReschedule(inDays(-200), now)).toBe(0);
    expect(daysLeftToReschedule('invalid', now)).toBe(0);
  });

  it('accepts new slots up to 90 days after the original', () => {
    const og = '2026-03-01T00:00:00Z';
    expect(isWithinRescheduleWindow('2026-05-30T00:00:00Z', og)).toBe(true);
    expect(isWithinRescheduleWindow('2026-05-30T00:00:01Z', og)).toBe(false);
    expect(isWithinRescheduleWindow('2026-02-20T00:00:00Z', og)).toBe(true);
  });
});

describe('canBookAgain', () => {
  it('is hidden for ON_HOLD only', () => {
    expect(canBookAgain({ status: 'ON_HOLD' })).toBe(false);
    expect(canBookAgain({ status: 'NOT_COMPLETED' })).toBe(true);
    expect(canBookAgain({ status: 'CANCELLED' })).toBe(true);
  });
});

describe('variant names', () => {
  it('displays the part before ^', () => {
    expect(displayVariantName('General Ticket^#T1')).toBe('General Ticket');
    expect(displayVariantName('Adult')).toBe('Adult');
    expect(displayVariantName('^#T2')).toBe('');
  });

  it('tells a grouped-ticket variant by its ^#T marker', () => {
    expect(isTicketVariant('General Ticket^#T1')).toBe(true);
    expect(isTicketVariant('Couple^#T12')).toBe(true);
    expect(isTicketVariant('Adult')).toBe(false);
    expect(isTicketVariant('Adult^2')).toBe(false);
  });

  it('reads the trailing number', () => {
    expect(variantTrailingNumber('Ticket^#T12')).toBe(12);
    expect(variantTrailingNumber('Participant 3')).toBe(3);
    expect(variantTrailingNumber('Adult')).toBeNull();
  });

  it('sorts by the trailing number, numberless last', () => {
    const orders = ['X^#T10', 'Adult', 'X^#T2', 'X^#T1'].map((name) => ({ variants: [{ name }] }));
    expect(orders.sort(compareByVariantNumber).map((o) => o.variants[0]?.name)).toEqual([
      'X^#T1',
      'X^#T2',
      'X^#T10',
      'Adult',
    ]);
    expect(compareByVariantNumber({ variants: [] }, { variants: [{ name: 'A' }] })).toBe(0);
  });
});

describe('displayBookingReference', () => {
  it('omits the first 3 characters', () => {
    expect(displayBookingReference('SNB12345')).toBe('12345');
    expect(displayBookingReference('AB')).toBe('');
  });
});

describe('paymentStatusBadge', () => {
  it('colours each status', () => {
    expect(paymentStatusBadge('COMPLETED')).toMatchObject({ tone: 'success', colour: '#2e7d32' });
    expect(paymentStatusBadge('PENDING')).toMatchObject({ tone: 'pending', colour: '#ffb300' });
    expect(paymentStatusBadge('INITIALIZED')).toMatchObject({ tone: 'pending', colour: '#ffb300' });
    expect(paymentStatusBadge('ERROR')).toMatchObject({ tone: 'error', colour: '#ff4500' });
    expect(paymentStatusBadge('REFUNDED')).toMatchObject({ tone: 'warning' });
    expect(paymentStatusBadge('EXPIRED')).toMatchObject({ tone: 'neutral' });
    expect(paymentStatusBadge('WHATEVER')).toEqual({ label: 'Whatever', tone: 'neutral', colour: '#757575' });
  });
});

describe('cancelAvailability and cancelRefusal', () => {
  it('is enabled where the cancel rule allows, and canCancel agrees', () => {
    expect(cancelAvailability(buildOrder(), buildConfig(), now)).toEqual({
      visible: true,
      enabled: true,
      reason: null,
    });
    const held = buildOrder({ status: 'ON_HOLD', slotInfo: { startTime: inDays(-5) } });
    expect(cancelRefusal(held, buildConfig(), now)).toBeNull();
  });

  it('is disabled with the reason in words where it cannot be cancelled', () => {
    const reason = (order: RuleOrder, config = buildConfig()) =>
      cancelAvailability(order, config, now).reason;
    expect(reason(buildOrder({ status: 'CANCELLED' }))).toBe(CANCEL_REASONS.cancelled);
    expect(reason(buildOrder(), buildConfig({ canCancel: false }))).toBe(CANCEL_REASONS.notCancellable);
    expect(reason(buildOrder(), { cutOffHours: 24 })).toBe(CANCEL_REASONS.notCancellable);
    expect(reason(buildOrder({ slotInfo: { startTime: inDays(0.5) } }))).toBe(CANCEL_REASONS.cutOffPassed);
    expect(reason(buildOrder({ slotInfo: { startTime: inDays(-1) } }))).toBe(CANCEL_REASONS.taken);
    expect(reason(buildOrder({ status: 'COMPLETED' }))).toBe(CANCEL_REASONS.taken);
    expect(reason(buildOrder({ status: 'NO_SHOW' }))).toBe(CANCEL_REASONS.taken);
    expect(cancelAvailability(buildOrder({ status: 'CANCELLED' }), buildConfig(), now).enabled).toBe(false);
  });

  it.each(hiddenPayments)('is hidden for payment %s, and the server refuses it in words', (paymentStatus) => {
    expect(cancelAvailability(buildOrder({ paymentStatus }), buildConfig(), now).visible).toBe(false);
    expect(cancelRefusal(buildOrder({ paymentStatus }), buildConfig(), now)).toBe(CANCEL_REASONS.payment);
  });

  it('agrees with canCancel on every status', () => {
    for (const status of ['NOT_COMPLETED', 'ON_HOLD', 'COMPLETED', 'NO_SHOW', 'CANCELLED', 'ERROR'])
      for (const days of [-1, 0.5, 10])
        for (const config of [buildConfig(), buildConfig({ canCancel: false })]) {
          const order = buildOrder({ status, slotInfo: { startTime: inDays(days) } });
          expect(canCancel(order, config, now)).toBe(cancelRefusal(order, config, now) === null);
        }
  });
});

describe('alreadyMovedMessage', () => {
  it('says where the order is now, and is recognised by the page', () => {
    const message = alreadyMovedMessage('on 12-05-2026 10:00 AM IST');
    expect(message).toBe(
      'This booking was already changed in another window: it is now on 12-05-2026 10:00 AM IST. My Rituals shows it as it is now.',
    );
    expect(isAlreadyMovedMessage(message)).toBe(true);
    expect(isAlreadyMovedMessage('The slot is full')).toBe(false);
  });
});
