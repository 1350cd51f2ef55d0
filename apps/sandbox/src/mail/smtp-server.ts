// The sandbox mail server: plain SMTP, no TLS, no authentication, every message goes to the inbox.
import { SMTPServer } from 'smtp-server';
import type { InboxStore } from './inbox-store';

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export interface SmtpLogger {
  info(message: string): void;
  error(message: string): void;
}

export function createSmtpServer(inbox: InboxStore, logger?: SmtpLogger): SMTPServer {
  return new SMTPServer({
    name: 'sannidhi-sandbox',
    banner: 'Sannidhi sandbox inbox',
    secure: false,
    authOptional: true,
    // Without STARTTLS on offer, clients such as nodemailer talk plain SMTP without complaint.
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }));
          return;
        }
        try {
          const { mailFrom, rcptTo } = session.envelope;
          const message = inbox.add(Buffer.concat(chunks), {
            from: mailFrom ? mailFrom.address : '',
            to: rcptTo.map((r) => r.address),
          });
          logger?.info(`mail ${message.id} to ${message.envelopeTo.join(', ')}: ${message.subject}`);
          callback();
        } catch (error) {
          logger?.error(`mail could not be stored: ${String(error)}`);
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  });
}

/** Starts listening; resolves with the bound port (useful with port 0 in tests). */
export function listenSmtp(server: SMTPServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export function closeSmtp(server: SMTPServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
