import { lazy, Suspense } from 'react';
import type { ChatMessage } from '../../core/domain/agents/chat-entities.ts';
import type { Artifact } from '../../core/domain/agents/artifact.ts';

// The integrations' actions (confirmation cards, send to a site, bookmark, campaign draft) are a chunk of their
// own, fetched with the first finished answer: the chat route's first load does not carry them.
const Answer = lazy(() => import('./integration-actions.tsx').then((m) => ({ default: m.AnswerIntegrationActions })));
const OfArtifact = lazy(() => import('./integration-actions.tsx').then((m) => ({ default: m.ArtifactIntegrationActions })));

/** What a person can do with a finished answer through the space's integrations. */
export function AnswerIntegrationActions(props: { message: ChatMessage; agentSlug: string }) {
  return (
    <Suspense fallback={null}>
      <Answer {...props} />
    </Suspense>
  );
}

/** The same for one artifact of an answer. */
export function ArtifactIntegrationActions(props: { artifact: Artifact; agentSlug: string; answerCompleted: boolean }) {
  return (
    <Suspense fallback={null}>
      <OfArtifact {...props} />
    </Suspense>
  );
}
