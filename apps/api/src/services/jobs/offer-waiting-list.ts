// Waiting-list offers (issue 29, Deliver 3). In one transaction: offers that ran out are ended and their places given
// back, then every open slot with free places and someone waiting is locked (FOR UPDATE SKIP LOCKED, the row lock a
// booking's take_places takes) and its freed places are offered down the line to the first who fit: each offer
// holds its places with try_take_places (counted in slots.booked, so nobody else can book them), its mail is queued
// in the outbox and the audit log records it. An expired offer's places are so offered to the next in line in the
// same transaction, before any other booking can take them. Places free up by a cancellation, an expired payment, a
// reschedule or hold away, a closed offer or capacity raised by staff: whatever freed them, the next round offers
// them. Safe with two api processes: a slot and an offer are each handled by the one runner holding their lock.
// `now` is injectable, so that tests move time instead of waiting.
import { CenterMeta } from '@sannidhi/domain/catalogue';
import { entriesToOffer, offerExpiresAt } from '@sannidhi/domain/waiting-list';
import { withTransaction } from '../../db/with-transaction';
import { slotsChanged } from '../../lib/slot-changes';
import { mailLanguageOf, mailTexts, mailWhen, ritualNameIn } from '../../mail-texts';
import { writeAudit } from '../../repositories/audit';
import { holdPlaces, releaseSlot } from '../../repositories/capacity';
import {
  claimExpiredOffers,
  claimSlotsWithFreePlaces,
  markOffered,
  markOffersExpired,
  waitingLineOf,
} from '../../repositories/waiting-list-entries';
import type { AppDeps } from '../../types';
import { enqueueMail } from '../mail/enqueue-payment-mails';
import { waitingListOfferUrl } from '../mail/mail-links';
import { waitingListOfferMail } from '../mail/templates';

type Deps = Pick<AppDeps, 'pool'>;

export interface OfferRound {
  /** Offers made (places held, mail queued). */
  offered: number;
  /** Offers that ran out and were ended. */
  expired: number;
}

/** Ends the offers run out at `now` and offers freed places down each slot's line; answers what it did. */
export async function offerWaitingListPlaces(
  deps: Deps,
  log: { warn: (obj: object, msg: string) => void },
  opts: { now?: Date; limit?: number } = {},
): Promise<OfferRound> {
  const now = opts.now ?? new Date();
  const limit = opts.limit ?? 50;
  let round: OfferRound;
  try {
    round = await withTransaction(deps.pool, async (client) => {
      const expired = await claimExpiredOffers(client, now, limit);
      for (const offer of expired) {
        await releaseSlot(client, offer.slot_id, offer.places);
        await writeAudit(client, {
          actorId: null,
          action: 'waiting-list.offer-expired',
          entity: 'waiting-list-entry',
          entityId: offer.id,
          data: { slotId: offer.slot_id, userId: offer.user_id, places: offer.places },
        });
      }
      await markOffersExpired(
        client,
        expired.map((o) => o.id),
        now,
      );

      let offered = 0;
      for (const slot of await claimSlotsWithFreePlaces(client, now, limit)) {
        const meta = CenterMeta.parse(slot.center_meta ?? {});
        const expiresAt = offerExpiresAt(now, meta.waitingListHoldHours);
        const line = await waitingLineOf(client, slot.id);
        for (const entry of entriesToOffer(line, slot.capacity - slot.booked)) {
          if (!(await holdPlaces(client, slot.id, entry.places))) continue;
          if (!(await markOffered(client, entry.id, now, expiresAt))) {
            await releaseSlot(client, slot.id, entry.places);
            continue;
          }
          const lang = mailLanguageOf(entry.language);
          await enqueueMail(
            client,
            entry.email,
            waitingListOfferMail({
              lang,
              name: entry.first_name || mailTexts(lang).devotee,
              centerName: slot.center_name,
              ritual: ritualNameIn(slot.product_name, slot.product_texts, lang),
              when: mailWhen(slot.start_time, meta, lang),
              places: entry.places,
              until: mailWhen(expiresAt, meta, lang),
              bookUrl: waitingListOfferUrl(slot.product_id, entry.id),
            }),
            'waiting-list-offer',
            null,
          );
          await writeAudit(client, {
            actorId: null,
            action: 'waiting-list.offer',
            entity: 'waiting-list-entry',
            entityId: entry.id,
            data: { slotId: slot.id, userId: entry.user_id, places: entry.places, expiresAt },
          });
          offered += 1;
        }
      }
      return { offered, expired: expired.length };
    });
  } catch (err) {
    log.warn({ err }, 'could not make the waiting-list offers');
    return { offered: 0, expired: 0 };
  }
  // Committed: the slots' places changed (offers hold places, run-out offers gave theirs back).
  if (round.offered || round.expired) slotsChanged();
  return round;
}
