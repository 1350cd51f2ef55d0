import { useLingui } from '@lingui/react/macro';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@sannidhi/domain/contracts/staff-catalogue';
import { useState } from 'react';
import { useController, type FieldPath } from 'react-hook-form';
import type { RitualFormInput } from '@sannidhi/domain/contracts/staff-catalogue';
import { uploadImage } from '../../../../api/staff-catalogue';
import { controlProps, Field } from '../../../../components/field/field';
import type { RitualFormApi } from './ritual-form-types';
import { inUiLanguage } from '../../../../lib/domain-texts';

/** An image of the ritual: the current one shown, a new file uploaded at once (PNG, JPEG or WebP, at most 1 MB). */
export function ImageField({
  form,
  name,
  id,
  label,
  currentAlt,
  center,
}: {
  form: RitualFormApi;
  name: FieldPath<RitualFormInput>;
  id: string;
  label: string;
  /** The preview's alt text, "Current …" (the label in lower case in English). */
  currentAlt: string;
  center: string;
}) {
  const { t } = useLingui();
  const { field } = useController({ control: form.control, name });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const url = typeof field.value === 'string' ? field.value : '';
  const choose = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t`Choose a PNG, JPEG or WebP image`);
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setProblem(t`The image is larger than 1 MB: make it smaller and choose it again`);
      return;
    }
    setBusy(true);
    try {
      field.onChange((await uploadImage(center, file)).url);
    } catch (err) {
      setProblem(
        err instanceof Error
          ? inUiLanguage(err.message)
          : t`The image could not be uploaded. Please try again.`,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Field id={id} label={label} markOptional error={problem} hint={t`PNG, JPEG or WebP, at most 1 MB.`}>
      {url && <img className="sn-catalogue__preview" src={url} alt={currentAlt} />}
      <input
        type="file"
        accept={IMAGE_TYPES.join(',')}
        disabled={busy}
        {...controlProps(id, { error: problem, hint: true })}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
    </Field>
  );
}
