import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Callout, ControlGroup, InputGroup, type IconName } from '@blueprintjs/core';
import type { PagedTable } from './paged-table.ts';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import { AdminText } from './admin-text.ts';

/**
 * A server-paged table's states: loading, error with retry, empty (or nothing matching a search),
 * and the rows with previous and next page.
 */
type TableState = Pick<PagedTable<unknown>, 'loadState' | 'rows' | 'isFetching' | 'hasPrevious' | 'hasNext' | 'page' | 'pages' | 'total' | 'reload' | 'previous' | 'next'>;

export const PagedTableView = observer(function PagedTableView(props: {
  table: TableState;
  empty: { text: string; description?: string; icon?: IconName };
  /** The applied search, so an empty page says nothing matched it. */
  query?: string;
  label: string;
  children: ReactNode;
}) {
  const { table } = props;
  if (table.loadState.status === 'loading') return <Loading />;
  if (table.loadState.status === 'error') return <LoadError text={table.loadState.error!} onRetry={() => void table.reload()} />;
  if (table.rows.length === 0) {
    return props.query ? <Empty text={AdminText.noMatches(props.query)} icon="search" /> : <Empty text={props.empty.text} description={props.empty.description} icon={props.empty.icon} />;
  }
  return (
    <>
      {/* A wide table scrolls inside this labelled, focusable region rather than the page. */}
      <div className="admin-table" role="region" aria-label={props.label} tabIndex={0} aria-busy={table.isFetching || undefined}>
        {props.children}
      </div>
      <nav className="pager" aria-label={`${props.label} pages`}>
        <Button icon="chevron-left" text={AdminText.previous} disabled={!table.hasPrevious || table.isFetching} onClick={() => void table.previous()} />
        <span role="status">{AdminText.pageOf(table.page, table.pages, table.total)}</span>
        <Button endIcon="chevron-right" text={AdminText.next} disabled={!table.hasNext || table.isFetching} onClick={() => void table.next()} />
      </nav>
    </>
  );
});

/** A search box that applies on Enter or the Search button; Clear shows everything again. */
export const SearchForm = observer(function SearchForm(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  applied: string;
  onChange: (value: string) => void;
  onSearch: () => void;
  onClear: () => void;
}) {
  return (
    <form
      role="search"
      className="admin-search"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearch();
      }}
    >
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <ControlGroup>
        <InputGroup id={props.id} type="search" leftIcon="search" placeholder={props.placeholder} value={props.value} onValueChange={props.onChange} />
        <Button type="submit" text={AdminText.search} />
        {props.applied && <Button text={AdminText.clear} onClick={props.onClear} />}
      </ControlGroup>
    </form>
  );
});

/** The support admin's note: they may look, not change. */
export function ReadOnlyNote(props: { show: boolean }) {
  if (!props.show) return null;
  return (
    <Callout intent="primary" icon="eye-open" className="form-callout">
      {AdminText.readOnly}
    </Callout>
  );
}
