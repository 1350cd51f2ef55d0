import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { CheckInBody } from '@sannidhi/domain/contracts/staff-day';
import { CHECK_IN_OUTCOME_LABELS, type CheckInOutcome } from '@sannidhi/domain/day-list';
import { useQuery } from '@tanstack/react-query';
import { staffDayOptions, useCheckIn } from '../../../../api/staff-day';
import { Button } from '../../../../components/button/button';
import { controlProps, Field } from '../../../../components/field/field';
import { canScanQr } from '../lib/barcode';
import { ScanDialog } from './scan-dialog';
import { inUiLanguage } from '../../../../lib/domain-texts';

const schema = z.object({ reference: CheckInBody.shape.reference });
type Values = z.infer<typeof schema>;

/** The check-in box: a reference typed (or scanned where the browser can read QR codes) and its outcome. */
export function CheckInBox({ center, date }: { center: string; date: string }) {
  const { t } = useLingui();
  const id = useId().replace(/:/g, '');
  const checkIn = useCheckIn();
  const [result, setResult] = useState<{ ok: boolean; text: string; reference?: string; at?: number } | null>(
    null,
  );
  // The day's list, as the page shows it: a check-in undone there (the list fetched after this check-in says so) no
  // longer stands here either.
  const day = useQuery(staffDayOptions(center, date));
  const undone =
    result?.reference !== undefined &&
    day.dataUpdatedAt > (result.at ?? 0) &&
    day.data?.slots.some((slot) =>
      slot.bookings.some((b) => b.reference === result.reference && b.checkedInAt === null),
    );
  const [scannable] = useState(canScanQr);
  const [scanning, setScanning] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reference: '' } });

  const submit = (outcome: CheckInOutcome) =>
    form.handleSubmit(({ reference }) => {
      setResult(null);
      checkIn.mutate(
        { center, date, reference, outcome },
        {
          onSuccess: (a) => {
            const reference = a.reference;
            const checkedInAs = inUiLanguage(CHECK_IN_OUTCOME_LABELS[outcome]);
            const checkedInBy = a.checkedInBy;
            setResult({
              ok: true,
              text: checkedInBy
                ? t`${reference} checked in as ${checkedInAs} by ${checkedInBy}.`
                : t`${reference} checked in as ${checkedInAs}.`,
              reference: a.reference,
              at: Date.now(),
            });
            form.reset({ reference: '' });
          },
          onError: (err) => setResult({ ok: false, text: inUiLanguage(err.message) }),
        },
      );
    });

  const onScanned = useCallback(
    (reference: string) => {
      setScanning(false);
      form.setValue('reference', reference, { shouldValidate: true });
      form.setFocus('reference');
    },
    [form],
  );

  const error = form.formState.errors.reference?.message;
  return (
    <section className="sn-staff-day__checkin sn-no-print" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Check in</Trans>
      </h2>
      <form noValidate onSubmit={(e) => void submit('COMPLETED')(e)}>
        <Field id={`${id}-ref`} label={t`Booking reference`} required error={error}>
          <input
            {...controlProps(`${id}-ref`, { error, required: true })}
            {...form.register('reference')}
            className="sn-input"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        </Field>
        <div className="sn-staff-day__actions">
          <Button type="submit" loading={checkIn.isPending}>
            <Trans comment="Check-in button: the devotee came and the ritual was done">Completed</Trans>
          </Button>
          <Button variant="secondary" disabled={checkIn.isPending} onClick={(e) => void submit('NO_SHOW')(e)}>
            <Trans comment="Check-in button: the devotee did not come">No-show</Trans>
          </Button>
          {scannable && (
            <Button variant="ghost" onClick={() => setScanning(true)}>
              <Trans>Scan QR code</Trans>
            </Button>
          )}
        </div>
      </form>
      <div aria-live="polite">
        {result && !undone && (
          <p
            role={result.ok ? 'status' : 'alert'}
            className={result.ok ? 'sn-staff-day__ok' : 'sn-staff-day__refused'}
          >
            {result.text}
          </p>
        )}
      </div>
      <ScanDialog open={scanning} onClose={() => setScanning(false)} onScanned={onScanned} />
    </section>
  );
}
