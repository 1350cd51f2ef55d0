// The gateway's pages: the hosted payment page, refusals, and the transactions list. Plain HTML
// forms, no script.
import { brand, markup, renderPage, type SafeHtml } from '../shared/html';
import { formatMoney } from '../shared/money';
import { FAILURES } from './outcomes';
import { signedRequestFields, type PaymentRequest } from './payment-request';
import type { Transaction } from './transaction-store';

export const OUTCOME_PATH = '/gateway/outcome';
/** The bank's authentication step of a new mandate (RBI: an additional factor at registration and the first charge). */
export const AUTHENTICATE_PATH = '/gateway/authenticate';
/** The sandbox bank's one-time password: shown on the page, as a test card's number would be. */
export const SANDBOX_OTP = '123456';
const BRAND = () => brand('Sannidhi Pay', 'Sandbox payment gateway');

function hiddenRequest(secret: string, request: PaymentRequest): SafeHtml {
  return markup`${signedRequestFields(secret, request).map(
    ([name, value]) => markup`<input type="hidden" name="${name}" value="${value}" />`,
  )}`;
}

function failureOptions(selected = ''): SafeHtml {
  return markup`${FAILURES.map(
    (f) =>
      markup`<option value="${f.errorCode}"${f.errorCode === selected ? markup` selected` : ''}>${f.errorReason}</option>`,
  )}`;
}

function amountText(amount: string | null, currency: string): string {
  return amount === null ? 'Monthly subscription mandate' : formatMoney(amount, currency);
}

function payerName(request: { firstName: string; lastName: string }): string {
  return `${request.firstName} ${request.lastName}`.trim();
}

export function hostedPage(secret: string, request: PaymentRequest): string {
  const hidden = hiddenRequest(secret, request);
  const name = payerName(request);
  const isMandate = request.amount === null;
  const body = markup`${BRAND()}
    <div class="card">
      <p class="eyebrow">${request.programType === 'SUBSCRIPTION' ? 'Subscription' : 'Ritual payment'}</p>
      <h1>${isMandate ? 'Set up your mandate' : 'Complete your payment'}</h1>
      <div class="amount-block">
        <span class="amount-label">${isMandate ? 'What you authorise' : 'Amount due'}</span>
        <span class="${isMandate ? 'amount mandate' : 'amount'}" data-testid="amount"
          >${amountText(request.amount, request.currency)}</span
        >
        <span class="amount-note"
          >${isMandate ? `Charged monthly in ${request.currency} as agreed with the merchant` : request.currency}</span
        >
      </div>
      <dl class="facts">
        <dt>Merchant code</dt>
        <dd>${request.programCode}</dd>
        <dt>Payer</dt>
        <dd>
          ${name || markup`<span class="muted">Not given</span>`}${
            request.email ? markup`<span class="row-meta">${request.email}</span>` : ''
          }
        </dd>
        <dt>Reference</dt>
        <dd><code>${request.requestId}</code></dd>
      </dl>
      ${
        isMandate
          ? markup`<form method="post" action="${AUTHENTICATE_PATH}">
              ${hidden}
              <button type="submit" class="btn">Authorise mandate</button>
            </form>`
          : markup`<form method="post" action="${OUTCOME_PATH}">
              ${hidden}
              <button type="submit" name="action" value="pay" class="btn">Pay now</button>
            </form>`
      }
      <h2>Other outcomes (testing)</h2>
      <form method="post" action="${OUTCOME_PATH}" class="fail-box">
        ${hidden}
        <label for="errorCode">Failure reason</label>
        <select id="errorCode" name="errorCode" aria-describedby="errorCode-hint">
          ${failureOptions()}
        </select>
        <p class="hint" id="errorCode-hint">
          Error codes, in list order:
          ${FAILURES.map((f, i) => markup`${i > 0 ? ', ' : ''}<code>${f.errorCode}</code>`)}.
        </p>
        <button type="submit" name="action" value="fail" class="btn danger">Fail payment</button>
      </form>
      <div class="btn-row">
        <form method="post" action="${OUTCOME_PATH}">
          ${hidden}
          <button type="submit" name="action" value="pending" class="btn secondary quiet">Leave pending</button>
        </form>
        <form method="post" action="${OUTCOME_PATH}">
          ${hidden}
          <button type="submit" name="action" value="cancel" class="btn secondary quiet">Cancel</button>
        </form>
      </div>
    </div>
    <p class="footer">You will return to <code>${new URL(request.callbackUrl).origin}</code></p>`;
  return renderPage({ title: 'Payment · Sannidhi Pay sandbox', body });
}

