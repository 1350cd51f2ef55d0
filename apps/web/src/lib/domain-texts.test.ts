import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { setupI18n } from '@lingui/core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@sannidhi/domain/billing';
import { CANCEL_REASONS, RESCHEDULE_BLOCKED_REASON } from '@sannidhi/domain/order-rules';
import { CHANNEL_LABELS, channelLabel, dayCloseRefusal, gatewayMismatch } from '@sannidhi/domain/day-close';
import { CHECK_IN_OUTCOME_LABELS, checkInRefusal } from '@sannidhi/domain/day-list';
import { FAMILY_FORM_MESSAGES, familyFormSchema } from '@sannidhi/domain/family-form';
import { fieldErrors, REQUIRED_MESSAGE } from '@sannidhi/domain/form-errors';
import { LANGUAGES, NAKSHATRAM_LANGUAGE_MESSAGE, NAKSHATRAM_PLACEHOLDER } from '@sannidhi/domain/nakshatram';
import { PARTICIPANT_MESSAGES } from '@sannidhi/domain/participants';
import { PHONE_MESSAGES, validatePhone } from '@sannidhi/domain/phone';
import { PIN_CODE_MESSAGE } from '@sannidhi/domain/postal-code';
import { REGISTRATION_MESSAGES } from '@sannidhi/domain/registration';
import {
  OUTSIDE_REFUND_METHODS,
  outsideRefundMethodLabel,
  refundErrorInPlainWords,
} from '@sannidhi/domain/refund-outside';
import { SHIPPING_OPTION_LABELS } from '@sannidhi/domain/dispatch';
import * as statusLabels from '@sannidhi/domain/status-labels';
import { subscriptionProgress, subscriptionStatusLabel } from '@sannidhi/domain/subscription';
import { DOMAIN_TEXTS, domainText, findDomainText } from './domain-texts';

const DOMAIN_SRC = join(__dirname, '../../../../packages/domain/src');

/**
 * Files whose texts no screen translates through this table, and why. Anything else the domain writes that reads as
 * words must be in the table, or below in NOT_SCREEN_TEXTS with its reason.
 */
const NOT_SCREEN_FILES: Readonly<Record<string, string>> = {
  'audit-entry.ts':
    'the audit log composes sentences from parts; the web says each as a message of its own (features/staff/audit/lib/audit-sentences.ts, whose test holds it to these English sentences)',
  'countries.ts':
    'country names are data keyed by code; the web names a country in the language with Intl.DisplayNames',
  'enums.ts': 'codes and analytics event names',
  'input-rules.ts':
    "refusals of malformed requests the web never sends (NUL characters, depth): developers' words",
  'utm.ts': 'utm values (data)',
  'time.ts': 'formats (dates are formatted in the locale, not translated)',
  'money.ts': 'formats',
  'languages.ts': 'each language is named in its own script',
  'zoned-time.ts': 'formats',
  'pin-code.ts#US_STATES': 'place names the look-up answers (data)',
  'nakshatram.ts#STARS': 'the stars are data, each in its own spelling',
  'nakshatram-scripts/sanskrit.ts':
    "the stars in the Sanskrit list's own script: already in the language they are shown in",
  ...Object.fromEntries(
    ['hi', 'ta', 'te', 'kn', 'ml', 'ne'].map((lang) => [
      `calendar-words/${lang}.ts`,
      "the language's own month, weekday and country names: already in the language they are shown in",
    ]),
  ),
  'catalogue.ts': 'defaults of data (time zone, date format)',
  'consents.ts':
    'the English texts of the consents, stored with each consent as agreed to: a record (data), shown as it is',
  'booking-calendar.ts':
    "the calendar event's UID and English description words: the api writes the event in the devotee's language from its mail texts, the web from its catalogue (add-to-calendar.tsx)",
  'contracts/staff-accounts.ts': 'staff console query and form refusals: left for the staff pages (report)',
  'contracts/staff-audit.ts': 'staff console query refusals: left for the staff pages (report)',
  'contracts/staff-catalogue.ts': 'staff catalogue editor messages: left for the staff pages (report)',
  'contracts/staff-center.ts': 'staff centre settings messages: left for the staff pages (report)',
  'contracts/staff-day.ts': 'staff day page messages: left for the staff pages (report)',
  'contracts/staff-dispatch.ts': 'staff dispatch query refusals: left for the staff pages (report)',
  'contracts/staff-packages.ts': 'staff package editor messages: left for the staff pages (report)',
  'contracts/staff-refunds.ts': 'staff refunds query refusals: left for the staff pages (report)',
  'contracts/staff-roles.ts': 'staff roles form messages: left for the staff pages (report)',
  'contracts/staff-schedule.ts': 'staff schedule form messages: left for the staff pages (report)',
  'form-texts.ts':
    'the length limits of translated form texts, refused only in the staff catalogue editor (left for the staff pages, as contracts/staff-catalogue.ts)',
};

