import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { Button, Callout, Card, FormGroup, H1, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { useScreenViewModel } from '../view-model-context.tsx';
import { LoadError, Loading } from '../components/load-state.tsx';
import { WebText } from '../text.ts';
import { AGENT_MODES } from '../../core/domain/agent-cost.ts';
import { K_FIELDS, AgentConfigurationViewModel } from '../view-models/agent-configuration.view-model.ts';

/** Agent Configuration: a fresh form per agent of the address. */
export function AgentConfigurationScreen() {
  const { slug = '' } = useParams();
  return <ConfigurationForm key={slug} slug={slug} />;
}

const ConfigurationForm = observer(function ConfigurationForm({ slug }: { slug: string }) {
  const make = useScreenViewModel('agentConfiguration', AgentConfigurationViewModel);
  const [vm] = useState<AgentConfigurationViewModel>(() => make(slug));
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <section aria-labelledby="agent-config-title">
      <H1 id="agent-config-title" className="screen-title">{WebText.configureTitle(vm.agentName)}</H1>
      {vm.status === 'loading' && <Loading />}
      {vm.status === 'error' && <LoadError text={vm.loadError ?? ''} onRetry={vm.notFound ? undefined : () => void vm.load()} />}
      {vm.status === 'ready' && (
        <Card className="form-card">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void vm.save();
            }}
          >
            {!vm.canEdit && <Callout className="form-callout">{WebText.readOnlyForMembers}</Callout>}
            {vm.saveError && <Callout intent="danger" role="alert" className="form-callout">{vm.saveError}</Callout>}
            <Switch label={WebText.agentEnabled} checked={vm.enabled} disabled={!vm.canEdit} onChange={(e) => vm.setEnabled(e.currentTarget.checked)} />
            <FormGroup label={WebText.defaultModeColumn} labelFor="agent-default-mode">
              <HTMLSelect id="agent-default-mode" value={vm.defaultMode} disabled={!vm.canEdit} onChange={(e) => vm.setDefaultMode(e.currentTarget.value)} options={AGENT_MODES.map((m) => ({ value: m, label: WebText.modeName(m) }))} />
            </FormGroup>
            <FormGroup label={WebText.extraInstructions} labelFor="agent-instructions" helperText={vm.instructionsError ?? WebText.extraInstructionsHelp} intent={vm.instructionsError ? 'danger' : 'none'}>
              <TextArea id="agent-instructions" fill rows={6} value={vm.instructions} disabled={!vm.canEdit} onChange={(e) => vm.setInstructions(e.currentTarget.value)} intent={vm.instructionsError ? 'danger' : 'none'} />
            </FormGroup>
            {K_FIELDS.map((field) => (
              <FormGroup key={field} label={WebText.kLabel(field)} labelFor={`agent-${field}`} helperText={vm.kError(field) ?? undefined} intent={vm.kError(field) ? 'danger' : 'none'}>
                <InputGroup id={`agent-${field}`} type="number" inputMode="numeric" min={1} max={50} value={vm.k[field]} disabled={!vm.canEdit} onValueChange={(v) => vm.setK(field, v)} intent={vm.kError(field) ? 'danger' : 'none'} />
              </FormGroup>
            ))}
            <div className="agent-config-actions">
              <Button type="submit" intent="primary" disabled={!vm.canSave} text={vm.isSaving ? WebText.saving : WebText.save} />
              <Link to="/agents/manage">{WebText.manageAgentsTitle}</Link>
            </div>
          </form>
        </Card>
      )}
    </section>
  );
});
