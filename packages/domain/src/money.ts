/** Currency symbols and money formatting (spec part 1 §9); amounts are integer minor units. */

const SYMBOL_BY_COUNTRY: Readonly<Record<string, string>> = { IN: '₹', US: '$', NP: 'रु' };
const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = { IN: 'INR', US: 'USD', NP: 'NPR' };

/** How each known currency is written: symbol, digit grouping locale, space after the symbol. */
const STYLE_BY_CURRENCY: Readonly<Record<string, { symbol: string; locale: string; space: boolean }>> = {
  INR: { symbol: '₹', locale: 'en-IN', space: false },
  USD: { symbol: '$', locale: 'en-US', space: false },
  NPR: { symbol: 'रु', locale: 'en-IN', space: true },
};

const DEFAULT_CURRENCY = 'INR';

/** Currency symbol of a centre's country: IN ₹, US $, NP रु, anything else ₹. */
export function currencySymbol(countryCode: string | null | undefined): string {
  return SYMBOL_BY_COUNTRY[(countryCode ?? '').toUpperCase()] ?? '₹';
}

/** ISO currency of a centre's country: IN INR, US USD, NP NPR, anything else INR. */
export function currencyOfCountry(countryCode: string | null | undefined): string {
  return CURRENCY_BY_COUNTRY[(countryCode ?? '').toUpperCase()] ?? DEFAULT_CURRENCY;
}

function major(minorUnits: number): number {
  return Math.round(minorUnits) / 100;
}

/**
 * Formats integer minor units with 2 decimals and the currency's symbol: INR with Indian digit
 * grouping ('₹1,10,000.00'), USD ('$25.00'), NPR with a space ('रु 500.00'). An unknown ISO code is
 * written before the amount ('EUR 25.00'); no currency means INR. Negative amounts lead with '-'.
 */
export function formatMoney(minorUnits: number, currency?: string | null): string {
  const code = (currency || DEFAULT_CURRENCY).toUpperCase();
  const style = STYLE_BY_CURRENCY[code] ?? { symbol: code, locale: 'en-US', space: true };
  const amount = major(minorUnits);
  const digits = new Intl.NumberFormat(style.locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${style.symbol}${style.space ? ' ' : ''}${digits}`;
}

/**
 * Receipt amount (spec part 1 §2 "amounts formatted in US English"): Intl en-US currency format
 * of minor units ('$1,100.00', '₹1,100.00', 'NPR 500.00'); no currency means INR.
 */
export function formatReceiptAmount(minorUnits: number, currency?: string | null): string {
  const code = (currency || DEFAULT_CURRENCY).toUpperCase();
  let formatter: Intl.NumberFormat;
  try {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
  } catch {
    formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return `${code} ${formatter.format(major(minorUnits))}`;
  }
  return formatter.format(major(minorUnits)).replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * An amount typed in major units ('25', '25.5', '1,100.00') as integer minor units (2500, 2550, 110000); NaN when
 * the text is not such an amount (empty, negative, more than two decimals), for the form's schema to refuse.
 */
export function parseMajorAmount(text: string): number {
  const plain = text.trim().replace(/,/g, '');
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Integer minor units as the text of an amount input: 2500 → '25.00'. */
export function majorAmountText(minorUnits: number): string {
  return Number.isFinite(minorUnits) ? (minorUnits / 100).toFixed(2) : '';
}
