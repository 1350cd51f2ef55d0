import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button/button';

/** How many pages a server-paged list has: at least one. */
export const pageCount = (data: { total: number; pageSize: number } | undefined) =>
  data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

/** Previous and next page of a server-paged list, with what the page shows between them. */
export function Pager({
  label,
  className,
  page,
  pages,
  onPage,
  children,
}: {
  label: string;
  className: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  children?: ReactNode;
}) {
  return (
    <nav className={className} aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous page</Trans>
      </Button>
      {children}
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next page</Trans>
      </Button>
    </nav>
  );
}
