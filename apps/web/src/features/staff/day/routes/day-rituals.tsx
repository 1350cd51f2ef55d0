import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { staffActionsOptions } from '../../../../api/staff';
import { staffDayOptions } from '../../../../api/staff-day';
import { staffCentersOptions } from '../../../../api/staff-roles';
import { Button } from '../../../../components/button/button';
import { Field } from '../../../../components/field/field';
import { CenterField } from '../../components/center-field';
import { PageTitle } from '../../../../components/page-title/page-title';
import { useIsBackOffice } from '../../../../hooks/use-app-config';
import { ApiError } from '../../../../lib/api-client';
import { useSessionValue } from '../../../../lib/session';
import { CheckInBox } from '../components/check-in-box';
import { DaySlotSection } from '../components/day-slot';
import { UndoDialog } from '../components/undo-dialog';
import '../day.css';
import { ChooseCenterFirst } from '../../components/choose-center-first';
import { longDate } from '../../lib/long-date';

/**
 * `/staff/day` on the back-office site: the day's rituals at a centre — every slot of the date with its
 * participants, printable on A4 for the priests — and check-in by booking reference (typed, or scanned where the
 * browser reads QR codes). For the roles with day.view; the api checks the role and centre on every call.
 */
export default function DayRitualsRoute() {
  const isBackOffice = useIsBackOffice();
  const sessionCenter = useSessionValue((s) => s.currentCenter);
  const [params, setParams] = useSearchParams();
  const center = params.get('center') ?? sessionCenter?.id ?? '';
  const date = params.get('date') ?? '';
  const day = useQuery(staffDayOptions(isBackOffice ? center : '', date));
  const actions = useQuery(staffActionsOptions(isBackOffice ? center : ''));
  const centers = useQuery({ ...staffCentersOptions('day.view'), enabled: isBackOffice });
  const [undoing, setUndoing] = useState<string | null>(null);
  const id = useId().replace(/:/g, '');
  if (!isBackOffice || !center) return <ChooseCenterFirst />;

  const choose = (key: 'center' | 'date', value: string) => {
    const next = new URLSearchParams(params);
    next.set('center', center);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const refused = day.error instanceof ApiError && day.error.status === 403;
  const data = day.data;
  const shownDate = data?.date ?? date;
  const mayMark = actions.data?.actions.includes('checkin.mark') ?? false;
  const mayUndo = actions.data?.actions.includes('checkin.undo') ?? false;
  const centerName = data?.center.name ?? sessionCenter?.name ?? center;
  const allowed = centers.data?.centers ?? [];

  return (
    <div className="sn-staff-day">
      <PageTitle
        title="The day's rituals"
        subtitle={data ? `${centerName}, ${longDate(data.date)}` : centerName}
      />
      <div className="sn-staff-day__filters sn-no-print">
        <CenterField
          id={`${id}-centre`}
          center={center}
          centerName={centerName}
          allowed={allowed}
          onChange={(c) => choose('center', c)}
        />
        <Field id={`${id}-date`} label="Date">
          <input
            id={`${id}-date`}
            type="date"
            className="sn-input"
            value={shownDate}
            onChange={(e) => choose('date', e.target.value)}
          />
        </Field>
        <Button variant="secondary" onClick={() => window.print()} disabled={!data}>
          Print
        </Button>
      </div>
      {data && mayMark && <CheckInBox center={data.center.id} date={data.date} />}
      {day.isPending && <p>Loading the day's rituals…</p>}
      {refused && (
        <p role="alert">
          Your roles at {centerName} do not include the day's rituals. Choose another centre.
        </p>
      )}
      {day.isError && !refused && (
        <p role="alert">The day's rituals could not be loaded. Please check the date and try again.</p>
      )}
      {data && data.slots.length === 0 && <p>No rituals are scheduled at {centerName} on this date.</p>}
      {data &&
        data.slots.map((slot) => (
          <DaySlotSection
            key={slot.slotId}
            slot={slot}
            center={data.center.id}
            date={data.date}
            timezone={data.center.timezone}
            mayUndo={mayUndo}
            onUndo={setUndoing}
          />
        ))}
      {data && <UndoDialog center={data.center.id} reference={undoing} onClose={() => setUndoing(null)} />}
    </div>
  );
}
