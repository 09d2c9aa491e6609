import type { ReactNode } from 'react';
import { HTMLTable } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';

/** One column of a list: its header, and what a row shows in it. */
export interface ListColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * On a phone, `title` is the card's heading and `actions` its row of buttons, both without a label; every
   * other field is shown under its header's name.
   */
  kind?: 'title' | 'actions';
  numeric?: boolean;
  className?: string;
  /** The cell names its row (a `th` of scope row), as a list of settings does. */
  rowHeader?: boolean;
  cellAttributes?: (row: Row) => RowAttributes;
  /** The header is for screen readers only (a column of buttons that need no heading on screen). */
  headerHidden?: boolean;
  /** What the header cell holds instead of its name (a select-all box); `header` still names the column. */
  headerCell?: ReactNode;
}

/** `data-*` attributes a row carries (test ids, states). */
type RowAttributes = Record<`data-${string}`, string | number | undefined>;

/**
 * A list of rows: a table from 768 px up (sideways scrolling inside its own labelled, focusable region when it is
 * wider than its place), and below 768 px a stack of cards, one per row, each field named and its actions on
 * screen, instead of a table clipped at the screen's edge (R-ROUTE-17). One table in the DOM at every width: the
 * cards are the same rows, laid out by styles.css, so the table's semantics and the screens' tests hold at both.
 * A card's field names are text shown only on a phone (hidden, they are out of the accessibility tree too), so a
 * screen reader hears them where the layout no longer reads as a table. A column left out (`false`) is not shown,
 * as a column only some people see.
 */
function ResponsiveTableView<Row>(props: {
  /** The table's accessible name (or `labelledBy`, the id of the heading that names it). */
  label?: string;
  labelledBy?: string;
  /** The scrolling region's name, when it is not the table's. */
  regionLabel?: string;
  columns: readonly (ListColumn<Row> | false | null | undefined)[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowAttributes?: (row: Row) => RowAttributes;
  caption?: ReactNode;
  className?: string;
  striped?: boolean;
  compact?: boolean;
  busy?: boolean;
  /** False inside a region of its own already (the admin's paged tables). */
  region?: boolean;
}) {
  const columns = props.columns.filter((column): column is ListColumn<Row> => Boolean(column));
  const table = (
    <HTMLTable
      className={['responsive-table', 'full-width', props.className].filter(Boolean).join(' ')}
      striped={props.striped ?? true}
      compact={props.compact}
      aria-label={props.labelledBy ? undefined : props.label}
      aria-labelledby={props.labelledBy}
      aria-busy={props.busy || undefined}
    >
      {props.caption && <caption className="bp6-text-muted">{props.caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.numeric ? 'numeric' : undefined}>
              {column.headerCell ?? (column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={props.rowKey(row)} {...props.rowAttributes?.(row)}>
            {columns.map((column) => {
              const Cell = column.rowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={column.header}
                  scope={column.rowHeader ? 'row' : undefined}
                  className={[column.kind && `responsive-table__${column.kind}`, column.numeric && 'numeric', column.className].filter(Boolean).join(' ') || undefined}
                  {...column.cellAttributes?.(row)}
                >
                  {!column.kind && <span className="responsive-table__label">{column.header}</span>}
                  {column.kind ? column.cell(row) : <span className="responsive-table__value">{column.cell(row)}</span>}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
  if (props.region === false) return table;
  return (
    <div className="responsive-table-region" role="region" aria-label={props.regionLabel ?? (props.labelledBy ? undefined : props.label)} aria-labelledby={props.regionLabel ? undefined : props.labelledBy} tabIndex={0}>
      {table}
    </div>
  );
}

/**
 * An observer: the cells are the screens' callbacks, and what they read (which row is busy, a selection) is read
 * while this renders, not while the screen does, so this is what must follow it.
 */
export const ResponsiveTable = observer(ResponsiveTableView) as typeof ResponsiveTableView;
