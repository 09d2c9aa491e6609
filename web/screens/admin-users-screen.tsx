import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Callout, Card, H1, HTMLTable, Tag } from '@blueprintjs/core';
import { useScreenViewModel } from '../view-model-context.tsx';
import { AdminUsersViewModel } from '../view-models/admin-users.view-model.ts';
import { PagedTableView, ReadOnlyNote, SearchForm } from '../components/admin-table.tsx';
import { Messages } from '../../core/domain/messages.ts';
import { roleLabel } from '../../core/domain/roles.ts';
import { WebText } from '../text.ts';

const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

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
    <HTMLTable striped compact className="full-width" aria-labelledby="admin-users-title">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Role</th>
          <th scope="col">Created</th>
          <th scope="col">Last login</th>
          <th scope="col">Status</th>
          {vm.canWrite && (
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {vm.table.rows.map((user) => {
          const who = user.name || user.email;
          return (
            <tr key={user.id}>
              <td>
                {user.name} {vm.isSelf(user) && <Tag minimal>You</Tag>}
              </td>
              <td>{user.email}</td>
              <td title={user.role}>{roleLabel(user.role)}</td>
              <td>{date(user.created_at)}</td>
              <td>{date(user.last_login_at)}</td>
              <td>
                <Tag intent={user.disabled ? 'danger' : 'success'} minimal>
                  {WebText.adminUserStatus(user.disabled)}
                </Tag>
              </td>
              {vm.canWrite && (
                <td>
                  {vm.canToggle(user) && (
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
                  )}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
});
