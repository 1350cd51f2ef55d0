// A short run of the festival bench (npm run bench:festival) so that it cannot rot: a dozen devotees through the
// whole journey on the bench's own stack, and its verdicts as a caller reads them — every paid checkout a booking,
// no oversell, the reconciliation check clean, every mail in the sandbox's inbox.
import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';

interface Figures {
  steps: { step: string; requests: number; ok: number }[];
  notOk: { step: string; status: string; message: string; count: number }[];
  paidAtGateway: number;
  paidPerSecond: { peak: number; overall: number };
  resources: { api: { cpuCores: number; peakMb: number }; postgres: { cpuCores: number; peakMb: number } };
  oversell: { capacity: number; booked: number; held: number; slotsOverCapacity: number };
  reconciliationFindings: Record<string, number>;
  payments: Record<string, number>;
  mail: {
    confirmations: number;
    sent: number;
    queued: number;
    inboxShows: number;
    secondsAfterLastPayment: number;
  };
}

function runBench(env: Record<string, string>): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/festival.ts'], {
      env: { ...process.env, FESTIVAL_JSON: '1', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the bench ended with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)!) as Figures);
    });
  });
}

it('runs a festival opening end to end and finds every guarantee kept', { timeout: 240_000 }, async () => {
  const f = await runBench({
    FESTIVAL_DEVOTEES: '12',
    FESTIVAL_RAMP_SECONDS: '1',
    FESTIVAL_CAPACITY: '40',
    FESTIVAL_MAIL_WAIT_SECONDS: '90',
    FESTIVAL_PORT_OFFSET: '1720',
  });
  // Every devotee went through every step, and nothing answered other than 2xx/3xx.
  for (const step of f.steps) expect(step, step.step).toMatchObject({ requests: 12, ok: 12 });
  expect(f.notOk).toEqual([]);
  // Devotees 3 fails, 7 leaves pending, the ten others pay (bench/festival.ts).
  expect(f.paidAtGateway).toBe(10);
  expect(f.payments).toEqual({ COMPLETED: 10, ERROR: 1, PENDING: 1 });
  expect(f.paidPerSecond.peak).toBeGreaterThan(0);
  expect(f.resources.api.peakMb).toBeGreaterThan(0);
  expect(f.resources.postgres.peakMb).toBeGreaterThan(0);
  // Places: the paid and the pending hold theirs, the failed one released its place; nothing oversold.
  expect(f.oversell).toMatchObject({ booked: 11, held: 11, slotsOverCapacity: 0 });
  expect(f.reconciliationFindings).toEqual({});
  // One confirmation per paid checkout, every mail sent and in the sandbox's inbox.
  expect(f.mail).toMatchObject({ confirmations: 10, queued: 0 });
  expect(f.mail.inboxShows).toBe(f.mail.sent);
  expect(f.mail.secondsAfterLastPayment).toBeGreaterThanOrEqual(0);
});
