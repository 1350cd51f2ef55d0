import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { ORDERS_TOAST_DURATION_MS } from '@sannidhi/domain/constants';
import type { DeliveryAddress } from '@sannidhi/domain/address';
import { subscriptionAddressFormSchema } from '@sannidhi/domain/family-form';
import { isNumericPinCountry } from '@sannidhi/domain/postal-code';
import { useEditSubscriptionAddress } from '../../../api/subscriptions';
import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import { controlProps, Field } from '../../../components/field/field';
import { toast } from '../../../components/toast/toast-store';
import { usePinLookup } from '../../../hooks/use-pin-lookup';

const schema = subscriptionAddressFormSchema();
type AddressValues = Omit<DeliveryAddress, 'usShippingDetails'>;
type AddressInput = z.input<typeof schema>;

const FIELDS: { name: Path<AddressInput>; label: string; required?: boolean; readOnly?: boolean }[] = [
  { name: 'name', label: 'Full name', required: true },
  { name: 'code', label: 'Phone code', readOnly: true },
  { name: 'phone', label: 'Mobile number', required: true },
  { name: 'country', label: 'Country', readOnly: true },
  { name: 'pinCode', label: 'Pin code', required: true },
  { name: 'city', label: 'City', readOnly: true },
  { name: 'state', label: 'State', readOnly: true },
  { name: 'line1', label: 'Flat, House no., Building, Company, Apartment', required: true },
  { name: 'line2', label: 'Area, Street, Sector, Village' },
  { name: 'line3', label: 'Landmark' },
];

/** 'Edit Address' of a subscription (spec part 2 §2, §5): validated on every change; future parcels only. */
export function EditAddressDialog({
  open,
  onClose,
  subscriptionId,
  center,
  address,
}: {
  open: boolean;
  onClose: () => void;
  subscriptionId: string;
  center: string;
  address: AddressValues;
}) {
  const form = useForm<AddressInput, unknown, AddressValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: address,
  });
  const edit = useEditSubscriptionAddress(center);
  const country = form.watch('country');
  const pin = form.watch('pinCode');
  const lookup = usePinLookup(country, pin);
  useEffect(() => {
    if (lookup.status === 'found' && lookup.place) {
      form.setValue('city', lookup.place.defaultcity, { shouldValidate: true });
      form.setValue('state', lookup.place.state, { shouldValidate: true });
    } else if (lookup.status === 'idle' || lookup.status === 'not-found') {
      form.setValue('city', '');
      form.setValue('state', '');
    }
  }, [lookup.status, lookup.place, form]);
  useEffect(() => {
    if (open) form.reset(address);
  }, [open, address, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await edit.mutateAsync({ id: subscriptionId, address: values });
      toast.success(message);
      onClose();
    } catch (err) {
      console.error('Updating the subscription address failed', err);
      toast.error('Failed to update address', { duration: ORDERS_TOAST_DURATION_MS });
    }
  });
  const errors = form.formState.errors;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Edit Address"
      actions={
        <>
          <Button variant="secondary" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`edit-address-${subscriptionId}`} disabled={edit.isPending}>
            Confirm
          </Button>
        </>
      }
    >
      <form id={`edit-address-${subscriptionId}`} onSubmit={(e) => void submit(e)} noValidate>
        {FIELDS.map((f) => {
          const id = `sub-${subscriptionId}-${f.name}`;
          const error = errors[f.name]?.message;
          return (
            <Field key={f.name} id={id} label={f.label} required={f.required} error={error}>
              <input
                className="sn-input"
                {...controlProps(id, { error, required: f.required })}
                {...form.register(f.name)}
                readOnly={f.readOnly}
                inputMode={f.name === 'pinCode' && isNumericPinCountry(country) ? 'numeric' : undefined}
                maxLength={255}
              />
            </Field>
          );
        })}
      </form>
    </Dialog>
  );
}
