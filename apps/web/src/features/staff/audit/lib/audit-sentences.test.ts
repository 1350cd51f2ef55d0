// The audit log in the interface language (issue 28): in English, word for word the domain's sentences (so the two
// cannot drift apart), every action the domain says has a sentence here, and in Tamil no English words but values.
import fs from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ENTITY_LABELS,
  AUDIT_PAYMENT_SENTENCES,
  auditDetailLines,
  auditEntityLabel,
  auditFallbackSentence,
  auditSentence,
  type AuditEntryFacts,
} from '@sannidhi/domain/audit-entry';
import { StaffRole } from '@sannidhi/domain/enums';
import { loadCalendarWords } from '../../../../lib/calendar-words';
import {
  AUDIT_ENTITY_MESSAGES,
  auditDetailLinesIn,
  auditEntityLabelIn,
  auditSentenceIn,
  FIELD_MESSAGES,
} from './audit-sentences';

const INDIA = { currency: 'INR', timezone: 'Asia/Kolkata' };
const US = { currency: 'USD', timezone: 'America/Chicago' };
const english = setupI18n({ locale: 'en', messages: { en: {} } });
english.setMessagesCompiler(compileMessage);

type Data = AuditEntryFacts['data'];
const BOOKING = { bookingId: 'SAN0001234' };

/** One entry per action (several where a sentence has optional parts). */
const SAMPLES: Readonly<Record<string, readonly Data[]>> = {
  'checkin.mark': [
    { ...BOOKING, to: 'COMPLETED' },
    { ...BOOKING, to: 'NO_SHOW' },
    { to: 'NOT_COMPLETED' },
    { ...BOOKING, to: 'SOMETHING_ELSE' },
  ],
  'checkin.undo': [BOOKING, { ...BOOKING, reason: 'Marked the wrong family' }, {}],
  'accounts.closeDay': [
    { date: '2026-11-25', checked: 1, mismatches: 0, net: 2100 },
    { date: '2026-11-26', checked: 12, mismatches: 1, net: 1000000 },
  ],
  'role.grant': [
    { role: 'SEVAKA', email: 'a@b.org' },
    { role: 'SOME_NEW_ROLE', email: 'a@b.org' },
  ],
  'role.remove': [{ role: 'CENTER_ADMIN', email: 'priya@example.org' }],
  'ritual.create': [{ after: { name: 'Rudrabhishekam' } }, {}],
  'ritual.update': [{ after: { name: 'Ganapathi Homam' } }, {}],
  'package.create': [{ name: 'Festival package' }],
  'package.update': [{ name: 'Festival package' }],
  'centre.update': [{}],
  'image.upload': [{ contentType: 'image/png', bytes: 2048 }],
  'schedule.capacity': [
    { from: 20, to: 30, booked: 4 },
    { from: null, to: 5, booked: 1 },
  ],
  'schedule.close': [
    { slotIds: ['a'] },
    { slotIds: ['a', 'b', 'c'], date: '2026-12-01', held: 2, reason: 'Temple closed for the eclipse' },
    { slotIds: ['a', 'b'], date: '2026-12-01', held: 1 },
    { slotIds: ['a'], held: 0, reason: 'Repairs' },
  ],
  'schedule.reopen': [{ slotIds: ['a'] }, { slotIds: ['a', 'b'] }],
  'schedule.rule.add': [{ capacity: 10, times: ['06:30'] }],
  'schedule.rule.remove': [{}],
  'schedule.generate': [{ days: 1 }, { days: 30 }],
  'refund.approve': [{ refundRef: 'RF-1001', amount: 150000 }],
  'refund.retry': [{ refundRef: 'RF-1001' }],
  'refund.done_outside': [
    { refundRef: 'RF-1001', amount: 2500, method: 'CASH' },
    { refundRef: 'RF-1002', amount: 2500, method: 'CHEQUE', note: 'Given to her son' },
  ],
  'refund.failed': [{ refundRef: 'RF-1001' }],
  'order.cancel': [{ orderIds: ['a'] }, { orderIds: ['a', 'b'], refundAmount: 5000 }],
  'order.reschedule': [{ orderIds: ['a'] }],
  'order.hold': [{ orderIds: ['a'] }, { orderIds: ['a', 'b'], reason: 'Priest unwell' }],
  'order.delivery': [
    { from: { deliveryStatus: 'PACKED' }, to: { deliveryStatus: 'SHIPPED' } },
    { from: 'PENDING', to: 'PACKED' },
    { to: 'DELIVERED' },
  ],
  'sso.createProfile': [{ email: 'new@example.org' }],
  'bookingPerson.save': [{ onBehalf: true }],
  'family.create': [{}],
  'family.update': [{}],
  'order.create': [
    { orders: 1, amount: 2500, channel: 'CASH' },
    { orders: 2, amount: 110000, channel: 'QR_CODE' },
    { orders: 3, amount: 110000 },
  ],
  'payment.completed': [{}, { late: true }],
  'payment.lateRefund': [{ reason: 'slot-closed' }, { reason: 'places-taken' }, {}],
  'payment.refunded': [{ refundRef: 'RF-1001', amount: 2500 }],
  'payment.partially_refunded': [{ refundRef: 'RF-1001', amount: 1000, refunded: 1000, of: 2500 }],
  'subscription.activate': [{}],
  'subscription.monthPaid': [{ sequence: 3 }],
  'subscription.duplicateCharge': [{ sequence: 4 }],
  'subscription.mandateCancelled': [{}],
  'subscription.pause': [{}, { via: 'pre-debit' }],
  'subscription.skipMonth': [{ month: 5 }],
  'subscription.resume': [{}, { nextChargeAt: '2026-12-05T04:30:00.000Z' }],
  'subscription.cancel': [{}],
  'data.export': [{}],
  'consent.give': [{ kind: 'newsletter' }, { kind: 'privacy-terms' }, { kind: 'some-new-kind' }],
  'consent.withdraw': [{ kind: 'newsletter' }, { kind: 'registration' }],
  'erasure.request': [{ dueAt: '2026-12-28T10:00:00.000Z' }, {}],
  'erasure.cancel': [{ by: 'sign-in' }, { by: 'devotee' }],
  'erasure.refuse': [{ reason: 'paid booking still to come' }],
  'erasure.complete': [{}],
  'subscription.editAddress': [{ ordersUpdated: 1 }, { ordersUpdated: 4 }],
};

