import { useId, useRef, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
}

/** Accessible tabs: arrow keys move between tabs, each panel is labelled by its tab. */
export function Tabs({
  tabs,
  active,
  onChange,
  label,
  children,
}: {
  tabs: readonly TabItem[];
  active: string;
  onChange: (id: string) => void;
  label: string;
  children: (
    id: string,
    panelProps: { id: string; role: 'tabpanel'; 'aria-labelledby': string },
  ) => ReactNode;
}) {
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const move = (delta: number) => {
    const index = tabs.findIndex((t) => t.id === active);
    const next = tabs[(index + delta + tabs.length) % tabs.length]!;
    onChange(next.id);
    refs.current[next.id]?.focus();
  };
  return (
    <div className="sn-tabs">
      <div role="tablist" aria-label={label} className="sn-tabs__list">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            className="sn-tabs__tab"
            onClick={() => onChange(tab.id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(1);
              if (e.key === 'ArrowLeft') move(-1);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {children(active, {
        id: `${base}-panel-${active}`,
        role: 'tabpanel',
        'aria-labelledby': `${base}-tab-${active}`,
      })}
    </div>
  );
}
