import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Callout, Card, Checkbox, FormGroup, H1, H2, HTMLSelect, InputGroup, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { ApolloViewModel } from './apollo.view-model.ts';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import { LeadsText } from './leads-text.ts';

const SENIORITIES: [string, string][] = [['c_suite', 'C-suite'], ['vp', 'VP'], ['head', 'Head'], ['director', 'Director'], ['manager', 'Manager'], ['senior', 'Senior'], ['entry', 'Entry'], ['owner', 'Owner'], ['founder', 'Founder']];
const SIZES = ['1,10', '11,50', '51,200', '201,500', '501,1000', '1001,5000', '5001,'];
const sizeLabel = (s: string) => (s.endsWith(',') ? `${s.slice(0, -1)}+` : s.replace(',', '–'));

/** /apollo (R-OPEN-15): people search with Apollo, saving to lead lists, CSV export and revealing emails. */
export const ApolloScreen = observer(function ApolloScreen({ vm }: { vm: ApolloViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);
  if (vm.loadState.status === 'loading') return <Spinner aria-label={LeadsText.title} />;
  return (
    <section aria-labelledby="apollo-title" className="apollo-screen">
      <H1 id="apollo-title" className="screen-title">{LeadsText.title}</H1>
      <p>{LeadsText.intro}</p>
      {vm.loadState.error ? <Callout intent="danger">{vm.loadState.error}</Callout> : null}
      {!vm.connected ? (
        <Callout intent="primary">
          {LeadsText.notConnected} <Link to="/connections">{LeadsText.connectLink}</Link>
        </Callout>
      ) : (
        <>
          <Card className="form-card">
            <form aria-label={LeadsText.filters} onSubmit={(e) => { e.preventDefault(); void vm.search(1); }}>
              <FormGroup label={LeadsText.titles} labelFor="apollo-titles" helperText={LeadsText.titlesHelp}>
                <InputGroup id="apollo-titles" value={vm.titles} onChange={(e) => vm.setField('titles', e.target.value)} />
              </FormGroup>
              <FormGroup label={LeadsText.seniority} labelFor="apollo-seniority">
                <HTMLSelect id="apollo-seniority" value={vm.seniority} onChange={(e) => vm.setField('seniority', e.target.value)} options={[{ value: '', label: LeadsText.anySeniority }, ...SENIORITIES.map(([value, label]) => ({ value, label }))]} />
              </FormGroup>
              <FormGroup label={LeadsText.companySize} labelFor="apollo-size">
                <HTMLSelect id="apollo-size" value={vm.companySize} onChange={(e) => vm.setField('companySize', e.target.value)} options={[{ value: '', label: LeadsText.anySize }, ...SIZES.map((s) => ({ value: s, label: sizeLabel(s) }))]} />
              </FormGroup>
              <FormGroup label={LeadsText.industry} labelFor="apollo-industry">
                <InputGroup id="apollo-industry" value={vm.industry} onChange={(e) => vm.setField('industry', e.target.value)} />
              </FormGroup>
              <FormGroup label={LeadsText.location} labelFor="apollo-location">
                <InputGroup id="apollo-location" value={vm.location} onChange={(e) => vm.setField('location', e.target.value)} />
              </FormGroup>
              <Button type="submit" intent="primary" loading={vm.isSearching} text={LeadsText.search} />
              {vm.searchError ? <Callout intent="danger" role="alert">{vm.searchError}</Callout> : null}
            </form>
          </Card>
          {vm.noMatch ? (
            <Card className="form-card" data-testid="apollo-no-match">
              <p>{LeadsText.noResults}</p>
              <p className="bp6-text-muted">{vm.widenHint}</p>
            </Card>
          ) : null}
          {vm.totalPages > 0 ? (
            <Card className="form-card">
              <H2>{LeadsText.results(vm.total, vm.page, vm.totalPages)}</H2>
              {vm.results.length === 0 ? <p>{LeadsText.noResults}</p> : (
                <div>
                  {/* On a phone the table's header row is hidden (its rows are cards), so select-all stands above them. */}
                  <Checkbox className="responsive-table__phone-tools" label={LeadsText.selectAll} checked={vm.allSelected} onChange={vm.toggleAll} />
                  <ResponsiveTable
                    label={LeadsText.results(vm.total, vm.page, vm.totalPages)}
                    compact
                    rows={vm.results}
                    rowKey={(p) => p.external_id ?? `${p.first_name} ${p.last_name}`}
                    columns={[
                      {
                        header: LeadsText.selectAll,
                        headerCell: <Checkbox aria-label={LeadsText.selectAll} checked={vm.allSelected} onChange={vm.toggleAll} />,
                        kind: 'actions',
                        cell: (p) => <Checkbox aria-label={LeadsText.selectPerson(`${p.first_name} ${p.last_name}`.trim())} checked={Boolean(p.external_id && vm.selected.has(p.external_id))} onChange={() => vm.toggle(p.external_id)} />,
                      },
                      { header: LeadsText.name, kind: 'title', cell: (p) => <LeadName name={`${p.first_name} ${p.last_name}`.trim()} masked={p.last_name_masked} linkedinUrl={p.linkedin_url} /> },
                      { header: LeadsText.jobTitle, cell: (p) => p.title },
                      { header: LeadsText.company, cell: (p) => p.company },
                      { header: LeadsText.emailOnFile, cell: (p) => (p.has_email === null ? LeadsText.hasEmail.unknown : p.has_email ? LeadsText.hasEmail.yes : LeadsText.hasEmail.no) },
                    ]}
                  />
                  <p className="bp6-text-muted" data-testid="apollo-search-gives">{LeadsText.searchGives}</p>
                </div>
              )}
              <div className="apollo-paging">
                <Button text={LeadsText.previous} disabled={vm.page <= 1 || vm.isSearching} onClick={() => void vm.search(vm.page - 1)} />
                <Button text={LeadsText.next} disabled={vm.page >= vm.totalPages || vm.isSearching} onClick={() => void vm.search(vm.page + 1)} />
              </div>
              <form aria-label={LeadsText.saveTo} onSubmit={(e) => { e.preventDefault(); void vm.save(); }}>
                <FormGroup label={LeadsText.saveTo} labelFor="apollo-target">
                  <HTMLSelect id="apollo-target" value={vm.targetListId} onChange={(e) => vm.setField('targetListId', e.target.value)} options={[{ value: '', label: LeadsText.newList }, ...vm.lists.map((l) => ({ value: l.id, label: l.name }))]} />
                </FormGroup>
                {vm.targetListId === '' ? (
                  <FormGroup label={LeadsText.newListName} labelFor="apollo-list-name">
                    <InputGroup id="apollo-list-name" maxLength={120} value={vm.listName} onChange={(e) => vm.setField('listName', e.target.value)} />
                  </FormGroup>
                ) : null}
                <Button type="submit" intent="primary" disabled={!vm.canSave} loading={vm.isSaving} text={LeadsText.saveToList(vm.selectedPeople.length)} />
                {vm.saveError ? <Callout intent="danger" role="alert">{vm.saveError}</Callout> : null}
              </form>
            </Card>
          ) : null}
          <Card className="form-card">
            <H2>{LeadsText.lists}</H2>
            {vm.lists.length === 0 ? <p>{LeadsText.noLists}</p> : (
              <ul className="apollo-lists">
                {vm.lists.map((l) => (
                  <li key={l.id}>
                    <Button minimal aria-label={LeadsText.openList(l.name)} onClick={() => void vm.openList(l.id)} text={l.name} /> <span>{LeadsText.leadCount(l.lead_count)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          {vm.open ? (
            <Card className="form-card" aria-labelledby="apollo-open-list">
              <H2 id="apollo-open-list">{vm.open.list.name}</H2>
              <p>{LeadsText.leadCount(vm.open.list.lead_count)}</p>
              <div className="apollo-paging">
                <Button icon="download" text={LeadsText.exportCsv} onClick={() => void vm.exportCsv()} />
                <Button icon="envelope" text={LeadsText.revealEmails} disabled={!vm.canReveal || vm.revealCount === 0} onClick={vm.askReveal} />
                <Button minimal text={LeadsText.closeList} onClick={vm.closeList} />
              </div>
              {!vm.canReveal ? <p className="bp6-text-muted">{LeadsText.revealManagersOnly}</p> : null}
              <ResponsiveTable
                label={vm.open.list.name}
                compact
                rows={vm.open.leads}
                rowKey={(l) => l.id}
                columns={[
                  { header: LeadsText.name, kind: 'title', cell: (l) => <LeadName name={`${l.first_name} ${l.last_name}`.trim()} masked={l.last_name_masked} linkedinUrl={l.linkedin_url} /> },
                  { header: LeadsText.jobTitle, cell: (l) => l.title },
                  { header: LeadsText.company, cell: (l) => l.company },
                  { header: LeadsText.locationColumn, cell: (l) => l.location ?? '—' },
                  { header: LeadsText.email, cell: (l) => l.email ?? '—' },
                ]}
              />
              <Alert isOpen={vm.confirmingReveal} intent="warning" icon="dollar" confirmButtonText={LeadsText.revealAction} cancelButtonText={LeadsText.cancel} loading={vm.isRevealing} onConfirm={() => void vm.reveal()} onCancel={vm.cancelReveal}>
                <H2>{LeadsText.revealTitle}</H2>
                <p>{LeadsText.revealConfirm(vm.revealCount)}</p>
              </Alert>
            </Card>
          ) : null}
        </>
      )}
    </section>
  );
});

/** A person's name, as Apollo gives it: the last name masked until enrichment (said so), linked to LinkedIn once known. */
function LeadName({ name, masked, linkedinUrl }: { name: string; masked: boolean; linkedinUrl: string | null }) {
  const shown = linkedinUrl ? <a href={linkedinUrl} target="_blank" rel="noreferrer noopener">{name}</a> : name;
  return masked ? <>{shown} <span className="bp6-text-muted">({LeadsText.masked})</span></> : <>{shown}</>;
}
