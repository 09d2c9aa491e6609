import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, H1, Tag } from '@blueprintjs/core';
import type { AdminUsersViewModel } from './admin-users.view-model.ts';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import { ReadOnlyNote } from './admin-table.tsx';
import { SearchedTableCard } from './searched-table-card.tsx';
import { Messages } from '../../core/domain/messages.ts';
import { roleLabel } from '../../core/domain/roles.ts';
import { AdminText } from './admin-text.ts';
import { localDateTime } from '../adapters/local-date-text.ts';

const date = (iso: string | null) => (iso ? localDateTime(iso) : '—');

/** Users (/admin/users): every account, searched and paged; system admins disable and enable. */
export const AdminUsersScreen = observer(function AdminUsersScreen({ vm }: { vm: AdminUsersViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const pending = vm.pendingToggle;
  const who = pending ? pending.name || pending.email : '';

  return (
    <section aria-labelledby="admin-users-title">
      <H1 id="admin-users-title" className="screen-title">{AdminText.users}</H1>
      <ReadOnlyNote show={!vm.canWrite} />
      <SearchedTableCard
        table={vm.table}
        search={{ id: 'admin-users-search', label: AdminText.usersSearchLabel, placeholder: AdminText.usersSearchPlaceholder }}
        label={AdminText.users}
        empty={{ text: AdminText.noUsers, icon: 'people' }}
        actionError={vm.rowActions.error}
      >
        <UsersTable vm={vm} />
      </SearchedTableCard>
      <Alert
        isOpen={pending !== null}
        intent={pending?.disabled ? 'primary' : 'danger'}
        icon={pending?.disabled ? 'unlock' : 'disable'}
        confirmButtonText={pending?.disabled ? AdminText.enable : AdminText.disable}
        cancelButtonText={Messages.cancel}
        onConfirm={() => void vm.confirmToggle()}
        onCancel={vm.cancelToggle}
        loading={vm.rowActions.isBusy}
      >
        <p>{pending?.disabled ? AdminText.enableConfirm(who) : AdminText.disableConfirm(who)}</p>
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
              {AdminText.userStatus(user.disabled)}
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
                  text={user.disabled ? AdminText.enable : AdminText.disable}
                  aria-label={user.disabled ? AdminText.enableUser(who) : AdminText.disableUser(who)}
                  loading={vm.rowActions.busyId === user.id}
                  disabled={vm.rowActions.isBusy}
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
