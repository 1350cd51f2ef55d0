// GET /staff/accounts/export: the payments paid and refunds done at a centre over a range of days, as CSV streamed
// in batches read by keyset (a long export neither buffers nor holds a transaction). The row count goes ahead in a
// header so the page can show progress. accounts.view at that centre.
import { Readable } from 'node:stream';
import { channelLabel } from '@sannidhi/domain/day-close';
import type pg from 'pg';
import {
  countExportRows,
  exportBatch,
  type DayRange,
  type ExportRow,
} from '../../repositories/payments-accounts';
import type { AuthContext } from '../../types';
import { csvField, csvLine } from './csv';
import { staffCenter } from '../centers/staff-center';

const BATCH = 500;

export const EXPORT_COLUMNS = [
  'kind',
  'local_date',
  'local_time',
  'at_utc',
  'request_id',
  'channel',
  'status',
  'amount_minor',
  'amount',
  'currency',
  'reference',
  'bank',
  'devotee_email',
  'booking_ids',
] as const;

function localParts(at: Date, timezone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const p = (t: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === t)?.value ?? '';
  return {
    date: `${p('year')}-${p('month')}-${p('day')}`,
    time: `${p('hour')}:${p('minute')}:${p('second')}`,
  };
}

export function exportLine(r: ExportRow, timezone: string): string {
  const local = localParts(r.at, timezone);
  return csvLine([
    r.kind,
    local.date,
    local.time,
    r.at.toISOString(),
    csvField(r.request_id, { text: true }),
    csvField(channelLabel(r.channel), { text: true }),
    r.status,
    String(r.amount),
    (r.amount / 100).toFixed(2),
    r.currency,
    csvField(r.reference, { text: true }),
    csvField(r.bank, { text: true }),
    csvField(r.devotee_email, { text: true }),
    csvField(r.booking_ids.join(' '), { text: true }),
  ]);
}

async function* lines(pool: pg.Pool, range: DayRange): AsyncGenerator<string> {
  yield csvLine([...EXPORT_COLUMNS]);
  let after: { at: Date; key: string } | null = null;
  for (;;) {
    const rows = await exportBatch(pool, range, after, BATCH);
    if (rows.length) yield rows.map((r) => exportLine(r, range.timezone)).join('');
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, key: last.key };
  }
}

export async function exportCollections(
  pool: pg.Pool,
  auth: AuthContext,
  q: { center: string; from: string; to: string },
): Promise<{ rows: number; filename: string; stream: Readable }> {
  const center = await staffCenter(pool, auth, 'accounts.view', q.center);
  const range = { centerId: center.id, from: q.from, to: q.to, timezone: center.timezone };
  const rows = await countExportRows(pool, range);
  const span = q.from === q.to ? q.from : `${q.from}_${q.to}`;
  return {
    rows,
    filename: `collections-${center.id}-${span}.csv`,
    stream: Readable.from(lines(pool, range)),
  };
}
