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
export function RitualCard({ ritual, currency }: RitualCardProps) {
  const headingId = `ritual-${ritual.id}`;
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
        {ritual.inPerson && <span className="sn-ritual-card__badge">IN PERSON</span>}
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
          Register<span className="visually-hidden"> for {ritual.name}</span>
        </Link>
      </div>
    </article>
  );
}
