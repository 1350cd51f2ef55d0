// Recurring mandates (docs/providers.md, "Mandates"): set up when a payer accepts a subscription on the hosted page,
// charged on the api's signed request, revoked by the api or cancelled by the payer. Each charge is a transaction
// like any payment (same status query, same signed notification). In memory, saved to mandates.json a moment after
// a change (a month of renewals is thousands of charges; one file write per charge would dominate).
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeJsonFile } from '../shared/json-file';
import type { GatewayError } from './outcomes';
import { TransactionSchema, type Transaction } from './transaction-store';

export const MandateSchema = z.object({
  mandateId: z.string(),
  /** The requestId of the first payment, made on the hosted page. */
  requestId: z.string(),
  programCode: z.string(),
  payerName: z.string(),
  payerEmail: z.string(),
  currency: z.string(),
  callbackUrl: z.string(),
  /** ACTIVE: may be charged; REVOKED: ended by the merchant (the api); CANCELLED: ended by the payer. */
  status: z.enum(['ACTIVE', 'REVOKED', 'CANCELLED']),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  /** Sandbox behaviour for tests and demos: decline this many next charges, answer slowly, notify twice. */
  declineNext: z.number().int().min(0),
  delayMs: z.number().int().min(0),
  duplicateNotifications: z.boolean(),
});
export type Mandate = z.infer<typeof MandateSchema>;
export type MandateBehaviour = Pick<Mandate, 'declineNext' | 'delayMs' | 'duplicateNotifications'>;

export const ChargeSchema = TransactionSchema.extend({ mandateId: z.string() });
export type Charge = z.infer<typeof ChargeSchema>;

/**
 * The mandates of the demo devotee's subscriptions seeded by the api (apps/api/src/seed/families-subscriptions.ts,
 * same ids): known to the gateway from the first start, so that the demo ACTIVE subscription renews through it.
 */
export const DEMO_MANDATES: readonly Pick<Mandate, 'mandateId' | 'status'>[] = [
  { mandateId: 'MDT900000001', status: 'ACTIVE' },
  { mandateId: 'MDT900000002', status: 'ACTIVE' },
  { mandateId: 'MDT900000003', status: 'REVOKED' },
];

function demoMandate({ mandateId, status }: (typeof DEMO_MANDATES)[number]): Mandate {
  const createdAt = '2025-01-01T00:00:00.000Z';
  return {
    mandateId,
    requestId: `DEMO${mandateId.slice(-6)}`,
    programCode: 'us-tennessee',
    payerName: 'Lakshmi Narayanan',
    payerEmail: 'devotee@example.org',
    currency: 'USD',
    callbackUrl: 'http://localhost:8080/gpmsResponse',
    status,
    createdAt,
    endedAt: status === 'ACTIVE' ? null : createdAt,
    declineNext: 0,
    delayMs: 0,
    duplicateNotifications: false,
  };
}

const FileSchema = z.object({ mandates: z.array(MandateSchema), charges: z.array(ChargeSchema) });

export class MandateStore {
  private readonly mandates = new Map<string, Mandate>();
  private readonly charges = new Map<string, Charge>();
  private readonly file: string;
  private saveTimer: NodeJS.Timeout | undefined;

  constructor(dataDir: string) {
    this.file = join(dataDir, 'mandates.json');
    const saved = readJsonFile(this.file, FileSchema);
    for (const m of saved?.mandates ?? []) this.mandates.set(m.mandateId, m);
    for (const c of saved?.charges ?? []) this.charges.set(c.requestId, c);
    // The demo mandates, unless a saved state of them exists (a demo cancel stays cancelled across restarts).
    for (const demo of DEMO_MANDATES) {
      if (!this.mandates.has(demo.mandateId)) this.mandates.set(demo.mandateId, demoMandate(demo));
    }
  }

