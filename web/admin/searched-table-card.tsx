import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Card, type IconName } from '@blueprintjs/core';
import type { PagedTable } from './paged-table.ts';
import { PagedTableView, SearchForm } from './admin-table.tsx';
import { ErrorCallout } from '../components/error-callout.tsx';

/**
 * The card of a searched admin list: the search box bound to its server-paged table, why the last action on a row
 * failed, then the table's states and pages around the rows (`children`).
 */
export const SearchedTableCard = observer(function SearchedTableCard(props: {
  table: PagedTable<unknown>;
  search: { id: string; label: string; placeholder: string };
  /** The table's name: its scrolling region's and its pager's. */
  label: string;
  empty: { text: string; icon: IconName };
  actionError: string | null;
  children: ReactNode;
}) {
  const { table } = props;
  return (
    <Card className="form-card">
      <SearchForm
        id={props.search.id}
        label={props.search.label}
        placeholder={props.search.placeholder}
        value={table.query}
        applied={table.appliedQuery}
        onChange={table.setQuery}
        onSearch={() => void table.search()}
        onClear={() => void table.clearSearch()}
      />
      <ErrorCallout text={props.actionError} />
      <PagedTableView table={table} label={props.label} query={table.appliedQuery} empty={props.empty}>
        {props.children}
      </PagedTableView>
    </Card>
  );
});
