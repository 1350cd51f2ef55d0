import * as z from 'zod/mini';
import { STAFF_ACTIONS } from '../staff-access';
import { Id } from './common';

/** `GET /staff/actions?center=`: what the caller's roles at the centre allow in the staff console. */
export const StaffActionsQuery = z.object({ center: Id });
export const StaffActionsAnswer = z.object({ actions: z.array(z.enum(STAFF_ACTIONS)) });
export type StaffActionsAnswer = z.infer<typeof StaffActionsAnswer>;
