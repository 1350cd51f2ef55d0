// The gateway's transactions: one per requestId, in memory and persisted to gateway.json a moment after a change
// (at most every 250 ms, and on close): rewriting the whole file on every change cost O(n²) under a rush of payments.
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeJsonFile } from '../shared/json-file';
import type { GatewayError, GatewayStatus } from './outcomes';

const NotificationSchema = z.object({
  /** DELIVERED: the api answered 2xx; RETRYING: a retry is scheduled; FAILED: every attempt failed. */
  state: z.enum(['SENDING', 'DELIVERED', 'RETRYING', 'FAILED']),
  attempts: z.number().int().min(0),
  lastResult: z.string(),
  lastAttemptAt: z.string().nullable(),
});
export type NotificationState = z.infer<typeof NotificationSchema>;

export const TransactionSchema = z.object({
  transactionId: z.string(),
  requestId: z.string(),
  mode: z.enum(['pay', 'subscribe']),
  programType: z.string(),
  programCode: z.string(),
  payerName: z.string(),
  payerEmail: z.string(),
  amount: z.string().nullable(),
  currency: z.string(),
  callbackUrl: z.string(),
  /** The mandate set up by an accepted subscription (first payment) or charged by a renewal. */
  mandateId: z.string().nullable().optional(),
  status: z.enum(['COMPLETED', 'ERROR', 'PENDING']),
  errorCode: z.string().nullable(),
  errorReason: z.string().nullable(),
  errorMsg: z.string().nullable(),
  createdAt: z.string(),
  /** When the current status was reached (the notification's occurredAt). */
  occurredAt: z.string(),
  notification: NotificationSchema,
});
export type Transaction = z.infer<typeof TransactionSchema>;

const FileSchema = z.object({ transactions: z.array(TransactionSchema) });

export type NewTransaction = Omit<
  Transaction,
  | 'transactionId'
  | 'status'
  | 'errorCode'
  | 'errorReason'
  | 'errorMsg'
  | 'createdAt'
  | 'occurredAt'
  | 'notification'
>;

export function isFinal(status: GatewayStatus): boolean {
  return status !== 'PENDING';
}

const NEW_NOTIFICATION: NotificationState = {
  state: 'SENDING',
  attempts: 0,
  lastResult: 'not sent yet',
  lastAttemptAt: null,
};

export class GatewayTransactionStore {
  private readonly byRequestId = new Map<string, Transaction>();
  private readonly file: string;
  private readonly transactionIds = new Set<string>();
  private saveTimer: NodeJS.Timeout | undefined;

  constructor(dataDir: string) {
    this.file = join(dataDir, 'gateway.json');
    for (const t of readJsonFile(this.file, FileSchema)?.transactions ?? []) {
      this.byRequestId.set(t.requestId, t);
      this.transactionIds.add(t.transactionId);
    }
  }

  get(requestId: string): Transaction | undefined {
    return this.byRequestId.get(requestId);
  }

  /** Newest first. */
  list(): Transaction[] {
    return [...this.byRequestId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /**
   * Records the payer's outcome for a request seen for the first time. Synchronous, so that two
   * quick submissions of the same request cannot both succeed; the caller checks `get` first.
   */
  create(input: NewTransaction, status: GatewayStatus, error: GatewayError | null, now: Date): Transaction {
    if (this.byRequestId.has(input.requestId))
      throw new Error(`request ${input.requestId} already has a transaction`);
    const at = now.toISOString();
    const transaction: Transaction = {
      ...input,
      transactionId: this.newTransactionId(),
      status,
      errorCode: error?.errorCode ?? null,
      errorReason: error?.errorReason ?? null,
      errorMsg: error?.errorMsg ?? null,
      createdAt: at,
      occurredAt: at,
      notification: { ...NEW_NOTIFICATION },
    };
    this.byRequestId.set(transaction.requestId, transaction);
    this.save();
    return transaction;
  }

  /** Settles a PENDING transaction; undefined when it is unknown or already final. */
  settle(
    requestId: string,
    status: GatewayStatus,
    error: GatewayError | null,
    now: Date,
    mandateId?: string,
  ): Transaction | undefined {
    const current = this.byRequestId.get(requestId);
    if (!current || isFinal(current.status)) return undefined;
    const settled: Transaction = {
      ...current,
      ...(mandateId ? { mandateId } : {}),
      status,
      errorCode: error?.errorCode ?? null,
      errorReason: error?.errorReason ?? null,
      errorMsg: error?.errorMsg ?? null,
      occurredAt: now.toISOString(),
      notification: { ...NEW_NOTIFICATION },
    };
    this.byRequestId.set(requestId, settled);
    this.save();
    return settled;
  }

  updateNotification(requestId: string, occurredAt: string, notification: NotificationState): void {
    const current = this.byRequestId.get(requestId);
    // A later outcome (a settle) owns the notification state from then on.
    if (!current || current.occurredAt !== occurredAt) return;
    this.byRequestId.set(requestId, { ...current, notification });
    this.save();
  }

  private newTransactionId(): string {
    for (;;) {
      const id = `TXN${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
      if (!this.transactionIds.has(id)) {
        this.transactionIds.add(id);
        return id;
      }
    }
  }

  /** Writes pending changes now (shutdown). */
  flush(): void {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    writeJsonFile(this.file, { transactions: [...this.byRequestId.values()] });
  }

  private save(): void {
    if (this.saveTimer) return;
    this.saveTimer = setTimeout(() => this.flush(), 250);
    this.saveTimer.unref();
  }
}
