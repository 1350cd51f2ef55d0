// The mails' texts (issue 28): every language has every message, none is left in English but the deliberate ones,
// and the mails render in the recipient's language with <html lang>, subject, dates and money as the spec wants.
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@sannidhi/domain/languages';
import { formatMoney } from '@sannidhi/domain/money';
import {
  orderConfirmationMail,
  paymentLinkMail,
  paymentStatusMail,
  refundMail,
  ritualReminderMail,
} from '../services/mail/templates';
import {
  chargeFailedMail,
  mandateEndedMail,
  postDebitMail,
  preDebitNoticeMail,
} from '../services/mail/subscription-mails';
import { prasadamShippedMail } from '../services/mail/prasadam-shipped-mail';
import { erasureCancelledMail } from '../services/mail/account-mails';
import { en, type MailTexts } from './en';
import { MAIL_TEXTS, mailLanguageOf, mailTime, mailWhen } from './index';

/** Sample values for every parameter a message takes: a message is rendered with these to compare languages. */
const SAMPLE = {
  name: 'Meera',
  center: 'Coimbatore Centre',
  amount: '₹1,00,000.00',
  hours: 3,
  url: 'https://example.org/pay/1',
  reason: 'REASON',
  how: 'HOW',
  when: '01-12-2026 10:00 AM',
  month: 2,
  ritual: 'Abhishekam',
  date: '03-12-2026',
  reference: 'CBE-1234',
  carrier: 'UPS',
  place: 'PLACE',
  options: 'Archana X 2',
  termMonths: 12,
  contact: 'office@example.org',
  places: 3,
  until: '01-12-2026 12:00 PM',
};

/** Each message of a module as text: a function called with the samples, a table flattened by key. */
function rendered(texts: MailTexts): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'function') out[key] = (value as (p: typeof SAMPLE) => string)(SAMPLE);
    else if (typeof value === 'string') out[key] = value;
    else for (const [k, v] of Object.entries(value as Record<string, string>)) out[`${key}.${k}`] = v;
  }
  return out;
}

/** Messages that are deliberately the same in a language as in English: the full stop of the scripts that use one. */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  ta: ['calendarEvent.fullStop'],
  te: ['calendarEvent.fullStop'],
  kn: ['calendarEvent.fullStop'],
  ml: ['calendarEvent.fullStop'],
};

/** Latin words allowed in a translated message: the samples (data), and QR (the code's name everywhere). */
const DATA = new Set(
  Object.values(SAMPLE)
    .flatMap((v) => String(v).split(/[^A-Za-z]+/))
    .concat(['QR'])
    .filter(Boolean),
);

describe('the mail texts of every language', () => {
  const english = rendered(en);
  for (const { code } of UI_LANGUAGES.filter((l) => l.code !== 'en')) {
    describe(code, () => {
      const texts = rendered(MAIL_TEXTS[code]);
      it('has every message English has, and no other', () => {
        expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
        for (const [key, value] of Object.entries(texts)) expect(value.trim(), key).not.toBe('');
      });
      it('translates every message (none left in English but the deliberate ones)', () => {
        for (const key of Object.keys(english)) {
          if (SAME_AS_ENGLISH[code]?.includes(key)) continue;
          expect(texts[key], key).not.toBe(english[key]);
          const latin = (texts[key]!.match(/[A-Za-z]+/g) ?? []).filter((w) => !DATA.has(w));
          expect(latin, `${code} ${key}: ${texts[key]}`).toEqual([]);
        }
      });
      it('keeps every value it is given (names, amounts, references are data)', () => {
        for (const [key, value] of Object.entries(english)) {
          for (const sample of Object.values(SAMPLE)) {
            if (value.includes(String(sample)))
              expect(texts[key], `${code} ${key}`).toContain(String(sample));
          }
        }
      });
    });
  }

  it('fails when a language misses a message (the check above, run on a module missing one)', () => {
    const { payNow: _dropped, ...rest } = MAIL_TEXTS.ta;
    expect(Object.keys(rendered(rest as MailTexts)).sort()).not.toEqual(Object.keys(english).sort());
  });
});