/**
 * The payer's bank asks for a one-time password before a mandate is set up and its first charge taken (RBI's
 * additional factor of authentication; later monthly charges go through without it). Nothing is recorded until the
 * right password is given.
 */
export function authenticationPage(secret: string, request: PaymentRequest, error = false): string {
  const hidden = hiddenRequest(secret, request);
  const body = markup`${BRAND()}
    <div class="card">
      <p class="eyebrow">Your bank · additional authentication</p>
      <h1>Verify it is you</h1>
      <p>
        To authorise this monthly mandate for <strong>${request.programCode}</strong> and its first charge, enter the
        one-time password your bank sent to your phone. Later monthly charges under this mandate are taken without it.
      </p>
      ${error ? markup`<div class="alert error" role="alert">That password is not right. Try again.</div>` : ''}
      <form method="post" action="${OUTCOME_PATH}">
        ${hidden}
        <label for="otp">One-time password</label>
        <input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required
          aria-describedby="otp-hint"${error ? markup` aria-invalid="true"` : ''} />
        <p class="hint" id="otp-hint">Sandbox bank: the password is <code>${SANDBOX_OTP}</code>.</p>
        <button type="submit" name="action" value="pay" class="btn">Verify and authorise</button>
      </form>
      <form method="post" action="${OUTCOME_PATH}">
        ${hidden}
        <button type="submit" name="action" value="cancel" class="btn secondary quiet">Cancel</button>
      </form>
    </div>`;
  return renderPage({ title: 'Verify it is you · Sannidhi Pay sandbox', body });
}

export function rejectedPage(reason: string): string {
  const body = markup`${BRAND()}
    <div class="card">
      <h1>Payment request rejected</h1>
      <div class="alert error" role="alert">Payment request rejected: ${reason}</div>
      <p class="muted">Nothing was charged. Go back to the app and start the payment again.</p>
    </div>`;
  return renderPage({ title: 'Payment request rejected · Sannidhi Pay sandbox', body });
}

export function startFromAppPage(appOrigin: string): string {
  const body = markup`${BRAND()}
    <div class="card">
      <h1>Payments start from the app</h1>
      <p>This page receives the app's payment form. Open Sannidhi and pay from your cart.</p>
      <a class="btn" href="${appOrigin}/">Open Sannidhi</a>
    </div>`;
  return renderPage({ title: 'Sannidhi Pay sandbox', body });
}

const HEADINGS: Record<Transaction['status'], string> = {
  COMPLETED: 'This payment is already completed',
  ERROR: 'This payment has already failed',
  PENDING: 'This payment is pending',
};

/** The callback URL with the outcome's query parameters (what the browser is sent to). */
export function callbackTarget(t: Transaction): string {
  const target = new URL(t.callbackUrl);
  const params: Array<[string, string | null]> = [
    ['requestId', t.requestId],
    ['transactionId', t.transactionId],
    ['status', t.status],
    ['amount', t.amount],
    ['currency', t.currency],
    ['errorCode', t.errorCode],
    ['errorReason', t.errorReason],
    ['errorMsg', t.errorMsg],
  ];
  for (const [name, value] of params) target.searchParams.set(name, value ?? '');
  return target.toString();
}

