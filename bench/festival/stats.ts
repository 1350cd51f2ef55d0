// Percentiles and the per-second peak of the rush's recordings.
import { STEPS, type Recorder, type Step } from './journey';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export class Recording implements Recorder {
  readonly times = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
  readonly statuses = new Map<Step, Map<number, number>>(STEPS.map((s) => [s, new Map()]));
  /** "step status message" → count, for every answer that was not 2xx/3xx. */
  readonly refusals = new Map<string, number>();
  readonly paidAt: number[] = [];
  soldOutCount = 0;

  step(step: Step, ms: number, status: number, message?: string) {
    this.times.get(step)!.push(ms);
    const byStatus = this.statuses.get(step)!;
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    if (status < 200 || status >= 400) {
      const key = `${step} | ${status || 'no answer'} | ${message ?? ''}`;
      this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1);
    }
  }
  paid(at: number) {
    this.paidAt.push(at);
  }
  soldOut() {
    this.soldOutCount++;
  }

  stepTable() {
    return STEPS.map((step) => {
      const t = [...this.times.get(step)!].sort((a, b) => a - b);
      const statuses = this.statuses.get(step)!;
      let ok = 0;
      for (const [status, n] of statuses) if (status >= 200 && status < 400) ok += n;
      return {
        step,
        requests: t.length,
        ok,
        'not ok': t.length - ok,
        'p50 ms': Math.round(percentile(t, 50)),
        'p99 ms': Math.round(percentile(t, 99)),
        'max ms': Math.round(t.at(-1) ?? 0),
      };
    });
  }

  /** Paid bookings per second: the best one-second window, and over the rush (first arrival to last payment). */
  paidRate(startedAt: number) {
    const sorted = [...this.paidAt].sort((a, b) => a - b);
    let peak = 0;
    for (let i = 0, j = 0; j < sorted.length; j++) {
      while (sorted[j]! - sorted[i]! >= 1000) i++;
      peak = Math.max(peak, j - i + 1);
    }
    const last = sorted.at(-1);
    const overall = last === undefined ? 0 : sorted.length / Math.max(0.001, (last - startedAt) / 1000);
    return { peak, overall: Math.round(overall * 10) / 10, lastPaidAt: last ?? null };
  }
}
