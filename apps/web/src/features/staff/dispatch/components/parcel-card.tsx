import { Trans, useLingui } from '@lingui/react/macro';
import { variantsLine } from '@sannidhi/domain/form-texts';
import type { DispatchParcel } from '@sannidhi/domain/contracts/staff-dispatch';
import { longDate } from '../../lib/long-date';
import { dispatchStatusLabel } from '@sannidhi/domain/status-labels';
import { withDayPeriodWords } from '@sannidhi/domain/calendar-words';
import { inUiLanguage } from '../../../../lib/domain-texts';
import { currentFormatLocale } from '../../../../lib/format';
import { useLocalized } from '../../../../lib/localized';
import { CARRIER_LABELS } from '../lib/labels';
import { parcelAddressLines, SHIPPING_OPTION_LABELS } from '@sannidhi/domain/dispatch';

/** One parcel of the queue: who and where it goes, what it holds, how far it has got; a box to choose it. */
export function ParcelCard({
  parcel: p,
  selected,
  onToggle,
}: {
  parcel: DispatchParcel;
  selected: boolean;
  onToggle: (orderId: string) => void;
}) {
  const { i18n, t } = useLingui();
  // The ritual and its options by the names the centre gave them in the language shown.
  const ritual = useLocalized()({ name: p.ritual, description: '', texts: p.ritualTexts }).name;
  const boxId = `parcel-${p.orderId}`;
  const reference = p.reference;
  const month = p.subscriptionMonth?.month;
  const months = p.subscriptionMonth?.of;
  return (
    <li className={`sn-dispatch__parcel${selected ? ' sn-dispatch__parcel--selected' : ''}`}>
      <div className="sn-dispatch__parcel-head">
        <label htmlFor={boxId} className="sn-dispatch__choose">
          <input id={boxId} type="checkbox" checked={selected} onChange={() => onToggle(p.orderId)} />
          <span>
            <Trans>
              Parcel <strong>{reference}</strong>
            </Trans>
          </span>
        </label>
        <span className={`sn-dispatch__status sn-dispatch__status--${p.deliveryStatus.toLowerCase()}`}>
          {inUiLanguage(dispatchStatusLabel(p.deliveryStatus).label)}
        </span>
      </div>
      <p className="sn-dispatch__ritual">
        {ritual}, {longDate(p.ritualDate)}, {withDayPeriodWords(p.ritualTime, currentFormatLocale())}
        {p.subscriptionMonth && (
          <>
            {' · '}
            <Trans>
              Subscription month {month} of {months}
            </Trans>
          </>
        )}
      </p>
      <dl className="sn-dispatch__facts">
        <dt>
          <Trans>Devotee</Trans>
        </dt>
        <dd>{p.devoteeErased ? <Trans>Erased devotee</Trans> : p.devoteeName}</dd>
        <dt>
          <Trans>Ship to</Trans>
        </dt>
        <dd>
          <address>
            {parcelAddressLines(p, t`Phone`).map((l) => (
              <span key={l} className="sn-dispatch__line">
                {l}
              </span>
            ))}
          </address>
        </dd>
        <dt>
          <Trans>Prasadam</Trans>
        </dt>
        <dd>{variantsLine(p.variants, p.variantTexts, i18n.locale)}</dd>
        <dt>
          <Trans>Shipping</Trans>
        </dt>
        <dd>{SHIPPING_OPTION_LABELS[p.shippingOption] ?? p.shippingOption}</dd>
        {p.trackingId && (
          <>
            <dt>
              <Trans>Tracking</Trans>
            </dt>
            <dd>
              {p.carrier ? `${CARRIER_LABELS[p.carrier] ?? p.carrier} ` : ''}
              {p.trackingUrl ? (
                <a href={p.trackingUrl} target="_blank" rel="noreferrer">
                  {p.trackingId}
                </a>
              ) : (
                p.trackingId
              )}
            </dd>
          </>
        )}
      </dl>
    </li>
  );
}
