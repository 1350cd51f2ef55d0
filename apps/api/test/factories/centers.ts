// Centres for a test of its own, instead of the demo's: an Indian centre (INR, Asia/Kolkata) or a US one (USD,
// America/Chicago), paying at the template's unreachable gateway unless told otherwise.
import crypto from 'node:crypto';
import type pg from 'pg';
import { CenterMeta } from '@sannidhi/domain/catalogue';

export interface BuiltCenter {
  centerId: string;
  name: string;
  currency: string;
  timezone: string;
}

const COUNTRIES = {
  IN: { currency: 'INR', timezone: 'Asia/Kolkata', dateFormat: 'dd-MM-yyyy' },
  US: { currency: 'USD', timezone: 'America/Chicago', dateFormat: 'MM/dd/yyyy' },
} as const;

export async function buildCenter(
  pool: pg.Pool,
  overrides: {
    country?: keyof typeof COUNTRIES;
    name?: string;
    isAvailable?: boolean;
    /** The gateway's base: the centre pays at `${gatewayBase}/pay` and subscribes at `${gatewayBase}/subscribe`. */
    gatewayBase?: string;
    /** Further meta (refundOnCancel, refundApprovalAbove, showSubscriptions, …). */
    meta?: Record<string, unknown>;
  } = {},
): Promise<BuiltCenter> {
  const country = overrides.country ?? 'IN';
  const { currency, timezone, dateFormat } = COUNTRIES[country];
  const centerId = `${country.toLowerCase()}-test-${crypto.randomBytes(4).toString('hex')}`;
  const name = overrides.name ?? `Sannidhi Test ${centerId}`;
  const gatewayBase = overrides.gatewayBase ?? 'http://127.0.0.1:9/gateway';
  const meta = CenterMeta.parse({
    timezone,
    dateFormat,
    countryCode: country,
    gpmsRequestURL: `${gatewayBase}/pay`,
    gpmsSubscriptionRequestURL: `${gatewayBase}/subscribe`,
    ...overrides.meta,
  });
  await pool.query(
    `INSERT INTO centers (id, name, label, is_available, currency, contact, treasurer_email, meta, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 100)`,
    [
      centerId,
      name,
      name.replace(/^Sannidhi /, ''),
      overrides.isAvailable ?? true,
      currency,
      { address: '1 Test Street', email: `${centerId}@example.org`, phone: '+91 422 000 0000' },
      `treasurer.${centerId}@example.org`,
      meta,
    ],
  );
  return { centerId, name, currency, timezone };
}
