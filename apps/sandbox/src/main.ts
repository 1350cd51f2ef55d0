// Starts the sandbox: HTTP on SANDBOX_PORT, SMTP on SMTP_PORT; stops both on SIGINT / SIGTERM.
import { buildSandbox } from './app';
import { loadConfig } from './config';
import { InboxStore } from './mail/inbox-store';
import { closeSmtp, createSmtpServer, listenSmtp } from './mail/smtp-server';

async function main(): Promise<void> {
  const config = loadConfig();
  const inbox = new InboxStore();
  const app = await buildSandbox(config, { inbox, logger: { level: config.LOG_LEVEL } });
  const smtp = createSmtpServer(inbox, {
    info: (message) => app.log.info(message),
    error: (message) => app.log.error(message),
  });

  await app.listen({ host: config.SANDBOX_HOST, port: config.SANDBOX_PORT });
  const smtpPort = await listenSmtp(smtp, config.SMTP_PORT, config.SANDBOX_HOST);
  app.log.info(`sandbox SMTP listening on ${config.SANDBOX_HOST}:${smtpPort}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: stopping the sandbox`);
    // A hung connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 5000).unref();
    Promise.all([app.close(), closeSmtp(smtp)]).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
