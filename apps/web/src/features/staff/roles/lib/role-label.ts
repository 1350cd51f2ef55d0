import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffRole } from '@sannidhi/domain/enums';

const ROLE_LABELS: Readonly<Record<StaffRole, MessageDescriptor>> = {
  ROLE_ADMINISTRATOR: msg`Role Administrator`,
  CENTER_ADMIN: msg`Center Admin`,
  REGISTRATION_ADMINISTRATOR: msg`Registration Administrator`,
  RITUAL_SCHEDULER: msg`Ritual Scheduler`,
  SEVAKA: msg({ comment: 'A staff role: a temple volunteer who serves (sevaka)', message: 'Sevaka' }),
  RITUAL_ASSISTANT_VOLUNTEER: msg`Ritual Assistant Volunteer`,
  RITUAL_ASSISTANT: msg`Ritual Assistant`,
  PRASADAM_PACKING_VOLUNTEER: msg`Prasadam Packing Volunteer`,
  OFFICE_ACCOUNTS_MANAGER: msg`Office Accounts Manager`,
  OFFICE_VOLUNTEER: msg`Office Volunteer`,
};

/**
 * A role as staff read it: CENTER_ADMIN → "Center Admin" (the spec's role names, in words), as a descriptor shown
 * with `i18n._(…)`.
 */
export function roleLabel(role: StaffRole): MessageDescriptor {
  return ROLE_LABELS[role];
}

/** A person's name, or their e-mail when they have not given one. */
export function personName(p: { firstName: string; lastName: string; email: string }): string {
  return `${p.firstName} ${p.lastName}`.trim() || p.email;
}
