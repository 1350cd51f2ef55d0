import type { ReactNode } from 'react';
import { DEFAULT_SUPPORT_EMAIL } from '@sannidhi/domain/constants';
import { useSessionValue } from '../../lib/session';
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from '../icons/icons';
import {
  APP_STORE_LINKS,
  SOCIAL_LINKS,
  copyrightLine,
  footerColumns,
  legalLinks,
  type FooterLink,
  type SocialNetwork,
} from './footer-links';
import './footer.css';

const SOCIAL_ICONS: Record<SocialNetwork, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
  x: XIcon,
};

function External({
  link,
  className,
  children,
}: {
  link: FooterLink;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
      {children ?? link.label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * The signed-in footer (spec part 1 §2 Footer): two link columns (5 and 6), the current centre's
 * contact block, app-store and social links, legal links from the centre's meta, "© 2017 …".
 */
export function Footer() {
  const center = useSessionValue((s) => s.currentCenter);
  const isDark = center?.meta.theme === 'dark';
  const columns = footerColumns(center);
  const contact = center?.contact;
  const email = contact?.email || DEFAULT_SUPPORT_EMAIL;

  return (
    <footer className={`sn-footer${isDark ? ' sn-footer--dark' : ''}`} data-testid="app-footer">
      <div className="sn-footer__inner">
        <section className="sn-footer__contact" aria-labelledby="sn-footer-contact">
          <h2 id="sn-footer-contact" className="sn-footer__heading">
            {center ? center.name : 'Sannidhi'}
          </h2>
          <address className="sn-footer__address">
            {contact?.address && <span className="sn-footer__postal">{contact.address}</span>}
            {contact?.phone && (
              <span>
                Phone: <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
              </span>
            )}
            <span>
              E-mail: <a href={`mailto:${email}`}>{email}</a>
            </span>
          </address>
        </section>

        <nav className="sn-footer__links" aria-label="Footer">
          {columns.map((column) => (
            <div key={column.heading} className="sn-footer__column">
              <h2 className="sn-footer__heading">{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <External link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div className="sn-footer__apps">
          <h2 className="sn-footer__heading">Get the app</h2>
          <ul className="sn-footer__app-list">
            {APP_STORE_LINKS.map((link) => (
              <li key={link.href}>
                <External link={link} className="sn-footer__app-link" />
              </li>
            ))}
          </ul>
          <h2 className="sn-footer__heading">Follow us</h2>
          <ul className="sn-footer__social">
            {SOCIAL_LINKS.map((link) => {
              const Icon = SOCIAL_ICONS[link.network];
              return (
                <li key={link.network}>
                  <a
                    href={link.href}
                    className="sn-footer__social-link"
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${link.label} (opens in a new tab)`}
                  >
                    <Icon size={22} />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>

      <div className="sn-footer__legal">
        <ul className="sn-footer__legal-links">
          {legalLinks(center).map((link) => (
            <li key={link.label}>
              <External link={link} />
            </li>
          ))}
        </ul>
        <p className="sn-footer__copyright">{copyrightLine(center)}</p>
      </div>
    </footer>
  );
}