/** Single literals that read as words but are no screen's text, with the reason. */
const NOT_SCREEN_TEXTS: Readonly<Record<string, string>> = {
  'Please choose one of the languages offered':
    'the api refuses a language code the menu never sends (contracts/user-language.ts)',
  'Date must be ddMMyyyy': "a cart contract's refusal of a malformed date the web never sends",
  'This link is not valid: open it again from the e-mail':
    "the api's refusal of a malformed notice link: the page says it in its own (translated) words on a 400",
  'action must be skip or pause': "the api's refusal of an action the notice page never sends",
  'Your account cannot be deleted while a paid booking is still to come. Cancel it in My Rituals, or wait until it has taken place.':
    "the api's refusal of a deletion: the Dashboard says it in its own (translated) words from the bookings it lists",
  'Please confirm the deletion':
    'the api refuses a deletion request without { confirm: true }, which the web always sends',
  'granted: true or false': 'the api refuses a malformed newsletter consent body the web never sends',
  Phone:
    "parcelAddressLines' default word, for the printed slips and labels (English for the carriers); the dispatch page passes its own",
  'consentTexts: a consent text is required':
    "the api refuses an empty consent text; the web sends the catalogue's texts, never empty",
  'consentTexts: at most {} characters':
    "the api refuses an overlong consent text; the catalogue's texts are short",
  'This booking was already changed in another window': 'the start of alreadyMovedMessage (mapped whole)',
  'Every day{}{}': 'describeRule: the schedule page composes the rule in words (left)',
  'Every day{}': 'describeRule (left)',
  'Every {}{}': 'describeRule (left)',
  'The {} {} of each month{}': 'describeRule (left)',
  '{} days after {}': 'describeRule (left)',
  ' at {}': 'describeRule (left)',
  '{}{}': 'a composition of parts',
  '{} {}': 'ageLabel: an age in words, stored in the order meta as data',
  ' except {}': 'describeRule (left)',
  Pournami: 'describeRule (left)',
  Amavasya: 'describeRule (left)',
  'Asia/Kolkata': 'a time zone (data)',
  'age_{}': 'a meta key',
  'ageInYear_{}': 'a meta key',
  'ageInMonth_{}': 'a meta key',
  'gender_{}': 'a meta key',
  'https://www.ups.com/track?tracknum={}': 'an address',
  'https://tools.usps.com/go/TrackConfirmAction?tLabels={}': 'an address',
};

