import { useLocalized } from '../../../lib/localized';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Product } from '@sannidhi/domain/catalogue';
import { formatMoney } from '@sannidhi/domain/money';
import { buttonClassName } from '../../../components/button/button';
import { bookRitualPath } from '../../../lib/paths';
import { RitualImage } from './ritual-image';
import './ritual-card.css';

export interface RitualCardProps {
  ritual: Pick<Product, 'id' | 'name' | 'image' | 'price' | 'description' | 'inPerson'>;
  /** The centre's currency (ISO code). */
  currency: string | null | undefined;
}

/** One ritual: image, name, price, description, IN PERSON badge and Register. */
export function RitualCard({ ritual: given, currency }: RitualCardProps) {
  const ritual = useLocalized()(given);
  const headingId = `ritual-${ritual.id}`;
  const ritualName = ritual.name;
  return (
    <article className="sn-ritual-card" aria-labelledby={headingId} data-testid="ritual-card">
      <div className="sn-ritual-card__media">
        <RitualImage
          className="sn-ritual-card__image"
          src={ritual.image}
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
        />
        {ritual.inPerson && (
          <span className="sn-ritual-card__badge">
            <Trans comment="A badge on a ritual card: the ritual is attended at the temple (capitals in English)">
              IN PERSON
            </Trans>
          </span>
        )}
      </div>
      <div className="sn-ritual-card__body">
        <h3 id={headingId} className="sn-ritual-card__name">
          {ritual.name}
        </h3>
        <p className="sn-ritual-card__price">{formatMoney(ritual.price, currency)}</p>
        <p className="sn-ritual-card__description">{ritual.description}</p>
        <Link
          to={bookRitualPath(ritual.id)}
          className={buttonClassName('primary', true, 'sn-ritual-card__cta')}
        >
          <Trans comment="The button of a ritual card: register (book) for the ritual; the rest is read by screen readers only">
            Register<span className="visually-hidden"> for {ritualName}</span>
          </Trans>
        </Link>
      </div>
    </article>
  );
}
