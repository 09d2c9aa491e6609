import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Dialog, DialogBody, DialogFooter, FormGroup, H1, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import { Form } from '../components/form.tsx';
import { ErrorCallout } from '../components/error-callout.tsx';
import { ReadOnlyNote } from './admin-table.tsx';
import { SearchedTableCard } from './searched-table-card.tsx';
import { planTypeLabel, type AdminOrganizationsViewModel } from './admin-organizations.view-model.ts';
import { formatCreditsExact } from '../../core/domain/billing/credits.ts';
import { Messages } from '../../core/domain/messages.ts';
import { AdminText } from './admin-text.ts';
import { localDate } from '../adapters/local-date-text.ts';

const date = (iso: string | null) => (iso ? localDate(iso) : '—');

/** Organizations (/admin/organizations): plan and credits of each; system admins change plans and grant credits. */
export const AdminOrganizationsScreen = observer(function AdminOrganizationsScreen({ vm }: { vm: AdminOrganizationsViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const pending = vm.pendingPlan;

  return (
    <section aria-labelledby="admin-orgs-title">
      <H1 id="admin-orgs-title" className="screen-title">{AdminText.organizations}</H1>
      <ReadOnlyNote show={!vm.canWrite} />
      <SearchedTableCard
        table={vm.table}
        search={{ id: 'admin-orgs-search', label: AdminText.organizationsSearchLabel, placeholder: AdminText.organizationsSearchPlaceholder }}
        label={AdminText.organizations}
        empty={{ text: AdminText.noOrganizations, icon: 'office' }}
        actionError={vm.rowActions.error}
      >
        <OrganizationsTable vm={vm} />
      </SearchedTableCard>
      <Alert
        isOpen={pending !== null}
        intent="warning"
        icon="exchange"
        confirmButtonText={AdminText.changePlan}
        cancelButtonText={Messages.cancel}
        onConfirm={() => void vm.confirmPlan()}
        onCancel={vm.cancelPlan}
        loading={vm.rowActions.isBusy}
      >
        <p>{pending ? AdminText.changePlanConfirm(pending.organization.name, planTypeLabel(pending.planType)) : ''}</p>
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
              <HTMLSelect aria-label={AdminText.planOf(org.name)} value={org.plan.type} disabled={vm.rowActions.isBusy} onChange={(e) => vm.askPlan(org, e.target.value)}>
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
          cell: (org) => <Button size="small" variant="outlined" icon="add" text={AdminText.grantCredits} aria-label={AdminText.grantCreditsTo(org.name)} onClick={() => vm.openGrant(org)} />,
        },
      ]}
    />
  );
});

const GrantDialog = observer(function GrantDialog({ vm }: { vm: AdminOrganizationsViewModel }) {
  const amountError = vm.grantAmountError;
  const reasonError = vm.grantReasonError;
  return (
    <Dialog isOpen={vm.grantTarget !== null} onClose={vm.closeGrant} title={vm.grantTarget ? AdminText.grantCreditsTo(vm.grantTarget.name) : ''} icon="add">
      <Form noValidate onSubmit={() => void vm.grant()}>
        <DialogBody>
          <ErrorCallout text={vm.grantError} />
          <FormGroup
            label={AdminText.grantAmount}
            labelFor="grant-amount"
            intent={amountError ? 'danger' : 'none'}
            helperText={<span id="grant-amount-help">{amountError ?? AdminText.grantAmountHelp(vm.maxGrant)}</span>}
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
            label={AdminText.grantReason}
            labelFor="grant-reason"
            intent={reasonError ? 'danger' : 'none'}
            helperText={<span id="grant-reason-help">{reasonError ?? AdminText.grantReasonHelp}</span>}
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
              <Button type="submit" intent="primary" text={AdminText.grantCredits} loading={vm.isGranting} disabled={!vm.canSubmitGrant && vm.grantTouched} />
            </>
          }
        />
      </Form>
    </Dialog>
  );
});
