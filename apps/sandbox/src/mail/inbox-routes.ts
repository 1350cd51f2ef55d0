// The inbox in the browser (/inbox, /inbox/:id, its source /inbox/:id/raw and files /inbox/:id/attachments/:n) and as
// JSON for tests (/inbox/api/messages, …/:id/raw, …/:id/attachments/:n).
import type { FastifyPluginAsync } from 'fastify';
import { brand, markup, renderPage, sendHtml, type SafeHtml } from '../shared/html';
import type { InboxStore, StoredMessage } from './inbox-store';

export interface InboxDeps {
  inbox: InboxStore;
  smtpPort: number;
}

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

function formatTime(iso: string): string {
  return when.format(new Date(iso));
}

/** http(s) links in the message, so a person (or a browser test) can follow them outside the frame. */
function linksIn(message: StoredMessage): string[] {
  const found = new Set<string>();
  for (const match of message.html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)) {
    const href = (match[1] ?? '').replace(/&amp;/g, '&');
    if (/^https?:\/\//i.test(href)) found.add(href);
  }
  for (const match of message.text.matchAll(/https?:\/\/[^\s<>"')\]]+/gi)) found.add(match[0]);
  return [...found];
}

function listPage(messages: StoredMessage[], to: string, smtpPort: number): string {
  const items: SafeHtml = messages.length
    ? markup`<ul class="list">
        ${messages.map(
          (m) =>
            markup`<li>
              <a href="/inbox/${m.id}">
                <span class="title">${m.subject || '(no subject)'}</span>
                <span class="meta">To ${m.to || m.envelopeTo.join(', ')} · from ${m.from || m.envelopeFrom}</span>
                <span class="meta">${formatTime(m.receivedAt)}</span>
              </a>
            </li>`,
        )}
      </ul>`
    : markup`<p class="muted">${to ? `No messages to ${to}.` : 'No messages yet.'}</p>`;
  const body = markup`${brand('Sandbox inbox', `SMTP on port ${smtpPort}, newest first`)}
    <div class="card">
      <h1>Inbox</h1>
      <form method="get" action="/inbox">
        <label for="to">Show messages to</label>
        <input id="to" name="to" type="email" value="${to}" placeholder="devotee@example.org" />
        <button class="btn secondary" type="submit">Filter</button>
      </form>
      ${to ? markup`<p class="small spaced"><a href="/inbox">Show all messages</a></p>` : ''}
      <h2>${messages.length} message${messages.length === 1 ? '' : 's'}</h2>
      ${items}
    </div>`;
  return renderPage({ title: 'Inbox · Sannidhi sandbox', body, wide: true });
}

function messagePage(m: StoredMessage): string {
  const links = linksIn(m);
  // Links open in the top window; the sandbox attribute keeps the e-mail's scripts off.
  const srcdoc = `<!doctype html><meta charset="utf-8"><base target="_top">${m.html}`;
  const body = markup`${brand('Sandbox inbox', 'Message')}
    <p class="small"><a href="/inbox">← Back to the inbox</a></p>
    <div class="card">
      <h1>${m.subject || '(no subject)'}</h1>
      <dl class="facts">
        <dt>From</dt>
        <dd>${m.from || m.envelopeFrom}</dd>
        <dt>To</dt>
        <dd>${m.to || m.envelopeTo.join(', ')}</dd>
        ${
          m.cc
            ? markup`<dt>Cc</dt>
                <dd>${m.cc}</dd>`
            : ''
        }
        <dt>Received</dt>
        <dd>${formatTime(m.receivedAt)}</dd>
        ${
          m.attachments.length
            ? markup`<dt>Attachments</dt>
                <dd>
                  <ul class="attachments">
                    ${m.attachments.map(
                      (a, i) =>
                        markup`<li>
                          <a href="/inbox/${m.id}/attachments/${i}" download="${a.filename || `attachment-${i + 1}`}"
                            >${a.filename || a.contentType}</a
                          >
                          (${a.contentType}, ${a.size} bytes) ·
                          <a href="/inbox/${m.id}/attachments/${i}?view=1">Open as text</a>
                        </li>`,
                    )}
                  </ul>
                </dd>`
            : ''
        }
        <dt>Source</dt>
        <dd>
          <a href="/inbox/${m.id}/raw">View the raw message</a> ·
          <a href="/inbox/${m.id}/raw?download=1" download="message-${m.id}.eml">Download (.eml)</a>
        </dd>
      </dl>
      ${
        links.length
          ? markup`<h2>Links</h2>
              <ul>
                ${links.map((l) => markup`<li><a href="${l}">${l}</a></li>`)}
              </ul>`
          : ''
      }
      ${
        m.html
          ? markup`<h2>Message</h2>
              <iframe
                class="mail"
                title="Message body"
                sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
                srcdoc="${srcdoc}"
              ></iframe>`
          : ''
      }
      ${
        m.text
          ? markup`<h2>${m.html ? 'Plain-text version' : 'Message'}</h2>
              <pre>${m.text}</pre>`
          : ''
      }
      ${!m.html && !m.text ? markup`<p class="muted">This message has no text.</p>` : ''}
    </div>`;
  return renderPage({ title: `${m.subject || 'Message'} · Sandbox inbox`, body, wide: true });
}

/** A file name safe inside a quoted Content-Disposition parameter. */
const safeName = (name: string, fallback: string) => name.replace(/[^\w.\- ]/g, '_').trim() || fallback;

/** Whether the bytes are shown as text in the browser (never as HTML: a mail's file must not run in this origin). */
const isText = (type: string) => type.startsWith('text/') || type === 'application/json';

export const inboxRoutes: FastifyPluginAsync<InboxDeps> = async (app, { inbox, smtpPort }) => {
  // The message's source as received, as text (or a download with ?download=1).
  app.get<{ Params: { id: string }; Querystring: { download?: string } }>(
    '/:id/raw',
    async (request, reply) => {
      const raw = inbox.raw(request.params.id);
      if (!raw) return reply.code(404).send({ message: 'Message not found' });
      if (request.query.download)
        reply.header('content-disposition', `attachment; filename="message-${request.params.id}.eml"`);
      return reply
        .header('content-type', request.query.download ? 'message/rfc822' : 'text/plain; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(raw);
    },
  );

  // One attachment: downloaded with its own type and name, or (?view=1) shown as plain text.
  app.get<{ Params: { id: string; index: string }; Querystring: { view?: string } }>(
    '/:id/attachments/:index',
    async (request, reply) => {
      const file = inbox.attachment(request.params.id, Number(request.params.index));
      if (!file) return reply.code(404).send({ message: 'Attachment not found' });
      const name = safeName(file.filename, `attachment-${request.params.index}`);
      const view = Boolean(request.query.view) && isText(file.contentType);
      return reply
        .header('content-type', view ? 'text/plain; charset=utf-8' : file.contentType)
        .header('content-disposition', `${view ? 'inline' : 'attachment'}; filename="${name}"`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );

  app.get<{ Querystring: { to?: string } }>('/', async (request, reply) => {
    const to = typeof request.query.to === 'string' ? request.query.to.trim() : '';
    return sendHtml(reply, listPage(inbox.list({ to }), to, smtpPort), { allowFramesAndImages: true });
  });

  app.get<{ Params: { id: string } }>('/:id', async (request, reply) => {
    const message = inbox.get(request.params.id);
    if (!message) {
      const body = markup`${brand('Sandbox inbox', 'Message')}
        <div class="card">
          <h1>Message not found</h1>
          <p>It may have been removed: the inbox keeps the newest messages only.</p>
          <p><a href="/inbox">Back to the inbox</a></p>
        </div>`;
      return sendHtml(reply, renderPage({ title: 'Not found · Sandbox inbox', body }), { status: 404 });
    }
    return sendHtml(reply, messagePage(message), { allowFramesAndImages: true });
  });

  app.get<{ Querystring: { to?: string } }>('/api/messages', async (request) => {
    const to = typeof request.query.to === 'string' ? request.query.to : undefined;
    return { messages: inbox.list({ to }) };
  });

  app.get<{ Params: { id: string } }>('/api/messages/:id', async (request, reply) => {
    const message = inbox.get(request.params.id);
    return message ?? reply.code(404).send({ message: 'Message not found' });
  });

  app.get<{ Params: { id: string } }>('/api/messages/:id/raw', async (request, reply) => {
    const raw = inbox.raw(request.params.id);
    return raw ? { raw: raw.toString('utf8') } : reply.code(404).send({ message: 'Message not found' });
  });

  // An attachment in JSON: its name, type, size, and content (as text for text types, and always as base64).
  app.get<{ Params: { id: string; index: string } }>(
    '/api/messages/:id/attachments/:index',
    async (request, reply) => {
      const file = inbox.attachment(request.params.id, Number(request.params.index));
      if (!file) return reply.code(404).send({ message: 'Attachment not found' });
      return {
        filename: file.filename,
        contentType: file.contentType,
        size: file.size,
        text: isText(file.contentType) ? file.content.toString('utf8') : null,
        base64: file.content.toString('base64'),
      };
    },
  );

  app.delete('/api/messages', async (_request, reply) => {
    inbox.clear();
    return reply.code(204).send();
  });
};
