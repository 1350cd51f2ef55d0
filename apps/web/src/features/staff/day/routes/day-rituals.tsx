import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { staffActionsOptions } from '../../../../api/staff';
import { staffDayOptions } from '../../../../api/staff-day';
import { Button } from '../../../../components/button/button';
import { CenterFilters } from '../../components/center-filters';
import { DateField } from '../../components/date-field';
import { QueryState } from '../../components/query-state';
import { useCenterParams } from '../../hooks/use-center-params';
import { PageTitle } from '../../../../components/page-title/page-title';
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
  const { t } = useLingui();
  const page = useCenterParams('day.view');
  const { isBackOffice, sessionCenter, params, center, choose } = page;
  const date = params.get('date') ?? '';
  const day = useQuery(staffDayOptions(isBackOffice ? center : '', date));
  const actions = useQuery(staffActionsOptions(isBackOffice ? center : ''));
  const [undoing, setUndoing] = useState<string | null>(null);
  const id = useId().replace(/:/g, '');
  if (!isBackOffice || !center) return <ChooseCenterFirst />;

  const data = day.data;
  const shownDate = data?.date ?? date;
  const mayMark = actions.data?.actions.includes('checkin.mark') ?? false;
  const mayUndo = actions.data?.actions.includes('checkin.undo') ?? false;
  const centerName = data?.center.name ?? sessionCenter?.name ?? center;

  return (
    <div className="sn-staff-day">
      <PageTitle
        title={t`The day's rituals`}
        subtitle={data ? `${centerName}, ${longDate(data.date)}` : centerName}
      />
      <CenterFilters
        page={page}
        id={id}
        className="sn-staff-filters sn-staff-filters--fill sn-no-print"
        centerName={centerName}
      >
        <DateField
          id={`${id}-date`}
          label={t`Date`}
          value={shownDate}
          onChange={(d) => choose({ date: d })}
        />
        <Button variant="secondary" onClick={() => window.print()} disabled={!data}>
          <Trans>Print</Trans>
        </Button>
      </CenterFilters>
      {data && mayMark && <CheckInBox center={data.center.id} date={data.date} />}
      <QueryState
        query={day}
        loading={t`Loading the day's rituals…`}
        refused={
          <Trans>Your roles at {centerName} do not include the day's rituals. Choose another centre.</Trans>
        }
        failed={t`The day's rituals could not be loaded. Please check the date and try again.`}
      />
      {data && data.slots.length === 0 && (
        <p>
          <Trans>No rituals are scheduled at {centerName} on this date.</Trans>
        </p>
      )}
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
