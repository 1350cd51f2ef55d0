/**
 * Receipt printing (spec part 1 §2): an 80 mm wide document with the centre name, date, time,
 * transaction id, customer name, items (name, quantity, price), total and a thank-you footer, amounts
 * in US English. Printed from a new window, else from a hidden frame; if both fail it is only logged.
 */
import { RECEIPT_WIDTH_MM } from '@sannidhi/domain/constants';
import { formatReceiptAmount } from '@sannidhi/domain/money';
import { formatDate, formatSlotTime } from '@sannidhi/domain/time';
import type { Receipt } from '../../../lib/payment-hand-off';

export const PRINT_FAILURE_MESSAGE = 'Could not open print window';
export const RECEIPT_THANK_YOU = 'Thank you for your offering. Pranam.';

const escapeHtml = (value: string | number): string =>
  String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The receipt as a complete HTML document. */
export function buildReceiptHtml(receipt: Receipt): string {
  const date = formatDate(receipt.paidAt, receipt.timezone, receipt.dateFormat);
  const time = formatSlotTime(receipt.paidAt, receipt.timezone);
  const money = (minor: number) => escapeHtml(formatReceiptAmount(minor, receipt.currency));
  const rows = receipt.items
    .map(
      (item) =>
        `<tr><td class="name">${escapeHtml(item.name)}</td><td class="qty">${escapeHtml(item.quantity)}</td><td class="price">${money(item.price)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Receipt ${escapeHtml(receipt.transactionId)}</title>
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
<p class="sub">Payment receipt</p>
<dl>
<dt>Date</dt><dd data-receipt="date">${escapeHtml(date)}</dd>
<dt>Time</dt><dd data-receipt="time">${escapeHtml(time)}</dd>
<dt>Transaction ID</dt><dd data-receipt="transaction">${escapeHtml(receipt.transactionId)}</dd>${
    receipt.bookingReferences?.length
      ? `\n<dt>Booking ref.</dt><dd data-receipt="reference">${escapeHtml(receipt.bookingReferences.join(', '))}</dd>`
      : ''
  }
<dt>Customer</dt><dd data-receipt="customer">${escapeHtml(receipt.customerName)}</dd>
</dl>
<table>
<thead><tr><th>Item</th><th class="qty">Qty</th><th class="price">Price</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="2">Total</td><td class="price" data-receipt="total">${money(receipt.amount)}</td></tr></tfoot>
</table>
<p class="footer">${escapeHtml(RECEIPT_THANK_YOU)}</p>
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
export function printReceipt(receipt: Receipt, win: Window = window): boolean {
  const html = buildReceiptHtml(receipt);
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
    frame.title = 'Receipt';
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