/** A second outcome (or a second payment form) for a request that already has a transaction. */
export function alreadyDonePage(t: Transaction): string {
  const body = markup`${BRAND()}
    <div class="card">
      <h1>${HEADINGS[t.status]}</h1>
      <p class="lead">
        ${
          t.status === 'PENDING'
            ? 'The bank has not confirmed it yet. It is settled on the gateway’s transactions page, not here.'
            : 'A payment request can have only one outcome, so nothing was changed.'
        }
      </p>
      <dl class="facts">
        <dt>Reference</dt>
        <dd><code>${t.requestId}</code></dd>
        <dt>Transaction</dt>
        <dd><code>${t.transactionId}</code></dd>
        <dt>Status</dt>
        <dd>${statusBadge(t.status)}${t.errorMsg ? markup` <span class="muted">${t.errorMsg}</span>` : ''}</dd>
        <dt>Amount</dt>
        <dd>${amountText(t.amount, t.currency)}</dd>
      </dl>
      <a class="btn" href="${callbackTarget(t)}">Return to the app</a>
      ${
        t.status === 'PENDING'
          ? markup`<a class="btn secondary" href="/gateway/transactions">Open the transactions page</a>`
          : ''
      }
    </div>`;
  return renderPage({ title: `${HEADINGS[t.status]} · Sannidhi Pay sandbox`, body });
}

export function statusBadge(status: string): SafeHtml {
  const tone =
    status === 'COMPLETED' || status === 'APPROVED'
      ? 'ok'
      : status === 'PENDING' || status === 'WAITING'
        ? 'wait'
        : 'err';
  return markup`<span class="badge ${tone}">${status}</span>`;
}

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

function transactionRow(t: Transaction): SafeHtml {
  const base = `/gateway/transactions/${encodeURIComponent(t.requestId)}`;
  const n = t.notification;
  const notice =
    n.state === 'DELIVERED'
      ? `Notification delivered (${n.lastResult})`
      : n.state === 'RETRYING'
        ? `Notification retrying after attempt ${n.attempts}: ${n.lastResult}`
        : n.state === 'FAILED'
          ? `Notification failed after ${n.attempts} attempts: ${n.lastResult}`
          : 'Notification being sent';
  return markup`<li>
    <div>
      <div class="row-head">
        <span class="row-amount">${amountText(t.amount, t.currency)}</span>
        ${statusBadge(t.status)}
        ${t.errorCode ? markup`<span class="tag">${t.errorCode}</span>` : ''}
      </div>
      <span class="row-meta"
        >Request <code>${t.requestId}</code> · transaction <code>${t.transactionId}</code> · ${t.programCode}</span
      >
      <span class="row-meta"
        >${t.payerName || 'No payer name'}${t.payerEmail ? ` · ${t.payerEmail}` : ''} · ${when.format(
          new Date(t.occurredAt),
        )}</span
      >
      <span class="row-meta">${notice}</span>
    </div>
    <div class="row-actions">
      ${
        t.status === 'PENDING'
          ? markup`<form method="post" action="${base}/settle">
                <button type="submit" name="outcome" value="COMPLETED" class="btn small">Complete</button>
              </form>
              <form method="post" action="${base}/settle">
                <label class="sr-only" for="fail-${t.requestId}">Failure reason for ${t.requestId}</label>
                <select id="fail-${t.requestId}" name="errorCode">
                  ${failureOptions('BANK_TIMEOUT')}
                </select>
                <button type="submit" name="outcome" value="ERROR" class="btn small danger">Fail</button>
              </form>`
          : ''
      }
      ${
        n.state === 'FAILED' || n.state === 'RETRYING'
          ? markup`<form method="post" action="${base}/notify">
              <button type="submit" class="btn small secondary">Resend notification</button>
            </form>`
          : ''
      }
    </div>
  </li>`;
}

export function transactionsPage(transactions: Transaction[], notifyUrl: string): string {
  const pending = transactions.filter((t) => t.status === 'PENDING').length;
  const body = markup`${BRAND()}
    <div class="card">
      <h1>Transactions</h1>
      <p class="lead">
        Every outcome chosen on the hosted page, newest first. Completing or failing a pending payment sends
        the signed notification to <code>${notifyUrl}</code>.
      </p>
      <h2>${transactions.length} transaction${transactions.length === 1 ? '' : 's'}${
        pending ? ` · ${pending} pending` : ''
      }</h2>
      ${
        transactions.length
          ? markup`<ul class="rows">
              ${transactions.map(transactionRow)}
            </ul>`
          : markup`<p class="empty">No payments yet. Pay from the app’s cart to see one here.</p>`
      }
    </div>`;
  return renderPage({ title: 'Transactions · Sannidhi Pay sandbox', body, wide: true });
}
