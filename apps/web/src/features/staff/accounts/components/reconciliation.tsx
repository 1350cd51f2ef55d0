import { Plural, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { reconciliationOptions } from '../../../../api/staff-accounts';

/**
 * The reconciliation check of the centre now (docs/operations.md, "Reconciliation"): payments paid with neither a
 * booking nor a refund, paid orders left in ERROR, slot counts that differ from the places active orders hold.
 */
export function ReconciliationSection({ center, headingId }: { center: string; headingId: string }) {
  const check = useQuery(reconciliationOptions(center));
  const findings = check.data?.findings ?? [];
  const discrepancies = findings.length;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Reconciliation</Trans>
      </h2>
      {check.isPending && (
        <p>
          <Trans>Checking…</Trans>
        </p>
      )}
      {check.isError && (
        <p role="alert">
          <Trans>The reconciliation check could not be loaded.</Trans>
        </p>
      )}
      {check.data && findings.length === 0 && (
        <p>
          <Trans>Reconciliation: no discrepancies</Trans>
        </p>
      )}
      {findings.length > 0 && (
        <>
          <p role="alert">
            <Plural
              value={discrepancies}
              one="Reconciliation: # discrepancy"
              other="Reconciliation: # discrepancies"
            />
          </p>
          <ul>
            {findings.map((f) => (
              <li key={`${f.kind}/${f.paymentRequestId ?? ''}/${f.slotId ?? ''}/${f.message}`}>
                {f.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
