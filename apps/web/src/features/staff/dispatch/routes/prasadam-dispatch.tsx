import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DispatchView } from '@sannidhi/domain/contracts/staff-dispatch';
import { useId, useState, type FormEvent } from 'react';
import { getDispatchPdf, staffDispatchOptions, type DispatchFilters } from '../../../../api/staff-dispatch';
import { Button } from '../../../../components/button/button';
import { Field } from '../../../../components/field/field';
import { CenterFilters } from '../../components/center-filters';
import { DateField } from '../../components/date-field';
import { pageCount, Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { useCenterParams } from '../../hooks/use-center-params';
import { PageTitle } from '../../../../components/page-title/page-title';
import { toast } from '../../../../components/toast/toast-store';
import { DispatchForm } from '../components/dispatch-form';
import { ParcelCard } from '../components/parcel-card';
import { ChooseCenterFirst } from '../../components/choose-center-first';
import '../dispatch.css';
import { inUiLanguage } from '../../../../lib/domain-texts';

const VIEW_LABELS: Record<DispatchView, MessageDescriptor> = {
  'to-ship': msg`To pack and ship`,
  shipped: msg`Shipped`,
  all: msg`All parcels`,
};

/** Saves the PDF the api made, for the packer to open and print. */
function savePdf(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * `/staff/dispatch` on the back-office site: the prasadam parcels of a centre by ritual date (each subscription
 * month its own parcel), chosen one by one or a page at a time to print packing slips and 4×6 in labels and to set
 * their status, carrier, shipping option and tracking ids. For the roles with prasadam.dispatch; the api checks.
 */
export default function PrasadamDispatchRoute() {
  const { t, i18n } = useLingui();
  const page = useCenterParams('prasadam.dispatch');
  const { isBackOffice, sessionCenter, params, center, choose: chooseParams } = page;
  const id = useId().replace(/:/g, '');
  const view = DispatchView.safeParse(params.get('view')).data ?? 'to-ship';
  const filters: DispatchFilters = {
    center,
    view,
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    q: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const queue = useQuery(staffDispatchOptions(isBackOffice ? filters : { ...filters, center: '' }));
  const [selected, setSelected] = useState<string[]>([]);
  const [printing, setPrinting] = useState<'slips' | 'labels' | null>(null);
  const [search, setSearch] = useState(filters.q);
  if (!isBackOffice || !filters.center) return <ChooseCenterFirst />;

  const choose = (changes: Partial<Record<keyof DispatchFilters, string>>) => {
    setSelected([]);
    chooseParams(changes, 'page' in changes ? [] : ['page']);
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    choose({ q: search.trim() });
  };

  const data = queue.data;
  const parcels = data?.parcels ?? [];
  const chosen = parcels.filter((p) => selected.includes(p.orderId));
  const centerName = data?.center.name ?? sessionCenter?.name ?? filters.center;
  const pages = pageCount(data);
  const shownPage = data?.page ?? filters.page;
  const total = data?.total ?? 0;
  const allChosen = parcels.length > 0 && chosen.length === parcels.length;
  const toggle = (orderId: string) =>
    setSelected((s) => (s.includes(orderId) ? s.filter((x) => x !== orderId) : [...s, orderId]));

  const print = async (kind: 'slips' | 'labels') => {
    setPrinting(kind);
    try {
      const blob = await getDispatchPdf(
        kind,
        filters.center,
        chosen.map((p) => p.orderId),
      );
      savePdf(blob, kind === 'slips' ? 'prasadam-packing-slips.pdf' : 'prasadam-address-labels.pdf');
    } catch (err) {
      toast.error(
        err instanceof Error ? inUiLanguage(err.message) : t`The PDF could not be made. Please try again.`,
        {
          duration: 8000,
        },
      );
    } finally {
      setPrinting(null);
    }
  };

  return (
    <div className="sn-dispatch">
      <PageTitle title={t`Prasadam dispatch`} subtitle={centerName} />
      <CenterFilters
        page={page}
        id={id}
        className="sn-dispatch__filters"
        centerName={centerName}
        onCenter={(c) => choose({ center: c })}
      >
        <Field id={`${id}-view`} label={t`Parcels to show`}>
          <select
            id={`${id}-view`}
            className="sn-select"
            value={view}
            onChange={(e) => choose({ view: e.target.value })}
          >
            {DispatchView.options.map((v) => (
              <option key={v} value={v}>
                {i18n._(VIEW_LABELS[v])}
              </option>
            ))}
          </select>
        </Field>
        <DateField
          id={`${id}-from`}
          label={t`Ritual date from`}
          value={filters.from}
          onChange={(d) => choose({ from: d })}
        />
        <DateField
          id={`${id}-to`}
          label={t`Ritual date to`}
          value={filters.to}
          onChange={(d) => choose({ to: d })}
        />
      </CenterFilters>
      <form className="sn-dispatch__search" role="search" onSubmit={onSearch}>
        <Field id={`${id}-q`} label={t`Booking reference or name`}>
          <input
            id={`${id}-q`}
            type="search"
            className="sn-input"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="secondary">
          <Trans>Find</Trans>
        </Button>
      </form>

      {data && (
        <>
          <DispatchForm center={filters.center} parcels={chosen} onDone={() => setSelected([])} />
          <div className="sn-dispatch__bar">
            <label className="sn-dispatch__choose" htmlFor={`${id}-all`}>
              <input
                id={`${id}-all`}
                type="checkbox"
                checked={allChosen}
                disabled={parcels.length === 0}
                onChange={() => setSelected(allChosen ? [] : parcels.map((p) => p.orderId))}
              />
              <span>
                <Trans>Choose all on this page</Trans>
              </span>
            </label>
            <Button
              variant="secondary"
              disabled={chosen.length === 0}
              loading={printing === 'slips'}
              onClick={() => void print('slips')}
            >
              <Trans>Packing slips (PDF)</Trans>
            </Button>
            <Button
              variant="secondary"
              disabled={chosen.length === 0}
              loading={printing === 'labels'}
              onClick={() => void print('labels')}
            >
              <Trans>4×6 labels (PDF)</Trans>
            </Button>
          </div>
        </>
      )}
      <QueryState
        query={queue}
        loading={t`Loading the parcels…`}
        refused={
          <Trans>Your roles at {centerName} do not include prasadam dispatch. Choose another centre.</Trans>
        }
        failed={t`The parcels could not be loaded. Please check the dates and try again.`}
      />
      {data && (
        <p aria-live="polite">
          {data.total === 0
            ? view === 'shipped'
              ? t`No parcels shipped at ${centerName} for these dates and words.`
              : view === 'all'
                ? t`No parcels at all at ${centerName} for these dates and words.`
                : t`No parcels to pack or ship at ${centerName} for these dates and words.`
            : plural(total, {
                one: `# parcel, page ${shownPage} of ${pages}`,
                other: `# parcels, page ${shownPage} of ${pages}`,
              })}
        </p>
      )}
      {parcels.length > 0 && (
        <ul className="sn-dispatch__list" aria-label={t`Parcels`}>
          {parcels.map((p) => (
            <ParcelCard
              key={p.orderId}
              parcel={p}
              selected={selected.includes(p.orderId)}
              onToggle={toggle}
            />
          ))}
        </ul>
      )}
      {data && pages > 1 && (
        <Pager
          label={t`Pages of parcels`}
          className="sn-dispatch__pages"
          page={data.page}
          pages={pages}
          onPage={(p) => choose({ page: String(p) })}
        />
      )}
    </div>
  );
}
