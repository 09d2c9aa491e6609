import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Callout, Card, Dialog, DialogBody, DialogFooter, FormGroup, H1, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useScreenViewModel } from '../view-model-context.tsx';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import { PagedTableView, ReadOnlyNote, SearchForm } from '../components/admin-table.tsx';
import { planTypeLabel, AdminOrganizationsViewModel } from '../view-models/admin-organizations.view-model.ts';
import { formatCreditsExact } from '../../core/domain/credits.ts';
import { Messages } from '../../core/domain/messages.ts';
import { WebText } from '../text.ts';
import { localDate } from '../adapters/local-date-text.ts';

const date = (iso: string | null) => (iso ? localDate(iso) : '—');

/** Organizations (/admin/organizations): plan and credits of each; system admins change plans and grant credits. */
export const AdminOrganizationsScreen = observer(function AdminOrganizationsScreen() {
  const vm = useScreenViewModel('adminOrganizations', AdminOrganizationsViewModel);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const pending = vm.pendingPlan;

  return (
    <section aria-labelledby="admin-orgs-title">
      <H1 id="admin-orgs-title" className="screen-title">{WebText.adminOrganizations}</H1>
      <ReadOnlyNote show={!vm.canWrite} />
      <Card className="form-card">
        <SearchForm
          id="admin-orgs-search"
          label={WebText.adminOrganizationsSearchLabel}
          placeholder={WebText.adminOrganizationsSearchPlaceholder}
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
        <PagedTableView table={vm.table} label={WebText.adminOrganizations} query={vm.table.appliedQuery} empty={{ text: WebText.adminNoOrganizations, icon: 'office' }}>
          <OrganizationsTable vm={vm} />
        </PagedTableView>
      </Card>
      <Alert
        isOpen={pending !== null}
        intent="warning"
        icon="exchange"
        confirmButtonText={WebText.adminChangePlan}
        cancelButtonText={Messages.cancel}
        onConfirm={() => void vm.confirmPlan()}
        onCancel={vm.cancelPlan}
        loading={vm.busyId !== null}
      >
        <p>{pending ? WebText.adminChangePlanConfirm(pending.organization.name, planTypeLabel(pending.planType)) : ''}</p>
      </Alert>
      <GrantDialog vm={vm} />
    </section>
  );
});

const OrganizationsTable = observer(function OrganizationsTable({ vm }: { vm: AdminOrganizationsViewModel }) {
  return (
    <ResponsiveTable
      labelledBy="admin-orgs-title"
      compact
      region={false}
      rows={vm.table.rows}
      rowKey={(org) => org.id}
      columns={[
        { header: 'Name', kind: 'title', cell: (org) => org.name },
        { header: 'Members', numeric: true, cell: (org) => org.member_count },
        {
          header: 'Plan',
          cell: (org) =>
            vm.canWrite ? (
              <HTMLSelect aria-label={WebText.adminPlanOf(org.name)} value={org.plan.type} disabled={vm.busyId !== null} onChange={(e) => vm.askPlan(org, e.target.value)}>
                {!vm.planTypes.some((t) => t === org.plan.type) && <option value={org.plan.type}>{org.plan.name}</option>}
                {vm.planTypes.map((type) => (
                  <option key={type} value={type}>
                    {type === org.plan.type ? org.plan.name : planTypeLabel(type)}
                  </option>
                ))}
              </HTMLSelect>
            ) : (
              org.plan.name
            ),
        },
        { header: 'Credits left', numeric: true, cellAttributes: (org) => ({ 'data-testid': `credits-remaining-${org.id}` }), cell: (org) => formatCreditsExact(org.credits.remaining) },
        {
          header: 'Used / total',
          numeric: true,
          cell: (org) => (
            <>
              {formatCreditsExact(org.credits.used)} / {formatCreditsExact(org.credits.total)}
            </>
          ),
        },
        { header: 'Created', cell: (org) => date(org.created_at) },
        vm.canWrite && {
          header: 'Actions',
          headerHidden: true,
          kind: 'actions',
          cell: (org) => <Button size="small" variant="outlined" icon="add" text={WebText.adminGrantCredits} aria-label={WebText.adminGrantCreditsTo(org.name)} onClick={() => vm.openGrant(org)} />,
        },
      ]}
    />
  );
});

const GrantDialog = observer(function GrantDialog({ vm }: { vm: AdminOrganizationsViewModel }) {
  const amountError = vm.grantAmountError;
  const reasonError = vm.grantReasonError;
  return (
    <Dialog isOpen={vm.grantTarget !== null} onClose={vm.closeGrant} title={vm.grantTarget ? WebText.adminGrantCreditsTo(vm.grantTarget.name) : ''} icon="add">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void vm.grant();
        }}
      >
        <DialogBody>
          {vm.grantError && (
            <Callout intent="danger" role="alert" className="form-callout">
              {vm.grantError}
            </Callout>
          )}
          <FormGroup
            label={WebText.adminGrantAmount}
            labelFor="grant-amount"
            intent={amountError ? 'danger' : 'none'}
            helperText={<span id="grant-amount-help">{amountError ?? WebText.adminGrantAmountHelp(vm.maxGrant)}</span>}
          >
            <InputGroup
              id="grant-amount"
              inputMode="numeric"
              autoFocus
              value={vm.grantAmount}
              onValueChange={vm.setGrantAmount}
              intent={amountError ? 'danger' : 'none'}
              aria-invalid={amountError ? true : undefined}
              aria-describedby="grant-amount-help"
            />
          </FormGroup>
          <FormGroup
            label={WebText.adminGrantReason}
            labelFor="grant-reason"
            intent={reasonError ? 'danger' : 'none'}
            helperText={<span id="grant-reason-help">{reasonError ?? WebText.adminGrantReasonHelp}</span>}
          >
            <TextArea
              id="grant-reason"
              fill
              rows={3}
              value={vm.grantReason}
              onChange={(e) => vm.setGrantReason(e.target.value)}
              intent={reasonError ? 'danger' : 'none'}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby="grant-reason-help"
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={Messages.cancel} onClick={vm.closeGrant} disabled={vm.isGranting} />
              <Button type="submit" intent="primary" text={WebText.adminGrantCredits} loading={vm.isGranting} disabled={!vm.canSubmitGrant && vm.grantTouched} />
            </>
          }
        />
      </form>
    </Dialog>
  );
});
