import type { ScheduleRuleAnswer } from '@sannidhi/domain/contracts/staff-schedule';
import { useRemoveScheduleRule } from '../../../../api/staff-schedule';
import { Button } from '../../../../components/button/button';
import { toast } from '../../../../components/toast/toast-store';

/** The ritual's recurring rules, each with its places and a way to remove it (the slots it opened stay). */
export function RulesList({ center, rules }: { center: string; rules: ScheduleRuleAnswer[] }) {
  const remove = useRemoveScheduleRule();
  if (!rules.length) return <p>No recurring rule yet: add one below to open dates.</p>;
  return (
    <ul className="sn-staff-schedule__rules">
      {rules.map((r) => (
        <li key={r.id}>
          <span>
            {r.description}, {r.capacity} {r.capacity === 1 ? 'place' : 'places'}
            {r.onlineCapacity !== null ? ` (online ${r.onlineCapacity})` : ''}
          </span>
          <Button
            variant="ghost"
            aria-label={`Remove the rule ${r.description}`}
            onClick={() =>
              remove.mutate(
                { center, rule: r.id },
                {
                  onSuccess: () =>
                    toast.success('Rule removed. The dates it opened stay open.', { duration: 5000 }),
                  onError: (err) => toast.error(err.message, { duration: 6000 }),
                },
              )
            }
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
