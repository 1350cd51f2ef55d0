// The operator's metrics (docs/operations.md, "Metrics"), in Prometheus' text format on their own port, never on the
// public origins (lib/metrics-server.ts). Requests are counted by route pattern wherever they are answered: by
// Fastify (plugins/request-log.ts) and at the door of kept answers (lib/shared-answers.ts). What PostgreSQL knows
// (job backlogs, payments by status, failed refunds, today's places) is read once per scrape, not per request.
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { createRequestMetrics } from './request-metrics';
import {
  countFailedRefunds,
  countPaymentsByStatus,
  findSlotsOfToday,
  readJobBacklogs,
} from '../repositories/operations-gauges';

/** The background jobs whose runs are timed (services/jobs/run-jobs.ts). */
export type JobName =
  | 'payment-expiry'
  | 'terminal-recheck'
  | 'pre-debit-notices'
  | 'renewals'
  | 'refunds'
  | 'reminders'
  | 'waiting-list'
  | 'mail'
  | 'erasure'
  | 'retention'
  | 'reconciliation';

export interface Metrics {
  readonly registry: Registry;
  /** One answered request: its route pattern ('unmatched' when none), status and seconds taken. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** One run of a job, ended well or not. */
  observeJob(job: JobName, seconds: number, ok: boolean): void;
  /** The findings of the last reconciliation check. */
  reconciled(findings: number): void;
  /** The text Prometheus scrapes: the database's gauges are read first. */
  scrape(): Promise<string>;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(pool: pg.Pool): Metrics {
  const registry = new Registry();
  // Process CPU and memory, heap, GC and event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const registers = [registry];

  const requests = createRequestMetrics(registry, LATENCY_BUCKETS);

  new Gauge({
    name: 'sannidhi_pg_pool_connections',
    help: 'PostgreSQL connections of this process, in use by a query or transaction, or idle',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'sannidhi_pg_pool_waiting',
    help: 'Requests waiting for a free PostgreSQL connection in this process',
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: 'sannidhi_pg_pool_max',
    help: 'The pool size of this process (PG_POOL_MAX)',
    registers,
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });

  const jobRuns = new Counter({
    name: 'sannidhi_job_runs_total',
    help: 'Runs of each background job, by outcome',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'sannidhi_job_run_duration_seconds',
    help: 'How long one run of a background job took',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers,
  });
  const jobLastRun = new Gauge({
    name: 'sannidhi_job_last_run_timestamp_seconds',
    help: 'When each background job last ended a run in this process (Unix time)',
    labelNames: ['job'] as const,
    registers,
  });
  const backlog = new Gauge({
    name: 'sannidhi_job_backlog',
    help: 'Rows due for a job and not yet done (payment-expiry, mail, renewals, refunds)',
    labelNames: ['job'] as const,
    registers,
  });
  const lag = new Gauge({
    name: 'sannidhi_job_lag_seconds',
    help: 'Seconds since the oldest row still due for a job fell due (0: nothing waits)',
    labelNames: ['job'] as const,
    registers,
  });
  const payments = new Gauge({
    name: 'sannidhi_payments',
    help: 'Payments by status (all time; the COMPLETED count rises by one per paid checkout)',
    labelNames: ['status'] as const,
    registers,
  });
  const refundsFailed = new Gauge({
    name: 'sannidhi_refunds_failed',
    help: 'Refunds the gateway did not complete (FAILED), retried or waiting for staff',
    registers,
  });
  const slotBooked = new Gauge({
    name: 'sannidhi_slot_places_booked',
    help: "Places booked on each of today's slots (each centre's today)",
    labelNames: ['center', 'ritual', 'slot', 'start'] as const,
    registers,
  });
  const slotCapacity = new Gauge({
    name: 'sannidhi_slot_places_capacity',
    help: "Capacity of each of today's slots",
    labelNames: ['center', 'ritual', 'slot', 'start'] as const,
    registers,
  });
  const mismatches = new Gauge({
    name: 'sannidhi_reconciliation_mismatches',
    help: 'Findings of the last reconciliation check in this process (docs/operations.md, "Reconciliation")',
    registers,
  });
  const reconciledAt = new Gauge({
    name: 'sannidhi_reconciliation_last_run_timestamp_seconds',
    help: 'When this process last ran the reconciliation check (Unix time)',
    registers,
  });
  const databaseRead = new Gauge({
    name: 'sannidhi_metrics_database_read_ok',
    help: '1 when the last scrape read its gauges from PostgreSQL, 0 when that failed (they keep their values)',
    registers,
  });

  async function readDatabase() {
    try {
      // One after the other: a scrape takes one pooled connection at a time.
      const backlogs = await readJobBacklogs(pool);
      const byStatus = await countPaymentsByStatus(pool);
      const failed = await countFailedRefunds(pool);
      const slots = await findSlotsOfToday(pool);
      for (const row of backlogs) {
        backlog.set({ job: row.job }, row.backlog);
        lag.set({ job: row.job }, Math.max(0, row.lag_seconds));
      }
      payments.reset();
      for (const row of byStatus) payments.set({ status: row.status }, row.count);
      refundsFailed.set(failed);
      slotBooked.reset();
      slotCapacity.reset();
      for (const s of slots) {
        const labels = { center: s.center_id, ritual: s.product_id, slot: s.slot_id, start: s.start };
        slotBooked.set(labels, s.booked);
        slotCapacity.set(labels, s.capacity);
      }
      databaseRead.set(1);
    } catch {
      databaseRead.set(0);
    }
  }

  return {
    registry,
    observeRequest: requests.observe,
    observeJob(job, seconds, ok) {
      jobRuns.inc({ job, outcome: ok ? 'ok' : 'failed' });
      jobDuration.observe({ job }, seconds);
      jobLastRun.set({ job }, Date.now() / 1000);
    },
    reconciled(findings) {
      mismatches.set(findings);
      reconciledAt.set(Date.now() / 1000);
    },
    async scrape() {
      await readDatabase();
      return registry.metrics();
    },
  };
}
