import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Callout, Card, Classes, Dialog, DialogBody, DialogFooter, H1, H2, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { ConnectionsViewModel } from './connections.view-model.ts';
import { LoadError, Loading } from '../components/load-state.tsx';
import { DangerConfirm } from '../components/danger-confirm.tsx';
import { Form } from '../components/form.tsx';
import { CredentialFields } from '../components/credential-fields.tsx';
import { ErrorCallout } from '../components/error-callout.tsx';
import { WebText } from '../text.ts';
import { integrationProvider } from '../../core/domain/integrations/integrations.ts';
import { IntegrationsText } from './integrations-text.ts';

/** Connections (/connections): every integration of the catalogue with this space's connection to it. */
export const ConnectionsScreen = observer(function ConnectionsScreen({ vm }: { vm: ConnectionsViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <section aria-labelledby="connections-title" className="connections">
      <div className="screen-heading">
        <H1 id="connections-title" className="screen-title">{IntegrationsText.connectionsTitle}</H1>
        {vm.sandbox && (
          <Tag intent="warning" title={IntegrationsText.connectionsSandboxText} data-testid="sandbox-badge">
            {WebText.connectionsSandbox}
          </Tag>
        )}
      </div>
      <p className={Classes.TEXT_MUTED}>{IntegrationsText.connectionsIntro}</p>
      {!vm.canManage && vm.loadState.status === 'ready' && <Callout className="form-callout">{IntegrationsText.connectionsReadOnly}</Callout>}
      {vm.loadState.status === 'loading' && <Loading />}
      {vm.loadState.status === 'error' && <LoadError text={vm.loadState.error!} onRetry={() => void vm.load()} />}
      {vm.loadState.status === 'ready' && (
        <ul className="connection-list" aria-label={IntegrationsText.connectionsTitle}>
          {vm.cards.map((card) => (
            <li key={card.provider}>
              <Card className="connection-card" data-testid={`connection-${card.provider}`}>
                <div className="connection-head">
                  <H2 className="connection-name">{card.name}</H2>
                  <Tag minimal>{card.kind}</Tag>
                  <Tag intent={card.intent} data-testid="connection-status">{card.statusText}</Tag>
                </div>
                <p>{card.usedFor}</p>
                {card.account && <p className={Classes.TEXT_MUTED}>{IntegrationsText.connectionAccount(card.account)}</p>}
                <ErrorCallout text={card.reason} />
                {card.checked && card.status !== 'disconnected' && <p className={Classes.TEXT_MUTED}>{IntegrationsText.connectionChecked(card.checked)}</p>}
                {(card.actions.length > 0 || card.managePath) && (
                  <div className="connection-actions">
                    {card.setupPath && (card.actions.includes('connect') || card.actions.includes('reconnect')) && (
                      <Link to={card.setupPath} className="bp6-button bp6-intent-primary" aria-label={`${card.actions.includes('connect') ? IntegrationsText.connect : IntegrationsText.reconnect} ${card.name}`}>
                        {card.actions.includes('connect') ? IntegrationsText.connect : IntegrationsText.reconnect}
                      </Link>
                    )}
                    {card.managePath && (
                      <Link to={card.managePath} className="bp6-button bp6-outlined">
                        {card.manageLabel}
                      </Link>
                    )}
                    {!card.setupPath && card.actions.includes('connect') && <Button intent="primary" text={IntegrationsText.connect} aria-label={`${IntegrationsText.connect} ${card.name}`} onClick={() => vm.openConnect(card.provider)} />}
                    {!card.setupPath && card.actions.includes('reconnect') && <Button intent="primary" text={IntegrationsText.reconnect} aria-label={`${IntegrationsText.reconnect} ${card.name}`} onClick={() => vm.openConnect(card.provider)} />}
                    {card.actions.includes('disconnect') && <Button variant="outlined" text={IntegrationsText.disconnect} aria-label={`${IntegrationsText.disconnect} ${card.name}`} onClick={() => vm.askDisconnect(card.provider)} />}
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {vm.loadState.status === 'ready' && vm.canManage && (
        <Card className="connection-card connection-card--below-list" data-testid="connection-mcp">
          <H2 className="connection-name">{IntegrationsText.mcpConnectionsTitle}</H2>
          <p>{IntegrationsText.mcpConnectionsText}</p>
          <Link to="/connections/mcp" className="bp6-button bp6-outlined">
            {IntegrationsText.mcpManage}
          </Link>
        </Card>
      )}

      <Dialog isOpen={vm.connecting !== null} onClose={vm.closeConnect} title={vm.connecting ? IntegrationsText.connectTitle(vm.connecting.name) : ''} style={{ width: 'min(480px, calc(100vw - 32px))' }}>
        <Form
          // The server's words go under the field (the browser's own bubble for type=url would hide them).
          noValidate
          onSubmit={() => void vm.submitToken()}
        >
          <DialogBody>
            {vm.tokenHelp && <p>{vm.tokenHelp}</p>}
            {vm.sandboxHint && (
              <Callout intent="warning" className="form-callout" data-testid="connect-sandbox-hint">
                {vm.sandboxHint}
              </Callout>
            )}
            <CredentialFields form={vm} idPrefix="connection" disabled={vm.isConnecting} secretsRefused={Boolean(vm.connectError)} />
            <ErrorCallout text={vm.connectError} />
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={WebText.cancel} onClick={vm.closeConnect} disabled={vm.isConnecting} />
                <Button type="submit" intent="primary" text={vm.isConnecting ? IntegrationsText.connecting : IntegrationsText.connect} loading={vm.isConnecting} disabled={!vm.canSubmitToken} />
              </>
            }
          />
        </Form>
      </Dialog>

      <DangerConfirm isOpen={vm.disconnecting !== null} confirmText={IntegrationsText.disconnect} onConfirm={() => void vm.confirmDisconnect()} onCancel={vm.cancelDisconnect}>
        <p>{vm.disconnecting ? (integrationProvider(vm.disconnecting.provider).multiple ? IntegrationsText.disconnectAllConfirm : IntegrationsText.disconnectConfirm)(vm.disconnecting.name) : ''}</p>
      </DangerConfirm>
    </section>
  );
});
