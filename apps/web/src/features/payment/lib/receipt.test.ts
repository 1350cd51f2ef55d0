import { i18n, setupI18n } from '@lingui/core';
import { registerAllCalendarWords } from '@sannidhi/domain/calendar-words-all';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Receipt } from '../../../lib/payment-hand-off';
import { buildReceiptHtml, PRINT_FAILURE_MESSAGE, printReceipt } from './receipt';

// English, as the screens start (the describe blocks below build their documents while the file is collected).
i18n.loadAndActivate({ locale: 'en', messages: {} });

const receipt: Receipt = {
  centerName: 'Sannidhi <Coimbatore>',
  paidAt: '2026-03-05T13:00:00.000Z',
  timezone: 'Asia/Kolkata',
  dateFormat: 'dd-MM-yyyy',
  transactionId: 'CASH-1234abcd',
  customerName: 'Lakshmi Narayanan',
  items: [
    { name: 'Bhairavi Vilakku Seva – Ghee lamp', quantity: 2, price: 50200 },
    { name: 'Devi Abhishekam – Single', quantity: 1, price: 11010000 },
  ],
  amount: 11060200,
  currency: 'INR',
};

describe("the receipt in the reader's language", () => {
  it('marks the document with the active language (the pseudo-locale as en-XA)', () => {
    const tamil = setupI18n({ locale: 'ta', messages: { ta: {} } });
    expect(buildReceiptHtml(receipt, tamil)).toContain('<html lang="ta">');
    const pseudo = setupI18n({ locale: 'pseudo', messages: { pseudo: {} } });
    expect(buildReceiptHtml(receipt, pseudo)).toContain('<html lang="en-XA">');
  });

  it("says the time's AM or PM in the reader's words (the amounts stay in US English)", () => {
    // The app registers a language's words with its catalogue (lib/calendar-words.ts); here all at once.
    registerAllCalendarWords();
    const kannada = buildReceiptHtml(receipt, setupI18n({ locale: 'kn', messages: { kn: {} } }));
    expect(kannada).toMatch(/data-receipt="time">06:30 [^<A-Z]+</);
    expect(kannada).not.toMatch(/data-receipt="time">[^<]*PM/);
    expect(kannada).toContain('data-receipt="total">₹110,602.00<');
  });
});

describe('buildReceiptHtml', () => {
  const html = buildReceiptHtml(receipt, i18n);
  it('is 80 mm wide and carries every field, amounts in US English', () => {
    expect(html).toContain('size: 80mm auto');
    expect(html).toContain('Sannidhi &#60;Coimbatore&#62;');
    expect(html).toContain('data-receipt="date">05-03-2026<');
    expect(html).toContain('data-receipt="time">06:30 PM<');
    expect(html).toContain('data-receipt="transaction">CASH-1234abcd<');
    expect(html).toContain('data-receipt="customer">Lakshmi Narayanan<');
    expect(html).toContain(
      '<td class="name">Bhairavi Vilakku Seva – Ghee lamp</td><td class="qty">2</td><td class="price">₹502.00</td>',
    );
    // en-US grouping, not the Indian 1,10,100.00
    expect(html).toContain('₹110,100.00');
    expect(html).toContain('data-receipt="total">₹110,602.00<');
    expect(html).toContain('Thank you');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Receipt CASH-1234abcd</title>');
    expect(html).toContain('<th>Item</th><th class="qty">Qty</th><th class="price">Price</th>');
  });
});

type FakeWindow = {
  print: () => void;
  close: () => void;
  focus: () => void;
  document: { open(): void; write(h: string): void; close(): void };
};
const fakeTarget = (written: string[]): FakeWindow => ({
  print: vi.fn(),
  close: vi.fn(),
  focus: vi.fn(),
  document: { open: vi.fn(), write: (h: string) => void written.push(h), close: vi.fn() },
});

describe('printReceipt', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints from a new window and closes it', () => {
    const written: string[] = [];
    const popup = fakeTarget(written);
    const win = { open: vi.fn(() => popup) } as unknown as Window;
    expect(printReceipt(receipt, i18n, win)).toBe(true);
    expect(popup.print).toHaveBeenCalledOnce();
    expect(popup.close).toHaveBeenCalledOnce();
    expect(written[0]).toContain('CASH-1234abcd');
  });

  it('falls back to a hidden frame when the popup is blocked', () => {
    vi.useFakeTimers();
    const written: string[] = [];
    const target = fakeTarget(written);
    const frame = {
      setAttribute: vi.fn(),
      style: { cssText: '' },
      contentWindow: target,
      remove: vi.fn(),
      title: '',
    };
    const win = {
      open: vi.fn(() => null),
      document: { createElement: vi.fn(() => frame), body: { appendChild: vi.fn() } },
    } as unknown as Window;
    expect(printReceipt(receipt, i18n, win)).toBe(true);
    expect(target.print).toHaveBeenCalledOnce();
    vi.runAllTimers();
    expect(frame.remove).toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('logs "Could not open print window" when both fail', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const win = {
      open: vi.fn(() => {
        throw new Error('blocked');
      }),
      document: {
        createElement: vi.fn(() => {
          throw new Error('no frames');
        }),
      },
    } as unknown as Window;
    expect(printReceipt(receipt, i18n, win)).toBe(false);
    expect(error).toHaveBeenCalledWith(PRINT_FAILURE_MESSAGE, expect.any(Error));
  });
});

describe('the booking reference on the receipt (issue 26, symptom 15)', () => {
  it('prints the references the devotee shows at check-in', () => {
    const html = buildReceiptHtml({ ...receipt, bookingReferences: ['2611260001', '2611260002'] }, i18n);
    expect(html).toContain('<dt>Booking ref.</dt><dd data-receipt="reference">2611260001, 2611260002</dd>');
    expect(buildReceiptHtml(receipt, i18n)).not.toContain('data-receipt="reference"');
  });
});
