import { observer } from 'mobx-react-lite';
import { Button } from '@blueprintjs/core';
import type { AgentChatViewModel } from './agent-chat.view-model.ts';
import type { ChatMessage } from '../../core/domain/chat-entities.ts';
import { ChatText } from './chat-text.ts';

/** `‹ 1 / 2 ›` on a message with more than one version: an answer's regenerations, or a question's edits (its branches). */
export const VersionSwitcher = observer(function VersionSwitcher({ vm, message }: { vm: AgentChatViewModel; message: ChatMessage }) {
  const version = vm.versionOf(message);
  if (!version) return null;
  return (
    <span className="chat-versions" role="group" aria-label={ChatText.versionsOf(message.role)} data-testid="chat-versions">
      <Button variant="minimal" size="small" icon="chevron-left" aria-label={ChatText.previousVersion} disabled={!version.previousId || vm.busy} onClick={() => vm.showVersion(version.previousId)} />
      <span className="chat-versions__position" data-testid="chat-version-position">{ChatText.versionPosition(version.position, version.count)}</span>
      <Button variant="minimal" size="small" icon="chevron-right" aria-label={ChatText.nextVersion} disabled={!version.nextId || vm.busy} onClick={() => vm.showVersion(version.nextId)} />
    </span>
  );
});
