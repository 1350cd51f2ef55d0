// Writes the pseudo-locale's catalogue from the English one (npm run i18n:extract runs it after extracting).
// Usage: node scripts/i18n/pseudo-catalogue.mjs [locales folder]
import fs from 'node:fs';
import path from 'node:path';
import PO from 'pofile';
import { pseudoMessage } from './pseudo.mjs';

const dir = path.resolve(process.argv[2] ?? 'apps/web/src/locales');
const english = PO.parse(fs.readFileSync(path.join(dir, 'en/messages.po'), 'utf8'));
const pseudoFile = path.join(dir, 'pseudo/messages.po');
const pseudo = PO.parse(fs.readFileSync(pseudoFile, 'utf8'));
pseudo.items = english.items.map((item) => {
  const copy = new PO.Item();
  Object.assign(copy, item, { msgstr: [pseudoMessage(item.msgid)] });
  return copy;
});
fs.writeFileSync(pseudoFile, pseudo.toString() + '\n');
