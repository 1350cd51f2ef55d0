import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AssignRoleForm } from '@sannidhi/domain/contracts/staff-roles';
import type { StaffRole } from '@sannidhi/domain/enums';
import { useAssignStaffRole } from '../../../../api/staff-roles';
import { Button } from '../../../../components/button/button';
import { controlProps, Field, TextField } from '../../../../components/field/field';
import { toast } from '../../../../components/toast/toast-store';
import { personName, roleLabel } from '../lib/role-label';
import { inUiLanguage } from '../../../../lib/domain-texts';

const TOAST_MS = 5000;

/** Grant a role at the centre to the person who signs in with an e-mail. */
export function AddRoleForm({
  center,
  centerName,
  grantable,
}: {
  center: string;
  centerName: string;
  grantable: readonly StaffRole[];
}) {
  const { t, i18n } = useLingui();
  const form = useForm<AssignRoleForm>({
    resolver: zodResolver(AssignRoleForm),
    mode: 'onTouched',
    defaultValues: { email: '', role: undefined },
  });
  const assign = useAssignStaffRole();
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await assign.mutateAsync({ ...values, center });
      const who = personName(answer.member);
      const role = i18n._(roleLabel(values.role));
      if (answer.changed) toast.success(t`${who} is now ${role} at ${centerName}`, { duration: TOAST_MS });
      else toast.success(t`${who} already holds ${role} at ${centerName}`, { duration: TOAST_MS });
      form.reset({ email: '', role: values.role });
    } catch (err) {
      toast.error(
        err instanceof Error ? inUiLanguage(err.message) : t`The role could not be added. Please try again.`,
        {
          duration: TOAST_MS,
        },
      );
    }
  });
  return (
    <form
      className="sn-staff-roles__add"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t`Add a role`}
    >
      <h2 className="sn-staff-roles__subheading">
        <Trans>Add a role</Trans>
      </h2>
      <TextField
        id="staff-role-email"
        label={t`E-mail address`}
        required
        error={errors.email?.message}
        hint={t`The address the person signs in to Sannidhi with.`}
        type="email"
        autoComplete="off"
        inputMode="email"
        {...form.register('email')}
      />
      <Field id="staff-role-role" label={t`Role`} required error={errors.role?.message}>
        <select
          className="sn-select"
          {...controlProps('staff-role-role', { error: errors.role?.message, required: true })}
          {...form.register('role')}
          defaultValue=""
        >
          <option value="" disabled>
            {t`Choose a role`}
          </option>
          {grantable.map((r) => (
            <option key={r} value={r}>
              {i18n._(roleLabel(r))}
            </option>
          ))}
        </select>
      </Field>
      <Button type="submit" loading={assign.isPending}>
        <Trans>Add role</Trans>
      </Button>
    </form>
  );
}
