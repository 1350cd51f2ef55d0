import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { ORDERS_TOAST_DURATION_MS } from '@sannidhi/domain/constants';
import { emptyFamilyForm, familyFormSchema, type FamilyForm } from '@sannidhi/domain/family-form';
import { LANGUAGES, NAKSHATRAM_LISTS, NAKSHATRAM_PLACEHOLDER } from '@sannidhi/domain/nakshatram';
import { isNumericPinCountry } from '@sannidhi/domain/postal-code';
import { useCreateFamily, useUpdateFamily, type Family } from '../../../api/families';
import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import { controlProps, Field } from '../../../components/field/field';
import { toast } from '../../../components/toast/toast-store';
import { usePinLookup } from '../../../hooks/use-pin-lookup';

const schema = familyFormSchema();
type FamilyInput = z.input<typeof schema>;

export const FAMILY_MESSAGES = {
  sessionExpired: 'Session expired!',
  createFailed: 'Error in creating family. Please try again',
  updateFailed: 'Error in updating family. Please try again',
  updated: 'Family updated successfully',
  created: 'Family added successfully',
} as const;

const ADDRESS_FIELDS: { name: Path<FamilyInput>; label: string; required?: boolean }[] = [
  { name: 'prasadamDeliveryAddress.name', label: 'Full name', required: true },
  { name: 'prasadamDeliveryAddress.code', label: 'Phone code', required: true },
  { name: 'prasadamDeliveryAddress.phone', label: 'Mobile number', required: true },
  { name: 'prasadamDeliveryAddress.country', label: 'Country', required: true },
  { name: 'prasadamDeliveryAddress.pinCode', label: 'Pin code', required: true },
  { name: 'prasadamDeliveryAddress.city', label: 'City', required: true },
  { name: 'prasadamDeliveryAddress.state', label: 'State', required: true },
  {
    name: 'prasadamDeliveryAddress.line1',
    label: 'Flat, House no., Building, Company, Apartment',
    required: true,
  },
  { name: 'prasadamDeliveryAddress.line2', label: 'Area, Street, Sector, Village' },
  { name: 'prasadamDeliveryAddress.line3', label: 'Landmark' },
];

function valuesOf(family: Family): FamilyForm {
  const members = [...family.palmLeafInfo.members];
  while (members.length < 4) members.push({ name: '', nakshatram: '' });
  const { usShippingDetails: _carrier, ...address } = family.prasadamDeliveryAddress;
  const language =
    LANGUAGES.find((l) => l.value === family.palmLeafInfo.nakshatramLanguage)?.value ?? 'sanskrit';
  return {
    name: family.name,
    prasadamDeliveryAddress: address,
    palmLeafInfo: { members, nakshatramLanguage: language },
  };
}

/**
 * The 'Add New Family' dialog (spec part 2 §2, §4, §5), for a new family or an existing one: family name, prasadam
 * delivery details and four palm-leaf members. Country and phone code are read-only; city and state come from the
 * pin code and only office volunteers may change them; member names and nakshatram are locked once a booking with
 * the family is complete.
 */
