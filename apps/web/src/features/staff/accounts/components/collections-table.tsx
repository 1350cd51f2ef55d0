import { useLingui } from '@lingui/react/macro';
import type { ChannelTotals, Collections } from '@sannidhi/domain/contracts/staff-accounts';
import { ScrollRegion } from '../../../../components/scroll-region/scroll-region';
import { channelLabel } from '@sannidhi/domain/day-close';
import { formatMoney } from '@sannidhi/domain/money';
import { inUiLanguage } from '../../../../lib/domain-texts';
import { TableHead } from '../../components/table-head';

/** The day's collections per channel with refunds and net, and the total, in the centre's currency. */
export function CollectionsTable({ data }: { data: Collections }) {
  const { t } = useLingui();
  const money = (n: number) => formatMoney(n, data.currency);
  // The channel's name in the language shown (the api's label is the spec's English).
  const label = (c: ChannelTotals) =>
    c.channel === 'ALL' ? t`All channels` : inUiLanguage(channelLabel(c.channel));
  const row = (c: ChannelTotals, head = false) => (
    <tr key={c.channel}>
      <th scope="row">{head ? <strong>{label(c)}</strong> : label(c)}</th>
      <td>{c.payments}</td>
      <td>{money(c.collected)}</td>
      <td>{c.refunds}</td>
      <td>{money(c.refunded)}</td>
      <td>{money(c.net)}</td>
    </tr>
  );
  return (
    <ScrollRegion label={t`Collections per channel, table`}>
      <table className="sn-accounts__table" aria-label={t`Collections per channel`}>
        <TableHead columns={[t`Channel`, t`Payments`, t`Collected`, t`Refunds`, t`Refunded`, t`Net`]} />
        <tbody>{data.channels.map((c) => row(c))}</tbody>
        <tfoot>{row(data.total, true)}</tfoot>
      </table>
    </ScrollRegion>
  );
}
