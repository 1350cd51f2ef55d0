// npm run build: the SPA (Vite, with .br/.gz files beside its assets) and the api and sandbox servers (esbuild,
// one ES module each in apps/<app>/dist, run with production dependencies only). A part whose inputs have not
// changed since its last build is skipped (a fingerprint of the inputs is kept in its dist folder), so a later
// `npm start` serves at once. `--force` rebuilds everything.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');
const STAMP = '.build-inputs';

/** Content hash of every file under the given paths (missing paths count as empty). */
function fingerprint(inputs) {
  const hash = crypto.createHash('sha256');
  const walk = (abs) => {
    if (!fs.existsSync(abs)) return;
    const stat = fs.statSync(abs);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) {
        if (name === 'node_modules' || name === 'dist' || name.endsWith('.test.ts')) continue;
        walk(path.join(abs, name));
      }
      return;
    }
    hash.update(path.relative(root, abs));
    hash.update(fs.readFileSync(abs));
  };
  for (const input of inputs) walk(path.join(root, input));
  return hash.digest('hex');
}

/** Runs `build` unless the inputs' fingerprint equals the one stored in `outDir` by the last build. */
async function buildPart(name, { inputs, outDir, build }) {
  const stampFile = path.join(root, outDir, STAMP);
  // The build script itself is an input: a change to how a part is built rebuilds it.
  const current = fingerprint([...inputs, 'scripts/build.mjs']);
  if (!force && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === current) {
    console.log(`build: ${name} is up to date`);
    return;
  }
  const started = Date.now();
  await build();
  fs.writeFileSync(stampFile, current);
  console.log(`build: ${name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const shared = ['packages/domain/src', 'packages/domain/package.json', 'package-lock.json'];

/** One ESM file per server; packages from node_modules stay imports, the workspace's TypeScript is bundled in. */
async function bundleServer(app, entries) {
  const { build } = await import('esbuild');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, `apps/${app}/package.json`), 'utf8'));
  const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@sannidhi/'));
  const outdir = path.join(root, `apps/${app}/dist`);
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([out, src]) => [out, path.join(root, src)])),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    // Bundled CommonJS helpers may call require(); give the ES module one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/;

/** Every file under `dir`, as absolute paths. */
function listFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * After `vite build`: source maps move out of the served folder (kept for error reporting in
 * apps/web/sourcemaps), and every text file of 1 KB or more gets a Brotli and a gzip copy, which the api
 * serves with @fastify/static's `preCompressed` (a proxy or CDN in front can use them too).
 */
function finishWebBuild() {
  const dist = path.join(root, 'apps/web/dist');
  const maps = path.join(root, 'apps/web/sourcemaps');
  fs.rmSync(maps, { recursive: true, force: true });
  for (const file of listFiles(dist)) {
    if (file.endsWith('.map')) {
      const target = path.join(maps, path.relative(dist, file));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.renameSync(file, target);
      continue;
    }
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = fs.readFileSync(file);
    if (raw.length < 1024) continue;
    const br = zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
    if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
  }
}

await buildPart('web', {
  inputs: [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    ...shared,
  ],
  outDir: 'apps/web/dist',
  build: async () => {
    const res = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
    });
    if (res.status !== 0) process.exit(res.status ?? 1);
    finishWebBuild();
  },
});
await buildPart('api', {
  inputs: ['apps/api/src', 'apps/api/package.json', ...shared],
  outDir: 'apps/api/dist',
  build: () => bundleServer('api', { main: 'apps/api/src/main.ts', seed: 'apps/api/src/seed/cli.ts' }),
});
await buildPart('sandbox', {
  inputs: ['apps/sandbox/src', 'apps/sandbox/package.json', ...shared],
  outDir: 'apps/sandbox/dist',
  build: () => bundleServer('sandbox', { main: 'apps/sandbox/src/main.ts' }),
});
