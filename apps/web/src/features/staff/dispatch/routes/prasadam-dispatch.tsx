import { useQuery } from '@tanstack/react-query';
import { DispatchView } from '@sannidhi/domain/contracts/staff-dispatch';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { getDispatchPdf, staffDispatchOptions, type DispatchFilters } from '../../../../api/staff-dispatch';
import { staffCentersOptions } from '../../../../api/staff-roles';
import { Button } from '../../../../components/button/button';
import { Field } from '../../../../components/field/field';
import { CenterField } from '../../components/center-field';
import { PageTitle } from '../../../../components/page-title/page-title';
import { toast } from '../../../../components/toast/toast-store';
import { useIsBackOffice } from '../../../../hooks/use-app-config';
import { ApiError } from '../../../../lib/api-client';
import { useSessionValue } from '../../../../lib/session';
import { DispatchForm } from '../components/dispatch-form';
import { ParcelCard } from '../components/parcel-card';
import { ChooseCenterFirst } from '../../components/choose-center-first';
import '../dispatch.css';

const VIEW_LABELS: Record<DispatchView, string> = {
  'to-ship': 'To pack and ship',
  shipped: 'Shipped',
  all: 'All parcels',
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
  const isBackOffice = useIsBackOffice();
  const sessionCenter = useSessionValue((s) => s.currentCenter);
  const [params, setParams] = useSearchParams();
  const id = useId().replace(/:/g, '');
  const view = DispatchView.safeParse(params.get('view')).data ?? 'to-ship';
  const filters: DispatchFilters = {
    center: params.get('center') ?? sessionCenter?.id ?? '',
    view,
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    q: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const queue = useQuery(staffDispatchOptions(isBackOffice ? filters : { ...filters, center: '' }));
  const centers = useQuery({ ...staffCentersOptions('prasadam.dispatch'), enabled: isBackOffice });
  const [selected, setSelected] = useState<string[]>([]);
  const [printing, setPrinting] = useState<'slips' | 'labels' | null>(null);
  const [search, setSearch] = useState(filters.q);
  if (!isBackOffice || !filters.center) return <ChooseCenterFirst />;

  const choose = (changes: Partial<Record<keyof DispatchFilters, string>>) => {
    const next = new URLSearchParams(params);
    next.set('center', filters.center);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setSelected([]);
    setParams(next, { replace: true });
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    choose({ q: search.trim() });
  };

  const data = queue.data;
  const parcels = data?.parcels ?? [];
  const chosen = parcels.filter((p) => selected.includes(p.orderId));
  const refused = queue.error instanceof ApiError && queue.error.status === 403;
  const centerName = data?.center.name ?? sessionCenter?.name ?? filters.center;
  const allowed = centers.data?.centers ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
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
      toast.error(err instanceof Error ? err.message : 'The PDF could not be made. Please try again.', {
        duration: 8000,
      });
    } finally {
      setPrinting(null);
    }
  };

  return (
    <div className="sn-dispatch">
      <PageTitle title="Prasadam dispatch" subtitle={centerName} />
      <div className="sn-dispatch__filters">
        <CenterField
          id={`${id}-centre`}
          center={filters.center}
          centerName={centerName}
          allowed={allowed}
          onChange={(c) => choose({ center: c })}
        />
        <Field id={`${id}-view`} label="Parcels to show">
          <select
            id={`${id}-view`}
            className="sn-select"
            value={view}
            onChange={(e) => choose({ view: e.target.value })}
          >
            {DispatchView.options.map((v) => (
              <option key={v} value={v}>
                {VIEW_LABELS[v]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-from`} label="Ritual date from">
          <input
            id={`${id}-from`}
            type="date"
            className="sn-input"
            value={filters.from}
            onChange={(e) => choose({ from: e.target.value })}
          />
        </Field>
        <Field id={`${id}-to`} label="Ritual date to">
          <input
            id={`${id}-to`}
            type="date"
            className="sn-input"
            value={filters.to}
            onChange={(e) => choose({ to: e.target.value })}
          />
        </Field>
      </div>
      <form className="sn-dispatch__search" role="search" onSubmit={onSearch}>
        <Field id={`${id}-q`} label="Booking reference or name">
          <input
            id={`${id}-q`}
            type="search"
            className="sn-input"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="secondary">
          Find
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
              <span>Choose all on this page</span>
            </label>
            <Button
              variant="secondary"
              disabled={chosen.length === 0}
              loading={printing === 'slips'}
              onClick={() => void print('slips')}
            >
              Packing slips (PDF)
            </Button>
            <Button
              variant="secondary"
              disabled={chosen.length === 0}
              loading={printing === 'labels'}
              onClick={() => void print('labels')}
            >
              4×6 labels (PDF)
            </Button>
          </div>
        </>
      )}
      {queue.isPending && <p>Loading the parcels…</p>}
      {refused && (
        <p role="alert">
          Your roles at {centerName} do not include prasadam dispatch. Choose another centre.
        </p>
      )}
      {queue.isError && !refused && (
        <p role="alert">The parcels could not be loaded. Please check the dates and try again.</p>
      )}
      {data && (
        <p aria-live="polite">
          {data.total === 0
            ? `No parcels ${view === 'shipped' ? 'shipped' : view === 'all' ? 'at all' : 'to pack or ship'} at ${centerName} for these dates and words.`
            : `${data.total} parcel${data.total === 1 ? '' : 's'}, page ${data.page} of ${pages}`}
        </p>
      )}
      {parcels.length > 0 && (
        <ul className="sn-dispatch__list" aria-label="Parcels">
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
        <nav className="sn-dispatch__pages" aria-label="Pages of parcels">
          <Button
            variant="secondary"
            disabled={data.page <= 1}
            onClick={() => choose({ page: String(data.page - 1) })}
          >
            Previous page
          </Button>
          <Button
            variant="secondary"
            disabled={data.page >= pages}
            onClick={() => choose({ page: String(data.page + 1) })}
          >
            Next page
          </Button>
        </nav>
      )}
    </div>
  );
}
