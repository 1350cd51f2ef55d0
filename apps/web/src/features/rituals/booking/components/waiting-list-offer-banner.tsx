import { Trans, useLingui } from '@lingui/react/macro';
import type { WaitingListEntry } from '@sannidhi/domain/contracts/waiting-list';
import { formatDate, formatSlotTime } from '../../../../lib/format';

/** The waiting-list offer the booking page was opened with: what is held, until when; or that it has ended. */
export function WaitingListOfferBanner({
  entry,
  timezone,
  dateFormat,
}: {
  entry: WaitingListEntry;
  timezone: string;
  dateFormat?: string | null;
}) {
  const { t } = useLingui();
  if (entry.status !== 'OFFERED' || !entry.offerExpiresAt) {
    return (
      <p className="sn-booking__reschedule" role="note" data-testid="waiting-offer-banner">
        <Trans>This waiting-list offer has run out or has been used already.</Trans>
      </p>
    );
  }
  const when = entry.when;
  const places = entry.places;
  const until = `${formatDate(entry.offerExpiresAt, timezone, dateFormat ?? undefined)} ${formatSlotTime(entry.offerExpiresAt, timezone)}`;
  return (
    <p className="sn-booking__reschedule" role="note" data-testid="waiting-offer-banner">
      {t`From the waiting list: places on ${when} are held for you until ${until} (places: ${places}). Choose how many to book below.`}
    </p>
  );
}
