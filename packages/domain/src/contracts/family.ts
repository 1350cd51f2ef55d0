import { z } from 'zod';

export const FamilyListQuery = z.object({ ssoId: z.string().trim().min(1, 'This field is mandatory') });

/** A saved family (spec part 2 §3). */
export const FamilyAnswer = z.object({
  id: z.string(),
  name: z.string(),
  prasadamDeliveryAddress: z.record(z.string(), z.unknown()),
  palmLeafInfo: z.record(z.string(), z.unknown()),
});
export type FamilyAnswer = z.infer<typeof FamilyAnswer>;
