// "Delete my account" (issue 30): the request, its grace period and its cancellation. The erasure itself is the job's
// (services/jobs/erase-accounts.ts, services/users/erase-account.ts), once the grace period has passed. A paid booking
// still to come stops the request (it is owed a ritual, and a refund needs the devotee): the answer lists them.
import {
  ERASURE_BLOCKED_MESSAGE,
  type ErasureAnswer,
  type UpcomingBooking,
} from '@sannidhi/domain/contracts/data-rights';
import type { UiLanguage } from '@sannidhi/domain/languages';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { withTransaction } from '../../db/with-transaction';
import { conflict, notFound } from '../../errors';
import { mailLanguageOf, ritualNameIn } from '../../mail-texts';
import {
  cancelErasure as cancelErasureRow,
  clearErasureNotice,
  findAccountMailee,
  findErasure,
  listCentersOfPerson,
  listUpcomingPaidBookings,
  requestErasure as requestErasureRow,
  type ErasureState,
  type UpcomingPaidBooking,
} from '../../repositories/devotee-erasure';
import { insertMail } from '../../repositories/mail-outbox';
import type { Queryable } from '../../db/client';
import type { AppDeps, AuthContext } from '../../types';
import { erasureCancelledMail } from '../mail/account-mails';
import { writeErasureAudit } from './erasure-audit';
import { ENDED_MESSAGE } from './mirror-user';

type Deps = Pick<AppDeps, 'pool' | 'config'>;

/**
 * The bookings that stop a deletion, each ritual named in the language the page is read in (issue 28), with its centre's
 * time zone and date format, so that the Dashboard shows the ritual's date and time as the centre keeps them.
 */
const upcomingOf = (rows: UpcomingPaidBooking[], lang: UiLanguage): UpcomingBooking[] =>
  rows.map((r) => ({
    bookingReference: displayBookingReference(r.booking_id),
    ritual: ritualNameIn(r.product_name, r.product_texts, lang),
    center: r.center_name,
    slotStart: r.status === 'ON_HOLD' ? null : r.slot_start.toISOString(),
    timezone: r.timezone,
    dateFormat: r.date_format,
  }));

async function answerOf(
  graceDays: number,
  db: Queryable,
  userId: string,
  state: ErasureState,
  lang: UiLanguage,
): Promise<ErasureAnswer> {
  return {
    requestedAt: state.requested_at?.toISOString() ?? null,
    dueAt: state.due_at?.toISOString() ?? null,
    cancelledBySignInAt: state.cancel_notice_at?.toISOString() ?? null,
    graceDays,
    upcoming: upcomingOf(await listUpcomingPaidBookings(db, userId, new Date()), lang),
  };
}

export async function getErasure(
  deps: Deps,
  auth: AuthContext,
  lang: UiLanguage = 'en',
): Promise<ErasureAnswer> {
  const state = await findErasure(deps.pool, auth.userId);
  if (!state) throw notFound(ENDED_MESSAGE);
  return answerOf(deps.config.ERASURE_GRACE_DAYS, deps.pool, auth.userId, state, lang);
}

/** Records the request, or refuses (409) while a paid booking is still to come. Asking again keeps the first date. */
export async function requestErasure(
  deps: Deps,
  auth: AuthContext,
  ctx: { requestId: string; lang?: UiLanguage },
): Promise<ErasureAnswer> {
  const lang = ctx.lang ?? 'en';
  return withTransaction(deps.pool, async (client) => {
    const current = await findErasure(client, auth.userId);
    if (!current) throw notFound(ENDED_MESSAGE);
    if (current.requested_at)
      return answerOf(deps.config.ERASURE_GRACE_DAYS, client, auth.userId, current, lang);
    if ((await listUpcomingPaidBookings(client, auth.userId, new Date())).length > 0) {
      throw conflict(ERASURE_BLOCKED_MESSAGE);
    }
    const state = (await requestErasureRow(client, auth.userId, deps.config.ERASURE_GRACE_DAYS))!;
    // The request's own id, never the person's: the entry says nothing about them once they are erased.
    await writeErasureAudit(client, await listCentersOfPerson(client, auth.userId), {
      action: 'erasure.request',
      erasureId: state.erasure_id!,
      data: { dueAt: state.due_at?.toISOString() },
      requestId: ctx.requestId,
    });
    return answerOf(deps.config.ERASURE_GRACE_DAYS, client, auth.userId, state, lang);
  });
}

/**
 * Cancels the request ("Keep my account", or a sign-in after it: services/users/account-standing.ts). A sign-in
 * cancels it without the devotee asking, so they are told: the Dashboard shows a notice until they have read it
 * (`cancelledBySignInAt`), and a mail in their language says the same, written in the cancellation's transaction.
 */
export async function cancelErasure(
  deps: Pick<AppDeps, 'pool'>,
  userId: string,
  ctx: { requestId?: string; requestedAt?: Date; by: 'devotee' | 'sign-in' },
): Promise<void> {
  await withTransaction(deps.pool, async (client) => {
    const bySignIn = ctx.by === 'sign-in';
    const erasureId = await cancelErasureRow(client, userId, {
      requestedAt: ctx.requestedAt,
      notice: bySignIn,
    });
    if (!erasureId) return;
    await writeErasureAudit(client, await listCentersOfPerson(client, userId), {
      action: 'erasure.cancel',
      erasureId,
      data: { by: ctx.by },
      ...(ctx.requestId ? { requestId: ctx.requestId } : {}),
    });
    const mailee = bySignIn ? await findAccountMailee(client, userId) : undefined;
    if (mailee?.email) {
      const mail = erasureCancelledMail({ lang: mailLanguageOf(mailee.language), name: mailee.first_name });
      await insertMail(client, { to: mailee.email, ...mail, kind: 'erasure-cancelled', paymentId: null });
    }
  });
}

/** The devotee has read the Dashboard's notice that a sign-in cancelled their deletion: it is not shown again. */
export async function dismissErasureNotice(deps: Deps, auth: AuthContext): Promise<ErasureAnswer> {
  await clearErasureNotice(deps.pool, auth.userId);
  return getErasure(deps, auth);
}

export async function keepMyAccount(
  deps: Deps,
  auth: AuthContext,
  ctx: { requestId: string; lang?: UiLanguage },
): Promise<ErasureAnswer> {
  await cancelErasure(deps, auth.userId, { requestId: ctx.requestId, by: 'devotee' });
  return getErasure(deps, auth, ctx.lang);
}
