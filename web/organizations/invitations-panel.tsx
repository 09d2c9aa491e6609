import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Callout, Card, H2, Tag } from '@blueprintjs/core';
import type { InvitationsViewModel } from './invitations.view-model.ts';
import { ErrorCallout } from '../components/error-callout.tsx';
import { Messages } from '../../core/domain/messages.ts';
import { OrganizationsText } from './organizations-text.ts';

/**
 * Pending invitations and join requests with their actions: Manage Users and the org-admin dashboard. `countedAbove`:
 * the screen's own counts already say when a list is empty (the dashboard's cards), so an empty list is left out
 * instead of saying it a second time.
 */
export const InvitationsPanel = observer(function InvitationsPanel({ vm, idPrefix, countedAbove = false }: { vm: InvitationsViewModel; idPrefix: string; countedAbove?: boolean }) {
  if (!vm.loaded) return null;
  return (
    <>
      <ErrorCallout text={vm.rowActions.error} />
      <PendingInvitations vm={vm} titleId={`${idPrefix}-invites-title`} countedAbove={countedAbove} />
      <JoinRequestList vm={vm} titleId={`${idPrefix}-join-requests-title`} countedAbove={countedAbove} />
      <Alert
        isOpen={vm.pendingRevoke !== null}
        intent="danger"
        icon="disable"
        confirmButtonText={OrganizationsText.invitationRevoke}
        cancelButtonText={Messages.cancel}
        onConfirm={() => void vm.confirmRevoke()}
        onCancel={vm.cancelRevoke}
        loading={vm.rowActions.isBusy}
      >
        <p>{vm.pendingRevoke ? OrganizationsText.invitationRevokeConfirm(vm.pendingRevoke.email) : ''}</p>
      </Alert>
    </>
  );
});

const PendingInvitations = observer(function PendingInvitations({ vm, titleId, countedAbove }: { vm: InvitationsViewModel; titleId: string; countedAbove: boolean }) {
  const rows = vm.invitationRows;
  return (
    <ListCard titleId={titleId} title={OrganizationsText.invitationsTitle} error={vm.invitesError} emptyText={countedAbove ? null : OrganizationsText.invitationsEmpty} count={rows.length}>
      {rows.map((row) => (
        <ListItem
          key={row.invite.id}
          testId="pending-invitation"
          actions={
            <>
              <Button
                size="small"
                icon="envelope"
                text={OrganizationsText.invitationResend}
                aria-label={OrganizationsText.invitationResendLabel(row.email)}
                loading={vm.rowActions.busyId === row.invite.id && vm.pendingRevoke === null}
                disabled={vm.rowActions.isBusy}
                onClick={() => void vm.resend(row.invite)}
              />
              <Button
                size="small"
                intent="danger"
                variant="outlined"
                icon="disable"
                text={OrganizationsText.invitationRevoke}
                aria-label={OrganizationsText.invitationRevokeLabel(row.email)}
                disabled={vm.rowActions.isBusy}
                onClick={() => vm.askRevoke(row.invite)}
              />
            </>
          }
        >
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
        </ListItem>
      ))}
    </ListCard>
  );
});

const JoinRequestList = observer(function JoinRequestList({ vm, titleId, countedAbove }: { vm: InvitationsViewModel; titleId: string; countedAbove: boolean }) {
  const rows = vm.joinRequestRows;
  return (
    <ListCard titleId={titleId} title={OrganizationsText.joinRequestsTitle} error={vm.joinRequestsError} emptyText={countedAbove ? null : OrganizationsText.joinRequestsEmpty} count={rows.length}>
      {rows.map((row) => (
        <ListItem
          key={row.request.id}
          testId="join-request"
          actions={
            <>
              <Button
                size="small"
                intent="success"
                icon="tick"
                text={OrganizationsText.joinRequestApprove}
                aria-label={OrganizationsText.joinRequestApproveLabel(row.who)}
                loading={vm.rowActions.busyId === row.request.id}
                disabled={vm.rowActions.isBusy && vm.rowActions.busyId !== row.request.id}
                onClick={() => void vm.approve(row.request)}
              />
              <Button
                size="small"
                icon="cross"
                text={OrganizationsText.joinRequestDecline}
                aria-label={OrganizationsText.joinRequestDeclineLabel(row.who)}
                disabled={vm.rowActions.isBusy}
                onClick={() => void vm.decline(row.request)}
              />
            </>
          }
        >
          <span className="org-invitations__email">{row.name}</span> <span className="bp6-text-muted">{row.email}</span>
          <p className="org-invitations__meta bp6-text-muted">
            <span>
              {OrganizationsText.joinRequestRequested}: {row.requested}
            </span>
          </p>
        </ListItem>
      ))}
    </ListCard>
  );
});

/** One of the panel's lists under its title: why it did not load, that it is empty (or nothing, with no `emptyText`), or its items. */
function ListCard(props: { titleId: string; title: string; error: string | null; emptyText: string | null; count: number; children: ReactNode }) {
  if (!props.error && props.count === 0 && props.emptyText === null) return null;
  return (
    <Card className="form-card org-invitations">
      <H2 className="card-title" id={props.titleId}>{props.title}</H2>
      {props.error && <Callout intent="danger">{props.error}</Callout>}
      {!props.error && props.count === 0 && <p className="bp6-text-muted">{props.emptyText}</p>}
      {props.count > 0 && (
        <ul className="org-invitations__list" aria-labelledby={props.titleId}>
          {props.children}
        </ul>
      )}
    </Card>
  );
}

/** An invitation or a join request: who and when (`children`), then its buttons. */
function ListItem(props: { testId: string; actions: ReactNode; children: ReactNode }) {
  return (
    <li className="org-invitations__item" data-testid={props.testId}>
      <div className="org-invitations__main">{props.children}</div>
      <span className="org-invitations__actions">{props.actions}</span>
    </li>
  );
}
