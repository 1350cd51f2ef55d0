import { Trans, useLingui } from '@lingui/react/macro';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@sannidhi/domain/contracts/staff-catalogue';
import { useState } from 'react';
import { useController, type FieldPath } from 'react-hook-form';
import type { RitualFormInput } from '@sannidhi/domain/contracts/staff-catalogue';
import { uploadImage } from '../../../../api/staff-catalogue';
import { Button } from '../../../../components/button/button';
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
  removable = false,
}: {
  form: RitualFormApi;
  name: FieldPath<RitualFormInput>;
  id: string;
  label: string;
  /** The preview's alt text, "Current …" (the label in lower case in English). */
  currentAlt: string;
  center: string;
  /** Offers to remove the image (a language's banner: English shows again). */
  removable?: boolean;
}) {
  const { t } = useLingui();
  const { field, fieldState } = useController({ control: form.control, name });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const url = typeof field.value === 'string' ? field.value : '';
  // A refused upload, or an address the form refuses (a language's banner must be an image of this site).
  const error = problem ?? fieldState.error?.message ?? null;
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
    <Field id={id} label={label} markOptional error={error} hint={t`PNG, JPEG or WebP, at most 1 MB.`}>
      {url && <img className="sn-catalogue__preview" src={url} alt={currentAlt} />}
      <input
        type="file"
        accept={IMAGE_TYPES.join(',')}
        disabled={busy}
        {...controlProps(id, { error, hint: true })}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {removable && url && (
        <Button variant="ghost" onClick={() => field.onChange('')}>
          <Trans>Remove this image</Trans>
        </Button>
      )}
    </Field>
  );
}
