import type { ButtonHTMLAttributes } from 'react';
import './round-button.css';

/** The chevrons' SVG paths. */
const PREVIOUS_PATH = 'M15 6l-6 6 6 6';
const NEXT_PATH = 'M9 6l6 6-6 6';
const CHEVRONS = { previous: PREVIOUS_PATH, next: NEXT_PATH } as const;

/** A round previous or next button: a chevron, named by `label`; `className` adds its own look (hover, disabled). */
export function ChevronButton({
  direction,
  label,
  className,
  ...rest
}: {
  direction: keyof typeof CHEVRONS;
  label: string;
  className: string;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'aria-label' | 'children'>) {
  return (
    <button type="button" className={`sn-round-button ${className}`} aria-label={label} {...rest}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d={CHEVRONS[direction]} fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
    </button>
  );
}
