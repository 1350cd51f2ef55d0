import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readableMail, readableValue, splitColumns, upcomingWhen } from './readable-data';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('a value of "View my data"', () => {
  const order = {
    currency: 'INR',
    total_price: 50100,
    variants: [{ name: 'Single', quantity: 2, unitPrice: 25050 }],
  };

  it('shows an amount as money in the row’s currency, as the rest of the app does', () => {
    expect(readableValue('total_price', 50100, order)).toBe('₹501.00');
    expect(readableValue('amount', 250000, { currency: 'USD' })).toBe('$2,500.00');
    expect(readableValue('refunded_amount', 0, { currency: 'INR' })).toBe('₹0.00');
    expect(readableValue('amount', 110000000, { currency: 'INR' })).toBe('₹11,00,000.00');
  });

  it('shows a booking’s options with their prices', () => {
    expect(readableValue('variants', order.variants, order)).toBe('Single X 2 · ₹250.50');
  });

  it('leaves a number that is no amount, or a row without a currency, as it is', () => {
    expect(readableValue('places', 3, { currency: 'INR' })).toBe('3');
    expect(readableValue('amount', 100, {})).toBe('100');
    expect(readableValue('months_paid', 1, { currency: 'INR' })).toBe('1');
  });

  it('shows a moment as a date and time in the given zone (the device’s by default)', () => {
    expect(readableValue('paid_at', '2026-11-20T04:30:00.000Z', {}, { timezone: 'Asia/Kolkata' })).toBe(
      '20-11-2026 10:00 AM',
    );
    expect(readableValue('paid_at', '2026-11-20T04:30:00.000Z', {})).toMatch(
      /^\d{2}-\d{2}-2026 \d{2}:\d{2} [AP]M/,
    );
  });

  it('shows nothing as a dash, and other objects as indented JSON', () => {
    expect(readableValue('carrier', null, {})).toBe('—');
    expect(readableValue('meta', { a: 1 }, {})).toBe('{\n  "a": 1\n}');
  });
});

