import type pg from 'pg';
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { formatMoney } from '@sannidhi/domain/money';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import type { UiLanguage } from '@sannidhi/domain/languages';
import { mailLanguageOf, mailTexts, mailWhen, ritualNameIn, variantsLineIn } from '../../mail-texts';
import { listPaymentMailRows } from '../../repositories/orders';
import type { PaymentRow } from '../../repositories/payments';
import type { BookingEvent } from '../calendar/booking-event';
import { eventsOfPaymentRows } from '../calendar/booking-events-of';
import type { MailLine } from './templates';

export interface PaymentMailData {
  to: string;
  /** The devotee's stored language (the order's user, also when staff booked for them), English when none. */
  lang: UiLanguage;
  name: string;
  centerName: string;
  amount: string;
  lines: MailLine[];
  /** The calendar events of the payment's booked orders (the confirmation mail attaches them). */
  events: BookingEvent[];
}

/** What the mails of a payment say: the devotee, the centre, the amount and one line per order. */
export async function loadPaymentMailData(
  client: pg.PoolClient,
  payment: PaymentRow,
): Promise<PaymentMailData> {
  const rows = await listPaymentMailRows(client, payment.id);
  const first = rows[0];
  const meta = CenterMeta.parse(first?.center_meta ?? {});
  const lang = mailLanguageOf(first?.language);
  return {
    to: first?.email ?? '',
    lang,
    name: first?.first_name || mailTexts(lang).devotee,
    centerName: first?.center_name ?? 'the temple',
    amount: formatMoney(payment.amount, payment.currency),
    lines: rows.map((r) => ({
      // The ritual's name in the devotee's language where the centre gave one (English otherwise).
      ritual: ritualNameIn(r.ritual, r.ritual_texts, lang),
      when: mailWhen(r.og_slot_start, meta, lang),
      options: variantsLineIn(r.variants, r.variant_texts, lang),
      bookingReference: displayBookingReference(r.booking_id),
    })),
    events: eventsOfPaymentRows(rows, lang),
  };
}
