import { observer } from 'mobx-react-lite';
import { Alert, Button, Callout, Classes, H2 } from '@blueprintjs/core';
import type { ChatMessage } from '../../core/domain/agents/chat-entities.ts';
import { useViewModel } from '../view-model-context.tsx';
import { modalWidth } from '../components/modal-sizes.ts';
import { WebText } from '../text.ts';
import { ChatText } from './chat-text.ts';

const PROPOSAL_STYLE = { whiteSpace: 'pre-wrap', wordBreak: 'normal', overflowWrap: 'break-word', maxHeight: '16rem', overflow: 'auto' } as const;

/**
 * "Save as the space's brand voice" under a Brand Voice answer that proposes one: a confirmation showing the
 * proposal and that it replaces the current brand voice, then the button says it was saved.
 */
export const SaveBrandVoice = observer(function SaveBrandVoice({ message }: { message: ChatMessage }) {
  const vm = useViewModel('saveBrandVoice');
  if (!vm.proposalOf(message)) return null;
  const saved = vm.isSaved(message.id);
  const pending = vm.pending?.messageId === message.id ? vm.pending : null;
  return (
    <div className="chat-message__actions" data-testid="save-brand-voice">
      <Button
        size="small"
        variant="outlined"
        icon={saved ? 'tick' : 'floppy-disk'}
        intent={saved ? 'success' : 'primary'}
        text={saved ? ChatText.savedAsBrandVoice : ChatText.saveAsBrandVoice}
        disabled={saved || vm.isSaving}
        onClick={() => vm.ask(message)}
      />
      <Alert
        isOpen={pending !== null}
        style={{ width: modalWidth('lg') }}
        icon="floppy-disk"
        intent="primary"
        loading={vm.isSaving}
        cancelButtonText={WebText.cancel}
        confirmButtonText={WebText.brandVoiceSave}
        canEscapeKeyCancel={!vm.isSaving}
        onCancel={vm.cancel}
        onConfirm={() => void vm.confirm()}
      >
        <H2 className="card-title">{ChatText.saveAsBrandVoiceTitle}</H2>
        <p>{ChatText.saveAsBrandVoiceText}</p>
        <pre className={Classes.CODE_BLOCK} style={PROPOSAL_STYLE} tabIndex={0} role="region" aria-label={ChatText.brandVoiceProposal} data-testid="brand-voice-proposal">
          {pending?.proposal}
        </pre>
        {vm.error && <Callout intent="danger" role="alert">{vm.error}</Callout>}
      </Alert>
    </div>
  );
});
