import { Fragment, type ReactNode } from 'react';

/** A table's column headers: a text becomes a column header cell, anything else (a sorting header) stands as given. */
export function TableHead({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c, i) =>
          typeof c === 'string' ? (
            <th key={c} scope="col">
              {c}
            </th>
          ) : (
            <Fragment key={i}>{c}</Fragment>
          ),
        )}
      </tr>
    </thead>
  );
}
