import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { UI_LANGUAGES } from '@sannidhi/domain/languages';
import { chooseLanguage } from '../../lib/choose-language';
import { useSessionValue } from '../../lib/session';
import { LanguageIcon } from '../icons/icons';

/**
 * The language menu (header on a desktop, drawer on a phone): each language in its own script, so a person who reads
 * only Tamil finds "தமிழ்". Choosing one switches every text at once and is kept for this browser and the account.
 */
export function LanguageMenu({ variant }: { variant: 'header' | 'drawer' }) {
  const { t } = useLingui();
  const id = useId();
  const lang = useSessionValue((s) => s.lang);
  return (
    <div className={`sn-language sn-language--${variant}`}>
      <label htmlFor={id} className={variant === 'header' ? 'visually-hidden' : 'sn-language__label'}>
        {t`Language`}
      </label>
      <span className="sn-language__control">
        <LanguageIcon size={18} className="sn-language__icon" />
        <select
          id={id}
          value={lang}
          lang={lang || undefined}
          onChange={(event) => chooseLanguage(event.target.value)}
        >
          {/* The pseudo-locale of the overflow test is not a language anyone chooses: it shows as itself. */}
          {!UI_LANGUAGES.some((l) => l.code === lang) && lang && <option value={lang}>{lang}</option>}
          {UI_LANGUAGES.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
