// The race tests' negative controls, installed by the tests themselves in a database of their own: a take_places
// (the one SQL function every way of taking places calls, migration 20261124T0810) without its guard. Production
// code and configuration have no such mode.
import type pg from 'pg';

/**
 * take_places as read, decide, write: the slot's count is read, checked in a separate step, and the computed count
 * written back 50 ms later (as a slow network would widen it; with 5 ms a loaded machine once ran the orders one
 * after another and the control sold none too many), without the conditional UPDATE. Concurrent orders read the
 * same count and overwrite each other's writes, so more orders than places are created.
 */
export async function installReadThenWriteTakePlaces(pool: pg.Pool): Promise<void> {
  await pool.query(`
    CREATE OR REPLACE FUNCTION take_places(p_slot uuid, p_places integer) RETURNS void
    LANGUAGE plpgsql AS $$
    DECLARE
      v_booked integer;
      v_capacity integer;
    BEGIN
      SELECT booked, capacity INTO v_booked, v_capacity FROM slots WHERE id = p_slot;
      IF v_booked IS NULL OR v_booked + p_places > v_capacity THEN
        RAISE EXCEPTION 'slot full' USING ERRCODE = 'SN001', DETAIL = p_slot::text;
      END IF;
      PERFORM pg_sleep(0.05);
      UPDATE slots SET booked = v_booked + p_places WHERE id = p_slot;
    END $$`);
}

/**
 * take_places that takes without checking the slot's capacity, and no CHECK (booked <= capacity) behind it: for a
 * race whose slot rows are also locked in id order (a reschedule), where a read-then-write would be serialised by
 * the lock, this is the guard taken away.
 */
export async function installUncheckedTakePlaces(pool: pg.Pool): Promise<void> {
  await pool.query(`
    ALTER TABLE slots DROP CONSTRAINT slots_booked_within_capacity;
    CREATE OR REPLACE FUNCTION take_places(p_slot uuid, p_places integer) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE slots SET booked = booked + p_places WHERE id = p_slot;
    END $$`);
}
