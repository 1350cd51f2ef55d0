// Card-terminal transactions, in memory and persisted to terminal.json.
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeJsonFile } from '../shared/json-file';

export const TERMINAL_KINDS = ['US_CARD_TERMINAL', 'CARD_MACHINE'] as const;
export type TerminalKind = (typeof TERMINAL_KINDS)[number];
export type TerminalStatus = 'WAITING' | 'APPROVED' | 'DECLINED' | 'CANCELLED';

export const TerminalTransactionSchema = z.object({
  transactionId: z.string(),
  requestId: z.string(),
  /** Minor units (cents, paise). */
  amount: z.number().int(),
  currency: z.string(),
  kind: z.enum(TERMINAL_KINDS),
  status: z.enum(['WAITING', 'APPROVED', 'DECLINED', 'CANCELLED']),
  errorMsg: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TerminalTransaction = z.infer<typeof TerminalTransactionSchema>;

const FileSchema = z.object({ transactions: z.array(TerminalTransactionSchema) });

export interface NewTerminalTransaction {
  requestId: string;
  amount: number;
  currency: string;
  kind: TerminalKind;
}

/** What each reader button does. */
export const READER_ACTIONS = {
  approve: { status: 'APPROVED', errorMsg: null },
  decline: { status: 'DECLINED', errorMsg: 'Card declined' },
  cancel: { status: 'CANCELLED', errorMsg: 'Transaction cancelled on the terminal' },
} as const satisfies Record<string, { status: TerminalStatus; errorMsg: string | null }>;
export type ReaderAction = keyof typeof READER_ACTIONS;

export class TerminalStore {
  private readonly byId = new Map<string, TerminalTransaction>();
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = join(dataDir, 'terminal.json');
    for (const t of readJsonFile(this.file, FileSchema)?.transactions ?? [])
      this.byId.set(t.transactionId, t);
  }

  get(transactionId: string): TerminalTransaction | undefined {
    return this.byId.get(transactionId);
  }

  /** Newest first. */
  list(): TerminalTransaction[] {
    return [...this.byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  waitingFor(requestId: string): TerminalTransaction | undefined {
    return this.list().find((t) => t.requestId === requestId && t.status === 'WAITING');
  }

  create(input: NewTerminalTransaction, now: Date): TerminalTransaction {
    const at = now.toISOString();
    const transaction: TerminalTransaction = {
      transactionId: this.newId(),
      ...input,
      status: 'WAITING',
      errorMsg: null,
      createdAt: at,
      updatedAt: at,
    };
    this.byId.set(transaction.transactionId, transaction);
    this.save();
    return transaction;
  }

  /** Applies a reader button to a WAITING transaction; undefined when it is unknown or already done. */
  finish(transactionId: string, action: ReaderAction, now: Date): TerminalTransaction | undefined {
    const current = this.byId.get(transactionId);
    if (!current || current.status !== 'WAITING') return undefined;
    const finished: TerminalTransaction = {
      ...current,
      ...READER_ACTIONS[action],
      updatedAt: now.toISOString(),
    };
    this.byId.set(transactionId, finished);
    this.save();
    return finished;
  }

  private newId(): string {
    for (;;) {
      const id = `TRM${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
      if (!this.byId.has(id)) return id;
    }
  }

  private save(): void {
    writeJsonFile(this.file, { transactions: [...this.byId.values()] });
  }
}
