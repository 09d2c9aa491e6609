import { CliError, defineCommand } from '../command.ts';
import { ActionProposalsStore } from '../../../core/client/chat/action-proposals-store.ts';
import { ChatSessions } from '../../../core/client/chat/chat-sessions.ts';
import type { ActionProposal } from '../../../core/domain/agents/action-proposals.ts';

const ACTIONS = ['apply', 'dismiss'] as const;

/** One card as text: heading, where, what, and its state. */
function describe(p: ActionProposal): string[] {
  const state =
    p.status === 'applied' && p.result ? `applied: ${p.result.summary}${p.result.link ? ` (${p.result.link})` : ''}`
    : p.status === 'failed' ? `failed: ${p.error ?? 'unknown reason'} (apply again to retry)`
    : p.status === 'pending' && !p.can_apply ? 'pending (only owners and admins may apply it here)'
    : p.status;
  return [`${p.id}  ${p.title}`, `  Where: ${p.target}`, ...p.details.map((d) => `  - ${d}`), `  Status: ${state}`];
}

/** Agents' proposed actions in connected tools: list a chat's cards, apply or dismiss one. */
export const proposalsCommand = defineCommand({
  name: 'proposals',
  summary: "List an agent chat's proposed actions in connected tools, or apply / dismiss one",
  usage: 'proposals [--session <id>] | proposals apply <id> | proposals dismiss <id>',
  help: [
    'Without an action: the proposals of a chat session (--session, or your most recent chat in the current space).',
    'apply <id>    Performs the proposed write in the connected tool (owners and admins, or members where the',
    '              organization allows it). Nothing is created in the tool before this.',
    'dismiss <id>  Declines it.',
  ].join('\n'),
  positionals: ['action?', 'id?'],
  options: {
    session: { type: 'string', short: 's', description: 'The chat session whose proposals to list' },
  },
  requiresSession: true,
  uses: { actionProposalsStore: ActionProposalsStore, chatSessions: ChatSessions },
  async run({ uses, out, args }, values) {
    const store = uses.actionProposalsStore;
    const [action, id] = args;
    if (action) {
      if (!ACTIONS.includes(action as (typeof ACTIONS)[number])) throw new CliError(`Unknown proposals action '${action}'. Try: ${ACTIONS.join(', ')}`, 2);
      if (!id) throw new CliError(`Give the proposal's id: proposals ${action} <id>`, 2);
      const done = await (action === 'apply' ? store.apply(id) : store.dismiss(id)).catch((error: unknown) => {
        throw new CliError(error instanceof Error ? error.message : String(error));
      });
      if (out.json) return out.data(done);
      for (const line of describe(done)) out.line(line);
      if (done.status === 'failed') throw new CliError(done.error ?? 'Applying failed');
      return;
    }
    let sessionId = typeof values.session === 'string' ? values.session.trim() : '';
    if (!sessionId) {
      const sessions = await uses.chatSessions.all();
      const latest = [...sessions].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
      if (!latest) return out.json ? out.data([]) : out.line('No chats in this space yet.');
      sessionId = latest.id;
    }
    await store.load(sessionId).catch((error: unknown) => {
      throw new CliError(error instanceof Error ? error.message : String(error));
    });
    const cards = store.forSession(sessionId);
    if (out.json) return out.data(cards);
    if (cards.length === 0) return out.line('No proposed actions in this chat.');
    for (const card of cards) {
      for (const line of describe(card)) out.line(line);
      out.line();
    }
  },
});
