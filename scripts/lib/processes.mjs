// Runs several processes as one: each output line is prefixed with the process's name (coloured on a terminal),
// one process stopping stops the rest (or, with `restart`, is started again), and Ctrl-C / SIGTERM stop them all (forced after 10 s).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';

const COLOURS = [36, 35, 33, 32, 34, 31];
const useColour = process.env.FORCE_COLOR
  ? process.env.FORCE_COLOR !== '0'
  : process.stdout.isTTY && !process.env.NO_COLOR;

/** Loads ./.env into process.env when the file exists (Node's own parser; set variables win). */
export function loadEnvFile(file = '.env') {
  if (fs.existsSync(file)) {
    process.loadEnvFile(file);
    console.log(`loaded ${file}`);
  }
}

/**
 * @param {{ name: string, command: string, args: string[], env?: Record<string, string>, restart?: boolean }[]} services
 */
export function runAll(services) {
  const width = Math.max(...services.map((s) => s.name.length));
  let stopping = false;
  const children = new Map();
  function launch({ name, command, args, env, restart }, index, failures = 0) {
    const label = `[${name.padEnd(width)}]`;
    const prefix = useColour ? `\x1b[${COLOURS[index % COLOURS.length]}m${label}\x1b[0m ` : `${label} `;
    const startedAt = Date.now();
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(useColour ? { FORCE_COLOR: '1' } : {}), ...env },
    });
    children.set(name, child);
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      readline.createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
    }
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (!restart) {
        console.error(`${prefix}stopped (${signal ?? code}); stopping the rest.`);
        return stop(code || 1);
      }
      // One process failing does not end the others: it is started again after a back-off that grows while it
      // keeps failing and starts over once it has run for a minute.
      const streak = Date.now() - startedAt > 60_000 ? 0 : failures + 1;
      const delay = Math.min(30_000, 500 * 2 ** Math.min(streak, 6));
      console.error(`${prefix}stopped (${signal ?? code}); starting it again in ${delay / 1000} s.`);
      setTimeout(() => {
        if (!stopping) launch({ name, command, args, env, restart }, index, streak);
      }, delay);
    });
  }
  services.forEach((service, index) => launch(service, index));

  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    let alive = [...children.values()].filter((c) => c.exitCode === null && c.signalCode === null);
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
}
