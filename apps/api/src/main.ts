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
    // A hung connection or job must not keep the process from exiting.
    setTimeout(() => {
      server.app.log.error(`shutdown took longer than ${config.SHUTDOWN_TIMEOUT_MS} ms: exiting anyway`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
