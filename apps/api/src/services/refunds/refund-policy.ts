// When refunds are tried again (docs/decisions.md, "Refund retries"). Six automatic attempts with a doubling delay
// (1, 2, 4, 8, 16 minutes); after that the refund waits for staff. An IN_TRANSIT refund with no notification after
// CHECK_AGAIN_MS is asked about again, and one not DONE after STUCK_AFTER_MS is listed to staff.
export const REFUND_RETRY_BASE_MS = 60_000;
export const REFUND_RETRY_MAX_MS = 6 * 3_600_000;
export const REFUND_CHECK_AGAIN_MS = 30 * 60_000;
export const REFUND_STUCK_AFTER_MS = 30 * 60_000;

/** The delay before the next attempt after `attempts` attempts have failed. */
export function refundRetryDelayMs(attempts: number): number {
  return Math.min(REFUND_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), REFUND_RETRY_MAX_MS);
}
