// The simulated card reader (GET /terminal): waiting transactions with Approve / Decline / Cancel.
import { statusBadge } from '../gateway/pages';
import { brand, markup, renderPage, type SafeHtml } from '../shared/html';
import { formatMinor } from '../shared/money';
import type { TerminalKind, TerminalTransaction } from './terminal-store';

export const KIND_LABELS: Record<TerminalKind, string> = {
  US_CARD_TERMINAL: 'US card terminal',
  CARD_MACHINE: 'India card machine',
};

/** Seconds between reloads while a card is awaited, and while the reader is idle. */
export const REFRESH_WAITING_SECONDS = 2;
export const REFRESH_IDLE_SECONDS = 5;
const RECENT = 10;

const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' });
const BRAND = () => brand('Card terminal', 'Sandbox card reader');

function waitingItem(t: TerminalTransaction): SafeHtml {
  const base = `/terminal/transactions/${encodeURIComponent(t.transactionId)}`;
  return markup`<li class="reader-item">
    <div class="row-head">
      <span class="tag">${KIND_LABELS[t.kind]}</span>
      <span class="row-meta">since ${time.format(new Date(t.createdAt))}</span>
    </div>
    <span class="amount" data-testid="terminal-amount">${formatMinor(t.amount, t.currency)}</span>
    <span class="row-meta">${t.currency} · request <code>${t.requestId}</code> · <code>${t.transactionId}</code></span>
    <div class="reader-actions">
      <form method="post" action="${base}/approve">
        <button type="submit" class="btn">Approve</button>
      </form>
      <form method="post" action="${base}/decline">
        <button type="submit" class="btn danger">Decline</button>
      </form>
      <form method="post" action="${base}/cancel">
        <button type="submit" class="btn secondary quiet">Cancel</button>
      </form>
    </div>
  </li>`;
}

function recentRow(t: TerminalTransaction): SafeHtml {
  return markup`<li>
    <div>
      <div class="row-head">
        <span class="row-amount">${formatMinor(t.amount, t.currency)}</span>
        ${statusBadge(t.status)}
      </div>
      <span class="row-meta"
        >${KIND_LABELS[t.kind]} · request <code>${t.requestId}</code> · ${time.format(new Date(t.updatedAt))}${
          t.errorMsg ? ` · ${t.errorMsg}` : ''
        }</span
      >
    </div>
  </li>`;
}

export function readerPage(transactions: TerminalTransaction[]): string {
  const waiting = transactions.filter((t) => t.status === 'WAITING');
  const done = transactions.filter((t) => t.status !== 'WAITING').slice(0, RECENT);
  const body = markup`${BRAND()}
    <div class="card">
      <h1>${
        waiting.length
          ? markup`<span class="pulse" aria-hidden="true"></span>Insert, tap or swipe a card`
          : 'Ready'
      }</h1>
      <p class="lead">
        ${
          waiting.length
            ? `${waiting.length} payment${waiting.length === 1 ? ' is' : 's are'} waiting for the card holder.`
            : 'No payment is waiting. Start a card payment in the app; it appears here by itself.'
        }
      </p>
      ${
        waiting.length
          ? markup`<ul class="reader-list" aria-label="Waiting payments">
              ${waiting.map(waitingItem)}
            </ul>`
          : ''
      }
      ${
        done.length
          ? markup`<h2>Recent</h2>
              <ul class="rows">
                ${done.map(recentRow)}
              </ul>`
          : ''
      }
    </div>
    <p class="footer">This page reloads every ${
      waiting.length ? REFRESH_WAITING_SECONDS : REFRESH_IDLE_SECONDS
    } seconds.</p>`;
  return renderPage({
    title: waiting.length ? `(${waiting.length}) Card terminal · sandbox` : 'Card terminal · sandbox',
    body,
    refreshSeconds: waiting.length ? REFRESH_WAITING_SECONDS : REFRESH_IDLE_SECONDS,
  });
}

export function alreadyFinishedPage(t: TerminalTransaction): string {
  const body = markup`${BRAND()}
    <div class="card">
      <h1>This transaction is already ${t.status.toLowerCase()}</h1>
      <p class="lead">A card payment has only one outcome, so nothing was changed.</p>
      <dl class="facts">
        <dt>Transaction</dt>
        <dd><code>${t.transactionId}</code></dd>
        <dt>Status</dt>
        <dd>${statusBadge(t.status)}</dd>
        <dt>Amount</dt>
        <dd>${formatMinor(t.amount, t.currency)}</dd>
      </dl>
      <a class="btn" href="/terminal">Back to the terminal</a>
    </div>`;
  return renderPage({ title: 'Already finished · Card terminal', body });
}
