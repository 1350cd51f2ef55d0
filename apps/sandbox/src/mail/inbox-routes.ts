// The inbox in the browser (/inbox, /inbox/:id) and as JSON for tests (/inbox/api/messages).
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
                  ${m.attachments.map((a) => `${a.filename || a.contentType} (${a.size} bytes)`).join(', ')}
                </dd>`
            : ''
        }
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

export const inboxRoutes: FastifyPluginAsync<InboxDeps> = async (app, { inbox, smtpPort }) => {
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

  app.delete('/api/messages', async (_request, reply) => {
    inbox.clear();
    return reply.code(204).send();
  });
};
