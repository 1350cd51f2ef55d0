// A deliberately small RFC 5322 / MIME reader, enough for what the api's mailer sends: headers
// (with RFC 2047 encoded words), text and html bodies of (nested) multipart messages, quoted-printable
// and base64. Bytes are carried as latin1 strings (one char per byte) until the charset is known.

export interface ParsedAttachment {
  filename: string;
  contentType: string;
  size: number;
}

/** An attachment with its decoded bytes (read again from the raw message when a person opens it). */
export interface AttachmentFile extends ParsedAttachment {
  content: Buffer;
}

export interface ParsedMessage {
  from: string;
  to: string;
  cc: string;
  subject: string;
  date: string;
  messageId: string;
  text: string;
  html: string;
  attachments: ParsedAttachment[];
}

type Headers = Map<string, string>;

interface ContentType {
  type: string;
  params: Map<string, string>;
}

function splitHeadersAndBody(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: '' };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function parseHeaders(head: string): Headers {
  const headers: Headers = new Map();
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
  }
  return headers;
}

function decodeBytes(latin1: string, charset: string): string {
  const bytes = Buffer.from(latin1, 'latin1');
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes); // unknown charset label
  }
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function decodeBase64(text: string): string {
  return Buffer.from(text.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64').toString('latin1');
}

/** Decodes RFC 2047 encoded words (`=?utf-8?Q?…?=`, `=?utf-8?B?…?=`) in a header value. */
export function decodeHeaderValue(value: string): string {
  // Raw 8-bit header bytes (SMTPUTF8) are UTF-8.
  const text = decodeBytes(value, 'utf-8');
  return text
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?[^?]+\?[BbQq]\?[^?]*\?=)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, charset: string, encoding: string, data: string) => {
      const bytes =
        encoding.toUpperCase() === 'B' ? decodeBase64(data) : decodeQuotedPrintable(data.replace(/_/g, ' '));
      return decodeBytes(bytes, charset.replace(/\*.*$/, '')); // drop an RFC 2231 language suffix
    });
}

function parseContentType(value: string | undefined): ContentType {
  const [type = '', ...rest] = (value ?? 'text/plain').split(';');
  const params = new Map<string, string>();
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq <= 0) continue;
    const key = param.slice(0, eq).trim().toLowerCase();
    const raw = param.slice(eq + 1).trim();
    params.set(key, raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
  }
  return { type: type.trim().toLowerCase() || 'text/plain', params };
}

function decodeTransfer(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'base64':
      return decodeBase64(body);
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

function splitMultipart(body: string, boundary: string): string[] {
  const delimiter = `--${boundary}`;
  const parts: string[] = [];
  const lines = body.split(/\r?\n/);
  let current: string[] | undefined;
  for (const line of lines) {
    if (line.startsWith(delimiter)) {
      if (current) parts.push(current.join('\r\n'));
      if (line.slice(delimiter.length).startsWith('--')) return parts;
      current = [];
    } else if (current) {
      current.push(line);
    }
  }
  if (current) parts.push(current.join('\r\n'));
  return parts;
}

function filenameOf(headers: Headers, contentType: ContentType): string {
  const disposition = parseContentType(headers.get('content-disposition'));
  const name = disposition.params.get('filename') ?? contentType.params.get('name') ?? '';
  return decodeHeaderValue(name);
}

interface Walked extends Omit<ParsedMessage, 'attachments'> {
  attachments: AttachmentFile[];
}

function walk(headers: Headers, body: string, out: Walked, depth: number): void {
  const contentType = parseContentType(headers.get('content-type'));
  const boundary = contentType.params.get('boundary');
  if (contentType.type.startsWith('multipart/') && boundary && depth < 10) {
    for (const part of splitMultipart(body, boundary)) {
      const { head, body: partBody } = splitHeadersAndBody(part);
      walk(parseHeaders(head), partBody, out, depth + 1);
    }
    return;
  }
  const decoded = decodeTransfer(body, headers.get('content-transfer-encoding'));
  const isAttachment = /^attachment/i.test(headers.get('content-disposition') ?? '');
  const charset = contentType.params.get('charset') ?? 'utf-8';
  if (!isAttachment && contentType.type === 'text/plain' && !out.text) {
    out.text = decodeBytes(decoded, charset);
  } else if (!isAttachment && contentType.type === 'text/html' && !out.html) {
    out.html = decodeBytes(decoded, charset);
  } else {
    out.attachments.push({
      filename: filenameOf(headers, contentType),
      contentType: contentType.type,
      size: decoded.length,
      content: Buffer.from(decoded, 'latin1'),
    });
  }
}

/** Parses a raw RFC 5322 message. */
export function parseMessage(raw: Buffer): ParsedMessage {
  const message = walkMessage(raw);
  return { ...message, attachments: message.attachments.map(({ content: _content, ...a }) => a) };
}

/** The attachments of a raw message with their bytes, in the order `parseMessage` lists them. */
export function attachmentFiles(raw: Buffer): AttachmentFile[] {
  return walkMessage(raw).attachments;
}

function walkMessage(raw: Buffer): Walked {
  const { head, body } = splitHeadersAndBody(raw.toString('latin1'));
  const headers = parseHeaders(head);
  const header = (name: string) => decodeHeaderValue(headers.get(name) ?? '');
  const message: Walked = {
    from: header('from'),
    to: header('to'),
    cc: header('cc'),
    subject: header('subject'),
    date: header('date'),
    messageId: header('message-id'),
    text: '',
    html: '',
    attachments: [],
  };
  walk(headers, body, message, 0);
  return message;
}

/** Bare e-mail addresses found in an address header, lower-cased. */
export function addressesIn(value: string): string[] {
  return (value.match(/[^\s<>,;:"'()]+@[^\s<>,;:"'()]+/g) ?? []).map((a) => a.toLowerCase());
}
