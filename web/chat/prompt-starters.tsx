import { observer } from 'mobx-react-lite';
import type { AgentChatViewModel } from './agent-chat.view-model.ts';
import { ChatText } from './chat-text.ts';

/** An empty chat's example requests, from the agent's catalogue entry: a click fills the composer. */
export const PromptStarters = observer(function PromptStarters({ vm }: { vm: AgentChatViewModel }) {
  if (vm.starters.length === 0) return null;
  return (
    <section className="chat-starters" aria-label={ChatText.promptStarters}>
      {vm.starters.map((text) => (
        <button key={text} type="button" className="chat-starter" data-testid="chat-starter" onClick={() => vm.useStarter(text)}>
          {text}
        </button>
      ))}
    </section>
  );
});