describe('a row of "View my data"', () => {
  const payment = {
    id: '5b1c0c1e-7a54-4f6e-9f0e-000000000001',
    request_id: 'req-1',
    center_id: 'ashram',
    user_id: 'sso-1',
    amount: 50100,
    currency: 'INR',
    status: 'COMPLETED',
    channel: 'GPMS',
    raw_resp: { gateway: 'answer' },
    idempotency_key: 'key-1',
    lease_token: 'lease-1',
    paid_at: '2026-11-20T04:30:00.000Z',
    created_at: '2026-11-20T04:29:00.000Z',
    updated_at: '2026-11-20T04:31:00.000Z',
    some_new_column: 'x',
  };

  it('shows the columns a person reads first, in order, and puts ids, keys, raw answers and stamps aside', () => {
    const { shown, technical } = splitColumns('payments', payment);
    expect(shown.map(([c]) => c)).toEqual(['status', 'amount', 'channel', 'paid_at']);
    expect(technical.map(([c]) => c)).toEqual([
      'id',
      'request_id',
      'center_id',
      'user_id',
      'currency',
      'raw_resp',
      'idempotency_key',
      'lease_token',
      'created_at',
      'updated_at',
      'some_new_column',
    ]);
  });

  it('orders a booking as reference, ritual date and time, statuses, then money', () => {
    const order = {
      id: 'o1',
      total_price: 100,
      currency: 'INR',
      delivery_status: 'NONE',
      status: 'NOT_COMPLETED',
      slot_start: '2026-12-14T04:30:00.000Z',
      booking_id: 'SN-QT15LE4CQR',
      payment_status: 'COMPLETED',
    };
    expect(splitColumns('orders', order).shown.map(([c]) => c)).toEqual([
      'booking_id',
      'slot_start',
      'status',
      'payment_status',
      'delivery_status',
      'total_price',
    ]);
    expect(readableValue('booking_id', order.booking_id, order, { table: 'orders' })).toBe('QT15LE4CQR');
  });

  it('shows the moment of an event or an audit entry, which its creation dates', () => {
    const event = { id: 1, name: 'page_view', properties: {}, created_at: '2026-11-20T04:29:00.000Z' };
    expect(splitColumns('analytics_events', event).shown.map(([c]) => c)).toEqual(['name', 'created_at']);
  });

  it('says a status and a payment channel in words, with the app’s labels', () => {
    expect(readableValue('status', 'NOT_COMPLETED', {}, { table: 'orders' })).toBe('Booked');
    expect(readableValue('status', 'ON_HOLD', {}, { table: 'orders' })).toBe('On hold');
    expect(readableValue('status', 'COMPLETED', {}, { table: 'payments' })).toBe('Completed');
    expect(readableValue('payment_status', 'INITIALIZED', {}, { table: 'orders' })).toBe('Initialized');
    expect(readableValue('delivery_status', 'PENDING', {}, { table: 'orders' })).toBe('Being prepared');
    expect(readableValue('channel', 'GPMS', {}, { table: 'payments' })).toBe('Gateway');
    expect(readableValue('status', 'DONE', { outside_method: 'CASH' }, { table: 'refunds' })).toBe(
      'Refunded (cash)',
    );
    expect(readableValue('status', 'ACTIVE', {}, { table: 'subscriptions' })).toBe('Active');
    expect(readableValue('mandate_status', 'PENDING', {}, { table: 'subscriptions' })).toBe(
      'Waiting for the bank',
    );
    expect(readableValue('status', 'OFFERED', {}, { table: 'waiting_list_entries' })).toBe('Places offered');
    expect(readableValue('status', 'SOMETHING_NEW', {}, { table: 'other' })).toBe('Something new');
  });

  it('says yes or no for a flag', () => {
    expect(readableValue('has_prasadam', true, {})).toBe('Yes');
    expect(readableValue('in_person', false, {})).toBe('No');
  });

  it('shows an address as its lines, palm-leaf members and billing details by name', () => {
    const address = {
      name: 'Meera Iyer',
      code: '+91',
      phone: '9876543210',
      country: 'India',
      pinCode: '641114',
      city: 'Coimbatore',
      state: 'Tamil Nadu',
      line1: '12 Temple Street',
      line2: '',
      line3: '',
    };
    expect(readableValue('prasadam_delivery_address', address, {})).toBe(
      'Meera Iyer\n12 Temple Street\nCoimbatore, Tamil Nadu, 641114\nIndia\n+91 9876543210',
    );
    const members = {
      members: [
        { name: 'Meera', nakshatram: 'Rohini' },
        { name: 'Ravi', nakshatram: '' },
      ],
      nakshatramLanguage: 'Tamil',
    };
    expect(readableValue('palm_leaf_info', members, {})).toBe('Meera · Rohini\nRavi');
    expect(
      readableValue(
        'booking_person_info',
        { firstName: 'Lakshmi', lastName: 'Narayanan', email: 'l@example.org', phone: '6155550123' },
        {},
      ),
    ).toBe('Lakshmi Narayanan\nl@example.org\n6155550123');
  });
});

describe('a booking that stops the deletion (the Dashboard)', () => {
  it('shows the ritual’s date and time in its centre’s zone, never a dash for the time', () => {
    expect(
      upcomingWhen({
        slotStart: '2026-12-14T04:30:00.000Z',
        timezone: 'Asia/Kolkata',
        dateFormat: 'dd-MM-yyyy',
      }),
    ).toBe('14-12-2026 10:00 AM');
    expect(upcomingWhen({ slotStart: '2026-12-14T16:00:00.000Z', timezone: 'America/Chicago' })).toBe(
      '14-12-2026 10:00 AM CT',
    );
    expect(upcomingWhen({ slotStart: '2026-12-14T04:30:00.000Z' })).toMatch(
      /^\d{2}-\d{2}-2026 \d{2}:\d{2} [AP]M/,
    );
    expect(upcomingWhen({ slotStart: null, timezone: 'Asia/Kolkata' })).toBeNull();
  });
});

describe('a mail of "View my data"', () => {
  it('is its subject, date and recipient, with its text and the names of its attachments', () => {
    const body = 'Namaskaram Meera, '.repeat(5000);
    const mail = readableMail({
      subject: 'Your booking',
      to_address: 'meera@example.org',
      sent_at: '2026-11-20T04:30:00Z',
      created_at: '2026-11-20T04:29:00Z',
      html: `<p>${body}</p>`,
      text: body,
      attachments: [{ filename: 'booking.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
    });
    expect(mail).toMatchObject({
      subject: 'Your booking',
      to: 'meera@example.org',
      attachments: ['booking.ics'],
    });
    expect(mail.when).toMatch(/2026/);
    expect(mail.body).toBe(body.trim());
  });

  it('has no text once the retention job has emptied it', () => {
    expect(
      readableMail({ subject: 'Old', to_address: 'a@b.org', created_at: '2026-01-01T00:00:00Z', text: '' })
        .body,
    ).toBe('');
  });
});