/** Actions with no sentence of their own in the domain (its fallback words), said whole on the web. */
const FALLBACKS = [
  'payment.initialized',
  'payment.pending',
  'payment.error',
  'payment.expired',
  'payment.refunded_somehow',
  'subscription.somethingNew',
  'waiting-list.join',
  'waiting-list.offer',
  'waiting-list.offer-taken',
  'waiting-list.offer-expired',
  'something.newThing',
];

/** The actions the domain's auditSentence has a case for, read from its source. */
function domainActions(): string[] {
  const source = fs.readFileSync(
    new URL('../../../../../../../packages/domain/src/audit-entry.ts', import.meta.url),
    'utf8',
  );
  return [...source.matchAll(/case '([^']+)':/g)].map((m) => m[1] ?? '');
}

const entry = (action: string, data: Data): AuditEntryFacts => ({ action, entity: 'x', data });

describe('the audit log in English', () => {
  it('has a sample, and so a sentence, for every action the domain says (a new action fails here)', () => {
    const actions = domainActions();
    expect(actions.length).toBeGreaterThan(40);
    expect(Object.keys(SAMPLES).sort()).toEqual([...new Set(actions)].sort());
  });

  it.each(Object.entries(SAMPLES))('%s reads word for word as the domain’s sentence', (action, samples) => {
    for (const data of samples) {
      for (const place of [INDIA, US]) {
        const sentence = auditSentenceIn(english, entry(action, data), place);
        expect(sentence).toBe(auditSentence(entry(action, data), place));
        expect(sentence).not.toBe(auditFallbackSentence(action));
      }
    }
  });

  it('says the payment statuses and the actions the domain names by its fallback words the same', () => {
    for (const status of Object.keys(AUDIT_PAYMENT_SENTENCES))
      if (!(`payment.${status}` in SAMPLES)) expect(FALLBACKS).toContain(`payment.${status}`);
    for (const action of FALLBACKS)
      expect(auditSentenceIn(english, entry(action, {}), INDIA)).toBe(
        auditSentence(entry(action, {}), INDIA),
      );
  });

  it('names the entities, fields, Yes/No and booking reference as the domain does', () => {
    for (const entity of [
      ...Object.keys(AUDIT_ENTITY_LABELS),
      ...Object.keys(AUDIT_ENTITY_MESSAGES),
      'new_thing',
    ])
      expect(auditEntityLabelIn(english, entity)).toBe(auditEntityLabel(entity));
    const data: Data = {
      ...BOOKING,
      ...Object.fromEntries(Object.keys(FIELD_MESSAGES).map((key) => [key, 'x'])),
      late: true,
      honoured: false,
      amount: 2500,
      channel: 'CASH',
      method: 'BANK_TRANSFER',
      to: 'NOT_COMPLETED',
      dueAt: '2026-12-28T10:00:00.000Z',
      somethingUnknown: 'y',
    };
    expect(auditDetailLinesIn(english, data, US)).toEqual(auditDetailLines(data, US));
  });

  it('names every staff role as the domain does', () => {
    for (const role of StaffRole.options) {
      const data = { role, email: 'a@b.org' };
      expect(auditSentenceIn(english, entry('role.grant', data), INDIA)).toBe(
        auditSentence(entry('role.grant', data), INDIA),
      );
    }
  });
});

