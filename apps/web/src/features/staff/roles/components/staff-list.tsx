import { useState } from 'react';
import type { StaffMember } from '@sannidhi/domain/contracts/staff-roles';
import type { StaffRole } from '@sannidhi/domain/enums';
import { useRemoveStaffRole } from '../../../../api/staff-roles';
import { Button } from '../../../../components/button/button';
import { ConfirmDialog } from '../../../../components/dialog/dialog';
import { toast } from '../../../../components/toast/toast-store';
import { personName, roleLabel } from '../lib/role-label';

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
  const [removal, setRemoval] = useState<Removal | null>(null);
  const remove = useRemoveStaffRole();
  const confirm = async () => {
    if (!removal) return;
    const who = personName(removal.member);
    const role = roleLabel(removal.role);
    try {
      await remove.mutateAsync({ center, userId: removal.member.userId, role: removal.role });
      toast.success(`${who} is no longer ${role} at ${centerName}`, { duration: TOAST_MS });
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'The role could not be removed. Please try again.', {
        duration: TOAST_MS,
      });
    }
    setRemoval(null);
  };

  if (staff.length === 0) return <p>No one holds a staff role at {centerName} yet.</p>;
  return (
    <>
      <ul className="sn-staff-roles__list" aria-label={`Staff of ${centerName}`}>
        {staff.map((m) => (
          <li key={m.userId} className="sn-staff-roles__member">
            <div className="sn-staff-roles__who">
              <strong>{personName(m)}</strong>
              <span className="sn-staff-roles__email">{m.email}</span>
            </div>
            <ul className="sn-staff-roles__roles" aria-label={`Roles of ${personName(m)}`}>
              {m.roles.map((r) => (
                <li key={r} className="sn-staff-roles__role">
                  <span>{roleLabel(r)}</span>
                  {grantable.includes(r) && (
                    <Button
                      variant="ghost"
                      className="sn-staff-roles__remove"
                      onClick={() => setRemoval({ member: m, role: r })}
                      aria-label={`Remove ${roleLabel(r)} from ${personName(m)}`}
                    >
                      Remove
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removal !== null}
        title="Remove role"
        message={
          removal &&
          `Remove ${roleLabel(removal.role)} from ${personName(removal.member)} (${removal.member.email}) at ${centerName}? They lose the pages of that role at once.`
        }
        confirmLabel="Remove role"
        cancelLabel="Cancel"
        onConfirm={() => void confirm()}
        onCancel={() => setRemoval(null)}
        busy={remove.isPending}
      />
    </>
  );
}
