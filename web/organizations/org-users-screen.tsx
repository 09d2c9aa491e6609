import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Callout, Card, FormGroup, H1, H2, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import { ROLE_LABELS, type OrgUsersViewModel } from './org-users.view-model.ts';
import { isOrgRole, type OrgRole } from '../../core/domain/organizations/member-policy.ts';
import { roleLabel } from '../../core/domain/roles.ts';
import { Messages } from '../../core/domain/messages.ts';
import { InvitationsPanel } from './invitations-panel.tsx';
import { ResponsiveTable } from '../components/responsive-table.tsx';

/** Manage Users (/org-admin/users): members, roles, removal, invitations and join requests. */
export const OrgUsersScreen = observer(function OrgUsersScreen({ vm }: { vm: OrgUsersViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <section aria-labelledby="org-users-title">
      <H1 id="org-users-title" className="screen-title">{Messages.manageUsers}</H1>
      <InviteForm vm={vm} />
      {vm.loadState.status === 'loading' && <Loading />}
      {vm.loadState.status === 'error' && <LoadError text={vm.loadState.error!} onRetry={() => void vm.load()} />}
      {vm.loadState.status === 'ready' && (
        <>
          {vm.rowActions.error && (
            <Callout intent="danger" role="alert" className="form-callout">
              {vm.rowActions.error}
            </Callout>
          )}
          <Members vm={vm} />
          <InvitationsPanel vm={vm.invitations} idPrefix="org-users" />
        </>
      )}
      <Alert
        isOpen={vm.pendingRemoval !== null}
        intent="danger"
        icon="trash"
        confirmButtonText="Remove"
        cancelButtonText={Messages.cancel}
        onConfirm={() => void vm.confirmRemove()}
        onCancel={vm.cancelRemove}
        loading={vm.rowActions.isBusy}
      >
        <p>Remove {vm.pendingRemoval?.name || vm.pendingRemoval?.email} from the organization?</p>
      </Alert>
    </section>
  );
});

const InviteForm = observer(function InviteForm({ vm }: { vm: OrgUsersViewModel }) {
  const error = vm.inviteEmailError;
  return (
    <Card className="form-card">
      <H2 className="card-title">Invite a member</H2>
      <form
        noValidate
        className="invite-form"
        onSubmit={(event) => {
          event.preventDefault();
          void vm.invite();
        }}
      >
        {vm.inviteError && (
          <Callout intent="danger" role="alert" className="form-callout">
            {vm.inviteError}
          </Callout>
        )}
        <div className="invite-form__row">
          <FormGroup
            label="Email"
            labelFor="invite-email"
            intent={error ? 'danger' : 'none'}
            helperText={error ? <span id="invite-email-error">{error}</span> : undefined}
            className="invite-form__email"
          >
            <InputGroup
              id="invite-email"
              type="email"
              value={vm.inviteEmail}
              onValueChange={vm.setInviteEmail}
              intent={error ? 'danger' : 'none'}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'invite-email-error' : undefined}
            />
          </FormGroup>
          <FormGroup label="Role" labelFor="invite-role">
            <HTMLSelect id="invite-role" value={vm.inviteRole} onChange={(e) => isOrgRole(e.target.value) && vm.setInviteRole(e.target.value)}>
              {vm.invitableRoles.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <Button type="submit" intent="primary" icon="envelope" text="Send invite" loading={vm.isInviting} className="invite-form__submit" />
        </div>
      </form>
    </Card>
  );
});

const Members = observer(function Members({ vm }: { vm: OrgUsersViewModel }) {
  if (vm.members.length === 0) return <Empty text="No members yet" icon="people" />;
  return (
    <Card className="form-card">
      <H2 className="card-title" id="members-title">Members</H2>
      <ResponsiveTable
        labelledBy="members-title"
        rows={vm.members}
        rowKey={(member) => member.id}
        columns={[
          {
            header: 'Name',
            kind: 'title',
            cell: (member) => (
              <>
                {member.name} {vm.isSelf(member) && <Tag minimal>You</Tag>}
              </>
            ),
          },
          { header: 'Email', cell: (member) => member.email },
          {
            header: 'Role',
            cell: (member) =>
              vm.canChangeRoleOf(member) ? (
                <HTMLSelect
                  aria-label={`Role of ${member.name || member.email}`}
                  value={member.role}
                  disabled={vm.rowActions.isBusy}
                  onChange={(e) => void vm.changeRole(member, e.target.value as OrgRole)}
                >
                  {vm.assignableRoles(member).map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </HTMLSelect>
              ) : (
                roleLabel(member.role)
              ),
          },
          {
            header: 'Actions',
            headerHidden: true,
            kind: 'actions',
            cell: (member) =>
              vm.canRemove(member) && (
                <Button variant="minimal" intent="danger" icon="trash" aria-label={`Remove ${member.name || member.email}`} onClick={() => vm.askRemove(member)} />
              ),
          },
        ]}
      />
    </Card>
  );
});