export function FamilyDialog({
  open,
  onClose,
  family,
  ssoId,
  country,
  isVolunteer,
}: {
  open: boolean;
  onClose: () => void;
  family: Family | null;
  ssoId: string;
  country: string;
  isVolunteer: boolean;
}) {
  const form = useForm<FamilyInput, unknown, FamilyForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: family ? valuesOf(family) : emptyFamilyForm(country),
  });
  useEffect(() => {
    if (open) form.reset(family ? valuesOf(family) : emptyFamilyForm(country));
  }, [open, family, country, form]);
  const create = useCreateFamily();
  const update = useUpdateFamily();
  const pin = form.watch('prasadamDeliveryAddress.pinCode') ?? '';
  const addressCountry = form.watch('prasadamDeliveryAddress.country') ?? country;
  const language = form.watch('palmLeafInfo.nakshatramLanguage') ?? 'sanskrit';
  const lookup = usePinLookup(addressCountry, pin);
  useEffect(() => {
    if (lookup.status === 'found' && lookup.place) {
      form.setValue('prasadamDeliveryAddress.city', lookup.place.defaultcity, { shouldValidate: true });
      form.setValue('prasadamDeliveryAddress.state', lookup.place.state, { shouldValidate: true });
    } else if (lookup.status === 'idle' || lookup.status === 'not-found') {
      form.setValue('prasadamDeliveryAddress.city', '');
      form.setValue('prasadamDeliveryAddress.state', '');
    }
  }, [lookup.status, lookup.place, form]);
  const locked = Boolean(family?.membersLocked);

  const submit = form.handleSubmit(async (values) => {
    if (!ssoId) {
      toast.error(FAMILY_MESSAGES.sessionExpired, { duration: ORDERS_TOAST_DURATION_MS });
      return;
    }
    const body = { ...values, ssoId };
    if (family) {
      // Shown before the update call finishes (spec part 2 §8).
      toast.success(FAMILY_MESSAGES.updated);
      onClose();
      try {
        await update.mutateAsync({ id: family.id, body });
      } catch (err) {
        console.error('Updating the family failed', err);
        toast.error(FAMILY_MESSAGES.updateFailed, { duration: ORDERS_TOAST_DURATION_MS });
      }
      return;
    }
    try {
      await create.mutateAsync(body);
      toast.success(FAMILY_MESSAGES.created);
      onClose();
    } catch (err) {
      console.error('Creating the family failed', err);
      toast.error(FAMILY_MESSAGES.createFailed, { duration: ORDERS_TOAST_DURATION_MS });
    }
  });

  const errors = form.formState.errors;
  const addressErrors = errors.prasadamDeliveryAddress ?? {};
  const memberErrors = errors.palmLeafInfo?.members;
  const formId = `family-form-${family?.id ?? 'new'}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add New Family"
      actions={
        <>
          <Button variant="secondary" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={create.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate className="sn-family-form">
        <Field id={`${formId}-name`} label="Family name" required error={errors.name?.message}>
          <input
            className="sn-input"
            {...controlProps(`${formId}-name`, { error: errors.name?.message, required: true })}
            {...form.register('name')}
            maxLength={255}
            data-autofocus
          />
        </Field>
        <fieldset className="sn-family-form__group">
          <legend>Prasadam delivery details</legend>
          {ADDRESS_FIELDS.map((f) => {
            const key = f.name.split('.')[1] as keyof typeof addressErrors;
            const error = (addressErrors[key] as { message?: string } | undefined)?.message;
            const id = `${formId}-${key}`;
            const readOnly =
              key === 'country' || key === 'code' || ((key === 'city' || key === 'state') && !isVolunteer);
            return (
              <Field key={f.name} id={id} label={f.label} required={f.required} error={error}>
                <input
                  className="sn-input"
                  {...controlProps(id, { error, required: f.required })}
                  {...form.register(f.name)}
                  readOnly={readOnly}
                  inputMode={key === 'pinCode' && isNumericPinCountry(addressCountry) ? 'numeric' : undefined}
                  maxLength={255}
                />
              </Field>
            );
          })}
        </fieldset>
        <fieldset className="sn-family-form__group">
          <legend>Palm-leaf members</legend>
          {locked && (
            <p className="sn-family-form__hint">
              Names and nakshatram are fixed: a booking with this family is complete.
            </p>
          )}
          <Field
            id={`${formId}-language`}
            label="Nakshatram language"
            required
            error={errors.palmLeafInfo?.nakshatramLanguage?.message}
          >
            <select
              className="sn-select"
              {...controlProps(`${formId}-language`, {
                error: errors.palmLeafInfo?.nakshatramLanguage?.message,
                required: true,
              })}
              {...form.register('palmLeafInfo.nakshatramLanguage')}
            >
              {LANGUAGES.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </select>
          </Field>
          {[0, 1, 2, 3].map((i) => {
            const nameId = `${formId}-member-${i}`;
            const error = memberErrors?.[i]?.name?.message;
            return (
              <div key={i} className="sn-family-form__member">
                <Field id={nameId} label={`Member ${i + 1} name`} error={error}>
                  <input
                    className="sn-input"
                    {...controlProps(nameId, { error })}
                    {...form.register(`palmLeafInfo.members.${i}.name`)}
                    readOnly={locked}
                    maxLength={255}
                  />
                </Field>
                <Field id={`${nameId}-star`} label={`Member ${i + 1} nakshatram`}>
                  <select
                    className="sn-select"
                    {...controlProps(`${nameId}-star`, {})}
                    {...form.register(`palmLeafInfo.members.${i}.nakshatram`, {
                      setValueAs: (v: string) => (v === NAKSHATRAM_PLACEHOLDER ? '' : v),
                    })}
                    disabled={locked}
                  >
                    {NAKSHATRAM_LISTS[language].map((star) => (
                      <option key={star} value={star === NAKSHATRAM_PLACEHOLDER ? '' : star}>
                        {star}
                      </option>
                    ))}
                  </select>
                </Field>
              </div>
            );
          })}
          {memberErrors?.root?.message || memberErrors?.message ? (
            <p className="sn-field__error" role="alert">
              {memberErrors?.root?.message ?? memberErrors?.message}
            </p>
          ) : null}
        </fieldset>
      </form>
    </Dialog>
  );
}
