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
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      JOB_INTERVAL_MS: '600000',
      // Load tests of one devotee ordering hundreds of times a second: order creation is not what they measure.
      RATE_LIMIT_ORDER_CREATE: '1000000/1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`api process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('api process did not start in 30 s');
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