describe('the language of a mail', () => {
  it("is the recipient's stored language, English when none or unknown", () => {
    expect(mailLanguageOf('ta')).toBe('ta');
    expect(mailLanguageOf(null)).toBe('en');
    expect(mailLanguageOf('fr')).toBe('en');
  });

  it('writes times with the language’s words for AM and PM, and the centre’s date format', () => {
    const start = new Date('2026-12-01T04:30:00Z');
    expect(mailWhen(start, { timezone: 'Asia/Kolkata', dateFormat: 'dd-MM-yyyy' }, 'en')).toBe(
      '01-12-2026 10:00 AM',
    );
    expect(mailWhen(start, { timezone: 'Asia/Kolkata', dateFormat: 'dd-MM-yyyy' }, 'ta')).toBe(
      '01-12-2026 10:00 முற்பகல்',
    );
    expect(mailTime('06:30 PM EST', 'hi')).toBe('06:30 अपराह्न EST');
  });

  const line = {
    ritual: 'Abhishekam',
    when: '01-12-2026 10:00 முற்பகல்',
    options: 'Archana X 2',
    bookingReference: 'CBE-1234',
  };
  const base = {
    name: 'Meera',
    centerName: 'Coimbatore Centre',
    amount: formatMoney(10000000, 'INR'),
    lines: [line],
  };

  it('renders the confirmation in Tamil: <html lang>, subject, title, greeting and the money as data', () => {
    const mail = orderConfirmationMail({ ...base, lang: 'ta' });
    expect(mail.html).toContain('<html lang="ta">');
    expect(mail.subject).toBe('Coimbatore Centre இல் உங்கள் முன்பதிவு உறுதிசெய்யப்பட்டது');
    expect(mail.text).toContain('நமஸ்காரம் Meera, உங்கள் ₹1,00,000.00 கட்டணம் பெறப்பட்டது');
    expect(mail.html).toContain('முன்பதிவு உறுதிசெய்யப்பட்டது');
    expect(mail.text).toContain('(குறிப்பு எண் CBE-1234)');
    expect(mail.html).not.toMatch(/Booking confirmed|Namaskaram|Ref CBE/);
  });

  it('keeps the English mails as they were', () => {
    const mail = orderConfirmationMail({ ...base, lang: 'en' });
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.subject).toBe('Your booking at Coimbatore Centre is confirmed');
    expect(mail.text).toContain(
      'Namaskaram Meera, your payment of ₹1,00,000.00 was received and your booking is confirmed.',
    );
    expect(mail.text).toContain('(Ref CBE-1234)');
  });

  it('renders every mail in every language with its <html lang>', () => {
    for (const { code: lang } of UI_LANGUAGES) {
      const mails = [
        orderConfirmationMail({ ...base, lang }),
        paymentStatusMail({ ...base, lang, status: 'EXPIRED' }),
        paymentLinkMail({ ...base, lang, url: 'https://example.org/p' }),
        refundMail({ ...base, lang, kind: 'done', outsideMethod: 'CASH' }),
        refundMail({ ...base, lang, kind: 'late-started', lateReason: 'slot-past' }),
        chargeFailedMail({ lang, ritual: 'Abhishekam', month: 2, retryOn: '03-12-2026', reason: 'declined' }),
        mandateEndedMail({ lang, ritual: 'Abhishekam' }),
        prasadamShippedMail({
          lang,
          name: 'Meera',
          centerName: 'Coimbatore Centre',
          ritual: 'Abhishekam',
          reference: 'CBE-1234',
          carrier: 'UPS',
          trackingId: '1Z999',
          trackingUrl: 'https://ups.example/1Z999',
          address: {
            name: 'Meera',
            line1: '12 Main Road',
            line2: '',
            line3: '',
            city: 'Coimbatore',
            state: 'Tamil Nadu',
            pinCode: '641001',
            country: 'IN',
          } as never,
        }),
        ...[true, false].map((inPerson) =>
          ritualReminderMail({
            lang,
            name: 'Meera',
            centerName: 'Coimbatore Centre',
            ritual: 'Abhishekam',
            when: '01-12-2026 10:00 AM',
            inPerson,
            address: '12 Main Road',
            options: 'Archana X 2',
            bookingReference: 'CBE-1234',
            infoUrl: 'https://example.org/info',
            myRitualsUrl: 'https://example.org/account',
          }),
        ),
        preDebitNoticeMail({
          lang,
          name: 'Meera',
          centerName: 'Coimbatore Centre',
          ritual: 'Abhishekam',
          month: 2,
          termMonths: 12,
          amount: '₹501.00',
          chargeDate: '03-12-2026',
          mandateReference: 'MND-1',
          actionUrl: 'https://example.org/subscription-notice/x',
          contact: 'office@example.org',
        }),
        postDebitMail({
          lang,
          name: 'Meera',
          centerName: 'Coimbatore Centre',
          ritual: 'Abhishekam',
          month: 2,
          termMonths: 12,
          amount: '₹501.00',
          chargeDate: '03-12-2026',
          mandateReference: 'MND-1',
          contact: 'office@example.org',
        }),
        erasureCancelledMail({ lang, name: 'Meera' }),
      ];
      for (const mail of mails) {
        expect(mail.html).toContain(`<html lang="${lang}">`);
        expect(mail.subject.trim()).not.toBe('');
      }
      if (lang !== 'en') {
        expect(mails.map((m) => m.subject).join(' ')).not.toMatch(
          /\b(Your|Payment|Refund|Reminder|subscription|prasadam|charge)\b/,
        );
      }
    }
  });
});
