import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PackageForm, type StaffPackage } from '@sannidhi/domain/contracts/staff-packages';
import { useSaveStaffPackage } from '../../../../api/staff-packages';
import { Button } from '../../../../components/button/button';
import { controlProps, Field, FieldError, TextField } from '../../../../components/field/field';
import { toast } from '../../../../components/toast/toast-store';

const TOAST_MS = 5000;

/**
 * A package's URL tag, name and description, and which of the centre's rituals it holds. A package shared with other
 * centres keeps its name and description (the api refuses to change them); its tag names it and stays.
 */
export function PackageFormView({
  center,
  rituals,
  editing,
  onDone,
}: {
  center: string;
  rituals: readonly { id: string; name: string }[];
  editing: StaffPackage | null;
  onDone: () => void;
}) {
  const form = useForm<PackageForm>({
    resolver: zodResolver(PackageForm),
    mode: 'onTouched',
    defaultValues: {
      urlTag: editing?.urlTag ?? '',
      name: editing?.name ?? '',
      description: editing?.description ?? '',
      rituals: editing?.rituals.map((r) => r.id) ?? [],
    },
  });
  const save = useSaveStaffPackage();
  const shared = (editing?.otherCenterRituals ?? 0) > 0;
  const errors = form.formState.errors;
  // The package's rituals first, in its order (the checked boxes are sent in page order, and the first ritual of a
  // centre is the one its event link opens), then the centre's others.
  const inPackage = editing?.rituals.map((r) => r.id) ?? [];
  const ordered = [
    ...inPackage.flatMap((id) => rituals.filter((r) => r.id === id)),
    ...rituals.filter((r) => !inPackage.includes(r.id)),
  ];
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ ...values, center });
      toast.success(`${saved.name} is saved: devotees see it at /eventRituals/${saved.urlTag}`, {
        duration: TOAST_MS,
      });
      onDone();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'The package could not be saved. Please try again.', {
        duration: TOAST_MS,
      });
    }
  });
  const tagHint = 'Lowercase letters, digits and hyphens; the link is /eventRituals/{tag}.';
  return (
    <form
      className="sn-staff-packages__form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={editing ? `Edit ${editing.name}` : 'Add a package'}
    >
      <h2 className="sn-staff-packages__title">{editing ? `Edit ${editing.name}` : 'Add a package'}</h2>
      <TextField
        id="package-tag"
        label="URL tag"
        required
        error={errors.urlTag?.message}
        hint={tagHint}
        autoComplete="off"
        readOnly={Boolean(editing)}
        {...form.register('urlTag')}
      />
      <TextField
        id="package-name"
        label="Package name"
        required
        error={errors.name?.message}
        autoComplete="off"
        readOnly={shared}
        {...form.register('name')}
      />
      <Field
        id="package-description"
        label="Description"
        markOptional
        error={errors.description?.message}
        hint={shared ? 'Shared with other centres: their name and description stay.' : undefined}
      >
        <textarea
          className="sn-input"
          rows={3}
          readOnly={shared}
          {...controlProps('package-description', { error: errors.description?.message, hint: shared })}
          {...form.register('description')}
        />
      </Field>
      <fieldset className="sn-staff-packages__rituals" aria-describedby="package-rituals-error">
        <legend>Rituals of this centre in the package</legend>
        {rituals.length === 0 && <p>This centre has no rituals yet. Add one in the catalogue first.</p>}
        {ordered.map((r) => (
          <label key={r.id} className="sn-staff-packages__check">
            <input type="checkbox" value={r.id} {...form.register('rituals')} />
            <span>{r.name}</span>
          </label>
        ))}
        <FieldError id="package-rituals-error" message={errors.rituals?.message} />
      </fieldset>
      <div className="sn-staff-packages__actions">
        <Button type="submit" loading={save.isPending}>
          Save package
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
