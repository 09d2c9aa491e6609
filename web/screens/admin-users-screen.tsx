import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Callout, Card, H1, Tag } from '@blueprintjs/core';
import { useScreenViewModel } from '../view-model-context.tsx';
import { AdminUsersViewModel } from '../view-models/admin-users.view-model.ts';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import { PagedTableView, ReadOnlyNote, SearchForm } from '../components/admin-table.tsx';
import { Messages } from '../../core/domain/messages.ts';
import { roleLabel } from '../../core/domain/roles.ts';
import { WebText } from '../text.ts';
import { localDateTime } from '../adapters/local-date-text.ts';

const date = (iso: string | null) => (iso ? localDateTime(iso) : '—');

/** Users (/admin/users): every account, searched and paged; system admins disable and enable. */
export const AdminUsersScreen = observer(function AdminUsersScreen() {
  const vm = useScreenViewModel('adminUsers', AdminUsersViewModel);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const pending = vm.pendingToggle;
  const who = pending ? pending.name || pending.email : '';

  return (
    <section aria-labelledby="admin-users-title">
      <H1 id="admin-users-title" className="screen-title">{WebText.adminUsers}</H1>
      <ReadOnlyNote show={!vm.canWrite} />
      <Card className="form-card">
        <SearchForm
          id="admin-users-search"
          label={WebText.adminUsersSearchLabel}
          placeholder={WebText.adminUsersSearchPlaceholder}
          value={vm.table.query}
          applied={vm.table.appliedQuery}
          onChange={vm.table.setQuery}
          onSearch={() => void vm.table.search()}
          onClear={() => void vm.table.clearSearch()}
        />
        {vm.actionError && (
          <Callout intent="danger" role="alert" className="form-callout">
            {vm.actionError}
          </Callout>
        )}
        <PagedTableView table={vm.table} label={WebText.adminUsers} query={vm.table.appliedQuery} empty={{ text: WebText.adminNoUsers, icon: 'people' }}>
          <UsersTable vm={vm} />
        </PagedTableView>
      </Card>
      <Alert
        isOpen={pending !== null}
        intent={pending?.disabled ? 'primary' : 'danger'}
        icon={pending?.disabled ? 'unlock' : 'disable'}
        confirmButtonText={pending?.disabled ? WebText.adminEnable : WebText.adminDisable}
        cancelButtonText={Messages.cancel}
        onConfirm={() => void vm.confirmToggle()}
        onCancel={vm.cancelToggle}
        loading={vm.busyId !== null}
      >
        <p>{pending?.disabled ? WebText.adminEnableConfirm(who) : WebText.adminDisableConfirm(who)}</p>
      </Alert>
    </section>
  );
});

const UsersTable = observer(function UsersTable({ vm }: { vm: AdminUsersViewModel }) {
  return (
    <ResponsiveTable
      labelledBy="admin-users-title"
      compact
      region={false}
      rows={vm.table.rows}
      rowKey={(user) => user.id}
      columns={[
        {
          header: 'Name',
          kind: 'title',
          cell: (user) => (
            <>
              {user.name} {vm.isSelf(user) && <Tag minimal>You</Tag>}
            </>
          ),
        },
        { header: 'Email', cell: (user) => user.email },
        { header: 'Role', cell: (user) => <span title={user.role}>{roleLabel(user.role)}</span> },
        { header: 'Created', cell: (user) => date(user.created_at) },
        { header: 'Last login', cell: (user) => date(user.last_login_at) },
        {
          header: 'Status',
          cell: (user) => (
            <Tag intent={user.disabled ? 'danger' : 'success'} minimal>
              {WebText.adminUserStatus(user.disabled)}
            </Tag>
          ),
        },
        vm.canWrite && {
          header: 'Actions',
          headerHidden: true,
          kind: 'actions',
          cell: (user) => {
            const who = user.name || user.email;
            return (
              vm.canToggle(user) && (
                <Button
                  size="small"
                  variant="outlined"
                  intent={user.disabled ? 'primary' : 'danger'}
                  text={user.disabled ? WebText.adminEnable : WebText.adminDisable}
                  aria-label={user.disabled ? WebText.adminEnableUser(who) : WebText.adminDisableUser(who)}
                  loading={vm.busyId === user.id}
                  disabled={vm.busyId !== null}
                  onClick={() => vm.askToggle(user)}
                />
              )
            );
          },
        },
      ]}
    />
  );
});
