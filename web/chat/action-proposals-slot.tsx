import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { ChatMessage } from '../../core/domain/agents/chat-entities.ts';
import { useViewModel } from '../view-model-context.tsx';

// The cards load with the first answer that has one: most answers have none, and the chat route is kept small.
const ActionProposalCards = lazy(() => import('./action-proposal-cards.tsx'));

/** Where an answer's confirmation cards go: loads its chat's cards, and shows them when it has any. */
export const ActionProposalsSlot = observer(function ActionProposalsSlot({ message }: { message: ChatMessage }) {
  const vm = useViewModel('actionProposals');
  useEffect(() => vm.watch(message), [vm, message, message.outcome]);
  if (!vm.cardsFor(message).length) return null;
  return (
    <Suspense fallback={null}>
      <ActionProposalCards message={message} />
    </Suspense>
  );
});
