import { useLingui } from '@lingui/react/macro';
import './spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** When given, the spinner is announced as a status with this text (shown too unless labelHidden). */
  label?: string;
  labelHidden?: boolean;
}

export function Spinner({ size = 'md', label, labelHidden = false }: SpinnerProps) {
  const wheel = <span className={`sn-spinner sn-spinner--${size}`} aria-hidden="true" />;
  if (!label) return wheel;
  return (
    <span className="sn-spinner-status" role="status" aria-live="polite">
      {wheel}
      <span className={labelHidden ? 'visually-hidden' : 'sn-spinner-status__label'}>{label}</span>
    </span>
  );
}

/** A centred spinner with a message, for a whole screen that is waiting. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="sn-page-spinner">
      <Spinner size="lg" label={label ?? t`Loading…`} />
    </div>
  );
}
