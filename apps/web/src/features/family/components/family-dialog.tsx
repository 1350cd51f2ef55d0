import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { ORDERS_TOAST_DURATION_MS } from '@sannidhi/domain/constants';
import { emptyFamilyForm, familyFormSchema, type FamilyForm } from '@sannidhi/domain/family-form';
import {
  defaultNakshatramLanguage,
  LANGUAGES,
  NAKSHATRAM_LISTS,
  NAKSHATRAM_PLACEHOLDER,
  nakshatramIn,
} from '@sannidhi/domain/nakshatram';
import { nakshatramLabel } from '../../../lib/nakshatram-names';
import type { NakshatramLanguage } from '@sannidhi/domain/enums';
import { bookingPersonOptions } from '../../../api/booking-person';
import { useCreateFamily, useUpdateFamily, type Family } from '../../../api/families';
import { AddressFields } from '../../../components/address-fields/address-fields';
import { FormDialog } from '../../../components/dialog/form-dialog';
import { controlProps, Field, SelectField } from '../../../components/field/field';
import { toast } from '../../../components/toast/toast-store';
import { inUiLanguage } from '../../../lib/domain-texts';
import { deliveryAddressFromBilling, type FamilyAddress } from '../lib/billing-address';

const schema = familyFormSchema();
type FamilyInput = z.input<typeof schema>;

/** The dialog's toasts and notes, shown with `i18n._(…)`. */
export const FAMILY_MESSAGES = {
  sessionExpired: msg`Session expired!`,
  createFailed: msg`Error in creating family. Please try again`,
  updateFailed: msg`Error in updating family. Please try again`,
  updated: msg`Family updated successfully`,
  created: msg`Family added successfully`,
  noBillingAddress: msg`No billing address saved yet: it is asked for when you pay.`,
} as const;

