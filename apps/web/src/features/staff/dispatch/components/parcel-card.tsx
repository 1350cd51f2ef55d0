import type { DispatchParcel } from '@sannidhi/domain/contracts/staff-dispatch';
import { longDate } from '../../lib/long-date';
import { dispatchStatusLabel } from '@sannidhi/domain/status-labels';
import { inUiLanguage } from '../../../../lib/domain-texts';
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
  const boxId = `parcel-${p.orderId}`;
  return (
    <li className={`sn-dispatch__parcel${selected ? ' sn-dispatch__parcel--selected' : ''}`}>
      <div className="sn-dispatch__parcel-head">
        <label htmlFor={boxId} className="sn-dispatch__choose">
          <input id={boxId} type="checkbox" checked={selected} onChange={() => onToggle(p.orderId)} />
          <span>
            Parcel <strong>{p.reference}</strong>
          </span>
        </label>
        <span className={`sn-dispatch__status sn-dispatch__status--${p.deliveryStatus.toLowerCase()}`}>
          {inUiLanguage(dispatchStatusLabel(p.deliveryStatus).label)}
        </span>
      </div>
      <p className="sn-dispatch__ritual">
        {p.ritual}, {longDate(p.ritualDate)}, {p.ritualTime}
        {p.subscriptionMonth &&
          ` · Subscription month ${p.subscriptionMonth.month} of ${p.subscriptionMonth.of}`}
      </p>
      <dl className="sn-dispatch__facts">
        <dt>Devotee</dt>
        <dd>{p.devoteeName}</dd>
        <dt>Ship to</dt>
        <dd>
          <address>
            {parcelAddressLines(p).map((l) => (
              <span key={l} className="sn-dispatch__line">
                {l}
              </span>
            ))}
          </address>
        </dd>
        <dt>Prasadam</dt>
        <dd>{p.options.join(', ')}</dd>
        <dt>Shipping</dt>
        <dd>{SHIPPING_OPTION_LABELS[p.shippingOption] ?? p.shippingOption}</dd>
        {p.trackingId && (
          <>
            <dt>Tracking</dt>
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
