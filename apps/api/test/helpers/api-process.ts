// Runs the real api as separate processes against one database (the capacity race needs two).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { inject } from 'vitest';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** How long a spawned api may take to answer /api/health; callers' hooks allow for it. */
export const START_TIMEOUT_MS = 150_000;

export interface ApiProcess {
  url: string;
  stop(): Promise<void>;
}

export async function startApiProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const [port, backOfficePort] = [await freePort(), await freePort()];
  const sandbox = inject('sandboxUrl');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      BACK_OFFICE_PORT: String(backOfficePort),
      SSO_BASE: `${sandbox}/sso`,
      GATEWAY_BASE: `${sandbox}/gateway`,
      // The template's centres pay at 127.0.0.1:9 (global-setup.ts).
      GATEWAY_ALLOWED_ORIGINS: `http://127.0.0.1:9,${sandbox}`,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      JOB_INTERVAL_MS: '600000',
      // Load tests of one devotee ordering hundreds of times a second: order creation is not what they measure.
      RATE_LIMIT_ORDER_CREATE: '1000000/1000000',
      // ... and one devotee holding many unpaid places on one slot is the race these tests set up.
      UNPAID_PLACES_PER_SLOT: '0',
      UNPAID_ORDERS_PER_DEVOTEE: '0',
      UNPAID_SLOT_SHARE_PERCENT: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // tsx compiles the api on start: on a loaded 2-core machine that alone can take most of a minute.
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`api process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`api process did not start in ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