function valuesOf(family: Family): FamilyForm {
  const language =
    LANGUAGES.find((l) => l.value === family.palmLeafInfo.nakshatramLanguage)?.value ?? 'sanskrit';
  // A star stored in another language's spelling (older saves, the demo data) shows in this language's list.
  const members = family.palmLeafInfo.members.map((m) => ({
    name: m.name,
    nakshatram: nakshatramIn(m.nakshatram, language),
  }));
  while (members.length < 4) members.push({ name: '', nakshatram: '' });
  const { usShippingDetails: _carrier, ...address } = family.prasadamDeliveryAddress;
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
  mayBookForOthers,
}: {
  open: boolean;
  onClose: () => void;
  family: Family | null;
  ssoId: string;
  country: string;
  mayBookForOthers: boolean;
}) {
  const { t, i18n } = useLingui();
  const form = useForm<FamilyInput, unknown, FamilyForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: family
      ? valuesOf(family)
      : emptyFamilyForm(country, defaultNakshatramLanguage(i18n.locale)),
  });
  const [billingChosen, setBillingChosen] = useState(false);
  /** The address as it was before 'Use my billing address' was ticked: unticking puts it back. */
  const typedAddress = useRef<FamilyAddress | null>(null);
  useEffect(() => {
    if (!open) return;
    form.reset(family ? valuesOf(family) : emptyFamilyForm(country, defaultNakshatramLanguage(i18n.locale)));
    setBillingChosen(false);
    typedAddress.current = null;
  }, [open, family, country, form, i18n.locale]);
  const create = useCreateFamily();
  const update = useUpdateFamily();
  const language = form.watch('palmLeafInfo.nakshatramLanguage') ?? 'sanskrit';
  /**
   * A new language: each chosen star is put in that language's spelling (issue 26, symptom 3), once the selects
   * list that language's stars (so that the chosen option exists when it is set).
   */
  const languageField = form.register('palmLeafInfo.nakshatramLanguage');
  useEffect(() => {
    const to = language as NakshatramLanguage;
    form.getValues('palmLeafInfo.members').forEach((m, i) => {
      const star = m.nakshatram ? nakshatramIn(m.nakshatram, to) : '';
      if (star !== (m.nakshatram ?? '')) form.setValue(`palmLeafInfo.members.${i}.nakshatram`, star);
    });
  }, [language, form]);
  const billing = useQuery({ ...bookingPersonOptions(ssoId), enabled: open && Boolean(ssoId) });
  const billingAddress = deliveryAddressFromBilling(billing.data);
  const toggleBilling = (checked: boolean) => {
    setBillingChosen(checked);
    const touched = { shouldValidate: true, shouldDirty: true };
    if (checked && billingAddress) {
      typedAddress.current = form.getValues('prasadamDeliveryAddress') as FamilyAddress;
      form.setValue('prasadamDeliveryAddress', billingAddress, touched);
    } else if (!checked && typedAddress.current) {
      form.setValue('prasadamDeliveryAddress', typedAddress.current, touched);
      typedAddress.current = null;
    }
  };
  const locked = Boolean(family?.membersLocked);

  const submit = form.handleSubmit(async (values) => {
    if (!ssoId) {
      toast.error(i18n._(FAMILY_MESSAGES.sessionExpired), { duration: ORDERS_TOAST_DURATION_MS });
      return;
    }
    const body = { ...values, ssoId };
    if (family) {
      // Shown before the update call finishes (spec part 2 §8).
      toast.success(i18n._(FAMILY_MESSAGES.updated));
      onClose();
      try {
        await update.mutateAsync({ id: family.id, body });
      } catch (err) {
        console.error('Updating the family failed', err);
        toast.error(i18n._(FAMILY_MESSAGES.updateFailed), { duration: ORDERS_TOAST_DURATION_MS });
      }
      return;
    }
    try {
      await create.mutateAsync(body);
      toast.success(i18n._(FAMILY_MESSAGES.created));
      onClose();
    } catch (err) {
      console.error('Creating the family failed', err);
      toast.error(i18n._(FAMILY_MESSAGES.createFailed), { duration: ORDERS_TOAST_DURATION_MS });
    }
  });

  const errors = form.formState.errors;
  const memberErrors = errors.palmLeafInfo?.members;
  const formId = `family-form-${family?.id ?? 'new'}`;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t`Add New Family`}
      form={form}
      formId={formId}
      onSubmit={submit}
      submitLabel={t`Save`}
      busy={create.isPending}
      className="sn-family-form"
    >
      <Field
        id={`${formId}-name`}
        label={t`Family name`}
        required
        error={errors.name?.message}
        className="sn-family-form__name"
      >
        <input
          className="sn-input"
          {...controlProps(`${formId}-name`, { error: errors.name?.message, required: true })}
          {...form.register('name')}
          maxLength={255}
          data-autofocus
        />
      </Field>
      <label className="sn-check-row sn-family-form__billing">
        <input
          type="checkbox"
          checked={billingChosen}
          disabled={!billingAddress}
          aria-describedby={billing.isSuccess && !billingAddress ? `${formId}-billing-hint` : undefined}
          onChange={(e) => toggleBilling(e.target.checked)}
        />
        <span>
          <Trans>Use my billing address</Trans>
        </span>
      </label>
      {billing.isSuccess && !billingAddress && (
        <p id={`${formId}-billing-hint`} className="sn-family-form__hint">
          {i18n._(FAMILY_MESSAGES.noBillingAddress)}
        </p>
      )}
      <fieldset className="sn-family-form__group">
        <legend>
          <Trans>Prasadam delivery details</Trans>
        </legend>
        <AddressFields
          path="prasadamDeliveryAddress"
          idPrefix={`${formId}-address`}
          canEditPlace={mayBookForOthers}
        />
      </fieldset>
      <fieldset className="sn-family-form__group">
        <legend>
          <Trans>Palm-leaf members</Trans>
        </legend>
        {locked && (
          <p className="sn-family-form__hint">
            <Trans>Names and nakshatram are fixed: a booking with this family is complete.</Trans>
          </p>
        )}
        <SelectField
          id={`${formId}-language`}
          label={t`Nakshatram language`}
          required
          error={errors.palmLeafInfo?.nakshatramLanguage?.message}
          options={LANGUAGES.map((l) => ({ ...l, label: inUiLanguage(l.label) }))}
          {...languageField}
        />
        {[0, 1, 2, 3].map((i) => {
          const nameId = `${formId}-member-${i}`;
          const error = memberErrors?.[i]?.name?.message;
          const number = i + 1;
          return (
            <div key={i} className="sn-family-form__member">
              <Field id={nameId} label={t`Member ${number} name`} error={error}>
                <input
                  className="sn-input"
                  {...controlProps(nameId, { error })}
                  {...form.register(`palmLeafInfo.members.${i}.name`)}
                  readOnly={locked}
                  maxLength={255}
                />
              </Field>
              <Field
                id={`${nameId}-star`}
                label={t`Member ${number} nakshatram`}
                error={memberErrors?.[i]?.nakshatram?.message}
              >
                <select
                  className="sn-select"
                  {...controlProps(`${nameId}-star`, { error: memberErrors?.[i]?.nakshatram?.message })}
                  {...form.register(`palmLeafInfo.members.${i}.nakshatram`, {
                    setValueAs: (v: string) => (v === NAKSHATRAM_PLACEHOLDER ? '' : v),
                  })}
                  disabled={locked}
                >
                  {NAKSHATRAM_LISTS[language].map((star) => (
                    <option key={star} value={star === NAKSHATRAM_PLACEHOLDER ? '' : star}>
                      {star === NAKSHATRAM_PLACEHOLDER
                        ? inUiLanguage(star)
                        : nakshatramLabel(star, i18n.locale, language)}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
          );
        })}
        {memberErrors?.root?.message || memberErrors?.message ? (
          <p className="sn-field__error" role="alert">
            {inUiLanguage(memberErrors?.root?.message ?? memberErrors?.message)}
          </p>
        ) : null}
      </fieldset>
    </FormDialog>
  );
}
