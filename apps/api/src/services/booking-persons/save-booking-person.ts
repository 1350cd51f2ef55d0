// GET and POST /bookingPerson: the billing profile of the person booking, read and saved by themself or by an
// office volunteer acting for them at a centre where they hold the role (audited at that centre). The e-mail that
// receives the devotee's receipts is the devotee's to change: a volunteer keeps it as it stands (or, for a devotee
// without a billing profile yet, their sign-in e-mail). The city and state must agree with the pin-code look-up where
// it knows the pin.
import type { BookingPerson, BookingPersonAnswer } from '@sannidhi/domain/contracts/booking-person';
import { forbidden, notFound } from '../../errors';
import { findBookingPerson, saveBookingPerson } from '../../repositories/booking-persons';
import { findUserById } from '../../repositories/users';
import type { AppDeps, AuthContext } from '../../types';
import { requireSelfOrActingVolunteer, requireSelfOrVolunteer } from '../auth/access';
import { writeAudit } from '../../repositories/audit';
import { requirePlaceOfPinCode } from '../addresses/pin-code';
import { recordBillingConsents } from '../users/consents';
import { mirrorFoundProfile } from '../users/mirror-user';

export async function getBillingProfile(
  deps: Pick<AppDeps, 'pool'>,
  auth: AuthContext,
  ssoId: string,
): Promise<BookingPersonAnswer | null> {
  await requireSelfOrVolunteer(deps.pool, auth, ssoId);
  return findBookingPerson(deps.pool, ssoId);
}

/** The e-mail a volunteer may save: the one on the billing profile, else the devotee's sign-in e-mail. */
async function requireSameBillingEmail(
  deps: Pick<AppDeps, 'pool'>,
  person: BookingPerson,
  signInEmail: string,
) {
  const stored = (await findBookingPerson(deps.pool, person.ssoId))?.email || signInEmail;
  if (person.email.trim().toLowerCase() !== stored.trim().toLowerCase()) {
    throw forbidden(
      `Only the devotee can change the e-mail that receives their receipts (${stored}): ask them to change it in their own profile. Save the other details with the e-mail as it was`,
    );
  }
}

export async function saveBillingProfile(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  auth: AuthContext,
  person: BookingPerson,
  opts: { onLookUpUnreachable?: (err: unknown) => void; requestId?: string; centerId?: string } = {},
): Promise<BookingPersonAnswer> {
  const actor = await requireSelfOrActingVolunteer(deps.pool, auth, person.ssoId, opts.centerId);
  let user = await findUserById(deps.pool, person.ssoId);
  if (!user && actor.kind === 'volunteer') {
    // A devotee with a sign-on profile who never signed in here (issue 26, symptom 1): copied from the provider.
    const profile = await deps.providers.sso.getProfileById(person.ssoId);
    if (await mirrorFoundProfile(deps, profile)) user = await findUserById(deps.pool, person.ssoId);
  }
  if (!user) throw notFound('Devotee not found');
  if (actor.kind === 'volunteer') await requireSameBillingEmail(deps, person, user.email);
  await requirePlaceOfPinCode(
    deps.providers.contactInfo,
    person.billingAddress,
    'billingAddress',
    opts.onLookUpUnreachable,
  );
  const saved = await saveBookingPerson(deps.pool, person);
  // The privacy terms and the newsletter choice, on record with who saved them and the text (issue 30).
  await recordBillingConsents(deps.pool, person, auth.userId);
  if (actor.kind === 'volunteer') {
    // data.centerId places the entry on that centre's audit page (staff/audit), with the volunteer as actor.
    await writeAudit(deps.pool, {
      actorId: auth.userId,
      action: 'bookingPerson.save',
      entity: 'booking_person',
      entityId: person.ssoId,
      data: { onBehalf: true, centerId: actor.centerId, country: person.billingAddress.countryOfResidence },
      requestId: opts.requestId,
    });
  }
  return saved;
}
