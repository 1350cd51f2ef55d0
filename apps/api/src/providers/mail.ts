// Outgoing e-mail over SMTP (the sandbox inbox locally).
import nodemailer from 'nodemailer';

/** A file sent with a mail (the calendar event of a booking): text content, with its MIME type. */
export interface MailAttachment {
  filename: string;
  /** e.g. `text/calendar; charset=utf-8; method=REQUEST` */
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes the kept SMTP connections (at shutdown). */
  close?(): void;
}

/** SMTP connections kept open at once: the mail job sends five mails at a time (services/jobs/send-mail.ts). */
const CONNECTIONS = 5;

export function createSmtpMailer(opts: { host: string; port: number; from: string }): Mailer {
  // Pooled: connections are kept and reused for the next mails (up to 100 each) instead of a new SMTP conversation
  // (connect, greeting, EHLO, QUIT) per mail; a festival's confirmations go out several times faster for it
  // (docs/decisions.md, "Observability and the festival opening").
  const transport = nodemailer.createTransport({
    host: opts.host,
    port: opts.port,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: CONNECTIONS,
    maxMessages: 100,
  });
  return {
    async send(message) {
      const { attachments = [], ...rest } = message;
      await transport.sendMail({
        from: opts.from,
        ...rest,
        attachments: attachments.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      });
    },
    close() {
      transport.close();
    },
  };
}
