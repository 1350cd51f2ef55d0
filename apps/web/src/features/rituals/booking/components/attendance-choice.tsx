import { Trans } from '@lingui/react/macro';
import './booking-sections.css';

export interface AttendanceChoiceProps {
  name: string;
  inPerson: boolean;
  onChange: (inPerson: boolean) => void;
}

/** In person or online, for rituals offered both ways. */
export function AttendanceChoice({ name, inPerson, onChange }: AttendanceChoiceProps) {
  return (
    <div className="sn-section">
      <fieldset className="sn-radio-cards">
        <legend className="sn-section__title">
          <Trans>How will you attend?</Trans>
        </legend>
        <label className="sn-radio-card">
          <input type="radio" name={name} checked={inPerson} onChange={() => onChange(true)} />
          <span>
            <strong>
              <Trans>In person</Trans>
            </strong>
            <span className="sn-radio-card__hint">
              <Trans>Be present at the temple</Trans>
            </span>
          </span>
        </label>
        <label className="sn-radio-card">
          <input type="radio" name={name} checked={!inPerson} onChange={() => onChange(false)} />
          <span>
            <strong>
              <Trans>Online</Trans>
            </strong>
            <span className="sn-radio-card__hint">
              <Trans>Offered in your name; join from home</Trans>
            </span>
          </span>
        </label>
      </fieldset>
    </div>
  );
}
