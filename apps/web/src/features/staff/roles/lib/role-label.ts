import type { StaffRole } from '@sannidhi/domain/enums';

/** A role as staff read it: CENTER_ADMIN → "Center Admin" (the spec's role names, in words). */
export function roleLabel(role: StaffRole): string {
  return role
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** A person's name, or their e-mail when they have not given one. */
export function personName(p: { firstName: string; lastName: string; email: string }): string {
  return `${p.firstName} ${p.lastName}`.trim() || p.email;
}
