import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import type { HeaderTab } from './nav-items';

/**
 * The header's tab row. On staff pages (`sideways`) it stays on a phone too: one line that scrolls sideways, the
 * current page scrolled into view, and, while more tabs lie to a side, a visible arrow on that side.
 */
export function HeaderTabs({
  tabs,
  label,
  sideways = false,
}: {
  tabs: readonly HeaderTab[];
  label: string;
  sideways?: boolean;
}) {
  const { i18n } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  useEffect(() => {
    const list = listRef.current;
    if (!sideways || !list) return;
    const measure = () =>
      setMore({
        before: list.scrollLeft > 1,
        after: list.scrollLeft + list.clientWidth < list.scrollWidth - 1,
      });
    list.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    list.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      list.removeEventListener('scroll', measure);
    };
  }, [sideways, tabs]);

  return (
    <nav className={`sn-header__tabs${sideways ? ' sn-header__tabs--sideways' : ''}`} aria-label={label}>
      {sideways && more.before && (
        <span className="sn-header__tabs-more sn-header__tabs-more--before" aria-hidden="true">
          ←
        </span>
      )}
      <ul ref={listRef} className="sn-header__tab-list">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end={tab.end} className="sn-header__tab">
              {i18n._(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      {sideways && more.after && (
        <span className="sn-header__tabs-more sn-header__tabs-more--after" aria-hidden="true">
          →
        </span>
      )}
    </nav>
  );
}
