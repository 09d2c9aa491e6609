import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, FormGroup, H1, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { LoadError, Loading } from '../components/load-state.tsx';
import { Form } from '../components/form.tsx';
import { FormNotices } from '../components/form-notices.tsx';
import { WebText } from '../text.ts';
import { AGENT_MODES } from '../../core/domain/agents/agent-cost.ts';
import { K_FIELDS, AgentConfigurationViewModel } from './agent-configuration.view-model.ts';
import { AgentConfigurationText } from './agent-configuration-text.ts';

/** Agent Configuration: a fresh form (and view-model) per agent of the address. */
export function AgentConfigurationScreen({ vm: make }: { vm: (slug: string) => AgentConfigurationViewModel }) {
  const { slug = '' } = useParams();
  return <ConfigurationForm key={slug} slug={slug} make={make} />;
}

const ConfigurationForm = observer(function ConfigurationForm({ slug, make }: { slug: string; make: (slug: string) => AgentConfigurationViewModel }) {
  const [vm] = useState<AgentConfigurationViewModel>(() => make(slug));
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <section aria-labelledby="agent-config-title">
      <H1 id="agent-config-title" className="screen-title">{AgentConfigurationText.title(vm.agentName)}</H1>
      {vm.loadState.status === 'loading' && <Loading />}
      {vm.loadState.status === 'error' && <LoadError text={vm.loadError ?? ''} onRetry={vm.notFound ? undefined : () => void vm.load()} />}
      {vm.loadState.status === 'ready' && (
        <Card className="form-card">
          <Form noValidate onSubmit={() => void vm.save()}>
            <FormNotices canEdit={vm.canEdit} error={vm.saveError} />
            <Switch label={AgentConfigurationText.agentEnabled} checked={vm.enabled} disabled={!vm.canEdit} onChange={(e) => vm.setEnabled(e.currentTarget.checked)} />
            <FormGroup label={AgentConfigurationText.defaultModeColumn} labelFor="agent-default-mode">
              <HTMLSelect id="agent-default-mode" value={vm.defaultMode} disabled={!vm.canEdit} onChange={(e) => vm.setDefaultMode(e.currentTarget.value)} options={AGENT_MODES.map((m) => ({ value: m, label: AgentConfigurationText.modeName(m) }))} />
            </FormGroup>
            <FormGroup label={AgentConfigurationText.extraInstructions} labelFor="agent-instructions" helperText={vm.instructionsError ?? AgentConfigurationText.extraInstructionsHelp} intent={vm.instructionsError ? 'danger' : 'none'}>
              <TextArea id="agent-instructions" fill rows={6} value={vm.instructions} disabled={!vm.canEdit} onChange={(e) => vm.setInstructions(e.currentTarget.value)} intent={vm.instructionsError ? 'danger' : 'none'} />
            </FormGroup>
            {K_FIELDS.map((field) => (
              <FormGroup key={field} label={AgentConfigurationText.kLabel(field)} labelFor={`agent-${field}`} helperText={vm.kError(field) ?? undefined} intent={vm.kError(field) ? 'danger' : 'none'}>
                <InputGroup id={`agent-${field}`} type="number" inputMode="numeric" min={1} max={50} value={vm.k[field]} disabled={!vm.canEdit} onValueChange={(v) => vm.setK(field, v)} intent={vm.kError(field) ? 'danger' : 'none'} />
              </FormGroup>
            ))}
            <div className="agent-config-actions">
              <Button type="submit" intent="primary" disabled={!vm.canSave} text={vm.isSaving ? WebText.saving : WebText.save} />
              <Link to="/agents/manage">{AgentConfigurationText.agentsTitle}</Link>
            </div>
          </Form>
        </Card>
      )}
    </section>
  );
});
