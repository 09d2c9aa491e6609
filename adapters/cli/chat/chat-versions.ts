import { CliError, defineCommand, positional } from '../command.ts';
import { ChatStore } from '../../../core/client/chat/chat-store.ts';
import { Messages } from '../../../core/domain/messages.ts';
import { chatAndPrint } from './chat-send.ts';
import { actionFailed, CHAT_RUN, ChatCliText as T, locateMessage, parseMode, parseTransport } from './chat-shared.ts';

/** Every version of a message's turn (an answer's regenerations, a question's edits), from the server. */
export async function messageVersions(store: ChatStore, messageId: string) {
  const versions = await store.actions.listVersions(messageId);
  if (!versions) throw actionFailed(store, Messages.fetchMessagesFailed);
  return versions.map((m, index) => ({ version: index + 1, version_count: versions.length, message_id: m.id, role: m.role, created_at: m.createdAt, is_current: m.isCurrent !== false, outcome: m.outcome, content: m.content, artifacts: m.artifacts.map((a) => a.filename) }));
}

export const versionsCommand = defineCommand({
  name: 'versions',
  summary: 'List the versions of an answer (regenerations) or of a question (edits)',
  usage: 'versions <messageId>',
  positionals: ['messageId'],
  options: {},
  requiresSession: true,
  uses: { chatStore: ChatStore },
  async run(context) {
    const id = positional(context.args, 0, 'messageId', this.usage);
    const versions = await messageVersions(context.uses.chatStore, id);
    if (context.out.json) return context.out.data(versions);
    for (const v of versions) {
      context.out.line(T.version(v.version, v.version_count, v.message_id, v.created_at, v.is_current));
      context.out.line(`  ${v.content.split('\n')[0]!.slice(0, 100)}`);
    }
  },
});

export const editCommand = defineCommand({
  name: 'edit',
  summary: 'Edit a question you sent and resend it; its answer starts a new branch (charged like a send)',
  usage: 'edit <messageId> "<text>" [--mode normal|medium|max] [--transport auto|ws|poll]',
  positionals: ['messageId', 'text'],
  help: 'Waits for the answer like `chat` (same progress, result and --json lines). The earlier question and its answers stay reachable.',
  options: {
    mode: { type: 'string', short: 'm', description: "normal, medium or max (default: the space's configured mode for the agent)" },
    transport: { type: 'string', short: 't', description: "auto (the agent's own: WebSocket or polling), ws or poll" },
  },
  requiresSession: true,
  uses: CHAT_RUN,
  async run(context, values) {
    const id = positional(context.args, 0, 'messageId', this.usage);
    const text = positional(context.args, 1, 'text', this.usage);
    const located = await locateMessage(context.uses, id);
    if (located.message.role !== 'user') throw new CliError(T.notAQuestion(id));
    // The chat command's run, with the edit in place of the send.
    await chatAndPrint(context, {
      agent: located.agentSlug,
      message: text,
      mode: parseMode(values.mode),
      sessionId: located.sessionId,
      transport: parseTransport(values.transport),
      referencedDocumentIds: [],
      webSourceIds: [],
      editOf: id,
    });
  },
});
