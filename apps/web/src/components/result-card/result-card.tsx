import type { ReactNode } from 'react';
import { Spinner } from '../spinner/spinner';
import './result-card.css';

export type ResultTone = 'success' | 'pending' | 'error' | 'neutral' | 'busy';

const MARKS: Record<Exclude<ResultTone, 'busy'>, string> = {
  success: '✓',
  pending: '…',
  error: '✕',
  neutral: '!',
};

export interface ResultCardProps {
  tone: ResultTone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/** A payment outcome: a status mark, the title as the page's heading, the details and the next step. */
export function ResultCard({ tone, title, children, actions, testId }: ResultCardProps) {
  return (
    <section
      className={`sn-result sn-result--${tone}`}
      aria-labelledby="sn-result-title"
      data-testid={testId}
    >
      <div className="sn-result__mark" aria-hidden="true">
        {tone === 'busy' ? <Spinner size="lg" /> : MARKS[tone]}
      </div>
      <h1 id="sn-result-title" className="sn-result__title" tabIndex={-1}>
        {title}
      </h1>
      {children && <div className="sn-result__body">{children}</div>}
      {actions && <div className="sn-result__actions">{actions}</div>}
    </section>
  );
}
