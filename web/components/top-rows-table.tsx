import { H3, HTMLTable } from '@blueprintjs/core';
import { TableScroll } from './table-scroll.tsx';

/**
 * A small titled table of a card's top rows (channels, pages, products, customers): the row's name heads each
 * row, then two figures, already written as the card shows them.
 */
export function TopRowsTable({ title, columns, rows }: { title: string; columns: readonly [string, string, string]; rows: readonly (readonly [string, string, string])[] }) {
  return (
    <div>
      <H3 className="dashboard-figures__subtitle">{title}</H3>
      <TableScroll label={title}>
        <HTMLTable compact className="full-width">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">{column}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, first, second]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{first}</td>
                <td>{second}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </TableScroll>
    </div>
  );
}
