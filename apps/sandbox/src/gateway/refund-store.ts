// Refunds of the sandbox gateway (docs/providers.md, "Refunds"): one per refundRef the api sends, against a
// completed payment or mandate charge. In memory, persisted to refunds.json. The behaviour settings make the next
// refunds fail or the next refund requests be refused, for demos and tests.
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeJsonFile } from '../shared/json-file';

export const RefundSchema = z.object({
  refundRef: z.string(),
  gatewayRefundId: z.string(),
  /** The payment (or mandate charge) refunded. */
  requestId: z.string(),
  /** Minor units (cents, paise). */
  amount: z.number().int().positive(),
  currency: z.string(),
  /** DONE: money sent back; FAILED: the bank refused (the api may ask again with the same refundRef). */
  status: z.enum(['DONE', 'FAILED']),
  reason: z.string().nullable(),
  attempts: z.number().int().min(1),
  createdAt: z.string(),
  occurredAt: z.string(),
});
export type Refund = z.infer<typeof RefundSchema>;

export const RefundBehaviourSchema = z.object({
  /** The next N refunds end FAILED (the bank refuses). */
  failNext: z.number().int().min(0),
  /** The next N refund requests are answered 503, as if the gateway were down. */
  refuseNext: z.number().int().min(0),
  /** Every refund notification is sent twice. */
  duplicateNotifications: z.boolean(),
});
export type RefundBehaviour = z.infer<typeof RefundBehaviourSchema>;

const FileSchema = z.object({ refunds: z.array(RefundSchema), behaviour: RefundBehaviourSchema });

export class RefundStore {
  private readonly byRef = new Map<string, Refund>();
  private behaviourValue: RefundBehaviour = { failNext: 0, refuseNext: 0, duplicateNotifications: false };
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = join(dataDir, 'refunds.json');
    const saved = readJsonFile(this.file, FileSchema);
    for (const r of saved?.refunds ?? []) this.byRef.set(r.refundRef, r);
    if (saved) this.behaviourValue = saved.behaviour;
  }

  get(refundRef: string): Refund | undefined {
    return this.byRef.get(refundRef);
  }

  /** Newest first. */
  list(): Refund[] {
    return [...this.byRef.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** Minor units already refunded (DONE) of a payment, leaving out one refundRef. */
  refundedOf(requestId: string, except?: string): number {
    let sum = 0;
    for (const r of this.byRef.values()) {
      if (r.requestId === requestId && r.status === 'DONE' && r.refundRef !== except) sum += r.amount;
    }
    return sum;
  }

  behaviour(): RefundBehaviour {
    return { ...this.behaviourValue };
  }

  setBehaviour(change: Partial<RefundBehaviour>): RefundBehaviour {
    this.behaviourValue = { ...this.behaviourValue, ...change };
    this.save();
    return this.behaviour();
  }

  /** Uses up one "refuse next request" if any is set; true when this request is to be refused. */
  takeRefusal(): boolean {
    if (this.behaviourValue.refuseNext <= 0) return false;
    this.setBehaviour({ refuseNext: this.behaviourValue.refuseNext - 1 });
    return true;
  }

  /**
   * Refunds `refundRef` now: a new refund, or a new attempt of a FAILED one (same gateway refund id). Synchronous,
   * so that two quick requests with one refundRef cannot both refund; the caller checks `get` first.
   */
  attempt(input: Pick<Refund, 'refundRef' | 'requestId' | 'amount' | 'currency'>, now: Date): Refund {
    const previous = this.byRef.get(input.refundRef);
    if (previous?.status === 'DONE') return previous;
    const fail = this.behaviourValue.failNext > 0;
    if (fail) this.behaviourValue = { ...this.behaviourValue, failNext: this.behaviourValue.failNext - 1 };
    const at = now.toISOString();
    const refund: Refund = {
      ...input,
      gatewayRefundId: previous?.gatewayRefundId ?? this.newGatewayRefundId(),
      status: fail ? 'FAILED' : 'DONE',
      reason: fail ? 'BANK_REJECTED: the issuing bank refused the refund' : null,
      attempts: (previous?.attempts ?? 0) + 1,
      createdAt: previous?.createdAt ?? at,
      occurredAt: at,
    };
    this.byRef.set(refund.refundRef, refund);
    this.save();
    return refund;
  }

  private newGatewayRefundId(): string {
    const taken = new Set([...this.byRef.values()].map((r) => r.gatewayRefundId));
    for (;;) {
      const id = `GRF${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
      if (!taken.has(id)) return id;
    }
  }

  private save(): void {
    writeJsonFile(this.file, { refunds: [...this.byRef.values()], behaviour: this.behaviourValue });
  }
}
