import { observer } from 'mobx-react-lite';
import { Button } from '@blueprintjs/core';
import type { MessageActionsViewModel } from './message-actions.view-model.ts';
import type { ChatMessage } from '../../core/domain/agents/chat-entities.ts';
import { ChatText } from './chat-text.ts';

/** `‹ 1 / 2 ›` on a message with more than one version: an answer's regenerations, or a question's edits (its branches). */
export const VersionSwitcher = observer(function VersionSwitcher({ actions, message }: { actions: MessageActionsViewModel; message: ChatMessage }) {
  const version = actions.versionOf(message);
  if (!version) return null;
  return (
    <span className="chat-versions" role="group" aria-label={ChatText.versionsOf(message.role)} data-testid="chat-versions">
      <Button variant="minimal" size="small" icon="chevron-left" aria-label={ChatText.previousVersion} disabled={!version.previousId || actions.busy} onClick={() => actions.showVersion(version.previousId)} />
      <span className="chat-versions__position" data-testid="chat-version-position">{ChatText.versionPosition(version.position, version.count)}</span>
      <Button variant="minimal" size="small" icon="chevron-right" aria-label={ChatText.nextVersion} disabled={!version.nextId || actions.busy} onClick={() => actions.showVersion(version.nextId)} />
    </span>
  );
});
