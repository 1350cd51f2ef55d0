// Users of a test of its own: a devotee or a staff member with the roles given, known to the sandbox sign-in, with a
// signed token.
import crypto from 'node:crypto';
import type { StaffRole } from '@sannidhi/domain/enums';
import type { TestApp } from '../helpers/test-app';

export interface BuiltUser {
  id: string;
  email: string;
  token: string;
}

export async function buildUser(
  t: Pick<TestApp, 'pool' | 'tokenFor'>,
  overrides: {
    /** Staff roles, each at a centre. */
    roles?: { centerId: string; role: StaffRole }[];
    id?: string;
    email?: string;
    firstName?: string;
    lastName?: string;
    /** A saved billing profile (booking_persons), as the demo devotee has. */
    billingProfile?: boolean;
  } = {},
): Promise<BuiltUser> {
  const id = overrides.id ?? `SSO-T-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
  const email = overrides.email ?? `${id.toLowerCase()}@example.org`;
  const firstName = overrides.firstName ?? 'Test';
  const lastName = overrides.lastName ?? 'Devotee';
  await t.pool.query(
    `INSERT INTO users (id, email, first_name, last_name, country_of_residence) VALUES ($1, $2, $3, $4, 'IN')`,
    [id, email, firstName, lastName],
  );
  for (const { centerId, role } of overrides.roles ?? []) {
    await t.pool.query('INSERT INTO user_roles (user_id, center_id, role) VALUES ($1, $2, $3)', [
      id,
      centerId,
      role,
    ]);
  }
  if (overrides.billingProfile) {
    await t.pool.query(
      `INSERT INTO booking_persons (sso_id, first_name, last_name, phone, email, privacy_terms_accepted,
         billing_address)
       VALUES ($1, $2, $3, '9843012345', $4, true, $5)`,
      [
        id,
        firstName,
        lastName,
        email,
        {
          line1: '21, Venkatasamy Road West',
          city: 'Coimbatore',
          state: 'Tamil Nadu',
          pinCode: '641002',
          countryOfResidence: 'IN',
          nationality: 'IN',
        },
      ],
    );
  }
  return { id, email, token: await t.tokenFor(id, email) };
}