/** A language's catalogue, compiled at run time as the build compiles it. */
function catalogue(lang: string): I18n {
  const items = PO.parse(
    fs.readFileSync(new URL(`../../../../locales/${lang}/messages.po`, import.meta.url), 'utf8'),
  ).items;
  const messages: Record<string, string> = {};
  for (const item of items)
    if (item.msgstr[0]) messages[generateMessageId(item.msgid, item.msgctxt ?? '')] = item.msgstr[0];
  const i18n = setupI18n({ locale: lang, messages: { [lang]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

describe('the audit log in Tamil', () => {
  const ta = catalogue('ta');
  // The AM/PM words come with the language's catalogue, as in the app (lib/i18n.ts activateLanguage).
  beforeAll(() => loadCalendarWords('ta'));
  /** The words left once the values are taken out: no Latin letters. */
  const latin = (sentence: string, values: readonly string[]) =>
    values.reduce((s, v) => s.split(v).join(''), sentence).match(/[A-Za-z]+/g);

  it('says every sample sentence without an English word but its values', () => {
    const values = [
      '0001234',
      'a@b.org',
      'priya@example.org',
      'new@example.org',
      'Rudrabhishekam',
      'Ganapathi Homam',
      'Festival package',
      'RF-1001',
      'RF-1002',
      'Temple closed for the eclipse',
      'Repairs',
      'Marked the wrong family',
      'Given to her son',
      'Priest unwell',
      'some new kind',
      'SOME_NEW_ROLE',
      'Some New Role',
      'Something else',
      'US$',
      'QR',
      'CT',
      'IST',
      'GMT',
    ];
    for (const [action, samples] of Object.entries(SAMPLES))
      for (const data of samples) {
        const sentence = auditSentenceIn(ta, entry(action, data), INDIA);
        expect(latin(sentence, values), `${action}: ${sentence}`).toBeNull();
      }
  });

  it('counts with the plural forms and keeps the values', () => {
    expect(
      auditSentenceIn(ta, entry('order.create', { orders: 2, amount: 110000, channel: 'CASH' }), INDIA),
    ).toContain('₹1,100.00');
    const one = auditSentenceIn(ta, entry('schedule.reopen', { slotIds: ['a'] }), INDIA);
    const two = auditSentenceIn(ta, entry('schedule.reopen', { slotIds: ['a', 'b'] }), INDIA);
    expect(one).toContain('1');
    expect(two).toContain('2');
  });

  it('names the entities and detail fields in Tamil', () => {
    expect(auditEntityLabelIn(ta, 'order')).not.toMatch(/[A-Za-z]/);
    const lines = auditDetailLinesIn(ta, { ...BOOKING, late: true, refundRef: 'RF-1' }, INDIA);
    for (const line of lines) expect(line.key).not.toMatch(/[A-Za-z]/);
    expect(lines.map((l) => l.value)).toEqual(['0001234', expect.not.stringMatching(/Yes/), 'RF-1']);
  });
});

describe.each(['hi', 'ta', 'te', 'kn', 'ml', 'ne'])('the audit log in %s', (lang) => {
  const i18n = catalogue(lang);
  beforeAll(() => loadCalendarWords(lang));

  it('says every sample sentence in its own words, each value filled in', () => {
    for (const [action, samples] of Object.entries(SAMPLES))
      for (const data of samples) {
        const sentence = auditSentenceIn(i18n, entry(action, data), INDIA);
        expect(sentence, action).not.toBe(auditSentence(entry(action, data), INDIA));
        expect(sentence, action).not.toMatch(/[{}#]/);
      }
  });
});
