// Runs the sandbox providers and the api (which serves the built SPA on both origins) until Ctrl-C.
// They are separate processes and one's failure does not end the other: a process that stops on its own is started
// again after a short back-off (longer when it keeps failing). In production a supervisor (systemd, the container
// runtime) does this for the api; see docs/operations.md.
import { spawn } from 'node:child_process';

const services = [
  { name: 'sandbox', entry: 'apps/sandbox/src/main.ts' },
  { name: 'api', entry: 'apps/api/src/main.ts' },
];

let stopping = false;
const running = new Map();

function launch(service, failures = 0) {
  const startedAt = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', service.entry], {
    stdio: 'inherit',
    env: process.env,
  });
  running.set(service.name, child);
  child.on('exit', (code, signal) => {
    running.delete(service.name);
    if (stopping) return;
    // A process that ran for a minute is healthy again: its back-off starts over.
    const streak = Date.now() - startedAt > 60_000 ? 0 : failures + 1;
    const delay = Math.min(30_000, 500 * 2 ** Math.min(streak, 6));
    console.error(`${service.name} stopped (${signal ?? code}); starting it again in ${delay / 1000} s.`);
    setTimeout(() => {
      if (!stopping) launch(service, streak);
    }, delay);
  });
}

for (const service of services) launch(service);

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const alive = [...running.values()].filter((c) => c.exitCode === null);
  if (!alive.length) process.exit(code);
  let left = alive.length;
  for (const child of alive) {
    child.once('exit', () => {
      if (--left === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
  setTimeout(() => process.exit(code), 20_000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
