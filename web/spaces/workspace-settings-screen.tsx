import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Card, Classes, FormGroup, H1, H2, InputGroup, TextArea } from '@blueprintjs/core';
import { Modal } from '../components/modal.tsx';
import { Form } from '../components/form.tsx';
import { FormNotices } from '../components/form-notices.tsx';
import { ErrorCallout } from '../components/error-callout.tsx';
import { useViewModel } from '../view-model-context.tsx';
import type { BrandVoiceViewModel } from './brand-voice.view-model.ts';
import type { WorkspaceSettingsViewModel } from './workspace-settings.view-model.ts';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import { WebText } from '../text.ts';
import { SpacesText } from './spaces-text.ts';

/** Workspace settings: the current space's name and description. */
/** The page's two view-models: the workspace's name, slug and deletion, and the space's brand voice. */
export interface WorkspaceSettingsViewModels {
  settings: WorkspaceSettingsViewModel;
  brandVoice: BrandVoiceViewModel;
}

export const WorkspaceSettingsScreen = observer(function WorkspaceSettingsScreen({ vm: { settings: vm, brandVoice } }: { vm: WorkspaceSettingsViewModels }) {
  const spaces = useViewModel('dashboard');
  useEffect(() => vm.syncFromSpace(), [vm, spaces.current]);

  let body;
  if (spaces.status === 'loading') body = <Loading text={spaces.loadingText} />;
  else if (spaces.status === 'error') body = <LoadError text={spaces.errorText} onRetry={() => void spaces.retry()} />;
  else if (spaces.status === 'empty') body = <Empty text={spaces.emptyText} icon="folder-close" />;
  else
    body = (
      <Card className="form-card">
        <Form noValidate onSubmit={() => void vm.save()}>
          <FormNotices canEdit={vm.canEdit} error={vm.error} />
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
        </Form>
      </Card>
    );

  return (
    <section aria-labelledby="workspace-title">
      <H1 id="workspace-title" className="screen-title">Workspace Settings</H1>
      {body}
      {spaces.status === 'ready' && <BrandVoiceEditor vm={brandVoice} />}
      {spaces.status === 'ready' && vm.canEdit && <DeleteSpace vm={vm} />}
    </section>
  );
});

/** The space's brand voice: owners and admins edit and save it, members read it. */
const BrandVoiceEditor = observer(function BrandVoiceEditor({ vm }: { vm: BrandVoiceViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <Card className="form-card brand-voice-card">
      <H2 id="brand-voice-title" className="card-title">{SpacesText.brandVoice}</H2>
      {vm.loadState.status === 'loading' && <Loading />}
      {vm.loadState.status === 'error' && <LoadError text={vm.loadState.error!} onRetry={() => void vm.load()} />}
      {vm.loadState.status === 'ready' && (
        <Form noValidate onSubmit={() => void vm.save()}>
          <FormNotices canEdit={vm.canEdit} error={vm.saveError} />
          <FormGroup
            label={SpacesText.brandVoice}
            labelFor="brand-voice"
            helperText={vm.contentError ?? SpacesText.brandVoiceHelp}
            intent={vm.contentError ? 'danger' : 'none'}
          >
            <TextArea id="brand-voice" fill rows={8} value={vm.content} readOnly={!vm.canEdit} onChange={(e) => vm.setContent(e.target.value)} />
          </FormGroup>
          <p className="bp6-text-muted" data-testid="brand-voice-updated">{vm.updatedText ?? SpacesText.brandVoiceNever}</p>
          {vm.canEdit && <Button type="submit" intent="primary" text={vm.isSaving ? WebText.saving : WebText.brandVoiceSave} disabled={!vm.canSave} />}
        </Form>
      )}
    </Card>
  );
});

/** Deleting the current space: owners and admins; the default space says why it stays. */
const DeleteSpace = observer(function DeleteSpace({ vm }: { vm: WorkspaceSettingsViewModel }) {
  const space = vm.space;
  if (!space) return null;
  return (
    <Card className="form-card delete-space-card">
      <H2 className="card-title">{SpacesText.deleteSpaceTitle}</H2>
      {vm.cannotDeleteReason ? (
        <p className="bp6-text-muted" data-testid="delete-space-reason">{vm.cannotDeleteReason}</p>
      ) : (
        <>
          <p>{SpacesText.deleteSpaceText}</p>
          <Button intent="danger" icon="trash" text={SpacesText.deleteSpaceButton} onClick={vm.openDelete} />
        </>
      )}
      <Modal isOpen={vm.deleteOpen} onClose={vm.closeDelete} title={SpacesText.deleteSpaceConfirmTitle(space.name)} icon="trash" size="md">
        <Form noValidate onSubmit={() => void vm.confirmDelete()}>
          <div className={Classes.DIALOG_BODY}>
            <p>{SpacesText.deleteSpaceWhatGoes(space.name)}</p>
            <ul className="delete-space__contents">
              {SpacesText.deleteSpaceContents.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>{SpacesText.deleteSpaceNoUndo}</p>
            <ErrorCallout text={vm.deleteError} />
            <FormGroup label={SpacesText.deleteSpaceTypeName(space.name)} labelFor="delete-space-name">
              <InputGroup id="delete-space-name" value={vm.deleteTyped} onValueChange={vm.setDeleteTyped} autoComplete="off" autoFocus />
            </FormGroup>
          </div>
          <div className={Classes.DIALOG_FOOTER}>
            <div className={Classes.DIALOG_FOOTER_ACTIONS}>
              <Button text={WebText.cancel} onClick={vm.closeDelete} disabled={vm.isDeleting} />
              <Button type="submit" intent="danger" text={SpacesText.deleteSpaceConfirm} disabled={!vm.deleteConfirmed} loading={vm.isDeleting} />
            </div>
          </div>
        </Form>
      </Modal>
    </Card>
  );
});
