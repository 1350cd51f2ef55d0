// Removes a person's texts from a JSON value (issue 30, erasure): every string equal to or containing one of the
// texts loses it, and with `blankStrings` every string leaf is emptied (participants, addresses, billing details kept
// in an order's meta). Keys, numbers and booleans stay, so the shapes the screens read still parse.

const PERSONAL_KEY =
  /^(first_?name|last_?name|full_?name|email|e_?mail|phone|mobile|whats_?app_?phone|secondary_?phone|address|billing_?address|address_?line\d*|line\d)$/i;

export function scrubPersonal(value: unknown, texts: readonly string[], blankStrings = false): unknown {
  if (typeof value === 'string') {
    if (blankStrings) return '';
    let out = value;
    for (const t of texts) if (t && out.toLowerCase().includes(t.toLowerCase())) out = replaceAll(out, t);
    return out;
  }
  if (Array.isArray(value)) return value.map((v) => scrubPersonal(v, texts, blankStrings));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        PERSONAL_KEY.test(k) && typeof v === 'string' ? '' : scrubPersonal(v, texts, blankStrings),
      ]),
    );
  }
  return value;
}

/** Replaces every occurrence of `text`, whatever its case, with "[erased]". */
function replaceAll(s: string, text: string): string {
  return s.replace(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '[erased]');
}
