import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { ORDERS_TOAST_DURATION_MS } from '@sannidhi/domain/constants';
import type { DeliveryAddress } from '@sannidhi/domain/address';
import { subscriptionAddressFormSchema } from '@sannidhi/domain/family-form';
import { useEditSubscriptionAddress } from '../../../api/subscriptions';
import { AddressFields } from '../../../components/address-fields/address-fields';
import { FormDialog } from '../../../components/dialog/form-dialog';
import { toast } from '../../../components/toast/toast-store';

const schema = subscriptionAddressFormSchema();
type AddressValues = Omit<DeliveryAddress, 'usShippingDetails'>;
type AddressInput = z.input<typeof schema>;

/**
 * 'Edit Address' of a subscription (spec part 2 §2, §5): validated on every change, country and phone code read-only,
 * city and state from the pin code — typed where the look-up does not know the pin (issue 26); never saved without
 * them. Changes the address of parcels not yet packed.
 */
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
  const { t } = useLingui();
  const form = useForm<AddressInput, unknown, AddressValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: address,
  });
  const edit = useEditSubscriptionAddress(center);
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
      toast.error(t`Failed to update address`, { duration: ORDERS_TOAST_DURATION_MS });
    }
  });
  const formId = `edit-address-${subscriptionId}`;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t`Edit Address`}
      form={form}
      formId={formId}
      onSubmit={submit}
      submitLabel={t`Confirm`}
      busy={edit.isPending}
    >
      <AddressFields path="" idPrefix={`sub-${subscriptionId}`} canEditPlace={false} />
    </FormDialog>
  );
}
