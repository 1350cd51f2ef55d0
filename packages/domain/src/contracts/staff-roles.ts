import * as z from 'zod/mini';
import { StaffRole } from '../enums';
import { STAFF_ACTIONS } from '../staff-access';
import { Id } from './common';

/** `GET /staff/centers?action=`: the centres where the caller's roles allow the action (a staff page's picker). */
export const StaffCentersQuery = z.object({
  action: z.enum(STAFF_ACTIONS, { error: 'action: not a staff action' }),
});
export const StaffCenter = z.object({ id: z.string(), name: z.string() });
export type StaffCenter = z.infer<typeof StaffCenter>;
export const StaffCentersAnswer = z.object({ centers: z.array(StaffCenter) });
export type StaffCentersAnswer = z.infer<typeof StaffCentersAnswer>;

/** A person with the roles granted to them at one centre. */
export const StaffMember = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(StaffRole),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** `GET /staff/roles?center=`: the centre's staff and the roles the caller may grant and remove there. */
export const StaffRolesQuery = z.object({ center: Id });
export const StaffRolesAnswer = z.object({
  staff: z.array(StaffMember),
  grantable: z.array(StaffRole),
});
export type StaffRolesAnswer = z.infer<typeof StaffRolesAnswer>;

const roleField = z.enum(StaffRole.options, { error: 'Choose a staff role' });

/** The add-a-role form: whom (the e-mail they sign in with) and which role. */
export const AssignRoleForm = z.object({
  email: z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Enter the e-mail address the person signs in with'),
        z.maxLength(254, 'E-mail: at most 254 characters'),
      ),
    z.email('Enter a valid e-mail address'),
  ),
  role: roleField,
});
export type AssignRoleForm = z.infer<typeof AssignRoleForm>;

/** `POST /staff/roles`: grant a role at a centre to the user who signs in with the e-mail. */
export const AssignRoleBody = z.extend(AssignRoleForm, { center: Id });
export type AssignRoleBody = z.infer<typeof AssignRoleBody>;

/** `POST /staff/roles/remove`: take a role at a centre away from a user. */
export const RemoveRoleBody = z.object({ center: Id, userId: Id, role: roleField });
export type RemoveRoleBody = z.infer<typeof RemoveRoleBody>;

/** Both changes answer the person as they stand after it; changed is false when nothing was to do. */
export const RoleChangeAnswer = z.object({ changed: z.boolean(), member: StaffMember });
export type RoleChangeAnswer = z.infer<typeof RoleChangeAnswer>;
