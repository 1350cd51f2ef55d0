// npm test's check that the committed catalogues are what the source says: extracts the web's messages into a copy
// of apps/web/src/locales (npm run i18n:extract, the same steps), and fails naming each catalogue that differs — a
// text added, changed or removed in the source without running the extraction. Completeness per language (every
// message translated, placeholders kept) is apps/web/src/locales/catalogues.test.ts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const locales = path.resolve('apps/web/src/locales');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'sannidhi-locales-'));
fs.cpSync(locales, copy, { recursive: true });
try {
  const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], {
    cwd: path.resolve('apps/web'),
    env: { ...process.env, LINGUI_LOCALES_DIR: copy },
    encoding: 'utf8',
  });
  if (extract.status !== 0) {
    console.error(extract.stdout, extract.stderr);
    process.exit(1);
  }
  const pseudo = spawnSync('node', ['scripts/i18n/pseudo-catalogue.mjs', copy], { stdio: 'inherit' });
  if (pseudo.status !== 0) process.exit(1);
  const stale = fs
    .readdirSync(locales)
    .filter((lang) => fs.statSync(path.join(locales, lang)).isDirectory())
    .filter(
      (lang) =>
        fs.readFileSync(path.join(locales, lang, 'messages.po'), 'utf8') !==
        fs.readFileSync(path.join(copy, lang, 'messages.po'), 'utf8'),
    );
  if (stale.length > 0) {
    console.error(
      `The catalogues of ${stale.join(', ')} are not what the source says: run npm run i18n:extract and commit them.`,
    );
    process.exit(1);
  }
  console.log('Every catalogue matches the source.');
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
