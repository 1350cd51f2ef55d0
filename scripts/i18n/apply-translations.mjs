// Writes translations into a language's catalogue: node scripts/i18n/apply-translations.mjs ta done.json
// done.json is an object { "<English message>": "<translation>", … } or the untranslated.mjs list with a `tr` field.
// Messages that are not in the catalogue are reported and skipped; the catalogue's messages never change.
import fs from 'node:fs';
import PO from 'pofile';

const [lang, json] = process.argv.slice(2);
if (!lang || !json) throw new Error('usage: apply-translations.mjs <lang> <file.json>');
const path = `apps/web/src/locales/${lang}/messages.po`;
const file = PO.parse(fs.readFileSync(path, 'utf8'));
const data = JSON.parse(fs.readFileSync(json, 'utf8'));
const pairs = Array.isArray(data) ? data.map((e) => [e.en, e.tr]) : Object.entries(data);
const byId = new Map(file.items.map((item) => [item.msgid, item]));
let applied = 0;
for (const [english, translation] of pairs) {
  const item = byId.get(english);
  if (!item) console.error(`not in the catalogue: ${english}`);
  else if (typeof translation === 'string' && translation.trim()) {
    item.msgstr = [translation];
    applied += 1;
  }
}
fs.writeFileSync(path, file.toString().replace(/\n*$/, '\n'));
const left = file.items.filter((item) => !item.msgstr[0]).length;
console.log(`${applied} applied; ${left} of ${file.items.length} still untranslated in ${lang}`);
