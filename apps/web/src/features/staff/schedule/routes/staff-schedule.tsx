import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ScheduleRitual, ScheduleSlot } from '@sannidhi/domain/contracts/staff-schedule';
import { staffScheduleOptions, useGenerateSlots, type BookingsTarget } from '../../../../api/staff-schedule';
import { Button } from '../../../../components/button/button';
import { Field } from '../../../../components/field/field';
import { CenterFilters } from '../../components/center-filters';
import { DateField } from '../../components/date-field';
import { QueryState } from '../../components/query-state';
import { useCenterParams } from '../../hooks/use-center-params';
import { PageTitle } from '../../../../components/page-title/page-title';
import { toast } from '../../../../components/toast/toast-store';
import { CapacityDialog } from '../components/capacity-dialog';
import { CloseDialog } from '../components/close-dialog';
import { RuleForm } from '../components/rule-form';
import { RulesList } from '../components/rules-list';
import { longDate } from '../../lib/long-date';
import { SlotDates } from '../components/slot-dates';
import { ChooseCenterFirst } from '../../components/choose-center-first';
import '../schedule.css';
import { inUiLanguage } from '../../../../lib/domain-texts';
import { useLocalized } from '../../../../lib/localized';

/** Dates shown at once. */
const DAYS_SHOWN = 14;

/**
 * `/staff/schedule` on the back-office site: a centre's ritual, its recurring rules ("Open dates" for the next days in
 * the centre's zone), and its slots by date with booked / capacity, where the scheduler changes a capacity or closes a
 * date or a slot (putting its bookings on hold and telling the devotees). For CENTER_ADMIN and RITUAL_SCHEDULER; the
 * api checks the role and centre on every call.
 */
export default function StaffScheduleRoute() {
  const { t } = useLingui();
  // A ritual by the name the centre gave it in the language shown (English where it gave none).
  const localized = useLocalized();
  const nameOf = (r: { name: string; texts: ScheduleRitual['texts'] }) =>
    localized({ ...r, description: '' }).name;
  const page = useCenterParams('schedule.edit');
  const { isBackOffice, sessionCenter, params, center, choose } = page;
  const product = params.get('ritual') ?? '';
  const from = params.get('from') ?? '';
  const schedule = useQuery(staffScheduleOptions(isBackOffice ? center : '', product, from, DAYS_SHOWN));
  const generate = useGenerateSlots();
  const [capacityOf, setCapacityOf] = useState<{ slot: ScheduleSlot; label: string } | null>(null);
  const [closing, setClosing] = useState<{ target: BookingsTarget; label: string } | null>(null);
  const id = useId().replace(/:/g, '');
  if (!isBackOffice || !center) return <ChooseCenterFirst />;

  const data = schedule.data;
  const centerName = data?.center.name ?? sessionCenter?.name ?? center;
  const ritual = data?.rituals.find((r) => r.id === data.product);
  const fromDate = data ? longDate(data.from) : '';
  const days = data?.days ?? DAYS_SHOWN;
  const timezone = data?.center.timezone ?? '';

  const openNext = () => {
    if (!data?.product) return;
    generate.mutate(
      { center, product: data.product, days: 30 },
      {
        onSuccess: (a) => {
          const existing = a.existing;
          const created = a.created;
          toast.success(
            plural(created, {
              one: `# slot opened (${existing} already open)`,
              other: `# slots opened (${existing} already open)`,
            }),
            { duration: 6000 },
          );
        },
        onError: (err) => toast.error(inUiLanguage(err.message), { duration: 6000 }),
      },
    );
  };

  return (
    <div className="sn-staff-schedule">
      <PageTitle title={t`Schedule`} subtitle={ritual ? `${centerName}, ${nameOf(ritual)}` : centerName} />
      <CenterFilters
        page={page}
        id={id}
        className="sn-staff-filters sn-staff-filters--fill"
        centerName={centerName}
        dropOnCenter={['ritual']}
      >
        <Field id={`${id}-ritual`} label={t`Ritual`}>
          <select
            id={`${id}-ritual`}
            className="sn-select"
            value={data?.product ?? product}
            onChange={(e) => choose({ ritual: e.target.value })}
            disabled={!data?.rituals.length}
          >
            {(data?.rituals ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {nameOf(r)}
              </option>
            ))}
          </select>
        </Field>
        <DateField
          id={`${id}-from`}
          label={t`From`}
          value={data?.from ?? from}
          onChange={(d) => choose({ from: d })}
        />
      </CenterFilters>
      <QueryState
        query={schedule}
        loading={t`Loading the schedule…`}
        refused={
          <Trans>Your roles at {centerName} do not include the schedule. Choose another centre.</Trans>
        }
        failed={t`The schedule could not be loaded. Please choose the centre and ritual again.`}
      />
      {data && !ritual && (
        <p>
          <Trans>{centerName} has no rituals to schedule yet.</Trans>
        </p>
      )}
      {data && ritual && (
        <>
          <section className="sn-staff-schedule__panel" aria-labelledby={`${id}-rules`}>
            <h2 id={`${id}-rules`}>
              <Trans>Recurring rules</Trans>
            </h2>
            <RulesList center={data.center.id} rules={data.rules} />
            {data.rules.length > 0 && (
              <div>
                <Button variant="secondary" loading={generate.isPending} onClick={openNext}>
                  <Trans>Open the next 30 days from the rules</Trans>
                </Button>
              </div>
            )}
          </section>
          <section className="sn-staff-schedule__panel" aria-labelledby={`${id}-open`}>
            <h2 id={`${id}-open`}>
              <Trans>Open dates</Trans>
            </h2>
            <RuleForm key={ritual.id} center={data.center.id} ritual={ritual} />
          </section>
          <section className="sn-staff-schedule__panel" aria-labelledby={`${id}-slots`}>
            <h2 id={`${id}-slots`}>
              <Trans>
                Slots from {fromDate} ({days} days, {timezone})
              </Trans>
            </h2>
            {data.slots.length === 0 ? (
              <p>
                <Trans>No slots in these days. Open dates above, or choose another start date.</Trans>
              </p>
            ) : (
              <SlotDates
                center={data.center.id}
                product={ritual.id}
                slots={data.slots}
                timezone={data.center.timezone}
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
