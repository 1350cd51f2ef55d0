// Every audit action the api writes reads as a sentence of its own on the audit log (issue 26): the actions are
// gathered from the services' sources (and the statuses a payment's `payment.<status>` takes), never listed by hand.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { auditFallbackSentence, auditSentence } from '@sannidhi/domain/audit-entry';
import { PaymentStatus } from '@sannidhi/domain/enums';

const SERVICES = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [readFileSync(join(dir, e.name), 'utf8')]
        : [],
  );
}

/** The action literals of every `action:` the services write (plain, or either side of a `? :`). */
function writtenActions(): string[] {
  const found = new Set<string>();
  for (const text of sources(SERVICES)) {
    for (const m of text.matchAll(/action:\s*([^,\n]+)/g)) {
      for (const lit of (m[1] ?? '').matchAll(/'([a-zA-Z]+\.[a-zA-Z_.]+)'/g)) found.add(lit[1] ?? '');
      if ((m[1] ?? '').includes('`payment.${')) {
        for (const s of PaymentStatus.options) found.add(`payment.${s.toLowerCase()}`);
      }
    }
  }
  return [...found].sort();
}

describe('the audit log says every action the api writes in a sentence of its own', () => {
  const actions = writtenActions();
  it('finds the actions (the order placed by SQL place_order among them)', () => {
    expect(actions).toContain('order.create');
    expect(actions).toContain('payment.completed');
    expect(actions).toContain('subscription.pause');
    expect(actions.length).toBeGreaterThan(40);
  });
  it.each(actions)('%s', (action) => {
    const sentence = auditSentence(
      { action, entity: 'x', data: {} },
      { currency: 'USD', timezone: 'America/Chicago' },
    );
    expect(sentence).not.toBe(auditFallbackSentence(action));
    // Not the action's own words back ("Order create.", "Payment completed.", "Subscription: pause.").
    const letters = (t: string) => t.toLowerCase().replace(/[^a-z]/g, '');
    expect(letters(sentence)).not.toBe(letters(action));
    expect(sentence).not.toMatch(/[a-z][A-Z]|_|\.[a-z]/);
  });
});
