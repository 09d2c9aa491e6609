import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Callout, Card, Classes, FormGroup, H1, H2, InputGroup, Switch, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { McpServersViewModel } from './mcp-servers.view-model.ts';
import { LoadError, Loading } from '../components/load-state.tsx';
import { DangerConfirm } from '../components/danger-confirm.tsx';
import { Form } from '../components/form.tsx';
import { ErrorCallout } from '../components/error-callout.tsx';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import { WebText } from '../text.ts';
import { McpServersText } from './mcp-servers-text.ts';

/** /connections/mcp: the space's external MCP servers (tool servers), their tools switched one by one or all at once. */
export const McpServersScreen = observer(function McpServersScreen({ vm }: { vm: McpServersViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <section aria-labelledby="mcp-servers-title" className="mcp-servers">
      <H1 id="mcp-servers-title" className="screen-title">{McpServersText.title}</H1>
      <p className={Classes.TEXT_MUTED}>{McpServersText.intro}</p>
      {!vm.canManage && <Callout className="form-callout">{McpServersText.readOnly}</Callout>}
      {vm.canManage && vm.sandbox && (
        <Callout intent="warning" className="form-callout" data-testid="mcp-sandbox">
          <p>{McpServersText.sandboxText(vm.sandbox.url)}</p>
          <Button variant="outlined" text={McpServersText.useSandbox} onClick={vm.useSandbox} />
        </Callout>
      )}
      {vm.canManage && (
        <Card className="form-card">
          <H2 className="mcp-card-title">{McpServersText.addTitle}</H2>
          <Form aria-label={McpServersText.addTitle} onSubmit={() => void vm.add()}>
            <FormGroup label={McpServersText.name} labelFor="mcp-name" helperText={vm.fieldErrors.name ?? McpServersText.nameHelp} intent={vm.fieldErrors.name ? 'danger' : 'none'}>
              <InputGroup id="mcp-name" value={vm.name} maxLength={60} intent={vm.fieldErrors.name ? 'danger' : 'none'} onValueChange={(v) => vm.setField('name', v)} />
            </FormGroup>
            <FormGroup label={McpServersText.url} labelFor="mcp-url" helperText={vm.fieldErrors.url ?? McpServersText.urlHelp} intent={vm.fieldErrors.url ? 'danger' : 'none'}>
              <InputGroup id="mcp-url" type="url" value={vm.url} maxLength={500} placeholder="https://mcp.example.com/mcp" intent={vm.fieldErrors.url ? 'danger' : 'none'} onValueChange={(v) => vm.setField('url', v)} />
            </FormGroup>
            <FormGroup label={McpServersText.token} labelFor="mcp-token" labelInfo={McpServersText.optional} helperText={vm.fieldErrors.token ?? McpServersText.tokenHelp} intent={vm.fieldErrors.token ? 'danger' : 'none'}>
              <InputGroup id="mcp-token" type="password" autoComplete="off" value={vm.token} maxLength={4096} intent={vm.fieldErrors.token ? 'danger' : 'none'} onValueChange={(v) => vm.setField('token', v)} />
            </FormGroup>
            <Switch checked={vm.showHeader} label={McpServersText.otherHeader} onChange={vm.toggleHeader} />
            {vm.showHeader && (
              <FormGroup label={McpServersText.header} labelFor="mcp-header" helperText={vm.fieldErrors.header ?? McpServersText.headerHelp} intent={vm.fieldErrors.header ? 'danger' : 'none'}>
                <InputGroup id="mcp-header" value={vm.header} maxLength={60} placeholder="X-API-Key" intent={vm.fieldErrors.header ? 'danger' : 'none'} onValueChange={(v) => vm.setField('header', v)} />
              </FormGroup>
            )}
            <ErrorCallout text={vm.addError} />
            <Button type="submit" intent="primary" text={McpServersText.add} loading={vm.isAdding} disabled={!vm.canAdd} />
          </Form>
        </Card>
      )}

      {vm.loadState.status === 'loading' && <Loading />}
      {vm.loadState.status === 'error' && <LoadError text={vm.loadState.error!} onRetry={() => void vm.load()} />}
      {vm.loadState.status === 'ready' && vm.servers.length === 0 && <p>{McpServersText.none}</p>}
      {vm.loadState.status === 'ready' && vm.servers.length > 0 && (
        <ul className="connection-list mcp-server-list" aria-label={McpServersText.listLabel}>
          {vm.servers.map((server) => (
            <li key={server.id}>
              <Card className="connection-card" data-testid={`mcp-server-${server.id}`}>
                <div className="connection-head">
                  <H2 className="connection-name">{server.name}</H2>
                  <Tag intent={server.status === 'connected' ? 'success' : 'danger'}>{server.status === 'connected' ? McpServersText.connected : McpServersText.needsAttention}</Tag>
                </div>
                <p className={Classes.TEXT_MUTED}>{server.url}</p>
                <ErrorCallout text={server.status_reason} />
                {server.tools.length === 0 ? (
                  <p>{McpServersText.noTools}</p>
                ) : (
                  <ResponsiveTable
                    label={McpServersText.toolsOf(server.name)}
                    compact
                    striped={false}
                    rows={server.tools}
                    rowKey={(tool) => tool.name}
                    rowAttributes={(tool) => ({ 'data-testid': `mcp-tool-${tool.name}` })}
                    columns={[
                      { header: McpServersText.tool, kind: 'title', rowHeader: true, className: 'mcp-tool-name', cell: (tool) => tool.name },
                      { header: McpServersText.what, cell: (tool) => tool.description },
                      {
                        header: McpServersText.effect,
                        cell: (tool) => (
                          <Tag minimal intent={tool.effect === 'read' ? 'none' : 'warning'}>{tool.effect === 'read' ? McpServersText.reads : McpServersText.confirms}</Tag>
                        ),
                      },
                      {
                        header: McpServersText.enabled,
                        cell: (tool) => (
                          <Switch
                            checked={tool.enabled}
                            disabled={!vm.canManage || vm.isToolBusy(server, tool.name)}
                            aria-label={McpServersText.enableTool(tool.name)}
                            onChange={(event) => void vm.setToolEnabled(server, tool.name, event.currentTarget.checked)}
                          />
                        ),
                      },
                    ]}
                  />
                )}
                {vm.canManage && (
                  <div className="connection-actions">
                    {server.tools.length > 0 && (
                      <>
                        <Button variant="outlined" text={McpServersText.enableAll} aria-label={`${McpServersText.enableAll}: ${server.name}`} disabled={server.tools.every((t) => t.enabled) || vm.isSwitchingAll(server)} onClick={() => void vm.setAllToolsEnabled(server, true)} />
                        <Button variant="outlined" text={McpServersText.disableAll} aria-label={`${McpServersText.disableAll}: ${server.name}`} disabled={server.tools.every((t) => !t.enabled) || vm.isSwitchingAll(server)} onClick={() => void vm.setAllToolsEnabled(server, false)} />
                      </>
                    )}
                    <Button variant="outlined" text={McpServersText.refresh} aria-label={`${McpServersText.refresh}: ${server.name}`} loading={vm.isBusy(server.id)} onClick={() => void vm.refresh(server)} />
                    <Button variant="outlined" intent="danger" text={McpServersText.remove} aria-label={`${McpServersText.remove}: ${server.name}`} onClick={() => vm.askRemove(server)} />
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/connections">{WebText.ga4Done}</Link>
      </p>
      <DangerConfirm isOpen={vm.removing !== null} confirmText={McpServersText.remove} onConfirm={() => void vm.confirmRemove()} onCancel={vm.cancelRemove}>
        <p>{vm.removing ? McpServersText.removeConfirm(vm.removing.name) : ''}</p>
      </DangerConfirm>
    </section>
  );
});
