// Amounts as people read them: "₹1,101.00", "$25.00", "NPR 500.00".
const LOCALES: Record<string, string> = { INR: 'en-IN', USD: 'en-US', CAD: 'en-CA', NPR: 'en-IN' };

/** Formats a decimal major-unit amount ("1101.00") or a number of major units. */
export function formatMoney(amount: string | number, currency: string): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat(LOCALES[currency] ?? 'en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`; // not an ISO currency code
  }
}

/** Minor units (cents, paise) to a formatted amount; currencies here all have two decimals. */
export function formatMinor(minor: number, currency: string): string {
  return formatMoney(minor / 100, currency);
}
