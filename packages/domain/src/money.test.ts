import { describe, it, expect } from 'vitest';
import {
  currencyOfCountry,
  currencySymbol,
  formatMoney,
  formatReceiptAmount,
  majorAmountText,
  parseMajorAmount,
} from './money';

describe('currencySymbol', () => {
  it('maps IN, US and NP, and defaults to ₹', () => {
    expect(currencySymbol('IN')).toBe('₹');
    expect(currencySymbol('US')).toBe('$');
    expect(currencySymbol('NP')).toBe('रु');
    expect(currencySymbol('np')).toBe('रु');
    expect(currencySymbol('SG')).toBe('₹');
    expect(currencySymbol(undefined)).toBe('₹');
  });
});

describe('currencyOfCountry', () => {
  it('maps IN, US and NP, and defaults to INR', () => {
    expect(currencyOfCountry('IN')).toBe('INR');
    expect(currencyOfCountry('US')).toBe('USD');
    expect(currencyOfCountry('NP')).toBe('NPR');
    expect(currencyOfCountry(null)).toBe('INR');
  });
});

describe('formatMoney', () => {
  it('writes INR with Indian grouping and 2 decimals', () => {
    expect(formatMoney(110_000, 'INR')).toBe('₹1,100.00');
    expect(formatMoney(11_000_050, 'INR')).toBe('₹1,10,000.50');
    expect(formatMoney(0, 'INR')).toBe('₹0.00');
    expect(formatMoney(5, 'inr')).toBe('₹0.05');
  });

  it('writes USD and NPR', () => {
    expect(formatMoney(2_500, 'USD')).toBe('$25.00');
    expect(formatMoney(123_456_789, 'USD')).toBe('$1,234,567.89');
    expect(formatMoney(50_000, 'NPR')).toBe('रु 500.00');
  });

  it('defaults to INR and writes unknown codes before the amount', () => {
    expect(formatMoney(100, null)).toBe('₹1.00');
    expect(formatMoney(100)).toBe('₹1.00');
    expect(formatMoney(2_500, 'EUR')).toBe('EUR 25.00');
  });

  it('leads negative amounts with a minus and rounds fractional minor units', () => {
    expect(formatMoney(-10_000, 'INR')).toBe('-₹100.00');
    expect(formatMoney(99.6, 'USD')).toBe('$1.00');
  });
});

describe('formatReceiptAmount', () => {
  it('uses US English formatting', () => {
    expect(formatReceiptAmount(11_000_050, 'INR')).toBe('₹110,000.50');
    expect(formatReceiptAmount(2_500, 'USD')).toBe('$25.00');
    expect(formatReceiptAmount(50_000, 'NPR')).toBe('NPR 500.00');
    expect(formatReceiptAmount(100)).toBe('₹1.00');
  });

  it('falls back to the code for a value Intl does not accept', () => {
    expect(formatReceiptAmount(2_500, 'NOT-A-CODE')).toBe('NOT-A-CODE 25.00');
  });
});

describe('parseMajorAmount and majorAmountText', () => {
  it('reads an amount typed in major units as minor units', () => {
    expect(parseMajorAmount('25')).toBe(2500);
    expect(parseMajorAmount(' 25.5 ')).toBe(2550);
    expect(parseMajorAmount('1,100.05')).toBe(110005);
    expect(parseMajorAmount('0')).toBe(0);
  });
  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '25.505', '1e3', '.5']) expect(parseMajorAmount(text)).toBeNaN();
  });
  it('writes minor units back with two decimals', () => {
    expect(majorAmountText(2500)).toBe('25.00');
    expect(majorAmountText(5)).toBe('0.05');
    expect(majorAmountText(Number.NaN)).toBe('');
  });
});

describe('formatMoney in every interface language (issue 28)', () => {
  it('writes INR with its symbol and Indian digit grouping, Latin digits, whatever the language', () => {
    expect(formatMoney(10000000, 'INR')).toBe('₹1,00,000.00');
    expect(formatMoney(123456789, 'INR')).toBe('₹12,34,567.89');
    expect(formatMoney(250000, 'USD')).toBe('$2,500.00');
    expect(formatMoney(10000000, 'NPR')).toBe('रु 1,00,000.00');
  });
});
