import { observer } from 'mobx-react-lite';
import { Alert, Button, Callout, Card, H2, Tag } from '@blueprintjs/core';
import type { InvitationsViewModel } from '../view-models/invitations.view-model.ts';
import { Messages } from '../../core/domain/messages.ts';
import { WebText } from '../text.ts';

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
        confirmButtonText={WebText.invitationRevoke}
        cancelButtonText={Messages.cancel}
        onConfirm={() => void vm.confirmRevoke()}
        onCancel={vm.cancelRevoke}
        loading={vm.busyId !== null}
      >
        <p>{vm.pendingRevoke ? WebText.invitationRevokeConfirm(vm.pendingRevoke.email) : ''}</p>
      </Alert>
    </>
  );
});

const PendingInvitations = observer(function PendingInvitations({ vm, titleId }: { vm: InvitationsViewModel; titleId: string }) {
  const rows = vm.invitationRows;
  return (
    <Card className="form-card org-invitations">
      <H2 className="card-title" id={titleId}>{WebText.invitationsTitle}</H2>
      {vm.invitesError && <Callout intent="danger">{vm.invitesError}</Callout>}
      {!vm.invitesError && rows.length === 0 && <p className="bp6-text-muted">{WebText.invitationsEmpty}</p>}
      {rows.length > 0 && (
        <ul className="org-invitations__list" aria-labelledby={titleId}>
          {rows.map((row) => (
            <li key={row.invite.id} className="org-invitations__item" data-testid="pending-invitation">
              <div className="org-invitations__main">
                <span className="org-invitations__email">{row.email}</span> <Tag minimal>{row.role}</Tag>{' '}
                {row.expired && (
                  <Tag minimal intent="warning">
                    {WebText.invitationExpired}
                  </Tag>
                )}
                <p className="org-invitations__meta bp6-text-muted">
                  <span>
                    {WebText.invitationsInvitedBy}: {row.invitedBy}
                  </span>
                  <span>
                    {WebText.invitationsSent}: {row.sent}
                  </span>
                  <span>
                    {WebText.invitationsExpires}: {row.expires}
                  </span>
                </p>
              </div>
              <span className="org-invitations__actions">
                <Button
                  size="small"
                  icon="envelope"
                  text={WebText.invitationResend}
                  aria-label={WebText.invitationResendLabel(row.email)}
                  loading={vm.busyId === row.invite.id && vm.pendingRevoke === null}
                  disabled={vm.busyId !== null}
                  onClick={() => void vm.resend(row.invite)}
                />
                <Button
                  size="small"
                  intent="danger"
                  variant="outlined"
                  icon="disable"
                  text={WebText.invitationRevoke}
                  aria-label={WebText.invitationRevokeLabel(row.email)}
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
      <H2 className="card-title" id={titleId}>{WebText.joinRequestsTitle}</H2>
      {vm.joinRequestsError && <Callout intent="danger">{vm.joinRequestsError}</Callout>}
      {!vm.joinRequestsError && rows.length === 0 && <p className="bp6-text-muted">{WebText.joinRequestsEmpty}</p>}
      {rows.length > 0 && (
        <ul className="org-invitations__list" aria-labelledby={titleId}>
          {rows.map((row) => (
            <li key={row.request.id} className="org-invitations__item" data-testid="join-request">
              <div className="org-invitations__main">
                <span className="org-invitations__email">{row.name}</span> <span className="bp6-text-muted">{row.email}</span>
                <p className="org-invitations__meta bp6-text-muted">
                  <span>
                    {WebText.joinRequestRequested}: {row.requested}
                  </span>
                </p>
              </div>
              <span className="org-invitations__actions">
                <Button
                  size="small"
                  intent="success"
                  icon="tick"
                  text={WebText.joinRequestApprove}
                  aria-label={WebText.joinRequestApproveLabel(row.who)}
                  loading={vm.busyId === row.request.id}
                  disabled={vm.busyId !== null && vm.busyId !== row.request.id}
                  onClick={() => void vm.approve(row.request)}
                />
                <Button
                  size="small"
                  icon="cross"
                  text={WebText.joinRequestDecline}
                  aria-label={WebText.joinRequestDeclineLabel(row.who)}
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
