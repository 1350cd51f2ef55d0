import { useLocalized } from '../../../lib/localized';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { centerName } from '../../../components/layout/center-select';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { Spinner } from '../../../components/spinner/spinner';
import type { Center } from '../../../lib/session-types';
import './center-card.css';

export interface CenterCardProps {
  center: Center;
  onChoose: (center: Center) => void;
  /** This centre is being opened. */
  choosing: boolean;
  /** Another centre is being opened: no second choice meanwhile. */
  disabled: boolean;
}

/**
 * One centre: image, name, availability, description and address. The whole card is the target of
 * the name's button (stretched over the card), so a pointer can click anywhere and a keyboard or
 * screen-reader user meets one control named after the centre. A centre that is not available shows
 * with a note and no button.
 */
export function CenterCard({ center: given, onChoose, choosing, disabled }: CenterCardProps) {
  const center = useLocalized()(given);
  const { t } = useLingui();
  const statusId = useId();
  const [imageFailed, setImageFailed] = useState(false);
  const name = centerName(center) || center.id;
  const available = center.isAvailable;
  const address = center.contact?.address?.trim();

  return (
    <li
      className={`sn-center-card${available ? '' : ' sn-center-card--unavailable'}`}
      data-testid="center-card"
      data-center-id={center.id}
    >
      <div className="sn-center-card__media">
        {center.image && !imageFailed ? (
          <img src={center.image} alt="" loading="lazy" onError={() => setImageFailed(true)} />
        ) : (
          <span className="sn-center-card__initial" aria-hidden="true">
            {name.charAt(0)}
          </span>
        )}
      </div>
      <div className="sn-center-card__body">
        <h2 className="sn-center-card__name">
          {available ? (
            <button
              type="button"
              className="sn-center-card__choose"
              aria-describedby={statusId}
              disabled={disabled || choosing}
              aria-busy={choosing || undefined}
              onClick={() => onChoose(center)}
            >
              {name}
            </button>
          ) : (
            name
          )}
        </h2>
        <p
          id={statusId}
          className={`sn-center-card__status sn-center-card__status--${available ? 'on' : 'off'}`}
        >
          {available ? t`Available` : t`Not available`}
        </p>
        {center.description && <p className="sn-center-card__description">{center.description}</p>}
        {address && <address className="sn-center-card__address">{address}</address>}
        {!available && (
          <p className="sn-center-card__note">
            <Trans>Online bookings at this center are not open yet.</Trans>
          </p>
        )}
        {choosing && (
          <div className="sn-center-card__progress">
            <Spinner size="sm" label={t`Opening ${name}…`} />
          </div>
        )}
      </div>
    </li>
  );
}

/** A placeholder card while the centres load (decorative; the list region says it is busy). */
export function CenterCardSkeleton() {
  return (
    <li className="sn-center-card sn-center-card--skeleton" aria-hidden="true">
      <div className="sn-center-card__media">
        <Skeleton height="100%" radius={0} />
      </div>
      <div className="sn-center-card__body">
        <Skeleton width="70%" height="1.4em" />
        <Skeleton width="35%" height="1em" />
        <Skeleton height="0.9em" />
        <Skeleton width="90%" height="0.9em" />
        <Skeleton width="60%" height="0.9em" />
      </div>
    </li>
  );
}
