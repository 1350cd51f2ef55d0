// The reminder before each ritual (issue 29, Deliver 2): due bookings are claimed (FOR UPDATE SKIP LOCKED), their
// reminder mails queued in the outbox and their reminded_for set to the date reminded, all in one transaction, so a
// booking is reminded once per date across restarts and api processes. The mail job sends the outbox. `now` is
// injectable, so that tests move time instead of waiting.
import { reminderDecision } from '@sannidhi/domain/booking-calendar';
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { withTransaction } from '../../db/with-transaction';
import { claimDueReminders, markReminded, type ReminderRow } from '../../repositories/orders-reminders';
import type { AppDeps } from '../../types';
import { mailLanguageOf, mailTexts, mailWhen, ritualNameIn, variantsLineIn } from '../../mail-texts';
import { enqueueMail } from '../mail/enqueue-payment-mails';
import { myRitualsUrl } from '../mail/mail-links';
import { ritualReminderMail, type RenderedMail } from '../mail/templates';

type Deps = Pick<AppDeps, 'pool' | 'config'>;

/** The centre's page on the information site that says what to bring (its region's site). */
function infoUrl(config: Deps['config'], meta: CenterMeta): string {
  const base = meta.countryCode === 'IN' ? config.INFO_SITE_BASE_INDIA : config.INFO_SITE_BASE_OVERSEAS;
  const parts = [base.replace(/\/+$/, ''), (meta.infoSitePath ?? '').replace(/^\/+|\/+$/g, ''), 'visit-devi'];
  return parts.filter(Boolean).join('/');
}

export function reminderMailOf(config: Deps['config'], r: ReminderRow): RenderedMail {
  const meta = CenterMeta.parse(r.center_meta ?? {});
  const address = typeof r.center_contact?.address === 'string' ? r.center_contact.address.trim() : '';
  const lang = mailLanguageOf(r.language);
  return ritualReminderMail({
    lang,
    name: r.first_name || mailTexts(lang).devotee,
    centerName: r.center_name,
    ritual: ritualNameIn(r.product_name, r.product_texts, lang),
    when: mailWhen(r.slot_start, meta, lang),
    inPerson: r.in_person,
    address,
    options: variantsLineIn(r.variants, r.variant_texts, lang),
    bookingReference: displayBookingReference(r.booking_id),
    infoUrl: infoUrl(config, meta),
    myRitualsUrl: myRitualsUrl(),
  });
}

/** Queues the reminders due at `now`; answers how many were queued and how many bookings needed none. */
export async function sendDueReminders(
  deps: Deps,
  log: { warn: (obj: object, msg: string) => void },
  opts: { now?: Date; limit?: number } = {},
): Promise<{ sent: number; skipped: number }> {
  const now = opts.now ?? new Date();
  try {
    return await withTransaction(deps.pool, async (client) => {
      const rows = await claimDueReminders(client, now, opts.limit ?? 100);
      let sent = 0;
      for (const r of rows) {
        const reminderHours = CenterMeta.parse(r.center_meta ?? {}).reminderHours;
        const decision = reminderDecision(
          {
            status: r.status,
            paymentStatus: r.payment_status,
            checkedIn: r.checked_in,
            slotStart: r.slot_start,
            datedAt: r.dated_at,
          },
          reminderHours,
          now,
        );
        if (decision !== 'send') continue;
        await enqueueMail(
          client,
          r.email,
          reminderMailOf(deps.config, r),
          'ritual-reminder',
          r.payment_id,
          r.id,
        );
        sent += 1;
      }
      await markReminded(
        client,
        rows.map((r) => r.id),
      );
      return { sent, skipped: rows.length - sent };
    });
  } catch (err) {
    log.warn({ err }, 'could not queue the ritual reminders');
    return { sent: 0, skipped: 0 };
  }
}
