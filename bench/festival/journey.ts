// One devotee's journey, as the SPA makes it: the centres, the ritual list, the month of the chosen date's slots,
// the ritual's variants, POST /order/create (one place, a participant, paid through the gateway: GPMS), the
// sandbox gateway's payment page and its outcome (pay, or leave pending, or fail: the gateway then sends its signed
// notification to the api), and the return page's status call. Each step's time and status are recorded.
import crypto from 'node:crypto';
import { formBody, hiddenInputs, request, type Answer } from './http';

export const STEPS = [
  'centres',
  'rituals',
  'slots',
  'variants',
  'order',
  'gateway page',
  'gateway outcome',
  'status',
] as const;
export type Step = (typeof STEPS)[number];

export interface Festival {
  api: string;
  gateway: string;
  centerId: string;
  productId: string;
  variant: string;
  unitPrice: number;
  /** The released dates' slots, in order. */
  slots: { id: string; startTime: string }[];
}

export interface Devotee {
  index: number;
  token: string;
  address: string;
  outcome: 'pay' | 'pending' | 'fail';
}

export interface Recorder {
  step(step: Step, ms: number, status: number, message?: string): void;
  paid(at: number): void;
  /** The devotee saw no date with places left, or the api refused the chosen one. */
  soldOut(): void;
}

/** Date choice: the first dates of a festival are wanted most (weights 1/(k+1)^0.7 over the 30 dates). */
export function chooseDate(count: number, random: () => number): number {
  const weights = Array.from({ length: count }, (_, k) => 1 / (k + 1) ** 0.7);
  let r = random() * weights.reduce((a, b) => a + b, 0);
  for (let k = 0; k < count; k++) {
    r -= weights[k]!;
    if (r <= 0) return k;
  }
  return count - 1;
}

const ddmmyyyy = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
};

function messageOf(a: Answer): string {
  try {
    return String((JSON.parse(a.body) as { message?: string }).message ?? '');
  } catch {
    return a.body.slice(0, 80);
  }
}

export async function journey(f: Festival, d: Devotee, rec: Recorder, random: () => number): Promise<void> {
  const headers = {
    authorization: `Bearer ${d.token}`,
    'x-forwarded-for': d.address,
    'accept-encoding': 'gzip, br',
  };
  const timed = async (step: Step, go: () => Promise<Answer>): Promise<Answer | null> => {
    const started = performance.now();
    let a: Answer;
    try {
      a = await go();
    } catch (err) {
      rec.step(step, performance.now() - started, 0, (err as Error).message);
      return null;
    }
    const ok = a.status >= 200 && a.status < 400;
    rec.step(step, performance.now() - started, a.status, ok ? undefined : messageOf(a));
    return ok ? a : null;
  };
  const get = (step: Step, path: string) => timed(step, () => request(`${f.api}${path}`, { headers }));

  if (!(await get('centres', '/api/centers/list'))) return;
  if (!(await get('rituals', `/api/products/list?centerId=${f.centerId}`))) return;
  let chosen = chooseDate(f.slots.length, random);
  const month = new Date(f.slots[chosen]!.startTime);
  const monthQuery = `productId=${f.productId}&month=${month.getUTCMonth() + 1}&year=${month.getUTCFullYear()}`;
  // The month's slots answer compressed as a browser accepts it; places left are read from the plain text.
  const slots = await timed('slots', () =>
    request(`${f.api}/api/slots/list?${monthQuery}`, {
      headers: { ...headers, 'accept-encoding': 'identity' },
    }),
  );
  if (!slots) return;
  const left = new Map(
    (JSON.parse(slots.body) as { payload: { id: string; remaining: number }[] }).payload.map((s) => [
      s.id,
      s.remaining,
    ]),
  );
  // A date the calendar shows full is not offered: the devotee takes the next one with places, in that month.
  const open = f.slots.map((s, k) => ({ s, k })).filter(({ s }) => (left.get(s.id) ?? 0) > 0);
  if (!open.some(({ k }) => k === chosen)) {
    const next = open.find(({ k }) => k > chosen) ?? open[0];
    if (!next) {
      rec.soldOut();
      return;
    }
    chosen = next.k;
  }
  if (!(await get('variants', `/api/ritualVariants?${monthQuery}`))) return;
  const slot = f.slots[chosen]!;
  const order = await timed('order', () =>
    request(`${f.api}/api/order/create`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        idempotencyKey: crypto.randomUUID(),
        centerId: f.centerId,
        items: [
          {
            itemId: crypto.randomUUID(),
            productId: f.productId,
            meta: { utm_source: 'festival' },
            slots: [
              {
                slotId: slot.id,
                inPerson: true,
                startTime: slot.startTime,
                meta: {
                  name_1: `Devotee ${d.index}`,
                  nakshatram_1: 'Ashwini',
                  gotram_1: 'Kashyapa',
                  sankalpam_1: 'Health',
                },
                variants: [
                  { name: f.variant, quantity: 1, unitPrice: f.unitPrice, date: ddmmyyyy(slot.startTime) },
                ],
              },
            ],
          },
        ],
      }),
    }),
  );
  if (!order) {
    rec.soldOut();
    return;
  }
  const created = (
    JSON.parse(order.body) as {
      payload: { requestId: string; gatewayForm: { action: string; fields: Record<string, string> } | null };
    }
  ).payload;
  if (!created.gatewayForm) throw new Error(`the order has no gateway form: ${order.body.slice(0, 400)}`);
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const page = await timed('gateway page', () =>
    request(created.gatewayForm!.action, {
      method: 'POST',
      headers: form,
      body: formBody(created.gatewayForm!.fields),
    }),
  );
  if (!page) return;
  const fields: Record<string, string> = { ...hiddenInputs(page.body), action: d.outcome };
  if (d.outcome === 'fail') fields.errorCode = 'CARD_DECLINED';
  const outcome = await timed('gateway outcome', () =>
    request(`${f.gateway}/outcome`, { method: 'POST', headers: form, body: formBody(fields) }),
  );
  if (!outcome) return;
  if (d.outcome === 'pay') rec.paid(performance.now());
  await get('status', `/api/payment/status?requestId=${encodeURIComponent(created.requestId)}`);
}
