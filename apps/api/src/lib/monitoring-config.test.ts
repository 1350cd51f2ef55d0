// The operator's files (deploy/prometheus, deploy/grafana, compose.yaml) parse, and every series their alert rules and
// dashboard ask for is one the api exports (lib/metrics.ts) or Prometheus' own `up`: a renamed metric fails here, not
// on a festival day.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createMetrics } from './metrics';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The series the api registers (no query runs: the pool is only asked for its counts at a scrape). */
const pool = { totalCount: 0, idleCount: 0, waitingCount: 0, options: { max: 10 } } as unknown as pg.Pool;
const exported = new Set([
  ...createMetrics(pool)
    .registry.getMetricsAsArray()
    .map((m) => m.name),
  'up',
]);

/** Metric names a PromQL expression reads (histogram series by their family's name). */
function seriesIn(expr: string): string[] {
  const names = expr.match(/\b(?:sannidhi|http|nodejs|process)_[a-z0-9_]+|\bup(?=\{)/g) ?? [];
  return names.map((n) => n.replace(/_(bucket|count|sum)$/, ''));
}

function balanced(expr: string): boolean {
  let depth = 0;
  for (const c of expr.replace(/"[^"]*"/g, '')) {
    if ('({['.includes(c)) depth++;
    if (')}]'.includes(c)) depth--;
    if (depth < 0) return false;
  }
  return depth === 0;
}

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: { severity?: string };
  annotations?: { summary?: string };
}

describe('monitoring files', () => {
  it('alert rules: each named, with a known series, a severity and a summary; the issue’s five are there', () => {
    const doc = parse(read('deploy/prometheus/alerts.yml')) as { groups: { name: string; rules: Rule[] }[] };
    const rules = doc.groups.flatMap((g) => g.rules);
    for (const rule of rules) {
      expect(rule.alert).toMatch(/^Sannidhi[A-Za-z0-9]+$/);
      expect(balanced(rule.expr), rule.alert).toBe(true);
      expect(seriesIn(rule.expr).length, rule.alert).toBeGreaterThan(0);
      for (const name of seriesIn(rule.expr)) expect(exported, `${rule.alert}: ${name}`).toContain(name);
      if (rule.for) expect(rule.for).toMatch(/^\d+[smh]$/);
      expect(['page', 'ticket']).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary).toBeTruthy();
    }
    const names = rules.map((r) => r.alert);
    expect(new Set(names).size).toBe(names.length);
    for (const wanted of [
      'SannidhiHigh5xxRate',
      'SannidhiJobLag',
      'SannidhiReconciliationMismatch',
      'SannidhiRefundsFailed',
      'SannidhiPoolWaiting',
    ])
      expect(names).toContain(wanted);
    // docs/operations.md says what each one means and what to do.
    const operations = read('docs/operations.md');
    for (const name of names) expect(operations, name).toContain(`\`${name}\``);
  });

  it('Prometheus scrapes the api on its metrics port and loads the rules', () => {
    const config = parse(read('deploy/prometheus/prometheus.yml')) as {
      rule_files: string[];
      scrape_configs: { job_name: string; dns_sd_configs: { port: number }[] }[];
    };
    expect(config.rule_files).toContain('/etc/prometheus/alerts.yml');
    const api = config.scrape_configs.find((c) => c.job_name === 'sannidhi-api');
    expect(api?.dns_sd_configs[0]?.port).toBe(9464);
  });

  it('the festival dashboard asks only for exported series, and has the festival view’s panels', () => {
    const dashboard = JSON.parse(read('deploy/grafana/dashboards/festival.json')) as {
      uid: string;
      panels: { title: string; targets: { expr: string }[] }[];
    };
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));
    for (const expr of exprs) {
      expect(balanced(expr), expr).toBe(true);
      for (const name of seriesIn(expr)) expect(exported, name).toContain(name);
    }
    const titles = dashboard.panels.map((p) => p.title).join(' | ');
    for (const wanted of [/Bookings per second/, /p99/, /Errors/, /pool/, /Job lag/, /Mail backlog/])
      expect(titles).toMatch(wanted);
    const provider = parse(read('deploy/grafana/provisioning/dashboards/sannidhi.yaml')) as {
      providers: { options: { path: string } }[];
    };
    expect(provider.providers[0]?.options.path).toBe('/var/lib/grafana/dashboards');
  });

  it('compose runs Prometheus and Grafana with these files, and never publishes the metrics port', () => {
    const compose = parse(read('compose.yaml'), { merge: true }) as {
      services: Record<
        string,
        { volumes?: string[]; ports?: string[]; environment?: Record<string, string> }
      >;
    };
    for (const service of ['prometheus', 'grafana']) {
      for (const volume of compose.services[service]?.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('./')) expect(fs.existsSync(path.join(root, source)), source).toBe(true);
      }
    }
    expect(compose.services.api?.environment?.METRICS_PORT).toBe('9464');
    const published = Object.values(compose.services).flatMap((s) => s.ports ?? []);
    expect(published.some((p) => p.includes('9464'))).toBe(false);
    expect(read('Dockerfile')).toMatch(/^FROM node:24-bookworm-slim AS runtime$/m);
  });
});
