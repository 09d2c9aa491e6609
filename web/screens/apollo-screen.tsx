import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Callout, Card, Checkbox, FormGroup, H1, H2, HTMLSelect, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useScreenViewModel } from '../view-model-context.tsx';
import { ApolloViewModel } from '../view-models/apollo.view-model.ts';
import { WebText } from '../text.ts';

const SENIORITIES: [string, string][] = [['c_suite', 'C-suite'], ['vp', 'VP'], ['head', 'Head'], ['director', 'Director'], ['manager', 'Manager'], ['senior', 'Senior'], ['entry', 'Entry'], ['owner', 'Owner'], ['founder', 'Founder']];
const SIZES = ['1,10', '11,50', '51,200', '201,500', '501,1000', '1001,5000', '5001,'];
const sizeLabel = (s: string) => (s.endsWith(',') ? `${s.slice(0, -1)}+` : s.replace(',', '–'));

/** /apollo (R-OPEN-15): people search with Apollo, saving to lead lists, CSV export and revealing emails. */
export const ApolloScreen = observer(function ApolloScreen() {
  const vm = useScreenViewModel('apollo', ApolloViewModel);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  if (vm.status === 'loading') return <Spinner aria-label={WebText.apolloTitle} />;
  return (
    <section aria-labelledby="apollo-title" className="apollo-screen">
      <H1 id="apollo-title" className="screen-title">{WebText.apolloTitle}</H1>
      <p>{WebText.apolloIntro}</p>
      {vm.error ? <Callout intent="danger">{vm.error}</Callout> : null}
      {!vm.connected ? (
        <Callout intent="primary">
          {WebText.apolloNotConnected} <Link to="/connections">{WebText.apolloConnectLink}</Link>
        </Callout>
      ) : (
        <>
          <Card className="form-card">
            <form aria-label={WebText.apolloFilters} onSubmit={(e) => { e.preventDefault(); void vm.search(1); }}>
              <FormGroup label={WebText.apolloTitles} labelFor="apollo-titles" helperText={WebText.apolloTitlesHelp}>
                <InputGroup id="apollo-titles" value={vm.titles} onChange={(e) => vm.setField('titles', e.target.value)} />
              </FormGroup>
              <FormGroup label={WebText.apolloSeniority} labelFor="apollo-seniority">
                <HTMLSelect id="apollo-seniority" value={vm.seniority} onChange={(e) => vm.setField('seniority', e.target.value)} options={[{ value: '', label: WebText.apolloAnySeniority }, ...SENIORITIES.map(([value, label]) => ({ value, label }))]} />
              </FormGroup>
              <FormGroup label={WebText.apolloCompanySize} labelFor="apollo-size">
                <HTMLSelect id="apollo-size" value={vm.companySize} onChange={(e) => vm.setField('companySize', e.target.value)} options={[{ value: '', label: WebText.apolloAnySize }, ...SIZES.map((s) => ({ value: s, label: sizeLabel(s) }))]} />
              </FormGroup>
              <FormGroup label={WebText.apolloIndustry} labelFor="apollo-industry">
                <InputGroup id="apollo-industry" value={vm.industry} onChange={(e) => vm.setField('industry', e.target.value)} />
              </FormGroup>
              <FormGroup label={WebText.apolloLocation} labelFor="apollo-location">
                <InputGroup id="apollo-location" value={vm.location} onChange={(e) => vm.setField('location', e.target.value)} />
              </FormGroup>
              <Button type="submit" intent="primary" loading={vm.isSearching} text={WebText.apolloSearch} />
              {vm.searchError ? <Callout intent="danger" role="alert">{vm.searchError}</Callout> : null}
            </form>
          </Card>
          {vm.totalPages > 0 ? (
            <Card className="form-card">
              <H2>{WebText.apolloResults(vm.total, vm.page, vm.totalPages)}</H2>
              {vm.results.length === 0 ? <p>{WebText.apolloNoResults}</p> : (
                <div className="table-scroll">
                  <HTMLTable compact striped aria-label={WebText.apolloResults(vm.total, vm.page, vm.totalPages)}>
                    <thead>
                      <tr>
                        <th scope="col"><Checkbox aria-label={WebText.apolloSelectAll} checked={vm.allSelected} onChange={vm.toggleAll} /></th>
                        <th scope="col">{WebText.apolloName}</th>
                        <th scope="col">{WebText.apolloJobTitle}</th>
                        <th scope="col">{WebText.apolloCompany}</th>
                        <th scope="col">{WebText.apolloEmployees}</th>
                        <th scope="col">{WebText.apolloLocation}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {vm.results.map((p) => {
                        const name = `${p.first_name} ${p.last_name}`.trim();
                        return (
                          <tr key={p.external_id ?? name}>
                            <td><Checkbox aria-label={WebText.apolloSelectPerson(name)} checked={Boolean(p.external_id && vm.selected.has(p.external_id))} onChange={() => vm.toggle(p.external_id)} /></td>
                            <td>{p.linkedin_url ? <a href={p.linkedin_url} target="_blank" rel="noreferrer noopener">{name}</a> : name}</td>
                            <td>{p.title}</td>
                            <td>{p.company}</td>
                            <td>{p.company_size}</td>
                            <td>{p.location}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </HTMLTable>
                </div>
              )}
              <div className="apollo-paging">
                <Button text={WebText.apolloPrevious} disabled={vm.page <= 1 || vm.isSearching} onClick={() => void vm.search(vm.page - 1)} />
                <Button text={WebText.apolloNext} disabled={vm.page >= vm.totalPages || vm.isSearching} onClick={() => void vm.search(vm.page + 1)} />
              </div>
              <form aria-label={WebText.apolloSaveTo} onSubmit={(e) => { e.preventDefault(); void vm.save(); }}>
                <FormGroup label={WebText.apolloSaveTo} labelFor="apollo-target">
                  <HTMLSelect id="apollo-target" value={vm.targetListId} onChange={(e) => vm.setField('targetListId', e.target.value)} options={[{ value: '', label: WebText.apolloNewList }, ...vm.lists.map((l) => ({ value: l.id, label: l.name }))]} />
                </FormGroup>
                {vm.targetListId === '' ? (
                  <FormGroup label={WebText.apolloNewListName} labelFor="apollo-list-name">
                    <InputGroup id="apollo-list-name" maxLength={120} value={vm.listName} onChange={(e) => vm.setField('listName', e.target.value)} />
                  </FormGroup>
                ) : null}
                <Button type="submit" intent="primary" disabled={!vm.canSave} loading={vm.isSaving} text={WebText.apolloSaveToList(vm.selectedPeople.length)} />
                {vm.saveError ? <Callout intent="danger" role="alert">{vm.saveError}</Callout> : null}
              </form>
            </Card>
          ) : null}
          <Card className="form-card">
            <H2>{WebText.apolloLists}</H2>
            {vm.lists.length === 0 ? <p>{WebText.apolloNoLists}</p> : (
              <ul className="apollo-lists">
                {vm.lists.map((l) => (
                  <li key={l.id}>
                    <Button minimal aria-label={WebText.apolloOpenList(l.name)} onClick={() => void vm.openList(l.id)} text={l.name} /> <span>{WebText.apolloLeadCount(l.lead_count)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          {vm.open ? (
            <Card className="form-card" aria-labelledby="apollo-open-list">
              <H2 id="apollo-open-list">{vm.open.list.name}</H2>
              <p>{WebText.apolloLeadCount(vm.open.list.lead_count)}</p>
              <div className="apollo-paging">
                <Button icon="download" text={WebText.apolloExportCsv} onClick={() => void vm.exportCsv()} />
                <Button icon="envelope" text={WebText.apolloRevealEmails} disabled={!vm.canReveal || vm.revealCount === 0} onClick={vm.askReveal} />
                <Button minimal text={WebText.apolloCloseList} onClick={vm.closeList} />
              </div>
              {!vm.canReveal ? <p className="bp6-text-muted">{WebText.apolloRevealManagersOnly}</p> : null}
              <div className="table-scroll">
                <HTMLTable compact striped aria-label={vm.open.list.name}>
                  <thead>
                    <tr>
                      <th scope="col">{WebText.apolloName}</th>
                      <th scope="col">{WebText.apolloJobTitle}</th>
                      <th scope="col">{WebText.apolloCompany}</th>
                      <th scope="col">{WebText.apolloEmail}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {vm.open.leads.map((l) => (
                      <tr key={l.id}>
                        <td>{`${l.first_name} ${l.last_name}`.trim()}</td>
                        <td>{l.title}</td>
                        <td>{l.company}</td>
                        <td>{l.email ?? '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              </div>
              <Alert isOpen={vm.confirmingReveal} intent="warning" icon="dollar" confirmButtonText={WebText.apolloRevealAction} cancelButtonText={WebText.apolloCancel} loading={vm.isRevealing} onConfirm={() => void vm.reveal()} onCancel={vm.cancelReveal}>
                <H2>{WebText.apolloRevealTitle}</H2>
                <p>{WebText.apolloRevealConfirm(vm.revealCount)}</p>
              </Alert>
            </Card>
          ) : null}
        </>
      )}
    </section>
  );
});
