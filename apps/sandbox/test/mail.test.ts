import nodemailer from 'nodemailer';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { InboxStore } from '../src/mail/inbox-store';
import { parseMessage } from '../src/mail/parse-message';
import { closeSmtp, createSmtpServer, listenSmtp } from '../src/mail/smtp-server';
import { cleanupDataDirs, startSandbox } from './helpers';

interface ApiMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  envelopeTo: string[];
}

let app: FastifyInstance;
let smtp: SMTPServer;
let smtpPort: number;
const inbox = new InboxStore();

beforeAll(async () => {
  ({ app } = await startSandbox({}, { inbox }));
  smtp = createSmtpServer(inbox);
  smtpPort = await listenSmtp(smtp, 0, '127.0.0.1');
});
afterAll(async () => {
  await closeSmtp(smtp);
  cleanupDataDirs();
});

function transport() {
  return nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false });
}

describe('SMTP to the inbox', () => {
  it('receives a multipart message from nodemailer and lists it as JSON and HTML', async () => {
    await transport().sendMail({
      from: 'Sannidhi <no-reply@sannidhi.example.org>',
      to: 'Lakshmi Narayanan <Devotee@example.org>',
      subject: 'Payment link for your booking — ₹ 1,100',
      text: 'Pay here: http://localhost:8080/payment/ABC123 (valid 3 hours).',
      html: '<p>Namaste Lakshmi,</p><p><a href="http://localhost:8080/payment/ABC123?x=1&amp;y=2">Pay now</a> — ₹ 1,100</p>',
    });
    await transport().sendMail({
      from: 'no-reply@sannidhi.example.org',
      to: 'someone.else@example.org',
      subject: 'Other',
      text: 'Not for the devotee',
    });

    const response = await app.inject({ method: 'GET', url: '/inbox/api/messages?to=devotee@example.org' });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json<{ messages: ApiMessage[] }>();
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({
      from: 'Sannidhi <no-reply@sannidhi.example.org>',
      to: 'Lakshmi Narayanan <Devotee@example.org>',
      subject: 'Payment link for your booking — ₹ 1,100',
      envelopeTo: ['Devotee@example.org'],
    });
    expect(message!.text).toContain('http://localhost:8080/payment/ABC123');
    expect(message!.html).toContain(
      '<a href="http://localhost:8080/payment/ABC123?x=1&amp;y=2">Pay now</a> — ₹ 1,100',
    );

    const all = (await app.inject({ method: 'GET', url: '/inbox/api/messages' })).json<{
      messages: ApiMessage[];
    }>();
    expect(all.messages.map((m) => m.subject)).toEqual(['Other', 'Payment link for your booking — ₹ 1,100']);

    const list = await app.inject({ method: 'GET', url: '/inbox' });
    expect(list.statusCode).toBe(200);
    expect(list.body.indexOf('Other')).toBeLessThan(list.body.indexOf('Payment link for your booking'));

    const page = await app.inject({ method: 'GET', url: `/inbox/${message!.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<iframe\s+class="mail"\s+title="Message body"\s+sandbox="allow-popups /);
    expect(page.body).toContain('srcdoc="&lt;!doctype html&gt;');
    expect(page.body).toContain('<a href="http://localhost:8080/payment/ABC123?x=1&amp;y=2">');

    const one = await app.inject({ method: 'GET', url: `/inbox/api/messages/${message!.id}` });
    expect(one.json<ApiMessage>().subject).toBe(message!.subject);
    expect((await app.inject({ method: 'GET', url: '/inbox/999999' })).statusCode).toBe(404);

    expect((await app.inject({ method: 'DELETE', url: '/inbox/api/messages' })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/inbox/api/messages' })).json()).toEqual({
      messages: [],
    });
  });
});

describe('parseMessage', () => {
  it('decodes quoted-printable and base64 parts of multipart/alternative', () => {
    const raw = [
      'From: =?UTF-8?Q?Sannidhi_Tem=C3=A9ple?= <a@example.org>',
      'To: b@example.org',
      'Subject: =?UTF-8?B?4oK5IFJlY2VpcHQ=?=',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="XYZ"',
      '',
      '--XYZ',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Total =E2=82=B9 500, a long line that is soft-=',
      'wrapped.',
      '--XYZ',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<b>Total ₹ 500</b>').toString('base64'),
      '--XYZ--',
      '',
    ].join('\r\n');
    const parsed = parseMessage(Buffer.from(raw, 'utf8'));
    expect(parsed.from).toBe('Sannidhi Teméple <a@example.org>');
    expect(parsed.subject).toBe('₹ Receipt');
    expect(parsed.text).toBe('Total ₹ 500, a long line that is soft-wrapped.');
    expect(parsed.html).toBe('<b>Total ₹ 500</b>');
  });

  it('reads a single-part latin-1 message and lists attachments of nested multiparts', () => {
    const single = parseMessage(
      Buffer.from('Subject: Hi\r\nContent-Type: text/plain; charset=iso-8859-1\r\n\r\nCaf\xe9\r\n', 'latin1'),
    );
    expect(single.text).toBe('Café\r\n');

    const nested = [
      'Content-Type: multipart/mixed; boundary=outer',
      '',
      '--outer',
      'Content-Type: multipart/alternative; boundary=inner',
      '',
      '--inner',
      'Content-Type: text/plain',
      '',
      'hello',
      '--inner--',
      '--outer',
      'Content-Type: application/pdf; name="receipt.pdf"',
      'Content-Disposition: attachment; filename="receipt.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      'JVBERi0=',
      '--outer--',
    ].join('\r\n');
    const parsed = parseMessage(Buffer.from(nested));
    expect(parsed.text).toBe('hello');
    expect(parsed.attachments).toEqual([
      { filename: 'receipt.pdf', contentType: 'application/pdf', size: 5 },
    ]);
  });
});

describe('attachments and source', () => {
  it('lets a person open or download each attachment and the raw message, on the page and as JSON', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    await transport().sendMail({
      from: 'no-reply@sannidhi.example.org',
      to: 'files@example.org',
      subject: 'With a calendar file',
      text: 'See the file',
      html: '<p>See the file</p>',
      attachments: [
        { filename: 'ritual.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=REQUEST' },
        { filename: 'page.html', content: '<script>alert(1)</script>', contentType: 'text/html' },
      ],
    });
    const { messages } = (
      await app.inject({ method: 'GET', url: '/inbox/api/messages?to=files@example.org' })
    ).json<{ messages: (ApiMessage & { attachments: { filename: string; contentType: string }[] })[] }>();
    const m = messages[0]!;
    expect(m.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['ritual.ics', 'text/calendar'],
      ['page.html', 'text/html'],
    ]);

    const page = await app.inject({ method: 'GET', url: `/inbox/${m.id}` });
    expect(page.body).toContain(`href="/inbox/${m.id}/attachments/0"`);
    expect(page.body).toContain(`href="/inbox/${m.id}/raw"`);

    const file = await app.inject({ method: 'GET', url: `/inbox/${m.id}/attachments/0` });
    expect(file.headers['content-type']).toBe('text/calendar');
    expect(file.headers['content-disposition']).toBe('attachment; filename="ritual.ics"');
    expect(file.body).toBe(ics);
    // An HTML file is never shown in the sandbox's origin: downloaded, or shown as plain text.
    const html = await app.inject({ method: 'GET', url: `/inbox/${m.id}/attachments/1?view=1` });
    expect(html.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(html.headers['content-security-policy']).toContain('sandbox');

    const json = await app.inject({ method: 'GET', url: `/inbox/api/messages/${m.id}/attachments/0` });
    expect(json.json()).toMatchObject({ filename: 'ritual.ics', contentType: 'text/calendar', text: ics });

    const raw = await app.inject({ method: 'GET', url: `/inbox/${m.id}/raw` });
    expect(raw.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(raw.body).toContain('Subject: With a calendar file');
    expect(raw.body).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    const rawJson = await app.inject({ method: 'GET', url: `/inbox/api/messages/${m.id}/raw` });
    expect(rawJson.json<{ raw: string }>().raw).toBe(raw.body);

    expect((await app.inject({ method: 'GET', url: `/inbox/${m.id}/attachments/9` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/inbox/api/messages/999999/raw' })).statusCode).toBe(404);
  });
});

describe('InboxStore', () => {
  it('keeps only the newest messages beyond its cap', () => {
    const store = new InboxStore(3);
    for (let i = 1; i <= 5; i++)
      store.add(Buffer.from(`Subject: m${i}\r\n\r\nbody`), { from: '', to: ['x@y.z'] });
    expect(store.list().map((m) => m.subject)).toEqual(['m5', 'm4', 'm3']);
  });
});
