import { observer } from 'mobx-react-lite';
import { Alert, Button, Callout, Card, H2, Tag } from '@blueprintjs/core';
import type { InvitationsViewModel } from './invitations.view-model.ts';
import { Messages } from '../../core/domain/messages.ts';
import { OrganizationsText } from './organizations-text.ts';

/** Pending invitations and join requests with their actions: Manage Users and the org-admin dashboard. */
export const InvitationsPanel = observer(function InvitationsPanel({ vm, idPrefix }: { vm: InvitationsViewModel; idPrefix: string }) {
  if (!vm.loaded) return null;
  return (
    <>
      {vm.actionError && (
        <Callout intent="danger" role="alert" className="form-callout">
          {vm.actionError}
        </Callout>
      )}
      <PendingInvitations vm={vm} titleId={`${idPrefix}-invites-title`} />
      <JoinRequestList vm={vm} titleId={`${idPrefix}-join-requests-title`} />
      <Alert
        isOpen={vm.pendingRevoke !== null}
        intent="danger"
        icon="disable"
        confirmButtonText={OrganizationsText.invitationRevoke}
        cancelButtonText={Messages.cancel}
        onConfirm={() => void vm.confirmRevoke()}
        onCancel={vm.cancelRevoke}
        loading={vm.busyId !== null}
      >
        <p>{vm.pendingRevoke ? OrganizationsText.invitationRevokeConfirm(vm.pendingRevoke.email) : ''}</p>
      </Alert>
    </>
  );
});

const PendingInvitations = observer(function PendingInvitations({ vm, titleId }: { vm: InvitationsViewModel; titleId: string }) {
  const rows = vm.invitationRows;
  return (
    <Card className="form-card org-invitations">
      <H2 className="card-title" id={titleId}>{OrganizationsText.invitationsTitle}</H2>
      {vm.invitesError && <Callout intent="danger">{vm.invitesError}</Callout>}
      {!vm.invitesError && rows.length === 0 && <p className="bp6-text-muted">{OrganizationsText.invitationsEmpty}</p>}
      {rows.length > 0 && (
        <ul className="org-invitations__list" aria-labelledby={titleId}>
          {rows.map((row) => (
            <li key={row.invite.id} className="org-invitations__item" data-testid="pending-invitation">
              <div className="org-invitations__main">
                <span className="org-invitations__email">{row.email}</span> <Tag minimal>{row.role}</Tag>{' '}
                {row.expired && (
                  <Tag minimal intent="warning">
                    {OrganizationsText.invitationExpired}
                  </Tag>
                )}
                <p className="org-invitations__meta bp6-text-muted">
                  <span>
                    {OrganizationsText.invitationsInvitedBy}: {row.invitedBy}
                  </span>
                  <span>
                    {OrganizationsText.invitationsSent}: {row.sent}
                  </span>
                  <span>
                    {OrganizationsText.invitationsExpires}: {row.expires}
                  </span>
                </p>
              </div>
              <span className="org-invitations__actions">
                <Button
                  size="small"
                  icon="envelope"
                  text={OrganizationsText.invitationResend}
                  aria-label={OrganizationsText.invitationResendLabel(row.email)}
                  loading={vm.busyId === row.invite.id && vm.pendingRevoke === null}
                  disabled={vm.busyId !== null}
                  onClick={() => void vm.resend(row.invite)}
                />
                <Button
                  size="small"
                  intent="danger"
                  variant="outlined"
                  icon="disable"
                  text={OrganizationsText.invitationRevoke}
                  aria-label={OrganizationsText.invitationRevokeLabel(row.email)}
                  disabled={vm.busyId !== null}
                  onClick={() => vm.askRevoke(row.invite)}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
});

const JoinRequestList = observer(function JoinRequestList({ vm, titleId }: { vm: InvitationsViewModel; titleId: string }) {
  const rows = vm.joinRequestRows;
  return (
    <Card className="form-card org-invitations">
      <H2 className="card-title" id={titleId}>{OrganizationsText.joinRequestsTitle}</H2>
      {vm.joinRequestsError && <Callout intent="danger">{vm.joinRequestsError}</Callout>}
      {!vm.joinRequestsError && rows.length === 0 && <p className="bp6-text-muted">{OrganizationsText.joinRequestsEmpty}</p>}
      {rows.length > 0 && (
        <ul className="org-invitations__list" aria-labelledby={titleId}>
          {rows.map((row) => (
            <li key={row.request.id} className="org-invitations__item" data-testid="join-request">
              <div className="org-invitations__main">
                <span className="org-invitations__email">{row.name}</span> <span className="bp6-text-muted">{row.email}</span>
                <p className="org-invitations__meta bp6-text-muted">
                  <span>
                    {OrganizationsText.joinRequestRequested}: {row.requested}
                  </span>
                </p>
              </div>
              <span className="org-invitations__actions">
                <Button
                  size="small"
                  intent="success"
                  icon="tick"
                  text={OrganizationsText.joinRequestApprove}
                  aria-label={OrganizationsText.joinRequestApproveLabel(row.who)}
                  loading={vm.busyId === row.request.id}
                  disabled={vm.busyId !== null && vm.busyId !== row.request.id}
                  onClick={() => void vm.approve(row.request)}
                />
                <Button
                  size="small"
                  icon="cross"
                  text={OrganizationsText.joinRequestDecline}
                  aria-label={OrganizationsText.joinRequestDeclineLabel(row.who)}
                  disabled={vm.busyId !== null}
                  onClick={() => void vm.decline(row.request)}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
});
