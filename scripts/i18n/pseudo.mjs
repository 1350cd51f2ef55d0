// The pseudo-locale's text (issue "Speak the devotee's language", guard 8): every letter accented and every word
// 40 % longer, so a browser test at 360 px finds the labels that would overflow or be clipped in Malayalam or Tamil.
// Placeholders ({name}), plural and select syntax and Lingui's inline tags (<0>…</0>) are kept as they are.
import pseudolocale from 'pseudolocale';

const MARK = '\u0000';
// The same protected parts as Lingui's own pseudo-localisation (@lingui/cli, api/pseudoLocalize).
const TAGS = /<\/?\w+((\s+\w+(\s*=\s*(?:".*?"|'.*?'|[^'">\s]+))?)+\s*|\s*)\/?>/g;
const ICU = /({\w*,\s*(plural|selectordinal|select),(.|\n)*?{)|(}\s*\w*\s*{)/gi;
const VARIABLES = /({\s*[a-zA-Z_$][a-zA-Z_$0-9]*\s*})/g;

const protect = (text, pattern) => text.replace(pattern, (m) => `${MARK}${m}${MARK}`);

/** One word 40 % longer: its first letters again (a long word still breaks only where the original did). */
const lengthen = (word) => word + word.slice(0, Math.ceil(word.length * 0.4));

function pseudoText(text) {
  const accented = pseudolocale(text, { prepend: '', append: '', extend: 0, delimiter: MARK });
  return accented.replace(/[^\s{}#]+/g, lengthen);
}

/** The pseudo-localised form of one source message. */
export function pseudoMessage(message) {
  if (!message) return message;
  const marked = protect(protect(protect(message, TAGS), ICU), VARIABLES);
  const parts = marked.split(MARK);
  return `[${parts.map((part, i) => (i % 2 === 1 ? part : pseudoText(part))).join('')}]`;
}
