import type { ComponentChildren } from 'preact';
import { TableWrap } from './table-wrap';

/** A column heading; numeric columns align right (`num`). */
export type Column = string | { readonly label: string; readonly numeric: true };

interface DataTableProps {
  readonly caption: ComponentChildren;
  /** The headings, in order; `false` or `undefined` leaves a column out (a conditional one). */
  readonly columns: readonly (Column | false | undefined)[];
  readonly testId?: string;
  /** One card per row on phones (`table.cards`): each cell then needs the `data-label` of its column. */
  readonly cards?: boolean;
  /** The rows. */
  readonly children: ComponentChildren;
}

/** A captioned table with one row of column headings, that scrolls sideways on narrow screens. */
export function DataTable({ caption, columns, testId, cards, children }: DataTableProps) {
  return (
    <TableWrap>
      <table class={cards ? 'cards' : undefined} data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              !column ? null : typeof column === 'string' ? (
                <th scope="col" key={column}>
                  {column}
                </th>
              ) : (
                <th scope="col" class="num" key={column.label}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableWrap>
  );
}
