import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { StaffMember } from '@sannidhi/domain/contracts/staff-roles';
import type { StaffRole } from '@sannidhi/domain/enums';
import { useRemoveStaffRole } from '../../../../api/staff-roles';
import { Button } from '../../../../components/button/button';
import { ConfirmDialog } from '../../../../components/dialog/dialog';
import { toast } from '../../../../components/toast/toast-store';
import { personName, roleLabel } from '../lib/role-label';
import { inUiLanguage } from '../../../../lib/domain-texts';

const TOAST_MS = 5000;

interface Removal {
  member: StaffMember;
  role: StaffRole;
}

/** The centre's staff, each with their roles; a role the person may remove has a button that asks first. */
export function StaffList({
  center,
  centerName,
  staff,
  grantable,
}: {
  center: string;
  centerName: string;
  staff: readonly StaffMember[];
  grantable: readonly StaffRole[];
}) {
  const { t, i18n } = useLingui();
  const [removal, setRemoval] = useState<Removal | null>(null);
  const remove = useRemoveStaffRole();
  const confirm = async () => {
    if (!removal) return;
    const who = personName(removal.member);
    const role = i18n._(roleLabel(removal.role));
    try {
      await remove.mutateAsync({ center, userId: removal.member.userId, role: removal.role });
      toast.success(t`${who} is no longer ${role} at ${centerName}`, { duration: TOAST_MS });
    } catch (err) {
      toast.error(
        err instanceof Error
          ? inUiLanguage(err.message)
          : t`The role could not be removed. Please try again.`,
        {
          duration: TOAST_MS,
        },
      );
    }
    setRemoval(null);
  };

  if (staff.length === 0)
    return (
      <p>
        <Trans>No one holds a staff role at {centerName} yet.</Trans>
      </p>
    );
  const removalMessage = (r: Removal) => {
    const role = i18n._(roleLabel(r.role));
    const who = personName(r.member);
    const email = r.member.email;
    return t`Remove ${role} from ${who} (${email}) at ${centerName}? They lose the pages of that role at once.`;
  };
  return (
    <>
      <ul className="sn-staff-roles__list" aria-label={t`Staff of ${centerName}`}>
        {staff.map((m) => {
          const who = personName(m);
          return (
            <li key={m.userId} className="sn-staff-roles__member">
              <div className="sn-staff-roles__who">
                <strong>{personName(m)}</strong>
                <span className="sn-staff-roles__email">{m.email}</span>
              </div>
              <ul className="sn-staff-roles__roles" aria-label={t`Roles of ${who}`}>
                {m.roles.map((r) => {
                  const role = i18n._(roleLabel(r));
                  return (
                    <li key={r} className="sn-staff-roles__role">
                      <span>{role}</span>
                      {grantable.includes(r) && (
                        <Button
                          variant="ghost"
                          className="sn-staff-roles__remove"
                          onClick={() => setRemoval({ member: m, role: r })}
                          aria-label={t`Remove ${role} from ${who}`}
                        >
                          <Trans comment="Button: remove a staff role from a person">Remove</Trans>
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removal !== null}
        title={t`Remove role`}
        message={removal && removalMessage(removal)}
        confirmLabel={t`Remove role`}
        cancelLabel={t`Cancel`}
        onConfirm={() => void confirm()}
        onCancel={() => setRemoval(null)}
        busy={remove.isPending}
      />
    </>
  );
}
