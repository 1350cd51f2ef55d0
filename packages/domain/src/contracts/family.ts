import * as z from 'zod/mini';
import { DeliveryAddress } from '../address';
import { NakshatramLanguage } from '../enums';
import { familyFormSchema } from '../family-form';

export const FamilyListQuery = z.object({
  ssoId: z.string().check(z.trim(), z.minLength(1, 'This field is mandatory')),
});

/** The message of a family save that changes members after a booking with the family was completed. */
export const FAMILY_MEMBERS_LOCKED_MESSAGE =
  'Names and nakshatram of members cannot be changed once a booking with this family is complete';

/**
 * `POST /family` and `PUT /family/{id}`: the family form (the same schema and messages as the dialog)
 * plus the ssoId of the devotee whose family it is (spec part 2 §3, §7).
 */
export const FamilyBody = z.extend(familyFormSchema(), {
  ssoId: z
    .string({ error: 'This field is mandatory' })
    .check(z.trim(), z.minLength(1, 'This field is mandatory')),
});
export type FamilyBody = z.output<typeof FamilyBody>;

export const FamilyIdParams = z.object({ id: z.uuid('Family not found') });

/** A saved family (spec part 2 §3). */
export const FamilyAnswer = z.object({
  id: z.string(),
  name: z.string(),
  prasadamDeliveryAddress: DeliveryAddress,
  palmLeafInfo: z.object({
    members: z.array(z.object({ name: z.string(), nakshatram: z.string() })),
    nakshatramLanguage: z.union([NakshatramLanguage, z.string()]),
  }),
  /** A booking with this family is complete: member names and nakshatram can no longer change. */
  membersLocked: z.boolean(),
});
export type FamilyAnswer = z.infer<typeof FamilyAnswer>;
