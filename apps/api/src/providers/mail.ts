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
}

export function createSmtpMailer(opts: { host: string; port: number; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    host: opts.host,
    port: opts.port,
    secure: false,
    ignoreTLS: true,
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
  };
}
