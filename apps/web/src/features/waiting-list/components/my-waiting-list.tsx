import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { withDayPeriodWords } from '@sannidhi/domain/calendar-words';
import type { WaitingListEntry } from '@sannidhi/domain/contracts/waiting-list';
import { myWaitingListOptions, useLeaveWaitingList } from '../../../api/waiting-list';
import { Button, buttonClassName } from '../../../components/button/button';
import { toast } from '../../../components/toast/toast-store';
import { currentFormatLocale } from '../../../lib/format';
import { useLocalized } from '../../../lib/localized';
import { bookRitualPath } from '../../../lib/paths';
import './my-waiting-list.css';

function bookPath(entry: WaitingListEntry): string {
  return `${bookRitualPath(entry.productId)}?offer=${encodeURIComponent(entry.id)}`;
}

function EntryRow({ entry }: { entry: WaitingListEntry }) {
  const { t } = useLingui();
  const leave = useLeaveWaitingList();
  // The ritual as the centre named it in the language shown; the time's AM/PM in the language's words.
  const ritual = useLocalized()({ name: entry.ritualName, description: '', texts: entry.ritualTexts }).name;
  const when = withDayPeriodWords(entry.when, currentFormatLocale());
  const places = entry.places;
  const position = entry.position ?? 0;
  const offered = entry.status === 'OFFERED';
  return (
    <li className="sn-waiting__entry" data-testid="waiting-list-entry">
      <div className="sn-waiting__what">
        <strong>{ritual}</strong>
        <span>{when}</span>
        <span className="sn-waiting__status">
          {offered
            ? t`Places held for you: ${places}`
            : t`Places wanted: ${places} · number ${position} in line`}
        </span>
      </div>
      <div className="sn-waiting__actions">
        {offered && (
          <Link className={buttonClassName('primary')} to={bookPath(entry)}>
            <Trans>Book the held places</Trans>
          </Link>
        )}
        <Button
          variant="secondary"
          loading={leave.isPending}
          aria-label={t`Leave the waiting list for ${ritual} on ${when}`}
          onClick={() =>
            leave.mutate(entry, {
              onSuccess: () => toast.success(t`You have left the waiting list for ${ritual}.`),
            })
          }
        >
          <Trans>Leave the waiting list</Trans>
        </Button>
      </div>
    </li>
  );
}

/** My Rituals' waiting list (issue 29): the devotee's entries in line or offered, each with a way to leave. */
export function MyWaitingList() {
  const query = useQuery(myWaitingListOptions());
  const entries = query.data ?? [];
  // Nothing to show until the devotee waits for a full slot: the section appears with their first entry.
  if (entries.length === 0) return null;
  return (
    <section className="sn-waiting" aria-labelledby="sn-waiting-title" data-testid="my-waiting-list">
      <h2 id="sn-waiting-title" className="sn-waiting__title">
        <Trans>Waiting list</Trans>
      </h2>
      <ul className="sn-waiting__list">
        {entries.map((e) => (
          <EntryRow key={e.id} entry={e} />
        ))}
      </ul>
    </section>
  );
}
