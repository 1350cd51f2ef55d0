import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import type { DispatchParcel } from '@sannidhi/domain/contracts/staff-dispatch';
import { dispatchFormSchema, type DispatchFormValues } from '@sannidhi/domain/dispatch';
import { useEffect, useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useUpdateStaffDispatch } from '../../../../api/staff-dispatch';
import { Button } from '../../../../components/button/button';
import { controlProps, Field } from '../../../../components/field/field';
import { toast } from '../../../../components/toast/toast-store';
import { dispatchStatusLabel } from '@sannidhi/domain/status-labels';
import { inUiLanguage } from '../../../../lib/domain-texts';
import { SHIPPING_OPTION_LABELS } from '@sannidhi/domain/dispatch';
import { CARRIER_LABELS } from '../lib/labels';

const STATUSES = ['PACKED', 'SHIPPED', 'DELIVERED', 'RETURNED'] as const;

/**
 * The update of the chosen parcels: one status, carrier and shipping option for all, a tracking id for each. The
 * api checks again (forward only, UPS numbers) and refuses the whole set if one parcel is refused.
 */
export function DispatchForm({
  center,
  parcels,
  onDone,
}: {
  center: string;
  parcels: DispatchParcel[];
  onDone: () => void;
}) {
  const { t } = useLingui();
  const id = useId().replace(/:/g, '');
  const update = useUpdateStaffDispatch();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<DispatchFormValues>({
    resolver: zodResolver(dispatchFormSchema),
    defaultValues: { deliveryStatus: 'SHIPPED', carrier: 'UPS', shippingOption: '', parcels: [] },
  });
  const { fields, replace } = useFieldArray({ control: form.control, name: 'parcels', keyName: 'key' });
  const chosen = parcels.map((p) => p.orderId).join(',');

  useEffect(() => {
    const typed = new Map(form.getValues('parcels').map((p) => [p.orderId, p.trackingId]));
    replace(
      parcels.map((p) => ({
        orderId: p.orderId,
        reference: p.reference,
        trackingId: typed.get(p.orderId) ?? p.trackingId ?? '',
      })),
    );
    // The chosen parcels' ids say when the list changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen]);

  const errors = form.formState.errors;
  const chosenCount = parcels.length;
  const submit = form.handleSubmit((v) => {
    setRefusal(null);
    update.mutate(
      {
        center,
        deliveryStatus: v.deliveryStatus,
        carrier: v.carrier || undefined,
        shippingOption: v.shippingOption || undefined,
        parcels: v.parcels.map((p) => ({ orderId: p.orderId, trackingId: p.trackingId.trim() || undefined })),
      },
      {
        onSuccess: (a) => {
          const marked = a.parcels.length;
          const status = dispatchStatusLabel(v.deliveryStatus).label.toLowerCase();
          toast.success(
            plural(marked, {
              one: `# parcel marked ${status}`,
              other: `# parcels marked ${status}`,
            }),
            { duration: 5000 },
          );
          onDone();
        },
        onError: (err) => setRefusal(inUiLanguage(err.message)),
      },
    );
  });

  return (
    <form className="sn-dispatch__form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Plural value={chosenCount} one="Update # chosen parcel" other="Update # chosen parcels" />
      </h2>
      {parcels.length === 0 && (
        <p>
          <Trans>Choose parcels in the list below to pack or ship them.</Trans>
        </p>
      )}
      <div className="sn-dispatch__form-row">
        <Field id={`${id}-status`} label={t`New status`} required error={errors.deliveryStatus?.message}>
          <select
            className="sn-select"
            {...controlProps(`${id}-status`, { required: true })}
            {...form.register('deliveryStatus')}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {inUiLanguage(dispatchStatusLabel(s).label)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-carrier`} label={t`Carrier`} error={errors.carrier?.message}>
          <select
            className="sn-select"
            {...controlProps(`${id}-carrier`, { error: errors.carrier?.message })}
            {...form.register('carrier')}
          >
            <option value="">{t`Keep as it is`}</option>
            {Object.entries(CARRIER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-option`} label={t`Shipping option`}>
          <select
            className="sn-select"
            {...controlProps(`${id}-option`, {})}
            {...form.register('shippingOption')}
          >
            <option value="">{t`As the destination needs`}</option>
            {Object.entries(SHIPPING_OPTION_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {fields.length > 0 && (
        <div className="sn-dispatch__tracking">
          {fields.map((f, i) => {
            const fieldId = `${id}-tracking-${i}`;
            const error = errors.parcels?.[i]?.trackingId?.message;
            const reference = f.reference;
            return (
              <Field key={f.key} id={fieldId} label={t`Tracking id of ${reference}`} error={error}>
                <input
                  className="sn-input"
                  autoComplete="off"
                  spellCheck={false}
                  {...controlProps(fieldId, { error })}
                  {...form.register(`parcels.${i}.trackingId`)}
                />
              </Field>
            );
          })}
        </div>
      )}
      {errors.parcels?.message && <p role="alert">{errors.parcels.message}</p>}
      {refusal && (
        <p role="alert" className="sn-dispatch__refusal">
          {refusal}
        </p>
      )}
      <Button type="submit" loading={update.isPending} disabled={parcels.length === 0}>
        <Plural value={chosenCount} one="Update # parcel" other="Update # parcels" />
      </Button>
    </form>
  );
}
