// CSV lines for the accounts export (RFC 4180): fields with a comma, quote or line break are quoted; a text cell
// that a spreadsheet would run as a formula (= + - @ at its start) is prefixed with an apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null | undefined, opts: { text?: boolean } = {}): string {
  if (value == null) return '';
  let s = String(value);
  if (opts.text && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(fields: readonly string[]): string {
  return `${fields.join(',')}\r\n`;
}
