import { observer } from 'mobx-react-lite';
import type { ChatMessage } from '../../core/domain/chat-entities.ts';
import type { Artifact } from '../../core/domain/artifact.ts';
import { ActionProposalsSlot } from './action-proposals-slot.tsx';
import { SendToSite } from './send-to-site.tsx';
import { EmailBookmarkToggle } from './email-bookmark-toggle.tsx';
import { CampaignDraftAction } from './campaign-draft-action.tsx';
import { copiedAnswerText, shownAnswerText } from '../view-models/answer-text.ts';

/**
 * What a person can do with a finished answer through the space's integrations (bookmark an email, create an
 * outreach campaign draft, send to a publishing site as a draft). Each action is its own component; dialogs
 * load on demand so the chat route stays small. `agentSlug` is the chat's agent.
 */
export const AnswerIntegrationActions = observer(function AnswerIntegrationActions({ message, agentSlug }: { message: ChatMessage; agentSlug: string }) {
  return (
    <>
      <ActionProposalsSlot message={message} />
      <SendToSite source={{ messageId: message.id, text: copiedAnswerText(message) }} />
      <EmailBookmarkToggle agentSlug={agentSlug} source={{ messageId: message.id }} />
      <CampaignDraftAction agentSlug={agentSlug} text={shownAnswerText(message)} />
    </>
  );
});

/** The same for one Markdown, HTML or text artifact of an answer. */
export const ArtifactIntegrationActions = observer(function ArtifactIntegrationActions({ artifact, agentSlug }: { artifact: Artifact; agentSlug: string }) {
  const text = /markdown|html/.test(artifact.mime_type) && artifact.generation_status === 'completed';
  return (
    <>
      {text && <SendToSite source={{ artifactId: artifact.id, name: artifact.filename }} />}
      {artifact.artifact_type === 'email' && <EmailBookmarkToggle agentSlug={agentSlug} source={{ artifactId: artifact.id }} />}
      {artifact.generation_status === 'completed' && <CampaignDraftAction agentSlug={agentSlug} artifact={artifact} />}
    </>
  );
});
