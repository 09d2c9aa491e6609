import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Callout, Card, FormGroup, H1, InputGroup, TextArea } from '@blueprintjs/core';
import { useScreenViewModel, useViewModel } from '../view-model-context.tsx';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import { WebText } from '../text.ts';

/** Workspace settings: the current space's name and description. */
export const WorkspaceSettingsScreen = observer(function WorkspaceSettingsScreen() {
  const vm = useScreenViewModel('workspaceSettings');
  const spaces = useViewModel('dashboard');
  useEffect(() => vm.syncFromSpace(), [vm, spaces.current]);

  let body;
  if (spaces.status === 'loading') body = <Loading text={spaces.loadingText} />;
  else if (spaces.status === 'error') body = <LoadError text={spaces.errorText} onRetry={() => void spaces.retry()} />;
  else if (spaces.status === 'empty') body = <Empty text={spaces.emptyText} icon="folder-close" />;
  else
    body = (
      <Card className="form-card">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void vm.save();
          }}
        >
          {!vm.canEdit && <Callout className="form-callout">{WebText.readOnlyForMembers}</Callout>}
          {vm.error && (
            <Callout intent="danger" role="alert" className="form-callout">
              {vm.error}
            </Callout>
          )}
          <FormGroup
            label={WebText.spaceName}
            labelFor="workspace-name"
            intent={vm.nameError ? 'danger' : 'none'}
            helperText={vm.nameError ? <span id="workspace-name-error">{vm.nameError}</span> : undefined}
          >
            <InputGroup
              id="workspace-name"
              value={vm.name}
              onValueChange={vm.setName}
              disabled={!vm.canEdit}
              intent={vm.nameError ? 'danger' : 'none'}
              aria-invalid={vm.nameError ? true : undefined}
              aria-describedby={vm.nameError ? 'workspace-name-error' : undefined}
            />
          </FormGroup>
          <FormGroup
            label={WebText.spaceDescription}
            labelFor="workspace-description"
            intent={vm.descriptionError ? 'danger' : 'none'}
            helperText={vm.descriptionError ?? undefined}
          >
            <TextArea id="workspace-description" fill rows={4} value={vm.description} disabled={!vm.canEdit} onChange={(e) => vm.setDescription(e.target.value)} />
          </FormGroup>
          {vm.canEdit && <Button type="submit" intent="primary" text={vm.isSaving ? WebText.saving : WebText.save} disabled={!vm.canSave} />}
        </form>
      </Card>
    );

  return (
    <section aria-labelledby="workspace-title">
      <H1 id="workspace-title" className="screen-title">Workspace Settings</H1>
      {body}
    </section>
  );
});
