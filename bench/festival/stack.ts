// The festival bench's own stack, all on this machine: an embedded PostgreSQL (a server of its own, started from the
// bench), the sandbox providers and the api replicas each as a process of its own (tsx, from the source), on ports moved by
// the bench's offset. The api runs as configured for production but for the jobs' interval, with /metrics on (its
// cost is part of the measure) and TRUST_PROXY=1: each devotee comes from an address of its own
// (X-Forwarded-For), as behind the proxy of compose.yaml, so the per-address rate limits count as on a real day.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../apps/api/src/db/postgres';

export interface Stack {
  /** The first api replica (the gateway's notifications go to it). */
  api: string;
  /** Every api replica; a devotee is served by one of them, as a proxy in front of them would choose. */
  apis: string[];
  sandbox: string;
  gateway: string;
  databaseUrl: string;
  sandboxDir: string;
  pgDir: string;
  apiPids: number[];
  sandboxPid: number;
  metrics: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${seconds} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function launch(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The stack with `replicas` api processes on one PostgreSQL (one per core is how Node is run; they share every
 * guarantee through PostgreSQL: capacity, the jobs' claims, rate-limit counters, cache invalidation). Replica i
 * listens on the ports moved by 100 × i.
 */
/**
 * The database's address over its Unix socket (the embedded server's is in /tmp): on one machine a query costs the
 * api about 40 % less CPU than over TCP on 127.0.0.1 and the round trip is shorter, as measured in
 * docs/decisions.md ("Observability and the festival opening"). A deployment with PostgreSQL on the same host sets
 * DATABASE_URL the same way (docs/deploy.md).
 */
export function viaUnixSocket(url: string, dir = '/tmp'): string {
  const u = new URL(url);
  u.searchParams.set('host', dir);
  return u.toString();
}

export async function startStack(
  offset: number,
  extraApiEnv: Record<string, string> = {},
  replicas = 1,
): Promise<Stack> {
  const dataDir = path.resolve(`.data/bench-festival-${offset}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const pgDir = path.join(dataDir, 'pg');
  const sandboxDir = path.join(dataDir, 'sandbox');
  const port = (n: number) => String(n + offset);
  const api = `http://127.0.0.1:${port(18080)}`;
  const apiOrigin = `http://localhost:${port(18080)}`;
  const backOffice = `http://localhost:${port(18081)}`;
  const sandbox = `http://127.0.0.1:${port(18090)}`;
  const database = await startEmbeddedPostgres(pgDir, Number(port(54410)));

  const sandboxProcess = launch('apps/sandbox/src/main.ts', {
    SANDBOX_PORT: port(18090),
    SANDBOX_DATA_DIR: sandboxDir,
    SMTP_PORT: port(12525),
    APP_ORIGIN: apiOrigin,
    ALLOWED_CALLBACK_ORIGINS: `${apiOrigin},${backOffice}`,
    SSO_ISSUER: `${sandbox}/sso`,
    GATEWAY_NOTIFY_URL: `${api}/api/payment/notification`,
    LOG_LEVEL: 'warn',
  });
  const launchApi = (i: number) =>
    launch('apps/api/src/main.ts', {
      DATABASE_URL: viaUnixSocket(database.url),
      PORT: port(18080 + 100 * i),
      BACK_OFFICE_PORT: port(18081 + 100 * i),
      APP_ORIGIN: apiOrigin,
      BACK_OFFICE_ORIGIN: backOffice,
      SANDBOX_BASE: sandbox,
      SSO_BASE: `${sandbox}/sso`,
      SSO_ISSUER: `${sandbox}/sso`,
      PROFILE_SERVICE_URL: `${sandbox}/sso/profile`,
      GATEWAY_BASE: `${sandbox}/gateway`,
      TERMINAL_BASE: `${sandbox}/terminal`,
      CONTACT_INFO_BASE: `${sandbox}/contact-info`,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: port(12525),
      SEED_DEMO: 'true',
      TRUST_PROXY: '1',
      // As in production (compose.yaml): a line per request, written to /dev/null here, a pipe to the log driver there.
      LOG_LEVEL: 'info',
      METRICS_PORT: port(19464 + 100 * i),
      // The jobs (payment expiry, mail) every 2 s, as the browser tests' stack runs them, instead of every 15 s.
      JOB_INTERVAL_MS: '2000',
      ...extraApiEnv,
    });
  // Whatever ends the bench (an error, Ctrl-C, a closed pipe), the api and the sandbox end with it.
  const apiProcesses: ChildProcess[] = [];
  const killChildren = () => {
    for (const apiProcess of apiProcesses) apiProcess.kill('SIGKILL');
    sandboxProcess.kill('SIGKILL');
  };
  process.once('exit', killChildren);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGPIPE'] as const) process.once(signal, () => process.exit(1));
  const stop = async () => {
    await Promise.all([...apiProcesses.map(stopProcess), stopProcess(sandboxProcess)]);
    process.removeListener('exit', killChildren);
    await database.stop();
  };
  try {
    await waitFor(`${sandbox}/sso/.well-known/jwks.json`, sandboxProcess, 120);
    // One after the other: the first migrates and seeds the database, the others find it ready.
    for (let i = 0; i < replicas; i++) {
      apiProcesses.push(launchApi(i));
      await waitFor(`http://127.0.0.1:${port(18080 + 100 * i)}/api/health`, apiProcesses[i]!, 180);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    api,
    apis: apiProcesses.map((_, i) => `http://127.0.0.1:${port(18080 + 100 * i)}`),
    sandbox,
    gateway: `${sandbox}/gateway`,
    databaseUrl: database.url,
    sandboxDir,
    pgDir,
    apiPids: apiProcesses.map((p) => p.pid!),
    sandboxPid: sandboxProcess.pid!,
    metrics: `http://127.0.0.1:${port(19464)}/metrics`,
    async stop() {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
