import * as z from 'zod/mini';

/** `GET /staff/refunds?center=`: the centre's refunds that have not reached the devotee. */
export const StaffRefundsQuery = z.object({
  center: z
    .string()
    .check(z.trim(), z.minLength(1, 'center is required'), z.maxLength(64, 'center: at most 64 characters')),
});

export const StaffRefund = z.object({
  refundId: z.string(),
  refundRef: z.string(),
  /** AWAITING_APPROVAL: above the centre's threshold, not sent until a second person approves it. */
  status: z.enum(['AWAITING_APPROVAL', 'CREATED', 'IN_TRANSIT', 'DONE', 'FAILED']),
  /** Minor units. */
  amount: z.int(),
  currency: z.string(),
  bookingIds: z.array(z.string()),
  devoteeEmail: z.nullable(z.string()),
  /** The devotee erased their account (issue 30): no e-mail, staff read "Erased devotee". */
  devoteeErased: z.boolean(),
  /** The e-mail of who asked for the refund (the person who cancelled). */
  requestedBy: z.nullable(z.string()),
  attempts: z.int(),
  /** Automatic attempts left; 0 means only a staff retry sends it again. */
  attemptsLeft: z.int(),
  lastError: z.nullable(z.string()),
  /** When it is next tried automatically; null when no automatic attempt is left. */
  nextAttemptAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffRefund = z.infer<typeof StaffRefund>;

export const StaffRefundList = z.array(StaffRefund);

/** `POST /staff/refunds/retry`: send one refund to the gateway again now. */
export const RetryRefundBody = z.object({ refundId: z.uuid('Refund not found') });

export const RetryRefundAnswer = z.object({
  refundId: z.string(),
  /** IN_TRANSIT when the gateway took it; FAILED (with lastError on the list) when it did not. */
  status: StaffRefund.shape.status,
});
export type RetryRefundAnswer = z.infer<typeof RetryRefundAnswer>;

/** `POST /staff/refunds/approve`: the second approver lets a refund above the threshold go to the gateway. */
export const ApproveRefundBody = z.object({ refundId: z.uuid('Refund not found') });
export const ApproveRefundAnswer = RetryRefundAnswer;
export type ApproveRefundAnswer = z.infer<typeof ApproveRefundAnswer>;

/** `POST /staff/refunds/record-outside`: the office gave a failed refund back another way (body: refund-outside.ts). */
export { RecordOutsideRefundBody } from '../refund-outside';
export const RecordOutsideRefundAnswer = RetryRefundAnswer;
export type RecordOutsideRefundAnswer = z.infer<typeof RecordOutsideRefundAnswer>;
