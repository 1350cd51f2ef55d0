// Received messages, in memory, newest first; the oldest are dropped beyond the cap.
import {
  addressesIn,
  attachmentFiles,
  parseMessage,
  type AttachmentFile,
  type ParsedMessage,
} from './parse-message';

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
  /** Each kept message's source, as received, for "view source" and its attachments. */
  private raws = new Map<string, Buffer>();
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
    this.raws.set(message.id, raw);
    for (const dropped of this.messages.splice(this.cap)) this.raws.delete(dropped.id);
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

  /** The message's source as it arrived over SMTP. */
  raw(id: string): Buffer | undefined {
    return this.raws.get(id);
  }

  /** The message's attachment at `index` (0-based, as listed), with its bytes. */
  attachment(id: string, index: number): AttachmentFile | undefined {
    const raw = this.raws.get(id);
    return raw ? attachmentFiles(raw)[index] : undefined;
  }

  clear(): void {
    this.messages = [];
    this.raws.clear();
  }
}
