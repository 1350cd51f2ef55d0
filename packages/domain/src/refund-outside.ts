// A refund the gateway could not make, given back to the devotee another way by the temple office (issue 26):
// how it was given back, the optional note the office keeps with it, and the gateway's failure texts in plain words
// for the office's Failed refunds page (the raw text stays behind "Details").
import * as z from 'zod/mini';

/** How the office gave the money back, outside the gateway. */
export const OUTSIDE_REFUND_METHODS = ['CASH', 'BANK_TRANSFER', 'CHEQUE'] as const;
export type OutsideRefundMethod = (typeof OUTSIDE_REFUND_METHODS)[number];

const METHOD_LABELS: Record<OutsideRefundMethod, string> = {
  CASH: 'Cash at the counter',
  BANK_TRANSFER: 'Bank transfer',
  CHEQUE: 'Cheque',
};

/** The office's words for a method: "Cash at the counter", "Bank transfer", "Cheque". */
export function outsideRefundMethodLabel(method: string): string {
  return METHOD_LABELS[method as OutsideRefundMethod] ?? 'Another way';
}

export const OUTSIDE_REFUND_NOTE_MAX = 120;

/** No line breaks, tabs or other control characters. */
const isOneLine = (s: string) => [...s].every((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127);

/** `POST /staff/refunds/record-outside`: the office gave a failed refund back another way. */
export const RecordOutsideRefundBody = z.object({
  refundId: z.uuid('Refund not found'),
  method: z.enum(OUTSIDE_REFUND_METHODS, 'Choose how the money was given back'),
  /** A receipt, transfer or cheque number, or a word for the file; optional. */
  note: z.optional(
    z
      .string('The note must be text')
      .check(
        z.trim(),
        z.maxLength(OUTSIDE_REFUND_NOTE_MAX, `The note: at most ${OUTSIDE_REFUND_NOTE_MAX} characters`),
        z.refine(isOneLine, 'The note: one line of plain text'),
      ),
  ),
});
export type RecordOutsideRefundBody = z.infer<typeof RecordOutsideRefundBody>;

/** The form's values (the refund id comes from the row, not the form). */
export const RecordOutsideRefundForm = z.object({
  method: RecordOutsideRefundBody.shape.method,
  note: RecordOutsideRefundBody.shape.note,
});
export type RecordOutsideRefundForm = z.infer<typeof RecordOutsideRefundForm>;

/** Only a refund that the gateway refused, or one that never left for it, may be recorded as given back another way. */
export function mayRecordOutside(status: string): boolean {
  return status === 'FAILED' || status === 'CREATED';
}

/**
 * A gateway failure text in the office's words. The texts come from the gateway's refund notification (its reason)
 * or from our request to it ("The payment gateway answered 404: …"); anything not recognised reads as a general
 * refusal. The raw text is kept for "Details".
 */
export function refundErrorInPlainWords(raw: string | null): string | null {
  if (!raw) return null;
  const text = raw.toLowerCase();
  if (/account is closed|account closed/.test(text)) {
    return "The devotee's bank account or card is closed, so the bank cannot take the money back.";
  }
  if (/bank refused|bank_rejected|issuing bank|declined/.test(text)) {
    return "The devotee's bank refused the refund.";
  }
  const status = /answered (\d{3})/.exec(raw)?.[1];
  if (status === '404') return 'The payment gateway does not know this payment, so it cannot refund it.';
  if (status === '409')
    return 'The payment gateway says this refund does not match what is left of the payment.';
  if (status && status.startsWith('5')) return 'The payment gateway was not available. It may work later.';
  if (status) return 'The payment gateway refused the refund request.';
  if (/fetch failed|timeout|timed out|econn|network|abort/.test(text)) {
    return 'The payment gateway could not be reached. It may work later.';
  }
  return 'The payment gateway could not make the refund.';
}