/** Words and sentences the domain source writes: string and template literals that read as text ({} per value). */
function domainLiterals(): { file: string; text: string }[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(path);
    }
  };
  walk(DOMAIN_SRC);
  const found: { file: string; text: string }[] = [];
  for (const path of files) {
    const file = relative(DOMAIN_SRC, path);
    if (NOT_SCREEN_FILES[file]) continue;
    const source = ts.createSourceFile(file, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
      if (ts.isNewExpression(node) || ts.isThrowStatement(node)) return; // errors for developers
      if (ts.isVariableDeclaration(node) && NOT_SCREEN_FILES[`${file}#${node.name.getText()}`]) return;
      if (ts.isPropertyAssignment(node)) return visit(node.initializer); // keys are codes
      let text: string | null = null;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
      else if (ts.isTemplateExpression(node)) {
        text = node.head.text + node.templateSpans.map((s) => `{}${s.literal.text}`).join('');
        node.templateSpans.forEach((s) => visit(s.expression));
      }
      if (text !== null) {
        const words = /\p{L}{2,}/u.test(text) && (/\s/.test(text) || /^\p{Lu}\p{Ll}/u.test(text));
        if (words || (text.includes('{}') && /\p{L}{2,}/u.test(text))) found.push({ file, text });
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** Whether a literal of the source is in the table: its text, each {} standing for any value. */
function inTable(literal: string): boolean {
  const pattern = new RegExp(
    `^${literal
      .split('{}')
      .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
    's',
  );
  return DOMAIN_TEXTS.some(([english]) =>
    (typeof english === 'string' ? [english] : english).some((e) => pattern.test(e)),
  );
}

/** English with the catalogue extraction would make: each message as written in the table. */
const english = setupI18n({
  locale: 'en',
  messages: { en: Object.fromEntries(DOMAIN_TEXTS.map(([, m]) => [m.id, m.message ?? ''])) },
});

describe('the table of domain texts', () => {
  it('knows every text the domain source writes, but those listed with a reason', () => {
    const missing = domainLiterals()
      .filter(({ text }) => !NOT_SCREEN_TEXTS[text] && !inTable(text))
      .map(({ file, text }) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('keeps each English text as the domain writes it', () => {
    for (const [text, message] of DOMAIN_TEXTS) {
      const first = typeof text === 'string' ? text : text[0];
      if (typeof text === 'string' && !text.includes('{')) expect(message.message).toBe(text);
      expect(first).toBeTruthy();
    }
  });

  const produced: string[] = [
    ...Object.values(BILLING_MESSAGES),
    ...Object.values(CANCEL_REASONS),
    RESCHEDULE_BLOCKED_REASON,
    ...Object.values(CHANNEL_LABELS),
    channelLabel('BANK_TRANSFER'),
    ...Object.values(CHECK_IN_OUTCOME_LABELS),
    ...Object.values(FAMILY_FORM_MESSAGES).map((m) => (typeof m === 'string' ? m : m('city'))),
    REQUIRED_MESSAGE,
    ...LANGUAGES.map((l) => l.label),
    NAKSHATRAM_PLACEHOLDER,
    NAKSHATRAM_LANGUAGE_MESSAGE,
    ...Object.values(PARTICIPANT_MESSAGES),
    PHONE_MESSAGES.invalid,
    PHONE_MESSAGES.minimum(9),
    PHONE_MESSAGES.maximum(10),
    PIN_CODE_MESSAGE,
    ...Object.values(REGISTRATION_MESSAGES),
    ...[...OUTSIDE_REFUND_METHODS, 'OTHER'].map(outsideRefundMethodLabel),
    ...Object.values(SHIPPING_OPTION_LABELS),
    ...['ACTIVE', 'PAUSED', 'CANCELLED', 'COMPLETED'].map(subscriptionStatusLabel),
    subscriptionProgress(3).label,
    gatewayMismatch({ status: 'COMPLETED', amount: 100 }, { status: 'ERROR' }) ?? '',
    gatewayMismatch({ status: 'PENDING', amount: 100 }, { status: 'COMPLETED' }) ?? '',
    dayCloseRefusal('2026-11-28', '2026-11-28', 'Coimbatore', 'dd-MM-yyyy') ?? '',
    checkInRefusal({ status: 'NOT_COMPLETED', paymentStatus: 'PENDING' }) ?? '',
    ...[
      'account closed',
      'bank refused',
      'answered 404',
      'answered 409',
      'answered 503',
      'answered 400',
      'timeout',
      'x',
    ].map((raw) => refundErrorInPlainWords(raw) ?? ''),
    validatePhone('12', '+91') ?? '',
  ];
  const codes = [
    'COMPLETED',
    'PENDING',
    'INITIALIZED',
    'ERROR',
    'REFUNDED',
    'EXPIRED',
    'NOT_COMPLETED',
    'ON_HOLD',
    'NO_SHOW',
    'CANCELLED',
    'AWAITING_APPROVAL',
    'CREATED',
    'IN_TRANSIT',
    'DONE',
    'FAILED',
    'NONE',
    'PACKED',
    'SHIPPED',
    'DELIVERED',
    'RETURNED',
    'NOT_FOUND',
    '',
  ];
  for (const [name, fn] of Object.entries(statusLabels)) {
    if (!name.endsWith('StatusLabel')) continue;
    for (const code of codes) {
      const { label } = (fn as (c: string) => { label: string })(code);
      if (label !== statusLabels.humaniseStatus(code)) produced.push(label); // a code the table does not know
    }
  }
  for (const method of ['CASH', 'BANK_TRANSFER', 'CHEQUE', 'OTHER'])
    produced.push(statusLabels.refundStatusLabel('DONE', method).label);
  const familyErrors = fieldErrors(
    familyFormSchema().safeParse({
      name: 'ராமன்',
      prasadamDeliveryAddress: {
        name: '',
        code: '+91',
        phone: '0',
        country: 'IN',
        pinCode: '1',
        city: 'é',
        state: 'é',
        line1: 'ab',
      },
      palmLeafInfo: { members: [{ name: '', nakshatram: 'Magam' }], nakshatramLanguage: 'kannada' },
    }),
  );
  produced.push(...Object.values(familyErrors));

  it('maps every text the domain produces (status labels, message tables, form schemas) and keeps its English', () => {
    const unmapped = produced.filter((text) => text && !findDomainText(text));
    expect(unmapped).toEqual([]);
    for (const text of produced) expect(domainText(english, text)).toBe(text);
    expect(Object.keys(familyErrors).length).toBeGreaterThan(5);
  });
});

describe('domainText', () => {
  const tamil = setupI18n({
    locale: 'ta',
    messages: {
      ta: Object.fromEntries(
        [
          ['Booked', 'பதிவு செய்யப்பட்டது'],
          ['Minimum {digits} digits are required', 'குறைந்தது {digits} இலக்கங்கள் தேவை'],
          ['Paid', 'செலுத்தப்பட்டது'],
          [
            'Recorded as paid here, but the gateway says “{status}”',
            'இங்கே செலுத்தப்பட்டதாக, வாயில் “{status}” என்கிறது',
          ],
          ['valid for {hours} hours', '{hours, plural, one {# மணி நேரம்} other {# மணி நேரம் செல்லும்}}'],
          ['This field is mandatory', 'இந்தப் புலம் கட்டாயம்'],
        ].map(([en, ta]) => [findDomainText(en!)!.message.id, ta!]),
      ),
    },
  });

  it('shows a domain text in the interface language', () => {
    expect(domainText(tamil, statusLabels.orderStatusLabel('NOT_COMPLETED').label)).toBe('பதிவு செய்யப்பட்டது');
    expect(domainText(tamil, PHONE_MESSAGES.minimum(9))).toBe('குறைந்தது 9 இலக்கங்கள் தேவை');
  });

  it('translates a domain text inside another and counts with plurals', () => {
    expect(domainText(tamil, 'Recorded as paid here, but the gateway says “Paid”')).toBe(
      'இங்கே செலுத்தப்பட்டதாக, வாயில் “செலுத்தப்பட்டது” என்கிறது',
    );
    expect(domainText(tamil, 'valid for 3 hours')).toBe('3 மணி நேரம் செல்லும்');
  });

  it("keeps an api refusal's field name and translates its text", () => {
    expect(domainText(tamil, 'phone: This field is mandatory')).toBe('phone: இந்தப் புலம் கட்டாயம்');
  });

  it('translates each field of a validation answer that names several ("; " between them)', () => {
    expect(
      domainText(tamil, 'members.0.name: This field is mandatory; city: This field is mandatory; x: data'),
    ).toBe('members.0.name: இந்தப் புலம் கட்டாயம்; city: இந்தப் புலம் கட்டாயம்; x: data');
  });

  it('shows the English, never a message id, while the catalogue lacks the message', () => {
    expect(domainText(tamil, 'Pending')).toBe('Pending');
    expect(
      domainText(setupI18n({ locale: 'en', messages: { en: {} } }), 'Minimum 9 digits are required'),
    ).toBe('Minimum 9 digits are required');
  });

  it('shows data and unknown texts as they are', () => {
    expect(domainText(tamil, 'Revathi')).toBe('Revathi');
    expect(domainText(tamil, 'Something the api said')).toBe('Something the api said');
    expect(domainText(tamil, null)).toBe('');
  });
});
