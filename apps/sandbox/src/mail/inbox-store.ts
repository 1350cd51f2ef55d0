// Received messages, in memory, newest first; the oldest are dropped beyond the cap.
import { addressesIn, parseMessage, type ParsedMessage } from './parse-message';

export const INBOX_CAP = 500;

export interface StoredMessage extends ParsedMessage {
  id: string;
  receivedAt: string;
  envelopeFrom: string;
  envelopeTo: string[];
  size: number;
}

export interface Envelope {
  from: string;
  to: string[];
}

export class InboxStore {
  private messages: StoredMessage[] = []; // newest first
  private nextId = 1;

  constructor(private readonly cap = INBOX_CAP) {}

  add(raw: Buffer, envelope: Envelope, receivedAt = new Date()): StoredMessage {
    const message: StoredMessage = {
      id: String(this.nextId++),
      receivedAt: receivedAt.toISOString(),
      envelopeFrom: envelope.from,
      envelopeTo: envelope.to,
      size: raw.length,
      ...parseMessage(raw),
    };
    this.messages.unshift(message);
    if (this.messages.length > this.cap) this.messages.length = this.cap;
    return message;
  }

  /** Newest first; with `to`, only messages whose envelope or To/Cc holds that address. */
  list(filter: { to?: string } = {}): StoredMessage[] {
    const wanted = filter.to?.trim().toLowerCase();
    if (!wanted) return [...this.messages];
    return this.messages.filter((m) =>
      [...m.envelopeTo.map((a) => a.toLowerCase()), ...addressesIn(m.to), ...addressesIn(m.cc)].includes(
        wanted,
      ),
    );
  }

  get(id: string): StoredMessage | undefined {
    return this.messages.find((m) => m.id === id);
  }

  clear(): void {
    this.messages = [];
  }
}
