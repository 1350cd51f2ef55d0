// GET and POST /bookingPerson: the billing profile of the person booking, read and saved by themself or by an
// office volunteer acting for them. The city and state must agree with the pin-code look-up where it knows the pin.
import type { BookingPerson, BookingPersonAnswer } from '@sannidhi/domain/contracts/booking-person';
import { notFound } from '../../errors';
import { findBookingPerson, saveBookingPerson } from '../../repositories/booking-persons';
import { findUserById } from '../../repositories/users';
import type { AppDeps, AuthContext } from '../../types';
import { requireSelfOrActingVolunteer, requireSelfOrVolunteer } from '../auth/access';
import { writeAudit } from '../../repositories/audit';
import { requirePlaceOfPinCode } from '../addresses/pin-code';

export async function getBillingProfile(
  deps: Pick<AppDeps, 'pool'>,
  auth: AuthContext,
  ssoId: string,
): Promise<BookingPersonAnswer | null> {
  await requireSelfOrVolunteer(deps.pool, auth, ssoId);
  return findBookingPerson(deps.pool, ssoId);
}

export async function saveBillingProfile(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  auth: AuthContext,
  person: BookingPerson,
  opts: { onLookUpUnreachable?: (err: unknown) => void; requestId?: string } = {},
): Promise<BookingPersonAnswer> {
  const actor = await requireSelfOrActingVolunteer(deps.pool, auth, person.ssoId);
  if (!(await findUserById(deps.pool, person.ssoId))) throw notFound('Devotee not found');
  await requirePlaceOfPinCode(
    deps.providers.contactInfo,
    person.billingAddress,
    'billingAddress',
    opts.onLookUpUnreachable,
  );
  const saved = await saveBookingPerson(deps.pool, person);
  if (actor === 'volunteer') {
    await writeAudit(deps.pool, {
      actorId: auth.userId,
      action: 'bookingPerson.save',
      entity: 'booking_person',
      entityId: person.ssoId,
      data: { onBehalf: true, country: person.billingAddress.countryOfResidence },
      requestId: opts.requestId,
    });
  }
  return saved;
}
