import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Callout, Checkbox, H3, HTMLTable, Radio } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { Ga4PropertiesViewModel } from './ga4-properties.view-model.ts';
import { LoadError, Loading } from '../components/load-state.tsx';
import { IntegrationsText } from './integrations-text.ts';

/** The GA4 accounts and properties with "Linked" and "Reports on", for the setup's second step and the manage screen. */
export const Ga4PropertiesPanel = observer(function Ga4PropertiesPanel(props: { vm: Ga4PropertiesViewModel; onSaved?: () => void }) {
  const { vm } = props;
  useEffect(() => {
    void vm.load();
  }, [vm]);

  if (vm.loadState.status === 'loading') return <Loading />;
  if (vm.loadState.status === 'error') {
    if (vm.expired || vm.notConnected) {
      return (
        <Callout intent={vm.expired ? 'warning' : 'none'} className="form-callout">
          <p>{vm.expired ? vm.loadState.error : IntegrationsText.ga4NotConnected}</p>
          {vm.canEdit && (
            <Link to="/ga4-setup" className="bp6-button bp6-intent-primary">
              {vm.expired ? IntegrationsText.ga4Reconnect : IntegrationsText.ga4ConnectWithGoogle}
            </Link>
          )}
        </Callout>
      );
    }
    return <LoadError text={vm.loadState.error!} onRetry={() => void vm.load()} />;
  }
  if (vm.isEmpty) return <Callout className="form-callout">{IntegrationsText.ga4NoProperties}</Callout>;
  return (
    <div className="ga4-properties">
      {vm.accounts.map((account) => (
        <section key={account.id} aria-labelledby={`ga4-account-${account.id}`}>
          <H3 id={`ga4-account-${account.id}`} className="ga4-account-name">{IntegrationsText.ga4Account(account.name)}</H3>
          <div className="table-scroll" role="region" aria-labelledby={`ga4-account-${account.id}`} tabIndex={0}>
            <HTMLTable compact className="full-width ga4-properties__table">
              {/* Fixed widths, so every account's table has the same columns whatever its property names. */}
              <colgroup>
                <col />
                <col className="ga4-properties__choice" />
                <col className="ga4-properties__choice" />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">{IntegrationsText.ga4Property}</th>
                  <th scope="col">{IntegrationsText.ga4Linked}</th>
                  <th scope="col">{IntegrationsText.ga4ReportsOn}</th>
                </tr>
              </thead>
              <tbody>
                {account.properties.map((property) => (
                  <tr key={property.id} data-testid={`ga4-property-${property.id}`}>
                    <th scope="row">
                      {property.name} <span className="bp6-text-muted">({property.id})</span>
                    </th>
                    <td>
                      <Checkbox checked={vm.linked.has(property.id)} disabled={!vm.canEdit} onChange={() => vm.toggleLinked(property.id)} aria-label={`${IntegrationsText.ga4Linked}: ${property.name}`} />
                    </td>
                    <td>
                      <Radio name="ga4-selected" checked={vm.selected === property.id} disabled={!vm.canEdit || !vm.linked.has(property.id)} onChange={() => vm.select(property.id)} aria-label={`${IntegrationsText.ga4ReportsOn}: ${property.name}`} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        </section>
      ))}
      {vm.linked.size > 0 && vm.selected === null && <p className="bp6-text-muted">{IntegrationsText.ga4ChooseSelected}</p>}
      {vm.saveError && (
        <Callout intent="danger" role="alert" className="form-callout">
          {vm.saveError}
        </Callout>
      )}
      {vm.canEdit && (
        <Button
          intent="primary"
          text={IntegrationsText.ga4SaveProperties}
          loading={vm.isSaving}
          disabled={!vm.canSave}
          onClick={() => void vm.save().then((saved) => saved && props.onSaved?.())}
        />
      )}
    </div>
  );
});
