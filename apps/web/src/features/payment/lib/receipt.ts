/**
 * Receipt printing (spec part 1 §2): an 80 mm wide document with the centre name, date, time,
 * transaction id, customer name, items (name, quantity, price), total and a thank-you footer, amounts
 * in US English; its words in the reader's language (`<html lang>` too). Printed from a new window, else from a hidden
 * frame; if both fail it is only logged.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { RECEIPT_WIDTH_MM } from '@sannidhi/domain/constants';
import { DEFAULT_UI_LANGUAGE, PSEUDO_LANGUAGE } from '@sannidhi/domain/languages';
import { formatReceiptAmount } from '@sannidhi/domain/money';
import { formatDate, formatSlotTime } from '@sannidhi/domain/time';
import { withDayPeriodWords } from '@sannidhi/domain/calendar-words';
import { formatLocaleOf } from '../../../lib/i18n';
import type { Receipt } from '../../../lib/payment-hand-off';

export const PRINT_FAILURE_MESSAGE = 'Could not open print window';
export const RECEIPT_THANK_YOU = msg`Thank you for your offering. Pranam.`;

/** The document's language: the reader's (the pseudo-locale of the overflow test is marked as English, en-XA). */
const PSEUDO_HTML_LANG = 'en-XA';
const htmlLangOf = (locale: string) =>
  locale === PSEUDO_LANGUAGE ? PSEUDO_HTML_LANG : locale || DEFAULT_UI_LANGUAGE;

const escapeHtml = (value: string | number): string =>
  String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The receipt as a complete HTML document, in the language of `i18n`. */
export function buildReceiptHtml(receipt: Receipt, i18n: I18n): string {
  const text = (descriptor: MessageDescriptor) => escapeHtml(i18n._(descriptor));
  const transactionId = receipt.transactionId;
  const date = formatDate(receipt.paidAt, receipt.timezone, receipt.dateFormat);
  // AM and PM in the reader's words, as the screens say them (the amounts stay in US English).
  const time = withDayPeriodWords(
    formatSlotTime(receipt.paidAt, receipt.timezone),
    formatLocaleOf(i18n.locale),
  );
  const money = (minor: number) => escapeHtml(formatReceiptAmount(minor, receipt.currency));
  const rows = receipt.items
    .map(
      (item) =>
        // eslint-disable-next-line lingui/no-unlocalized-strings -- HTML markup; its words are the msg`…` inside
        `<tr><td class="name">${escapeHtml(item.name)}</td><td class="qty">${escapeHtml(item.quantity)}</td><td class="price">${money(item.price)}</td></tr>`,
    )
    .join('');
  // eslint-disable-next-line lingui/no-unlocalized-strings -- HTML markup; its words are the msg`…` inside
  return `<!doctype html>
<html lang="${escapeHtml(htmlLangOf(i18n.locale))}">
<head>
<meta charset="utf-8">
<title>${text(msg`Receipt ${transactionId}`)}</title>
<style>
@page { size: ${RECEIPT_WIDTH_MM}mm auto; margin: 3mm; }
* { box-sizing: border-box; }
body { width: ${RECEIPT_WIDTH_MM - 6}mm; margin: 0 auto; font: 12px/1.4 "Courier New", monospace; color: #000; }
h1 { font-size: 15px; text-align: center; margin: 0 0 4px; }
.sub { text-align: center; margin: 0 0 8px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 1px 6px; margin: 0 0 8px; }
dt { font-weight: bold; } dd { margin: 0; word-break: break-all; }
table { width: 100%; border-collapse: collapse; }
th, td { padding: 2px 0; vertical-align: top; }
th { text-align: left; border-bottom: 1px dashed #000; }
.qty { text-align: center; width: 10mm; } .price { text-align: right; white-space: nowrap; }
tfoot td { border-top: 1px dashed #000; font-weight: bold; padding-top: 4px; }
.footer { text-align: center; margin-top: 10px; }
</style>
</head>
<body>
<h1>${escapeHtml(receipt.centerName)}</h1>
<p class="sub">${text(msg`Payment receipt`)}</p>
<dl>
<dt>${text(msg`Date`)}</dt><dd data-receipt="date">${escapeHtml(date)}</dd>
<dt>${text(msg`Time`)}</dt><dd data-receipt="time">${escapeHtml(time)}</dd>
<dt>${text(msg`Transaction ID`)}</dt><dd data-receipt="transaction">${escapeHtml(receipt.transactionId)}</dd>${
    receipt.bookingReferences?.length
      ? // eslint-disable-next-line lingui/no-unlocalized-strings -- HTML markup; its words are the msg`…` inside
        `\n<dt>${text(msg({ comment: 'Short for "booking reference" on a narrow printed receipt', message: 'Booking ref.' }))}</dt><dd data-receipt="reference">${escapeHtml(receipt.bookingReferences.join(', '))}</dd>`
      : ''
  }
<dt>${text(msg`Customer`)}</dt><dd data-receipt="customer">${escapeHtml(receipt.customerName)}</dd>
</dl>
<table>
<thead><tr><th>${text(msg({ comment: 'Receipt column: what was bought', message: 'Item' }))}</th><th class="qty">${text(msg({ comment: 'Receipt column, short for "quantity"', message: 'Qty' }))}</th><th class="price">${text(msg`Price`)}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="2">${text(msg`Total`)}</td><td class="price" data-receipt="total">${money(receipt.amount)}</td></tr></tfoot>
</table>
<p class="footer">${text(RECEIPT_THANK_YOU)}</p>
</body>
</html>`;
}

function writeAndPrint(target: Window, html: string): void {
  target.document.open();
  target.document.write(html);
  target.document.close();
  target.focus();
  target.print();
}

/**
 * Prints the receipt: a small new window first; when the popup is blocked, a hidden frame. Returns
 * whether printing started; on failure logs "Could not open print window" and nothing else happens.
 */
export function printReceipt(receipt: Receipt, i18n: I18n, win: Window = window): boolean {
  const html = buildReceiptHtml(receipt, i18n);
  try {
    const popup = win.open('', 'sannidhi-receipt', 'width=420,height=640');
    if (popup) {
      writeAndPrint(popup, html);
      popup.close();
      return true;
    }
  } catch {
    // popup blocked or closed under us: try the frame
  }
  try {
    const frame = win.document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.setAttribute('tabindex', '-1');
    frame.title = i18n._(msg`Receipt`);
    frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0;visibility:hidden';
    win.document.body.appendChild(frame);
    const target = frame.contentWindow;
    if (!target) throw new Error('no frame window');
    writeAndPrint(target, html);
    // Printing blocks until the dialog closes in most browsers; remove the frame afterwards.
    setTimeout(() => frame.remove(), 1000);
    return true;
  } catch (error) {
    console.error(PRINT_FAILURE_MESSAGE, error);
    return false;
  }
}
