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
        <legend className="sn-section__title">How will you attend?</legend>
        <label className="sn-radio-card">
          <input type="radio" name={name} checked={inPerson} onChange={() => onChange(true)} />
          <span>
            <strong>In person</strong>
            <span className="sn-radio-card__hint">Be present at the temple</span>
          </span>
        </label>
        <label className="sn-radio-card">
          <input type="radio" name={name} checked={!inPerson} onChange={() => onChange(false)} />
          <span>
            <strong>Online</strong>
            <span className="sn-radio-card__hint">Offered in your name; join from home</span>
          </span>
        </label>
      </fieldset>
    </div>
  );
}
