import { CliError, defineCommand, positional, type OptionSpec, type Output, type UsesOf } from '../command.ts';
import { Messages } from '../../../core/domain/messages.ts';
import { actionFailed, ChatCliText as T, MESSAGE_ACTIONS, openMessage } from './chat-shared.ts';

const SESSION_OPTION: Record<string, OptionSpec> = {
  session: { type: 'string', short: 's', description: "The message's session (found among your sessions when not given)" },
};

const sessionOf = (values: Record<string, unknown>) => (typeof values.session === 'string' && values.session ? values.session : null);

/** The message actions of the chat (spec 4.7, 7.5), each on the message's session opened in the ChatStore. */
export async function regenerateMessage(uses: UsesOf<typeof MESSAGE_ACTIONS>, messageId: string, session: string | null = null) {
  const { store } = await openMessage(uses, messageId, { session });
  const index = store.view.messages.findIndex((m) => m.id === messageId);
  if (!(await store.actions.regenerate(messageId))) throw actionFailed(store, Messages.regenerateMessageFailed);
  // The regenerated answer takes the old message's place, with a new id.
  const message = store.view.messages[index]!;
  return { message_id: message.id, content: message.content, session_id: store.view.sessionId };
}

export async function continueMessage(uses: UsesOf<typeof MESSAGE_ACTIONS>, messageId: string, agent: string | null, session: string | null = null) {
  const { store } = await openMessage(uses, messageId, { session, agent });
  if (!(await store.actions.continueMessage(messageId))) throw actionFailed(store, Messages.continueMessageFailed);
  const message = store.view.messages.find((m) => m.id === messageId)!;
  return { message_id: message.id, content: message.content, continuation_count: message.continuationCount, final_output_length: message.finalOutputLength };
}

export async function rateMessage(uses: UsesOf<typeof MESSAGE_ACTIONS>, messageId: string, rating: number, session: string | null = null) {
  const { store } = await openMessage(uses, messageId, { session });
  if (!(await store.actions.rate(messageId, rating))) throw actionFailed(store, Messages.submitRatingFailed);
  return { message_id: messageId, rating };
}

export async function deleteMessage(uses: UsesOf<typeof MESSAGE_ACTIONS>, messageId: string, session: string | null = null) {
  const { store } = await openMessage(uses, messageId, { session });
  if (!(await store.actions.deleteMessage(messageId))) throw actionFailed(store, Messages.deleteMessageFailed);
  return { message_id: messageId, remaining_messages: store.view.messages.length };
}

export function parseRating(value: string): number {
  const rating = Number(value);
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new CliError(T.badRating, 2);
  return rating;
}

/** What the message commands have in common: a message id, its optional session, the chat's message actions. */
const ON_A_MESSAGE = { positionals: ['messageId'], options: { ...SESSION_OPTION }, requiresSession: true, uses: MESSAGE_ACTIONS };

/** An answer the action rewrote: as is with --json, else its new text, then what was done. */
function printAnswer(out: Output, result: { content: string }, done: string): void {
  if (out.json) return out.data(result);
  out.line(result.content);
  out.line();
  out.line(done);
}

export const continueCommand = defineCommand({
  name: 'continue',
  summary: 'Continue an answer the model cut off at its token limit',
  usage: 'continue <messageId> [--agent <slug>] [--session ID]',
  ...ON_A_MESSAGE,
  options: {
    agent: { type: 'string', short: 'a', description: "The agent to continue with (default: the message's session's agent)" },
    ...SESSION_OPTION,
  },
  async run(context, values) {
    const id = positional(context.args, 0, 'messageId', this.usage);
    const result = await continueMessage(context.uses, id, typeof values.agent === 'string' ? values.agent : null, sessionOf(values));
    printAnswer(context.out, result, T.continued(result.continuation_count));
  },
});

export const regenerateCommand = defineCommand({
  name: 'regenerate',
  summary: 'Regenerate an assistant answer with fresh wording (it replaces the message)',
  usage: 'regenerate <messageId> [--session ID]',
  ...ON_A_MESSAGE,
  async run(context, values) {
    const id = positional(context.args, 0, 'messageId', this.usage);
    const result = await regenerateMessage(context.uses, id, sessionOf(values));
    printAnswer(context.out, result, T.regenerated(result.message_id));
  },
});

export const rateCommand = defineCommand({
  name: 'rate',
  summary: 'Rate an assistant answer from 1 to 5',
  usage: 'rate <messageId> <rating 1-5> [--session ID]',
  ...ON_A_MESSAGE,
  positionals: ['messageId', 'rating'],
  async run(context, values) {
    const id = positional(context.args, 0, 'messageId', this.usage);
    const rating = parseRating(positional(context.args, 1, 'rating', this.usage));
    const result = await rateMessage(context.uses, id, rating, sessionOf(values));
    if (context.out.json) return context.out.data(result);
    context.out.line(T.rated(id, rating));
  },
});

export const deleteMessageCommand = defineCommand({
  name: 'delete-message',
  summary: 'Delete a message and every message after it in its session',
  usage: 'delete-message <messageId> [--session ID]',
  ...ON_A_MESSAGE,
  async run(context, values) {
    const id = positional(context.args, 0, 'messageId', this.usage);
    const result = await deleteMessage(context.uses, id, sessionOf(values));
    if (context.out.json) return context.out.data(result);
    context.out.line(T.messageDeleted(id));
  },
});
