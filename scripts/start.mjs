// Runs the sandbox providers and the api (which serves the built SPA on both origins) until Ctrl-C.
import { spawn } from 'node:child_process';

const services = [
  { name: 'sandbox', entry: 'apps/sandbox/src/main.ts' },
  { name: 'api', entry: 'apps/api/src/main.ts' },
];

const children = services.map(({ name, entry }) => {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { stdio: 'inherit', env: process.env });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
    stop(code ?? 1);
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  let alive = children.filter((c) => c.exitCode === null);
  if (!alive.length) process.exit(code);
  for (const child of alive) {
    child.once('exit', () => {
      alive = alive.filter((c) => c !== child);
      if (!alive.length) process.exit(code);
    });
    child.kill('SIGTERM');
  }
  setTimeout(() => process.exit(code), 10_000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
