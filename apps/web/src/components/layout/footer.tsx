import { Trans, useLingui } from '@lingui/react/macro';
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
  const { i18n } = useLingui();
  return (
    <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
      {children ?? i18n._(link.label)}
      <span className="visually-hidden">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

/**
 * The signed-in footer (spec part 1 §2 Footer): two link columns (5 and 6), the current centre's
 * contact block, app-store and social links, legal links from the centre's meta, "© 2017 …".
 */
export function Footer() {
  const { t, i18n } = useLingui();
  const center = useSessionValue((s) => s.currentCenter);
  const isDark = center?.meta.theme === 'dark';
  const columns = footerColumns(center);
  const contact = center?.contact;
  const email = contact?.email || DEFAULT_SUPPORT_EMAIL;
  const phone = contact?.phone;
  const grievance = center?.meta.grievanceContact || email;

  return (
    <footer className={`sn-footer${isDark ? ' sn-footer--dark' : ''}`} data-testid="app-footer">
      <div className="sn-footer__inner">
        <section className="sn-footer__contact" aria-labelledby="sn-footer-contact">
          <h2 id="sn-footer-contact" className="sn-footer__heading">
            {center ? center.name : 'Sannidhi'}
          </h2>
          <address className="sn-footer__address">
            {contact?.address && <span className="sn-footer__postal">{contact.address}</span>}
            {phone && (
              <span>
                <Trans>
                  Phone: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
                </Trans>
              </span>
            )}
            <span>
              <Trans>
                E-mail: <a href={`mailto:${email}`}>{email}</a>
              </Trans>
            </span>
            <span data-testid="grievance-contact">
              <Trans>Grievance contact: {grievance}</Trans>
            </span>
          </address>
        </section>

        <nav className="sn-footer__links" aria-label={t`Footer`}>
          {columns.map((column, index) => (
            <div key={index} className="sn-footer__column">
              <h2 className="sn-footer__heading">{i18n._(column.heading)}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <External link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div className="sn-footer__apps">
          <h2 className="sn-footer__heading">
            <Trans>Get the app</Trans>
          </h2>
          <ul className="sn-footer__app-list">
            {APP_STORE_LINKS.map((link) => (
              <li key={link.href}>
                <External link={link} className="sn-footer__app-link" />
              </li>
            ))}
          </ul>
          <h2 className="sn-footer__heading">
            <Trans>Follow us</Trans>
          </h2>
          <ul className="sn-footer__social">
            {SOCIAL_LINKS.map((link) => {
              const Icon = SOCIAL_ICONS[link.network];
              const label = i18n._(link.label);
              return (
                <li key={link.network}>
                  <a
                    href={link.href}
                    className="sn-footer__social-link"
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t`${label} (opens in a new tab)`}
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
            <li key={link.href}>
              <External link={link} />
            </li>
          ))}
        </ul>
        <p className="sn-footer__copyright">{copyrightLine(center)}</p>
      </div>
    </footer>
  );
}