  /** A new ACTIVE mandate for the first payment of a subscription. */
  create(
    input: Pick<
      Mandate,
      'requestId' | 'programCode' | 'payerName' | 'payerEmail' | 'currency' | 'callbackUrl'
    >,
    now: Date,
  ): Mandate {
    let mandateId: string;
    do mandateId = `MDT${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    while (this.mandates.has(mandateId));
    const mandate: Mandate = {
      ...input,
      mandateId,
      status: 'ACTIVE',
      createdAt: now.toISOString(),
      endedAt: null,
      declineNext: 0,
      delayMs: 0,
      duplicateNotifications: false,
    };
    this.mandates.set(mandateId, mandate);
    this.scheduleSave();
    return mandate;
  }

  get(mandateId: string): Mandate | undefined {
    return this.mandates.get(mandateId);
  }

  /** Newest first. */
  list(): Mandate[] {
    return [...this.mandates.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** Ends an ACTIVE mandate; undefined when it is unknown. An ended mandate stays as it is. */
  end(mandateId: string, status: 'REVOKED' | 'CANCELLED', now: Date): Mandate | undefined {
    const current = this.mandates.get(mandateId);
    if (!current) return undefined;
    if (current.status !== 'ACTIVE') return current;
    const ended: Mandate = { ...current, status, endedAt: now.toISOString() };
    this.mandates.set(mandateId, ended);
    this.scheduleSave();
    return ended;
  }

  setBehaviour(mandateId: string, behaviour: Partial<MandateBehaviour>): Mandate | undefined {
    const current = this.mandates.get(mandateId);
    if (!current) return undefined;
    const next = { ...current, ...behaviour };
    this.mandates.set(mandateId, next);
    this.scheduleSave();
    return next;
  }

  chargeFor(requestId: string): Charge | undefined {
    return this.charges.get(requestId);
  }

  /** Charges of one mandate, oldest first. */
  chargesOf(mandateId: string): Charge[] {
    return [...this.charges.values()]
      .filter((c) => c.mandateId === mandateId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /**
   * Charges the mandate once for `requestId`. Synchronous: a second request with the same requestId (a retry, a
   * second api process) gets the first charge back and money moves once.
   */
  charge(
    mandate: Mandate,
    input: { requestId: string; amount: string; currency: string },
    now: Date,
  ): { charge: Charge; isNew: boolean } {
    const existing = this.charges.get(input.requestId);
    if (existing) return { charge: existing, isNew: false };
    let error: GatewayError | null = null;
    if (mandate.status !== 'ACTIVE') {
      error = {
        errorCode: 'MANDATE_INACTIVE',
        errorReason: 'Mandate not active',
        errorMsg: `The mandate was ${mandate.status.toLowerCase()}`,
      };
    } else if (mandate.declineNext > 0) {
      error = {
        errorCode: 'CARD_DECLINED',
        errorReason: 'Card declined',
        errorMsg: 'Card declined by the issuing bank',
      };
      this.mandates.set(mandate.mandateId, { ...mandate, declineNext: mandate.declineNext - 1 });
    }
    const at = now.toISOString();
    const charge: Charge = {
      transactionId: `TXN${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`,
      requestId: input.requestId,
      mandateId: mandate.mandateId,
      mode: 'subscribe',
      programType: 'SUBSCRIPTION',
      programCode: mandate.programCode,
      payerName: mandate.payerName,
      payerEmail: mandate.payerEmail,
      amount: input.amount,
      currency: input.currency,
      callbackUrl: mandate.callbackUrl,
      status: error ? 'ERROR' : 'COMPLETED',
      errorCode: error?.errorCode ?? null,
      errorReason: error?.errorReason ?? null,
      errorMsg: error?.errorMsg ?? null,
      createdAt: at,
      occurredAt: at,
      notification: { state: 'SENDING', attempts: 0, lastResult: 'not sent yet', lastAttemptAt: null },
    };
    this.charges.set(charge.requestId, charge);
    this.scheduleSave();
    return { charge, isNew: true };
  }

  updateNotification(requestId: string, notification: Transaction['notification']): void {
    const current = this.charges.get(requestId);
    if (!current) return;
    this.charges.set(requestId, { ...current, notification });
    this.scheduleSave();
  }

  /** Writes pending changes now (shutdown). */
  flush(): void {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    writeJsonFile(this.file, { mandates: [...this.mandates.values()], charges: [...this.charges.values()] });
  }

  private scheduleSave(): void {
    if (this.saveTimer) return;
    this.saveTimer = setTimeout(() => this.flush(), 250);
    this.saveTimer.unref();
  }
}
