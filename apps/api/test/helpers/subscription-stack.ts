// A test app listening on a port, with its own sandbox gateway whose signed notifications reach that app, and a
// subscription ritual with a monthly slot for fourteen months.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildSandbox } from '../../../sandbox/src/app';
import { loadConfig as loadSandboxConfig } from '../../../sandbox/src/config';
import { gatewaySignedHeaders } from '../../../sandbox/src/gateway/signature';
import { createTestApp, type TestApp } from './test-app';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface SubscriptionStack {
  t: TestApp;
  sandbox: FastifyInstance;
  gatewayBase: string;
  close(): Promise<void>;
}

export async function startSubscriptionStack(): Promise<SubscriptionStack> {
  const appPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sannidhi-subscriptions-'));
  const sandbox = await buildSandbox(
    loadSandboxConfig({
      SANDBOX_PORT: '0',
      SANDBOX_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      GATEWAY_NOTIFY_URL: `http://127.0.0.1:${appPort}/api/payment/notification`,
    }),
    { logger: false, gatewayNotifyRetryDelaysMs: [] },
  );
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const gatewayBase = `http://127.0.0.1:${(sandbox.server.address() as net.AddressInfo).port}/gateway`;
  const t = await createTestApp({ env: { GATEWAY_BASE: gatewayBase } });
  await t.app.listen({ host: '127.0.0.1', port: appPort });
  return {
    t,
    sandbox,
    gatewayBase,
    async close() {
      await t.close();
      await sandbox.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SubscriptionRitual {
  productId: string;
  firstSlotId: string;
  firstSlotStart: string;
  unitPrice: number;
}

/** A monthly prasadam ritual at the US centre: $31.00 a month, an online slot on the 5th of each month. */
export async function buildSubscriptionRitual(pool: pg.Pool, months = 14): Promise<SubscriptionRitual> {
  const productId = `sub-${crypto.randomBytes(4).toString('hex')}`;
  const unitPrice = 3100;
  await pool.query(
    `INSERT INTO products (id, center_id, name, price, category, type, delivery_mode, is_subscription, config)
     VALUES ($1, 'us-tennessee', $2, $3, 'DEVI_OFFERINGS', 'DEVI_ABHISHEKAM', 'ONLINE', true, $4)`,
    [
      productId,
      `Monthly Prasadam ${productId}`,
      unitPrice,
      {
        canCancel: true,
        canReschedule: false,
        cutOffHours: 2,
        calendar: { title: 'Your first month starts on', layout: 'DEFAULT' },
        prasadam: { askWhen: 'online-only' },
        sections: ['CALENDAR', 'PRASADAM', 'SUBSCRIPTION'],
      },
    ],
  );
  await pool.query(
    "INSERT INTO product_variants (id, product_id, name, unit_price, max_quantity) VALUES ($1, $2, 'Every month', $3, 1)",
    [`${productId}-monthly`, productId, unitPrice],
  );
  const now = new Date();
  let first: { id: string; start: Date } | undefined;
  for (let i = 1; i <= months; i += 1) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 5, 23, 0));
    const { rows } = await pool.query<{ id: string }>(
      'INSERT INTO slots (product_id, start_time, in_person, capacity) VALUES ($1, $2, false, 40) RETURNING id',
      [productId, start],
    );
    first ??= { id: rows[0]!.id, start };
  }
  return { productId, firstSlotId: first!.id, firstSlotStart: first!.start.toISOString(), unitPrice };
}

export const US_ADDRESS = {
  name: 'Lakshmi Narayanan',
  code: '+1',
  phone: '6155550123',
  country: 'US',
  pinCode: '37355',
  city: 'Manchester',
  state: 'Tennessee',
  line1: '951 Isha Lane, Suite 4',
  line2: '',
  line3: '',
};

export function subscriptionOrderBody(r: SubscriptionRitual, overrides: Record<string, unknown> = {}) {
  const d = new Date(r.firstSlotStart);
  const date = `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
  return {
    idempotencyKey: crypto.randomUUID(),
    centerId: 'us-tennessee',
    items: [
      {
        itemId: crypto.randomUUID(),
        productId: r.productId,
        meta: { members: [{ name: 'Lakshmi' }] },
        hasPrasadam: true,
        prasadamDeliveryAddress: US_ADDRESS,
        subscriptionType: 'recurring',
        slots: [
          {
            slotId: r.firstSlotId,
            inPerson: false,
            startTime: r.firstSlotStart,
            meta: {},
            hasPrasadam: true,
            variants: [{ name: 'Every month', quantity: 1, unitPrice: r.unitPrice, date }],
          },
        ],
      },
    ],
    ...overrides,
  };
}

/**
 * Goes through the gateway's subscription form as the browser does: posts the app's form to /subscribe, then the
 * hosted page's choice (pay = accept the mandate, fail = the bank declines it, cancel = the payer backs out, pending =
 * the payer leaves it pending).
 */
export async function answerSubscriptionForm(
  gatewayBase: string,
  fields: Record<string, string>,
  action: 'pay' | 'fail' | 'cancel' | 'pending',
  form: 'subscribe' | 'pay' = 'subscribe',
): Promise<Response> {
  const page = await fetch(`${gatewayBase}/${form}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  const html = await page.text();
  if (page.status !== 200) throw new Error(`subscribe page answered ${page.status}: ${html.slice(0, 300)}`);
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(payment_request(?:_sig)?)" value="([^"]*)"/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
  return fetch(`${gatewayBase}/outcome`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...hidden,
      action,
      ...(action === 'fail' ? { errorCode: 'CARD_DECLINED' } : {}),
    }),
    redirect: 'manual',
  });
}

/** Sets a mandate's sandbox behaviour (decline the next charges, answer slowly, notify twice). */
export async function setMandateBehaviour(
  gatewayBase: string,
  mandateId: string,
  behaviour: { declineNext?: number; delayMs?: number; duplicateNotifications?: boolean },
): Promise<void> {
  const res = await fetch(`${gatewayBase}/mandates/${mandateId}/behaviour`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(behaviour),
  });
  if (!res.ok) throw new Error(`behaviour answered ${res.status}`);
}

/** The gateway's own record of a mandate and its charges (signed query, as the api would make it). */
export async function mandateAtGateway(
  gatewayBase: string,
  secret: string,
  mandateId: string,
): Promise<{ status: string; charges: { requestId: string; status: string; amount: string }[] }> {
  const res = await fetch(`${gatewayBase}/api/mandates/${mandateId}`, {
    headers: gatewaySignedHeaders(secret, mandateId),
  });
  return (await res.json()) as {
    status: string;
    charges: { requestId: string; status: string; amount: string }[];
  };
}
