// Lists a language's messages still without a translation, as JSON a translator fills in:
//   node scripts/i18n/untranslated.mjs ta [skip] [count] > todo.json
// Each entry: the English message (the msgid), the translator's comment if any, and where it is used.
import fs from 'node:fs';
import PO from 'pofile';

const [lang, skip = '0', count = '100000'] = process.argv.slice(2);
if (!lang) throw new Error('usage: untranslated.mjs <lang> [skip] [count]');
const file = PO.parse(fs.readFileSync(`apps/web/src/locales/${lang}/messages.po`, 'utf8'));
const todo = file.items
  .filter((item) => !item.msgstr[0])
  .slice(Number(skip), Number(skip) + Number(count))
  .map((item) => ({
    en: item.msgid,
    ...(item.extractedComments.length ? { comment: item.extractedComments.join(' ') } : {}),
    where: item.references.slice(0, 2).join(', '),
  }));
console.log(JSON.stringify(todo, null, 1));
