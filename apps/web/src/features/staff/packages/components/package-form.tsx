import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TRANSLATED_LANGUAGES } from '@sannidhi/domain/catalogue-texts';
import { PackageForm, type StaffPackage } from '@sannidhi/domain/contracts/staff-packages';
import { useSaveStaffPackage } from '../../../../api/staff-packages';
import { Button } from '../../../../components/button/button';
import { controlProps, Field, FieldError, TextField } from '../../../../components/field/field';
import { toast } from '../../../../components/toast/toast-store';
import { TranslatedTexts } from '../../components/translated-texts';
import { inUiLanguage } from '../../../../lib/domain-texts';

const TOAST_MS = 5000;
/** The devotee site's address of a package, as the hint shows it (its braces are not a placeholder). */
const EVENT_LINK_PATTERN = '/eventRituals/{tag}';

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
  const { t } = useLingui();
  const form = useForm<PackageForm>({
    resolver: zodResolver(PackageForm),
    mode: 'onTouched',
    defaultValues: {
      urlTag: editing?.urlTag ?? '',
      name: editing?.name ?? '',
      description: editing?.description ?? '',
      rituals: editing?.rituals.map((r) => r.id) ?? [],
      // The name in each other language (empty: English is shown).
      texts: Object.fromEntries(
        TRANSLATED_LANGUAGES.map((l) => [l, { name: editing?.texts[l]?.name ?? '' }]),
      ),
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
      // A shared package's texts are other centres' too: they are not sent (the api keeps them).
      const saved = await save.mutateAsync({ ...values, texts: shared ? undefined : values.texts, center });
      const packageName = saved.name;
      const eventLink = EVENT_LINK_PATTERN.replace('{tag}', saved.urlTag);
      toast.success(t`${packageName} is saved: devotees see it at ${eventLink}`, {
        duration: TOAST_MS,
      });
      onDone();
    } catch (err) {
      toast.error(
        err instanceof Error
          ? inUiLanguage(err.message)
          : t`The package could not be saved. Please try again.`,
        {
          duration: TOAST_MS,
        },
      );
    }
  });
  const linkPattern = EVENT_LINK_PATTERN;
  const tagHint = t`Lowercase letters, digits and hyphens; the link is ${linkPattern}.`;
  const editingName = editing?.name ?? '';
  const title = editing ? t`Edit ${editingName}` : t`Add a package`;
  return (
    <form className="sn-staff-packages__form" onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
      <h2 className="sn-staff-packages__title">{title}</h2>
      <TextField
        id="package-tag"
        label={t`URL tag`}
        required
        error={errors.urlTag?.message}
        hint={tagHint}
        autoComplete="off"
        readOnly={Boolean(editing)}
        {...form.register('urlTag')}
      />
      <TextField
        id="package-name"
        label={t`Package name`}
        required
        error={errors.name?.message}
        autoComplete="off"
        readOnly={shared}
        {...form.register('name')}
      />
      {!shared && (
        <TranslatedTexts
          idPrefix="package"
          keys={['name']}
          register={(language) => form.register(`texts.${language}.name`)}
          errorOf={(language) => errors.texts?.[language]?.name?.message}
          maxLength={{ name: 200, description: 2000 }}
        />
      )}
      <Field
        id="package-description"
        label={t`Description`}
        markOptional
        error={errors.description?.message}
        hint={shared ? t`Shared with other centres: their name and description stay.` : undefined}
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
        <legend>
          <Trans>Rituals of this centre in the package</Trans>
        </legend>
        {rituals.length === 0 && (
          <p>
            <Trans>This centre has no rituals yet. Add one in the catalogue first.</Trans>
          </p>
        )}
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
          <Trans>Save package</Trans>
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
