import { describe, expect, it } from 'vitest';
import { readableMail, readableValue } from './readable-data';

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
    expect(readableValue('paid_at', '2026-11-20T04:30:00.000Z', {}, 'Asia/Kolkata')).toBe(
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
