import { Trans } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button } from '../button/button';
import { Dialog } from './dialog';

/**
 * A dialog around one react-hook-form form: Cancel closes it, the submit button (outside the form, tied to it by its
 * id) sends it and is off while `busy`. The form's fields read it through the FormProvider.
 */
export function FormDialog<Values extends FieldValues, Context, Output>({
  open,
  onClose,
  title,
  form,
  formId,
  onSubmit,
  submitLabel,
  busy,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  form: UseFormReturn<Values, Context, Output>;
  formId: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  submitLabel: string;
  busy: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="secondary" type="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id={formId} onSubmit={(e) => void onSubmit(e)} noValidate className={className}>
          {children}
        </form>
      </FormProvider>
    </Dialog>
  );
}
