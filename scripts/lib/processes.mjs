// Runs several processes as one: each output line is prefixed with the process's name (coloured on a terminal),
// one process stopping stops the rest, and Ctrl-C / SIGTERM stop them all (forced after 10 s).
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
 * @param {{ name: string, command: string, args: string[], env?: Record<string, string> }[]} services
 */
export function runAll(services) {
  const width = Math.max(...services.map((s) => s.name.length));
  let stopping = false;
  const children = services.map(({ name, command, args, env }, index) => {
    const label = `[${name.padEnd(width)}]`;
    const prefix = useColour ? `\x1b[${COLOURS[index % COLOURS.length]}m${label}\x1b[0m ` : `${label} `;
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(useColour ? { FORCE_COLOR: '1' } : {}), ...env },
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      readline.createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
    }
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`${prefix}stopped (${signal ?? code}); stopping the rest.`);
      stop(code || 1);
    });
    return child;
  });

  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    let alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
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
