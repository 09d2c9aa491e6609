import { observer } from 'mobx-react-lite';
import type { ChatMessage } from '../../core/domain/chat-entities.ts';
import type { Artifact } from '../../core/domain/artifact.ts';

/**
 * What a person can do with a finished answer through the space's integrations (bookmark an email, create an
 * outreach campaign draft, send to a publishing site as a draft). Each action is its own component; dialogs
 * load on demand so the chat route stays small. `agentSlug` is the chat's agent.
 */
export const AnswerIntegrationActions = observer(function AnswerIntegrationActions(_props: { message: ChatMessage; agentSlug: string }) {
  return null;
});

/** The same for one Markdown, HTML or text artifact of an answer. */
export const ArtifactIntegrationActions = observer(function ArtifactIntegrationActions(_props: { artifact: Artifact; agentSlug: string }) {
  return null;
});
