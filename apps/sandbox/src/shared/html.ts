// A tiny HTML toolkit: a tagged template that escapes every interpolation unless it is already
// SafeHtml, and one page layout with inline CSS shared by every sandbox page.
import type { FastifyReply } from 'fastify';

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

function renderValue(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((v: HtmlValue) => renderValue(v)).join('');
  if (value === null || value === undefined || value === false || value === true) return '';
  return escapeHtml(String(value));
}

/**
 * `markup\`<p>${userText}</p>\`` escapes userText; nest markup`` results or arrays of them freely.
 * (Named markup, not html, so that Prettier leaves the markup as written.)
 */
export function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += renderValue(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Marks trusted markup (never user input) as safe. */
export function unsafeRaw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

const CSS = `
:root {
  --bg: #f7f3ec; --card: #ffffff; --ink: #1f1a17; --muted: #6b625a; --line: #e6ddd2;
  --brand: #8c2f1b; --brand-ink: #ffffff; --brand-soft: #fbeee6; --accent: #d97706;
  --danger: #a61b1b; --danger-soft: #fdecec; --ok: #166534; --ok-soft: #e9f7ee;
  --focus: #f59e0b; --radius: 14px;
  color-scheme: light;
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0; background: var(--bg); color: var(--ink);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif;
}
a { color: var(--brand); text-underline-offset: 2px; }
code { overflow-wrap: anywhere; }
a:hover { color: #6d2314; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 6px; }
.sandbox-bar {
  background: #2b211c; color: #f4e9dc; font-size: 13px; text-align: center; padding: 6px 12px;
}
.sandbox-bar strong { color: #fbbf24; font-weight: 600; }
.wrap { max-width: 460px; margin: 0 auto; padding: 20px 12px 40px; }
@media (min-width: 480px) { .wrap { padding: 28px 16px 48px; } }
.wrap.wide { max-width: 960px; }
.brand { display: flex; align-items: center; gap: 10px; margin: 4px 0 18px; color: var(--brand); }
.brand-mark {
  width: 36px; height: 36px; border-radius: 50%; background: var(--brand); color: var(--brand-ink);
  display: grid; place-items: center; font-weight: 700; font-size: 18px; flex: none;
}
.brand-name { font-weight: 700; font-size: 18px; letter-spacing: .2px; }
.brand-sub { display: block; font-size: 12px; color: var(--muted); font-weight: 500; }
.card {
  background: var(--card); border: 1px solid var(--line); border-radius: var(--radius);
  padding: 22px 16px; box-shadow: 0 1px 2px rgba(60, 40, 20, .05), 0 8px 24px rgba(60, 40, 20, .06);
}
@media (min-width: 480px) { .card { padding: 28px; } }
h1 { font-size: 24px; line-height: 1.25; margin: 0 0 6px; }
h2 { font-size: 15px; margin: 22px 0 10px; color: var(--muted); font-weight: 600;
  text-transform: uppercase; letter-spacing: .06em; }
p { margin: 0 0 12px; }
.lead { color: var(--muted); margin-bottom: 18px; }
.muted { color: var(--muted); }
.small { font-size: 13px; }
form { margin: 0; }
label { display: block; font-weight: 600; margin: 14px 0 6px; }
input[type=email], input[type=text], select {
  width: 100%; min-height: 46px; padding: 10px 12px; font: inherit; color: inherit;
  background: #fff; border: 1px solid #cfc4b8; border-radius: 10px;
}
input:focus-visible, select:focus-visible { border-color: var(--accent); outline-offset: 0; }
input[readonly] { background: #f4efe8; color: var(--muted); }
input[aria-invalid=true] { border-color: var(--danger); }
.hint { font-size: 13px; color: var(--muted); margin-top: 4px; }
.btn {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  width: 100%; min-height: 46px; padding: 10px 16px; margin-top: 16px;
  font: inherit; font-weight: 600; border-radius: 10px; cursor: pointer; text-decoration: none;
  border: 1px solid var(--brand); background: var(--brand); color: var(--brand-ink);
}
.btn:hover { background: #74261a; color: var(--brand-ink); }
.btn.secondary { background: #fff; color: var(--brand); }
.btn.secondary:hover { background: var(--brand-soft); }
.btn.link { background: none; border: 0; color: var(--brand); text-decoration: underline; width: auto;
  min-height: 0; padding: 4px 2px; font-weight: 500; }
.accounts { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.account {
  display: flex; align-items: center; gap: 12px; width: 100%; text-align: left;
  padding: 10px 12px; min-height: 56px; font: inherit; color: inherit; cursor: pointer;
  background: #fff; border: 1px solid var(--line); border-radius: 12px;
}
.account:hover { border-color: #d6b9a6; background: #fffaf6; }
.avatar {
  width: 36px; height: 36px; border-radius: 50%; background: var(--brand-soft); color: var(--brand);
  display: grid; place-items: center; font-weight: 700; font-size: 14px; flex: none;
}
.account-text { min-width: 0; flex: 1; }
.account-name { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; font-weight: 600; }
.no-name { font-style: italic; color: var(--muted); font-weight: 500; }
.account-email { display: block; font-size: 13px; color: var(--muted); overflow-wrap: anywhere; }
.tag { font-size: 12px; color: var(--muted); background: #f4efe8; border-radius: 999px;
  padding: 1px 8px; white-space: nowrap; font-weight: 500; }
.continue-btn { margin: 0 0 4px; overflow-wrap: anywhere; text-align: center; }
.divider { display: flex; align-items: center; gap: 12px; color: var(--muted); font-size: 13px;
  margin: 22px 0 4px; }
.divider::before, .divider::after { content: ""; flex: 1; height: 1px; background: var(--line); }
.alert { border-radius: 10px; padding: 12px 14px; margin: 0 0 16px; }
.alert.error { background: var(--danger-soft); color: var(--danger); border: 1px solid #f3c2c2; }
.alert.error a { color: inherit; }
.alert.ok { background: var(--ok-soft); color: var(--ok); border: 1px solid #bfe3cb; }
.field-error { color: var(--danger); font-size: 14px; margin-top: 6px; }
.footer { margin-top: 18px; font-size: 13px; color: var(--muted); text-align: center; }
.footer code { overflow-wrap: anywhere; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
.list { list-style: none; margin: 0; padding: 0; }
.list li { border-top: 1px solid var(--line); }
.list li:first-child { border-top: 0; }
.list a { display: block; padding: 12px 4px; text-decoration: none; color: inherit; }
.list a:hover { background: #fffaf6; }
.list .title { display: block; font-weight: 600; color: var(--brand); overflow-wrap: anywhere; }
.services { list-style: none; margin: 0 0 8px; padding: 0; }
.services li { border-top: 1px solid var(--line); padding: 12px 0; }
.services li:first-child { border-top: 0; padding-top: 0; }
.services .title { display: block; font-weight: 600; }
.services .meta { display: block; font-size: 14px; color: var(--muted); margin-top: 2px; }
.spaced { margin-top: 12px; }
.list .meta { display: block; font-size: 13px; color: var(--muted); overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f8f5f0; border: 1px solid var(--line);
  border-radius: 10px; padding: 12px; font-size: 14px; }
iframe.mail { width: 100%; min-height: 380px; border: 1px solid var(--line); border-radius: 10px; background: #fff; }
.btn.danger { background: #fff; color: var(--danger); border-color: #e3a5a5; }
.btn.danger:hover { background: var(--danger-soft); color: var(--danger); }
.btn.secondary.quiet { border-color: #cfc4b8; color: var(--ink); }
.btn.secondary.quiet:hover { background: #f4efe8; }
.btn.small { width: auto; min-height: 38px; padding: 6px 14px; margin-top: 0; font-size: 14px; }
.btn-row { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
.btn-row > form { display: flex; }
@media (max-width: 399px) { .btn-row { grid-template-columns: 1fr; gap: 0; } }
.btn-row .btn { margin-top: 10px; padding-left: 8px; padding-right: 8px; }
.eyebrow { font-size: 13px; color: var(--muted); font-weight: 600; text-transform: uppercase;
  letter-spacing: .06em; margin: 0 0 6px; }
.amount-block { background: var(--brand-soft); border-radius: 12px; padding: 16px; margin: 0 0 18px; }
.amount-label { display: block; font-size: 13px; color: var(--muted); }
.amount { display: block; font-size: 32px; line-height: 1.2; font-weight: 700; color: var(--ink);
  overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.amount.mandate { font-size: 22px; }
.amount-note { display: block; font-size: 13px; color: var(--muted); margin-top: 2px; }
.fail-box { border: 1px solid var(--line); border-radius: 12px; padding: 4px 14px 14px; margin-top: 12px; }
.fail-box label { margin-top: 10px; }
.fail-box .btn { margin-top: 10px; }
.badge { display: inline-block; font-size: 12px; font-weight: 700; letter-spacing: .04em; border-radius: 999px;
  padding: 2px 10px; white-space: nowrap; background: #f4efe8; color: var(--muted); }
.badge.ok { background: var(--ok-soft); color: var(--ok); }
.badge.err { background: var(--danger-soft); color: var(--danger); }
.badge.wait { background: #fef3c7; color: #92400e; }
.rows { list-style: none; margin: 0; padding: 0; }
.rows > li { border-top: 1px solid var(--line); padding: 14px 0; display: grid; gap: 10px; }
.rows > li:first-child { border-top: 0; padding-top: 4px; }
@media (min-width: 720px) {
  .rows > li { grid-template-columns: minmax(0, 1fr) auto; align-items: center; }
}
.row-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; }
.row-amount { font-size: 20px; font-weight: 700; font-variant-numeric: tabular-nums; }
.row-meta { display: block; font-size: 13px; color: var(--muted); overflow-wrap: anywhere; }
.row-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.row-actions form { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.row-actions select { width: auto; min-height: 38px; padding: 6px 10px; font-size: 14px; }
.reader-list { list-style: none; margin: 0; padding: 0; }
.reader-item { border: 1px solid var(--line); border-radius: 12px; padding: 16px; margin: 0 0 12px;
  background: #fffdf9; }
.reader-item .amount { font-size: 30px; margin-top: 6px; }
.reader-actions { display: grid; grid-template-columns: 1fr; gap: 8px; margin-top: 12px; }
@media (min-width: 420px) { .reader-actions { grid-template-columns: repeat(3, 1fr); } }
.reader-actions .btn { margin-top: 0; }
.empty { text-align: center; padding: 18px 8px; color: var(--muted); }
.pulse { display: inline-block; width: 10px; height: 10px; border-radius: 50%; background: var(--accent);
  margin-right: 6px; animation: pulse 1.2s ease-in-out infinite; }
@keyframes pulse { 50% { opacity: .25; } }
@media (prefers-reduced-motion: reduce) { .pulse { animation: none; } }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
`;

export interface PageOptions {
  title: string;
  body: SafeHtml;
  /** Wider layout for lists (inbox); the default is a narrow card column. */
  wide?: boolean;
  /** Reload the page every this many seconds (meta refresh). */
  refreshSeconds?: number;
}

/** One full HTML document in the sandbox look. */
export function renderPage({ title, body, wide = false, refreshSeconds }: PageOptions): string {
  return markup`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        ${refreshSeconds ? markup`<meta http-equiv="refresh" content="${refreshSeconds}" />` : ''}
        <title>${title}</title>
        <style>
          ${unsafeRaw(CSS)}
        </style>
      </head>
      <body>
        <div class="sandbox-bar" role="note">
          <strong>Sandbox</strong> · a local stand-in for outside services, for development and tests only
        </div>
        <main class="${wide ? 'wrap wide' : 'wrap'}">${body}</main>
      </body>
    </html> `.value;
}

/** The small brand line shown above a card. */
export function brand(name: string, sub: string): SafeHtml {
  return markup`<div class="brand">
    <span class="brand-mark" aria-hidden="true">S</span>
    <span class="brand-name">${name}<span class="brand-sub">${sub}</span></span>
  </div>`;
}

export interface SendHtmlOptions {
  status?: number;
  /** Extra origins a form on the page may post (or be redirected) to. */
  formActionOrigins?: readonly string[];
  /** Pages that embed e-mails need images and a srcdoc frame. */
  allowFramesAndImages?: boolean;
}

/** Sends a page with a strict Content-Security-Policy and no caching. */
export function sendHtml(reply: FastifyReply, page: string, options: SendHtmlOptions = {}): FastifyReply {
  const formAction = ["'self'", ...(options.formActionOrigins ?? [])].join(' ');
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    options.allowFramesAndImages ? 'img-src * data:' : "img-src 'self' data:",
    options.allowFramesAndImages ? "frame-src 'self'" : '',
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
  ]
    .filter((d) => d.length > 0)
    .join('; ');
  return reply
    .code(options.status ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(page);
}

/** A simple message page (errors, notices). */
export function messagePage(title: string, message: SafeHtml | string, heading = title): string {
  return renderPage({
    title,
    body: markup`${brand('Sannidhi sandbox', 'Local outside services')}
      <div class="card">
        <h1>${heading}</h1>
        <p>${message}</p>
      </div>`,
  });
}
