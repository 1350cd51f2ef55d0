import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** A button or link. */
  action?: ReactNode;
  /** Heading level inside the page (the page's h1 is elsewhere). */
  headingLevel?: 2 | 3;
}

export function EmptyState({ title, children, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="sn-empty-state">
      <Heading className="sn-empty-state__title">{title}</Heading>
      {children && <div className="sn-empty-state__body">{children}</div>}
      {action && <div className="sn-empty-state__action">{action}</div>}
    </div>
  );
}
