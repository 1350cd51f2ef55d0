// GET /staff/accounts/collections: a day's collections at a centre per channel — payments paid that day and refunds
// that reached the devotee that day — with the day's close once closed. accounts.view at that centre.
import type { ChannelTotals, Collections, DayClose } from '@sannidhi/domain/contracts/staff-accounts';
import { ACCOUNT_CHANNELS, channelLabel } from '@sannidhi/domain/day-close';
import { channelsForCenter } from '@sannidhi/domain/payment-channels';
import type pg from 'pg';
import { findDayClose, type DayCloseRow } from '../../repositories/day-closes';
import { sumCollected, sumRefunded } from '../../repositories/payments-accounts';
import type { AuthContext } from '../../types';
import { staffCenter, type StaffCenter } from '../centers/staff-center';

/** The per-channel totals of a day: every channel offered at the centre, then any other with money that day. */
export async function dayTotals(
  pool: pg.Pool,
  center: StaffCenter,
  date: string,
): Promise<{ channels: ChannelTotals[]; total: ChannelTotals }> {
  const range = { centerId: center.id, from: date, to: date, timezone: center.timezone };
  const [collected, refunded] = await Promise.all([sumCollected(pool, range), sumRefunded(pool, range)]);
  const offered = channelsForCenter(center.countryCode);
  const names = [
    ...ACCOUNT_CHANNELS.filter((c) => offered.includes(c)),
    ...[...collected, ...refunded].map((r) => r.channel),
  ];
  const channels = [...new Set(names)].map((channel) => {
    const c = collected.find((r) => r.channel === channel);
    const r = refunded.find((x) => x.channel === channel);
    return totalsOf(channel, channelLabel(channel), c?.n ?? 0, c?.total ?? 0, r?.n ?? 0, r?.total ?? 0);
  });
  const sum = (k: 'payments' | 'collected' | 'refunds' | 'refunded') =>
    channels.reduce((n, c) => n + c[k], 0);
  return {
    channels,
    total: totalsOf(
      'ALL',
      'All channels',
      sum('payments'),
      sum('collected'),
      sum('refunds'),
      sum('refunded'),
    ),
  };
}

function totalsOf(
  channel: string,
  label: string,
  payments: number,
  collected: number,
  refunds: number,
  refunded: number,
): ChannelTotals {
  return { channel, label, payments, collected, refunds, refunded, net: collected - refunded };
}

export function dayCloseOf(row: DayCloseRow): DayClose {
  return {
    closedAt: row.closed_at.toISOString(),
    closedBy: row.closed_by_name,
    checked: row.checked,
    mismatches: row.mismatches as DayClose['mismatches'],
    totals: row.totals as DayClose['totals'],
  };
}

export async function getCollections(
  pool: pg.Pool,
  auth: AuthContext,
  q: { center: string; date?: string | undefined },
): Promise<Collections> {
  const center = await staffCenter(pool, auth, 'accounts.view', q.center);
  const date = q.date ?? center.today;
  const [totals, close] = await Promise.all([
    dayTotals(pool, center, date),
    findDayClose(pool, center.id, date),
  ]);
  return {
    center: { id: center.id, name: center.name, timezone: center.timezone, dateFormat: center.dateFormat },
    date,
    currency: center.currency,
    ...totals,
    close: close ? dayCloseOf(close) : null,
  };
}
