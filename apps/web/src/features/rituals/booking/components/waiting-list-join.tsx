import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { JoinWaitingListBody } from '@sannidhi/domain/contracts/waiting-list';
import { formatDate, formatSlotTime } from '../../../../lib/format';
import { MAX_WAITING_LIST_PLACES } from '@sannidhi/domain/waiting-list';
import { useJoinWaitingList } from '../../../../api/waiting-list';
import { Button } from '../../../../components/button/button';
import { SelectField, TextField } from '../../../../components/field/field';
import { toast } from '../../../../components/toast/toast-store';
import { ApiError } from '../../../../lib/api-client';
import { useDomainText } from '../../../../lib/domain-texts';
import { useMonthsSlots } from '../hooks/use-slots';
import { addMonths, monthOf, type BookingSlot } from '../lib/slots';

/** How many months ahead full slots are looked for. */
const MONTHS = 3;

/**
 * "Join the waiting list" (issue 29): the ritual's full times in the next months, and how many places the devotee
 * would take; when places free up, the first in line whose places fit is offered them by mail.
 */
export function WaitingListJoin({
  productId,
  timezone,
  dateFormat,
}: {
  productId: string;
  timezone: string;
  dateFormat?: string | null;
}) {
  const { t } = useLingui();
  const domainText = useDomainText();
  const id = useId();
  const months = useMemo(() => {
    const first = monthOf(new Date(), timezone);
    return Array.from({ length: MONTHS }, (_, i) => addMonths(first, i));
  }, [timezone]);
  const queries = useMonthsSlots(productId, months);
  const now = Date.now();
  const full: BookingSlot[] = queries
    .flatMap((q) => q.data ?? [])
    .filter((s) => s.remaining <= 0 && Date.parse(s.startTime) > now)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  const join = useJoinWaitingList();
  const form = useForm({
    resolver: zodResolver(JoinWaitingListBody),
    defaultValues: { slotId: '', places: 1 },
  });
  const { errors } = form.formState;

  if (full.length === 0) return null;

  const label = (s: BookingSlot) => {
    const when = `${formatDate(s.startTime, timezone, dateFormat ?? undefined)} ${formatSlotTime(s.startTime, timezone)}`;
    return s.inPerson ? when : t`${when} (online)`;
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      const entry = await join.mutateAsync(body);
      const position = entry.position ?? 1;
      toast.success(
        t`You are on the waiting list, number ${position} in line. We will write when places open.`,
      );
      form.reset({ slotId: '', places: 1 });
    } catch (error) {
      form.setError('root', {
        message: error instanceof ApiError ? domainText(error.message) : t`Something went wrong`,
      });
    }
  });

  return (
    <section
      className="sn-section sn-waiting-join"
      aria-labelledby={`${id}-title`}
      data-testid="waiting-list-join"
    >
      <h2 id={`${id}-title`} className="sn-section__title">
        <Trans>Join the waiting list</Trans>
      </h2>
      <p className="sn-section__note">
        <Trans>
          These times are full. Join the waiting list: if places free up, the first in line is offered them by
          e-mail and they are held for a while.
        </Trans>
      </p>
      <form className="sn-waiting-join__form" noValidate onSubmit={(e) => void submit(e)}>
        <SelectField
          id={`${id}-slot`}
          label={t`Full time`}
          required
          error={errors.slotId ? t`Choose a time` : undefined}
          options={full.map((s) => ({ value: s.id, label: label(s) }))}
          {...form.register('slotId')}
        >
          <option value="">{t`Choose a time`}</option>
        </SelectField>
        <TextField
          id={`${id}-places`}
          label={t`Places wanted`}
          required
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_WAITING_LIST_PLACES}
          step={1}
          error={errors.places ? domainText(errors.places.message) : undefined}
          {...form.register('places', { valueAsNumber: true })}
        />
        {errors.root?.message && (
          <p className="sn-booking-error" role="alert">
            {errors.root.message}
          </p>
        )}
        <Button type="submit" variant="secondary" loading={join.isPending}>
          <Trans>Join the waiting list</Trans>
        </Button>
      </form>
    </section>
  );
}
