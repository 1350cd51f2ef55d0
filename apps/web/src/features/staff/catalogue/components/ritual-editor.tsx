import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useRef, useEffect } from 'react';
import {
  RitualForm,
  type RitualFormInput,
  type StaffRitual,
} from '@sannidhi/domain/contracts/staff-catalogue';
import { useCreateRitual, useUpdateRitual } from '../../../../api/staff-catalogue';
import { Button } from '../../../../components/button/button';
import { toast } from '../../../../components/toast/toast-store';
import { blankRitualValues, ritualBodyOf, ritualValues } from '../lib/ritual-form-values';
import { BookingConfigFields } from './booking-config-fields';
import { ImagesFields } from './images-fields';
import { ParticipantFormFields } from './participant-form-fields';
import { RitualDetailsFields } from './ritual-details-fields';

import { VariantFields } from './variant-fields';
import { inUiLanguage } from '../../../../lib/domain-texts';

const TOAST_MS = 5000;

/** Creates a ritual at the centre, or edits one: the whole ritual is sent and validated by the api again. */
export function RitualEditor({
  center,
  currency,
  ritual,
  onClose,
}: {
  center: string;
  currency: string | null;
  ritual: StaffRitual | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  /**
   * What saving changed for devotees, truthfully: a new ritual has no dates until the scheduler opens them, so
   * devotees cannot book it yet; a hidden one is not shown at all.
   */
  const savedMessage = (r: { name: string; isAvailable: boolean }, isNew: boolean): string => {
    const ritualName = r.name;
    if (!r.isAvailable) return t`${ritualName} is saved. It is hidden from devotees.`;
    return isNew
      ? t`${ritualName} is added. It has no dates yet: add its dates on Schedule, then devotees can book it.`
      : t`${ritualName} is saved. Devotees see the change now.`;
  };
  const form = useForm<RitualFormInput, unknown, RitualForm>({
    resolver: zodResolver(RitualForm),
    mode: 'onTouched',
    defaultValues: ritual ? ritualValues(ritual) : blankRitualValues(),
  });
  const create = useCreateRitual();
  const update = useUpdateRitual();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const ritualName = ritual?.name ?? '';
  const title = ritual ? t`Edit ${ritualName}` : t`Add a ritual`;
  const submit = form.handleSubmit(async (values) => {
    const body = { ...ritualBodyOf(values), center };
    try {
      const answer = ritual
        ? await update.mutateAsync({ ...body, ritualId: ritual.id })
        : await create.mutateAsync(body);
      toast.success(savedMessage(answer.ritual, !ritual), { duration: TOAST_MS });
      onClose();
    } catch (err) {
      toast.error(
        err instanceof Error
          ? inUiLanguage(err.message)
          : t`The ritual could not be saved. Please try again.`,
        {
          duration: TOAST_MS,
        },
      );
    }
  });
  return (
    <form
      className="sn-catalogue__editor"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="ritual-editor-heading"
    >
      <h2 id="ritual-editor-heading" ref={heading} tabIndex={-1} className="sn-catalogue__subheading">
        {title}
      </h2>
      <RitualDetailsFields form={form} />
      <VariantFields form={form} currency={currency} />
      <BookingConfigFields form={form} />
      <ParticipantFormFields form={form} />
      <ImagesFields form={form} center={center} />
      {Object.keys(form.formState.errors).length > 0 && form.formState.isSubmitted && (
        <p role="alert" className="sn-catalogue__problem">
          <Trans>Some fields need attention: see the messages above.</Trans>
        </p>
      )}
      <div className="sn-catalogue__actions">
        <Button type="submit" loading={create.isPending || update.isPending}>
          <Trans>Save ritual</Trans>
        </Button>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
