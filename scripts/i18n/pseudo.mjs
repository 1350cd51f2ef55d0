// The pseudo-locale's text (issue "Speak the devotee's language", guard 8): every letter accented and every word
// 40 % longer, so a browser test at 360 px finds the labels that would overflow or be clipped in Malayalam or Tamil.
// Placeholders ({name}), plural and select syntax and Lingui's inline tags (<0>…</0>) are kept as they are.
import pseudolocale from 'pseudolocale';

/** One word 40 % longer: its first letters again (a long word still breaks only where the original did). */
const lengthen = (word) => word + word.slice(0, Math.ceil(word.length * 0.4));

const TAG = /^<\/?\d+\/?>/;

/** Accented and lengthened text up to the next placeholder or tag; `#` (a plural's number) is kept. */
function pseudoText(text) {
  if (!text) return text;
  const accented = pseudolocale(text.replace(/#/g, '\uE000'), { prepend: '', append: '', extend: 0 });
  return accented.replace(/[^\s\uE000]+/g, lengthen).replace(/\uE000/g, '#');
}

/**
 * Walks an ICU message: plain text is pseudo-localised; `{name}` stays; in `{name, plural|select|…, key {…} …}` the
 * argument and keys stay and each branch's text is walked in turn; Lingui's tags (<0>, </0>, <0/>) stay.
 */
function walk(message, start, inBranch) {
  let out = '';
  let text = '';
  let i = start;
  const flush = () => {
    out += pseudoText(text);
    text = '';
  };
  while (i < message.length) {
    const c = message[i];
    const tag = c === '<' ? TAG.exec(message.slice(i)) : null;
    if (tag) {
      flush();
      out += tag[0];
      i += tag[0].length;
    } else if (c === '}' && inBranch) {
      flush();
      return { out, end: i };
    } else if (c === '{') {
      flush();
      const close = message.indexOf('}', i);
      const comma = message.indexOf(',', i);
      if (comma === -1 || comma > close) {
        out += message.slice(i, close + 1); // {name}
        i = close + 1;
        continue;
      }
      // {name, type, key {branch} key {branch}}
      const header = /^\{\s*\w+\s*,\s*\w+\s*,?/.exec(message.slice(i))[0];
      out += header;
      i += header.length;
      while (i < message.length && message[i] !== '}') {
        const key = /^[^{}]*\{/.exec(message.slice(i));
        if (!key) break;
        out += key[0];
        const branch = walk(message, i + key[0].length, true);
        out += `${branch.out}}`;
        i = branch.end + 1;
        const space = /^\s*/.exec(message.slice(i))[0];
        out += space;
        i += space.length;
      }
      out += '}';
      i += 1;
    } else {
      text += c;
      i += 1;
    }
  }
  flush();
  return { out, end: i };
}

/** The pseudo-localised form of one source message. */
export function pseudoMessage(message) {
  if (!message) return message;
  return `[${walk(message, 0, false).out}]`;
}
