// Starts the renewal job in another node process (helpers/renewal-runner.ts): another api process, with its own
// configuration, connection pool and gateway client, as in production with several api processes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { RenewalRun } from '../../src/services/jobs/renew-subscriptions';
import type { RenewalMode } from './unclaimed-renewal';

const RUNNER = path.join(import.meta.dirname, 'renewal-runner.ts');

export interface RunnerProcess {
  /** Resolves once the process is up and waiting for go(). */
  ready: Promise<void>;
  go(): void;
  /** The run's counts, once the process has exited. */
  done: Promise<RenewalRun>;
  kill(): void;
}

export function startRunnerProcess(env: Record<string, string>, now: Date, mode: RenewalMode): RunnerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', RUNNER, now.toISOString(), mode, '8'], {
    env: { ...process.env, RUNNER_ENV: JSON.stringify(env) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let onReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('ready\n')) onReady();
  });
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const done = new Promise<RenewalRun>((resolve, reject) => {
    child.on('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code === 0) resolve(JSON.parse(last) as RenewalRun);
      else reject(new Error(`renewal runner exited with ${code}: ${err.slice(-2000)}`));
    });
  });
  // A process that dies before it is ready fails the test instead of hanging it.
  const readyOrDead = Promise.race([ready, done.then(() => undefined)]);
  return {
    ready: readyOrDead,
    go: () => child.stdin.write('go\n'),
    done,
    kill: () => {
      if (child.exitCode === null) child.kill();
    },
  };
}

/** Polls `check` every 20 ms until it holds (fails after `timeoutMs`). */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
