import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ScheduleSlot } from '@sannidhi/domain/contracts/staff-schedule';
import { staffCentersOptions } from '../../../../api/staff-roles';
import { staffScheduleOptions, useGenerateSlots, type BookingsTarget } from '../../../../api/staff-schedule';
import { Button } from '../../../../components/button/button';
import { Field } from '../../../../components/field/field';
import { CenterField } from '../../components/center-field';
import { PageTitle } from '../../../../components/page-title/page-title';
import { toast } from '../../../../components/toast/toast-store';
import { useIsBackOffice } from '../../../../hooks/use-app-config';
import { ApiError } from '../../../../lib/api-client';
import { useSessionValue } from '../../../../lib/session';
import { CapacityDialog } from '../components/capacity-dialog';
import { CloseDialog } from '../components/close-dialog';
import { RuleForm } from '../components/rule-form';
import { RulesList } from '../components/rules-list';
import { longDate } from '../../lib/long-date';
import { SlotDates } from '../components/slot-dates';
import { ChooseCenterFirst } from '../../components/choose-center-first';
import '../schedule.css';

/** Dates shown at once. */
const DAYS_SHOWN = 14;

/**
 * `/staff/schedule` on the back-office site: a centre's ritual, its recurring rules ("Open dates" for the next days in
 * the centre's zone), and its slots by date with booked / capacity, where the scheduler changes a capacity or closes a
 * date or a slot (putting its bookings on hold and telling the devotees). For CENTER_ADMIN and RITUAL_SCHEDULER; the
 * api checks the role and centre on every call.
 */
export default function StaffScheduleRoute() {
  const isBackOffice = useIsBackOffice();
  const sessionCenter = useSessionValue((s) => s.currentCenter);
  const [params, setParams] = useSearchParams();
  const center = params.get('center') ?? sessionCenter?.id ?? '';
  const product = params.get('ritual') ?? '';
  const from = params.get('from') ?? '';
  const schedule = useQuery(staffScheduleOptions(isBackOffice ? center : '', product, from, DAYS_SHOWN));
  const centers = useQuery({ ...staffCentersOptions('schedule.edit'), enabled: isBackOffice });
  const generate = useGenerateSlots();
  const [capacityOf, setCapacityOf] = useState<{ slot: ScheduleSlot; label: string } | null>(null);
  const [closing, setClosing] = useState<{ target: BookingsTarget; label: string } | null>(null);
  const id = useId().replace(/:/g, '');
  if (!isBackOffice || !center) return <ChooseCenterFirst />;

  const choose = (key: 'center' | 'ritual' | 'from', value: string) => {
    const next = new URLSearchParams(params);
    next.set('center', center);
    if (key === 'center') next.delete('ritual');
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const data = schedule.data;
  const refused = schedule.error instanceof ApiError && schedule.error.status === 403;
  const centerName = data?.center.name ?? sessionCenter?.name ?? center;
  const allowed = centers.data?.centers ?? [];
  const ritual = data?.rituals.find((r) => r.id === data.product);

  const openNext = () => {
    if (!data?.product) return;
    generate.mutate(
      { center, product: data.product, days: 30 },
      {
        onSuccess: (a) =>
          toast.success(
            `${a.created} ${a.created === 1 ? 'slot' : 'slots'} opened (${a.existing} already open)`,
            {
              duration: 6000,
            },
          ),
        onError: (err) => toast.error(err.message, { duration: 6000 }),
      },
    );
  };

  return (
    <div className="sn-staff-schedule">
      <PageTitle title="Schedule" subtitle={ritual ? `${centerName}, ${ritual.name}` : centerName} />
      <div className="sn-staff-schedule__filters">
        <CenterField
          id={`${id}-centre`}
          center={center}
          centerName={centerName}
          allowed={allowed}
          onChange={(c) => choose('center', c)}
        />
        <Field id={`${id}-ritual`} label="Ritual">
          <select
            id={`${id}-ritual`}
            className="sn-select"
            value={data?.product ?? product}
            onChange={(e) => choose('ritual', e.target.value)}
            disabled={!data?.rituals.length}
          >
            {(data?.rituals ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-from`} label="From">
          <input
            id={`${id}-from`}
            type="date"
            className="sn-input"
            value={data?.from ?? from}
            onChange={(e) => choose('from', e.target.value)}
          />
        </Field>
      </div>
      {schedule.isPending && <p>Loading the schedule…</p>}
      {refused && (
        <p role="alert">Your roles at {centerName} do not include the schedule. Choose another centre.</p>
      )}
      {schedule.isError && !refused && (
        <p role="alert">The schedule could not be loaded. Please choose the centre and ritual again.</p>
      )}
      {data && !ritual && <p>{centerName} has no rituals to schedule yet.</p>}
      {data && ritual && (
        <>
          <section className="sn-staff-schedule__panel" aria-labelledby={`${id}-rules`}>
            <h2 id={`${id}-rules`}>Recurring rules</h2>
            <RulesList center={data.center.id} rules={data.rules} />
            {data.rules.length > 0 && (
              <div>
                <Button variant="secondary" loading={generate.isPending} onClick={openNext}>
                  Open the next 30 days from the rules
                </Button>
              </div>
            )}
          </section>
          <section className="sn-staff-schedule__panel" aria-labelledby={`${id}-open`}>
            <h2 id={`${id}-open`}>Open dates</h2>
            <RuleForm key={ritual.id} center={data.center.id} ritual={ritual} />
          </section>
          <section className="sn-staff-schedule__panel" aria-labelledby={`${id}-slots`}>
            <h2 id={`${id}-slots`}>
              Slots from {longDate(data.from)} ({data.days} days, {data.center.timezone})
            </h2>
            {data.slots.length === 0 ? (
              <p>No slots in these days. Open dates above, or choose another start date.</p>
            ) : (
              <SlotDates
                center={data.center.id}
                product={ritual.id}
                slots={data.slots}
                onCapacity={(slot, label) => setCapacityOf({ slot, label })}
                onClose={(target, label) => setClosing({ target, label })}
              />
            )}
          </section>
          <CapacityDialog
            center={data.center.id}
            slot={capacityOf?.slot ?? null}
            label={capacityOf?.label ?? ''}
            onClose={() => setCapacityOf(null)}
          />
          <CloseDialog
            center={data.center.id}
            target={closing?.target ?? null}
            label={closing?.label ?? ''}
            onClose={() => setClosing(null)}
          />
        </>
      )}
    </div>
  );
}
