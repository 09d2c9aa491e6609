import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Callout, Card, FormGroup, H1, H2, InputGroup, Switch } from '@blueprintjs/core';
import type { OrgAdminDashboardViewModel } from './org-admin-dashboard.view-model.ts';
import { LoadError, Loading } from '../components/load-state.tsx';
import { CreditLimitNote, CreditsGauge } from '../components/credits-gauge.tsx';
import { InvitationsPanel } from './invitations-panel.tsx';
import { OrganizationsText } from './organizations-text.ts';

/** The organization admin dashboard (/org-admin/dashboard): members, roles, join requests, credits. */
export const OrgAdminDashboardScreen = observer(function OrgAdminDashboardScreen({ vm }: { vm: OrgAdminDashboardViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <section aria-labelledby="org-admin-title">
      <H1 id="org-admin-title" className="screen-title">{OrganizationsText.orgAdminDashboard}</H1>
      {vm.loadState.status === 'loading' && <Loading />}
      {vm.loadState.status === 'error' && <LoadError text={vm.loadState.error!} onRetry={() => void vm.load()} />}
      {vm.loadState.status === 'ready' && <Overview vm={vm} />}
      {vm.loadState.status === 'ready' && (
        <div className="org-admin-invitations">
          <InvitationsPanel vm={vm.invitations} idPrefix="org-admin" countedAbove />
        </div>
      )}
    </section>
  );
});

const Overview = observer(function Overview({ vm }: { vm: OrgAdminDashboardViewModel }) {
  return (
    <div className="credits-grid">
      <OrganizationCard vm={vm} />
      <Card>
        <H2 className="card-title">{OrganizationsText.orgAdminMembers}</H2>
        <p className="stat-card__value" data-testid="org-admin-members">{vm.memberCount}</p>
        <Link to="/org-admin/users">{OrganizationsText.orgAdminManageUsers}</Link>
      </Card>
      <Card>
        <H2 className="card-title" id="org-admin-roles">{OrganizationsText.orgAdminRoles}</H2>
        <ul className="usage-list" aria-labelledby="org-admin-roles">
          {vm.roleCounts.map((r) => (
            <li key={r.role}>
              <span>{r.label}</span>
              <span data-testid={`org-admin-role-${r.role}`}>{r.count}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card>
        <H2 className="card-title">{OrganizationsText.orgAdminJoinRequests}</H2>
        {vm.joinRequestsError ? (
          <Callout intent="danger">{vm.joinRequestsError}</Callout>
        ) : (
          <>
            <p className="stat-card__value" data-testid="org-admin-join-requests">{vm.pendingJoinRequests}</p>
            {vm.pendingJoinRequests > 0 ? (
              <a href={`#org-admin-join-requests-title`}>{OrganizationsText.orgAdminReviewRequests}</a>
            ) : (
              <p className="bp6-text-muted">{OrganizationsText.orgAdminNoJoinRequests}</p>
            )}
          </>
        )}
      </Card>
      <Card>
        <H2 className="card-title">{OrganizationsText.orgAdminInvites}</H2>
        <p className="stat-card__value" data-testid="org-admin-invites">{vm.invitations.invites.length}</p>
        <p className="bp6-text-muted">{OrganizationsText.orgAdminInvitesText(vm.invitations.invites.length)}</p>
        <Link to="/org-admin/users">{OrganizationsText.orgAdminManageUsers}</Link>
      </Card>
      <Card>
        <H2 className="card-title">{OrganizationsText.orgAdminCredits}</H2>
        {vm.creditsError || !vm.gauge ? (
          <Callout intent="warning">{vm.creditsError ?? OrganizationsText.orgAdminCreditsUnavailable}</Callout>
        ) : (
          <div className="credits-plan">
            <CreditsGauge reading={vm.gauge} size={56} />
            <div>
              <p className="credits-plan__name">{vm.planLine}</p>
              <p data-testid="org-admin-credits">{vm.creditsLine}</p>
              <CreditLimitNote reading={vm.gauge} as="p" />
              <Link to="/credits">{OrganizationsText.orgAdminViewCredits}</Link>
            </div>
          </div>
        )}
      </Card>
    </div>
  );
});

/** The organization's name, and renaming it (owners and admins: the only people on this screen). */
const OrganizationCard = observer(function OrganizationCard({ vm }: { vm: OrgAdminDashboardViewModel }) {
  return (
    <Card>
      <H2 className="card-title">{OrganizationsText.orgAdminOrganization}</H2>
      {vm.organizationError && <Callout intent="warning">{vm.organizationError}</Callout>}
      {vm.nameDraft === null ? (
        <>
          <p className="stat-card__value" data-testid="org-admin-organization">{vm.organizationName}</p>
          {vm.organizationName !== null && <Button text={OrganizationsText.orgAdminRename} onClick={vm.startRename} />}
        </>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void vm.saveName();
          }}
        >
          <FormGroup label={OrganizationsText.orgAdminOrganizationName} labelFor="org-admin-name">
            <InputGroup id="org-admin-name" value={vm.nameDraft} maxLength={100} onValueChange={vm.setNameDraft} autoFocus />
          </FormGroup>
          {vm.nameError && <Callout intent="danger">{vm.nameError}</Callout>}
          <Button type="submit" intent="primary" text={OrganizationsText.orgAdminSaveName} disabled={!vm.canSaveName} loading={vm.savingName} />{' '}
          <Button text={OrganizationsText.orgAdminCancelRename} onClick={vm.cancelRename} />
        </form>
      )}
      {vm.membersMayApplyActions !== null && (
        <Switch
          style={{ marginTop: '1rem' }}
          checked={vm.membersMayApplyActions}
          disabled={vm.savingActionsPolicy}
          label={OrganizationsText.membersMayApplyActions}
          onChange={(event) => void vm.setMembersMayApplyActions(event.currentTarget.checked)}
        />
      )}
      {vm.membersMayApplyActions !== null && <p className="bp6-text-muted">{OrganizationsText.membersMayApplyActionsHelp}</p>}
      {vm.actionsPolicyError && <Callout intent="danger" role="alert">{vm.actionsPolicyError}</Callout>}
    </Card>
  );
});
