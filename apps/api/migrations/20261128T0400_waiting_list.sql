-- The waiting list of full slots (issue 29, Deliver 3). A devotee waits for some places on one slot; when places free
-- up, the job (services/jobs/offer-waiting-list.ts) offers them to the first in line whose places fit and holds them
-- for the centre's hold time (meta.waitingListHoldHours, 2 by default). An offer holds its places the way an order
-- does: they are counted in slots.booked, taken by try_take_places under the slot's row lock, so nobody else can
-- book them and the CHECK (booked <= capacity) stays the last line of defence. Taking the offer (the order's
-- transaction) gives the offer's places back and takes the order's under the same lock; an offer that runs out gives
-- them back and the same job's transaction offers them to the next in line.
-- Status: WAITING (in line), OFFERED (places held until offer_expires_at), BOOKED (offer taken by an order), EXPIRED
-- (offer not taken in time), LEFT (the devotee left the list).
CREATE TABLE waiting_list_entries (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slot_id           uuid NOT NULL REFERENCES slots(id) ON DELETE CASCADE,
  user_id           text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  places            integer NOT NULL CHECK (places > 0),
  status            text NOT NULL DEFAULT 'WAITING'
                      CHECK (status IN ('WAITING', 'OFFERED', 'BOOKED', 'EXPIRED', 'LEFT')),
  offered_at        timestamptz,
  offer_expires_at  timestamptz,
  payment_id        uuid REFERENCES payments(id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  ended_at          timestamptz,
  CONSTRAINT waiting_list_entries_offer_has_expiry CHECK (status <> 'OFFERED' OR offer_expires_at IS NOT NULL)
);
-- One live entry per devotee and slot.
CREATE UNIQUE INDEX waiting_list_entries_live_idx ON waiting_list_entries (slot_id, user_id)
  WHERE status IN ('WAITING', 'OFFERED');
-- The line of each slot, in the order devotees joined.
CREATE INDEX waiting_list_entries_line_idx ON waiting_list_entries (slot_id, created_at, id) WHERE status = 'WAITING';
CREATE INDEX waiting_list_entries_offers_idx ON waiting_list_entries (offer_expires_at) WHERE status = 'OFFERED';
CREATE INDEX waiting_list_entries_user_idx ON waiting_list_entries (user_id, created_at);
