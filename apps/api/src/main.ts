import { loadConfig } from './config';
import { startServer } from './server';

let config;
try {
  config = loadConfig();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

let server;
try {
  server = await startServer(config);
} catch (err) {
  const message = err instanceof Error ? err.message : String(err);
  console.error(`Sannidhi api could not start: ${message}`);
  console.error('Is another copy running on the same ports or data folder (.data/postgres)?');
  process.exit(1);
}
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: draining in-flight requests, then shutting down`);
    // A request that never ends must not keep the process from stopping (a supervisor restarts it).
    setTimeout(() => {
      console.error('Shutdown took longer than 15 s; exiting.');
      process.exit(1);
    }, 15_000).unref();
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
