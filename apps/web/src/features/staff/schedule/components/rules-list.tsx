import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ScheduleRuleAnswer } from '@sannidhi/domain/contracts/staff-schedule';
import { useRemoveScheduleRule } from '../../../../api/staff-schedule';
import { Button } from '../../../../components/button/button';
import { toast } from '../../../../components/toast/toast-store';
import { inUiLanguage } from '../../../../lib/domain-texts';

/** The ritual's recurring rules, each with its places and a way to remove it (the slots it opened stay). */
export function RulesList({ center, rules }: { center: string; rules: ScheduleRuleAnswer[] }) {
  const { t } = useLingui();
  const remove = useRemoveScheduleRule();
  if (!rules.length)
    return (
      <p>
        <Trans>No recurring rule yet: add one below to open dates.</Trans>
      </p>
    );
  return (
    <ul className="sn-staff-schedule__rules">
      {rules.map((r) => {
        const description = r.description;
        const online = r.onlineCapacity;
        const places = r.capacity;
        return (
          <li key={r.id}>
            <span>
              {online !== null
                ? plural(places, {
                    one: `${description}, # place (online ${online})`,
                    other: `${description}, # places (online ${online})`,
                  })
                : plural(places, { one: `${description}, # place`, other: `${description}, # places` })}
            </span>
            <Button
              variant="ghost"
              aria-label={t`Remove the rule ${description}`}
              onClick={() =>
                remove.mutate(
                  { center, rule: r.id },
                  {
                    onSuccess: () =>
                      toast.success(t`Rule removed. The dates it opened stay open.`, { duration: 5000 }),
                    onError: (err) => toast.error(inUiLanguage(err.message), { duration: 6000 }),
                  },
                )
              }
            >
              <Trans comment="Button: remove a recurring rule">Remove</Trans>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
