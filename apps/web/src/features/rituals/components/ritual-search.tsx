import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { CloseIcon } from '../../../components/icons/icons';
import './ritual-search.css';

export interface RitualSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** The "Search Rituals" box with a clear button that returns focus to the box. */
export function RitualSearch({ value, onChange }: RitualSearchProps) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="sn-ritual-search" role="search">
      <label htmlFor={id} className="visually-hidden">
        <Trans>Search Rituals</Trans>
      </label>
      <svg className="sn-ritual-search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={input}
        id={id}
        type="search"
        className="sn-ritual-search__input"
        placeholder={t`Search Rituals`}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      {value && (
        <button
          type="button"
          className="sn-ritual-search__clear"
          aria-label={t`Clear search`}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          <CloseIcon size={20} />
        </button>
      )}
    </div>
  );
}
