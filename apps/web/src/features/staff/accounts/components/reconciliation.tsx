import { useQuery } from '@tanstack/react-query';
import { reconciliationOptions } from '../../../../api/staff-accounts';

/**
 * The reconciliation check of the centre now (docs/operations.md, "Reconciliation"): payments paid with neither a
 * booking nor a refund, paid orders left in ERROR, slot counts that differ from the places active orders hold.
 */
export function ReconciliationSection({ center, headingId }: { center: string; headingId: string }) {
  const check = useQuery(reconciliationOptions(center));
  const findings = check.data?.findings ?? [];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Reconciliation</h2>
      {check.isPending && <p>Checking…</p>}
      {check.isError && <p role="alert">The reconciliation check could not be loaded.</p>}
      {check.data && findings.length === 0 && <p>Reconciliation: no discrepancies</p>}
      {findings.length > 0 && (
        <>
          <p role="alert">
            Reconciliation: {findings.length} {findings.length === 1 ? 'discrepancy' : 'discrepancies'}
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
