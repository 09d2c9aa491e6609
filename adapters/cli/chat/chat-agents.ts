import { CliError, defineCommand } from '../command.ts';
import { ChatStore } from '../../../core/client/chat/chat-store.ts';
import { ChatSessions } from '../../../core/client/chat/chat-sessions.ts';
import { AGENT_MODES } from '../../../core/domain/agents/agent-cost.ts';
import { transportFor } from '../../../core/domain/agents/chat-rules.ts';
import { sendCost } from '../../../core/domain/agents/send-precheck.ts';
import { shortDate, table } from '../cli-table.ts';
import { ChatCliText as T, transportLabel } from './chat-shared.ts';

export const agentsCommand = defineCommand({
  name: 'agents',
  summary: "List the current space's agents: transport, cost per mode and engine",
  usage: 'agents',
  options: {},
  requiresSession: true,
  uses: { chatStore: ChatStore },
  async run({ uses, out }) {
    const store = uses.chatStore;
    const agents = await store.loadAgents();
    if (store.view.error) throw new CliError(store.view.error);
    const rows = agents.map((a) => {
      const costs = Object.fromEntries(AGENT_MODES.map((mode) => [mode, sendCost(mode, a.estimated_credits)]));
      return { ...a, transport: a.transport ?? transportFor(a.slug), costs, engine_label: a.offline ? 'offline engine' : (a.engine ?? '-') };
    });
    if (out.json) return out.data(rows);
    if (rows.length === 0) return out.line(T.noAgents);
    const header = ['AGENT', 'NAME', 'TRANSPORT', `CREDITS (${AGENT_MODES.join('/')})`, 'ENGINE'];
    const lines = rows.map((a) => [a.slug, a.name, transportLabel(a.transport), AGENT_MODES.map((m) => a.costs[m]).join(' / '), a.engine_label]);
    for (const line of table([header, ...lines])) out.line(line);
  },
});

export const sessionsCommand = defineCommand({
  name: 'sessions',
  summary: 'List your chat sessions in the current space, newest first (all agents, or one)',
  usage: 'sessions [agent] [--search <words>]',
  positionals: ['agent?'],
  options: {
    search: { type: 'string', short: 's', description: 'Find chats by words of their title or messages (full-text, all agents)' },
  },
  requiresSession: true,
  uses: { chatStore: ChatStore, chatSessions: ChatSessions },
  async run({ uses, out, args }, values) {
    const words = typeof values.search === 'string' ? values.search.trim() : '';
    if (words) {
      // The chat screen's search box: the server's full-text index over your chats' titles and messages.
      const search = uses.chatStore.search;
      const found = await search.search(words);
      if (!found) throw new CliError(search.view.error ?? '');
      const results = args[0] ? found.filter((r) => r.session.agentSlug === args[0]) : found;
      if (out.json) return out.data(results);
      if (results.length === 0) return out.line(T.noSearchMatches(words));
      for (const line of table(results.map((r) => [r.session.id, shortDate(r.session.updatedAt), r.session.agentSlug, r.session.title || '(untitled)', r.snippet]))) out.line(line);
      return;
    }
    const slug = args[0];
    let sessions;
    if (slug) {
      // Through the chat store, as the chat screen lists an agent's sessions (spec 8.4's texts on failure).
      const store = uses.chatStore;
      await store.loadAgents();
      await store.selectAgent(slug);
      if (store.view.error) throw new CliError(store.view.error);
      sessions = store.view.sessions;
    } else {
      sessions = await uses.chatSessions.all();
    }
    sessions = [...sessions].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    if (out.json) return out.data(sessions);
    if (sessions.length === 0) return out.line(slug ? T.noSessionsOfAgent(slug) : T.noSessions);
    for (const line of table(sessions.map((s) => [s.id, shortDate(s.updatedAt), s.agentSlug, s.title || '(untitled)']))) out.line(line);
  },
});
