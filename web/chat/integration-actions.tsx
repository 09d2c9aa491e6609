import { observer } from 'mobx-react-lite';
import type { ChatMessage } from '../../core/domain/agents/chat-entities.ts';
import type { Artifact } from '../../core/domain/agents/artifact.ts';
import { ActionProposalsSlot } from './action-proposals-slot.tsx';
import { SendToSite } from '../publishing/send-to-site.tsx';
import { EmailBookmarkToggle } from '../email-bookmarks/email-bookmark-toggle.tsx';
import { CampaignDraftAction } from '../outreach/campaign-draft-action-part.tsx';
import { copiedAnswerText, shownAnswerText } from './answer-text.ts';
import { fileActions } from './answer-actions.ts';

/**
 * What a person can do with a finished answer through the space's integrations (bookmark an email, create an
 * outreach campaign draft, send to a publishing site as a draft). Each action is its own component; dialogs
 * load on demand so the chat route stays small. `agentSlug` is the chat's agent. Each shows once under an answer: its
 * files do not repeat them (`fileActions`).
 */
export const AnswerIntegrationActions = observer(function AnswerIntegrationActions({ message, agentSlug }: { message: ChatMessage; agentSlug: string }) {
  return (
    <>
      <ActionProposalsSlot message={message} />
      {/* One row under the answer's own actions, wrapping inside its card; hidden while none applies. */}
      <div className="chat-message__actions chat-message__integrations">
        <SendToSite source={{ messageId: message.id, text: copiedAnswerText(message) }} />
        <EmailBookmarkToggle agentSlug={agentSlug} source={{ messageId: message.id }} />
        <CampaignDraftAction agentSlug={agentSlug} text={shownAnswerText(message)} />
      </div>
    </>
  );
});

/** The same for one Markdown, HTML or text artifact of an answer that does not offer them itself. */
export const ArtifactIntegrationActions = observer(function ArtifactIntegrationActions({ artifact, agentSlug, answerCompleted }: { artifact: Artifact; agentSlug: string; answerCompleted: boolean }) {
  const actions = fileActions(artifact, answerCompleted);
  if (actions.length === 0) return null;
  return (
    <>
      {actions.includes('sendToSite') && <SendToSite source={{ artifactId: artifact.id, name: artifact.filename }} />}
      {actions.includes('bookmark') && <EmailBookmarkToggle agentSlug={agentSlug} source={{ artifactId: artifact.id }} />}
      {actions.includes('campaignDraft') && <CampaignDraftAction agentSlug={agentSlug} artifact={artifact} />}
    </>
  );
});
