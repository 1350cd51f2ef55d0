import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAppConfig } from '../../hooks/use-app-config';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { AccountIcon, ExternalIcon } from '../icons/icons';

export const AVATAR_PLACEHOLDER = '/images/avatar-placeholder.svg';

/**
 * The profile menu: Profile (the sign-in provider's profile page, new tab), Dashboard
 * (/account/profile; not for volunteers, who cannot use the orders pages), Staff pages (/staff, on the back-office
 * site for a person with staff pages at the chosen centre), Logout. A disclosure
 * (button + list of links) rather than an ARIA menu: links behave as links for every user.
 */
export function ProfileMenu({ withStaffPages = false }: { withStaffPages?: boolean }) {
  const { t } = useLingui();
  const config = useAppConfig();
  const { userPhoto, userEmail, firstName, lastName, hasUserPermissionToBookForOthers } = useSession();
  const [open, setOpen] = useState(false);
  // 0: the user's photo, 1: the placeholder image, 2: an icon (both images failed to load).
  const [photoFallback, setPhotoFallback] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const name = `${firstName} ${lastName}`.trim();
  const level = userPhoto ? photoFallback : Math.max(photoFallback, 1);
  const photo = level === 0 ? userPhoto : AVATAR_PLACEHOLDER;
  const close = () => setOpen(false);

  return (
    <div
      ref={rootRef}
      className="sn-profile"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="sn-header__icon-button sn-profile__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t`Your account`}
        onClick={() => setOpen((o) => !o)}
      >
        {level < 2 ? (
          <img
            className="sn-profile__avatar"
            src={photo}
            alt=""
            width={36}
            height={36}
            referrerPolicy="no-referrer"
            onError={() => setPhotoFallback(level + 1)}
          />
        ) : (
          <AccountIcon />
        )}
      </button>
      <div id={menuId} className="sn-profile__menu" hidden={!open}>
        {(name || userEmail) && (
          <div className="sn-profile__who">
            {name && <span className="sn-profile__name">{name}</span>}
            {userEmail && <span className="sn-profile__email">{userEmail}</span>}
          </div>
        )}
        <ul className="sn-profile__list">
          {config.ssoProfileUrl && (
            <li>
              <a href={config.ssoProfileUrl} target="_blank" rel="noopener noreferrer" onClick={close}>
                <Trans>Profile</Trans>
                <ExternalIcon size={16} />
                <span className="visually-hidden">
                  {' '}
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
            </li>
          )}
          {!hasUserPermissionToBookForOthers && (
            <li>
              <Link to={PATHS.accountProfile} onClick={close}>
                <Trans>Dashboard</Trans>
              </Link>
            </li>
          )}
          {withStaffPages && (
            <li>
              <Link to={PATHS.staffHome} onClick={close}>
                <Trans>Staff pages</Trans>
              </Link>
            </li>
          )}
          <li>
            <Link to={PATHS.logout} onClick={close}>
              <Trans>Logout</Trans>
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
