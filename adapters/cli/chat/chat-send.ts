import { CliError, defineCommand, positional, type CommandContext, type Output, type UsesOf } from '../command.ts';
import type { CliOutput } from '../cli-io.ts';
import { ApiClient } from '../../../core/client/api/api-client.ts';
import { AgentChatApi } from '../../../core/domain/agents/agent-chat-api.ts';
import { Messages } from '../../../core/domain/messages.ts';
import { chatErrorText } from '../../../core/domain/agents/chat-rules.ts';
import { ApiError } from '../../../core/domain/api-error.ts';
import {
  artifactLines,
  CHAT_RUN,
  ChatCliText as T,
  listOption,
  parseMode,
  parseTransport,
  runChat,
  type ChatReporter,
  type ChatRequest,
  type ChatResult,
} from './chat-shared.ts';

/** Exit code of a run cancelled with Ctrl+C (128 + SIGINT). */
const CANCELLED_EXIT = 130;

/** People: the cost line, then one progress line rewritten in place on a terminal, or a line per stage otherwise (stderr). */
function textReporter(stream: CliOutput): ChatReporter & { done(): void } {
  const live = stream.isTTY === true;
  let shown = false;
  const clear = () => {
    if (live && shown) stream.write('\r\x1b[2K');
    shown = false;
  };
  const status = (text: string) => {
    if (live) {
      const width = Math.max(20, (stream.columns || 80) - 1);
      stream.write(`\r\x1b[2K${text.length > width ? `${text.slice(0, width - 1)}…` : text}`);
      shown = true;
    } else stream.write(`${text}\n`);
  };
  const line = (text: string) => {
    clear();
    stream.write(`${text}\n`);
  };
  let wasWebSocket = false;
  return {
    start: (info) => line(T.starting(info.name, info.engine, info.transport, info.mode, info.cost, info.remaining)),
    progress: (text) => status(text),
    transport: (transport, socketStatus) => {
      if (transport === 'websocket') {
        wasWebSocket = true;
        if (socketStatus === 'reconnecting' || socketStatus === 'error') line(T.socketStatus(socketStatus));
      } else if (transport === 'polling' && wasWebSocket) {
        wasWebSocket = false;
        line(T.fellBackToPolling);
      }
    },
    done: clear,
  };
}

/** --json: every event as one JSON line (ndjson) on stdout; the result object comes last. */
function jsonReporter(out: Output): ChatReporter {
  const emit = (value: Record<string, unknown>) => out.line(JSON.stringify(value));
  return {
    start: (info) => emit({ event: 'start', ...info }),
    sent: (info) => emit({ event: 'sent', ...info }),
    progress: (text, stage) => emit({ event: 'progress', stage, text }),
    transport: (transport, status) => emit({ event: 'transport', transport, socket_status: status }),
    event: (sessionId, event) => emit({ event: 'socket', session_id: sessionId, data: event }),
  };
}

function printResult(out: Output, result: ChatResult): void {
  if (out.json) return out.line(JSON.stringify({ event: 'result', ...result }));
  if (result.outcome !== 'completed') return;
  out.line(result.answer);
  const artifacts = artifactLines(result.artifacts);
  if (artifacts.length) {
    out.line();
    for (const line of artifacts) out.line(line);
  }
  out.line();
  const charged = result.credits_charged ?? result.credits_spent;
  // A declined request is refunded in the commit that stores the decline: the balance shows it, so the line says it.
  const refunded = charged !== null && result.credits_spent !== null && result.credits_spent < charged ? charged - Math.max(0, result.credits_spent) : 0;
  out.line(T.finished(result.session_id, result.message_id, charged, refunded, result.credits_after));
}

export const chatCommand = defineCommand({
  name: 'chat',
  summary: 'Send a message to an agent and wait for its answer, with live progress and artifact links',
  usage: 'chat <agent> "<message>" [--mode normal|medium|max] [--session ID] [--transport auto|ws|poll] [--ref-doc ID]... [--url-source ID]...',
  positionals: ['agent', 'message'],
  help:
    'Shows the cost before sending, then the progress stages, then the answer and its artifacts (download links\n' +
    'made absolute against the server). Without --session a new chat starts. Ctrl+C cancels the run and exits 130.\n' +
    'With --json, stdout is ndjson: {"event":"start"|"sent"|"progress"|"transport"|"socket"|"toast"|"result", ...};\n' +
    'the last line is the result (outcome, session_id, request_id, message_id, answer, artifacts, credits).\n' +
    'A refused or failed run prints the reason (e.g. "Insufficient credits. This operation requires 40 credits,\n' +
    'but you only have 10 remaining.") and exits 1.',
  options: {
    mode: { type: 'string', short: 'm', description: 'normal (default), medium or max; costs 1x, 1.5x or 2x the agent\'s credits' },
    session: { type: 'string', short: 's', description: 'Continue this session instead of starting a new chat' },
    transport: { type: 'string', short: 't', description: "auto (the agent's own: WebSocket or polling), ws or poll" },
    'ref-doc': { type: 'string', multiple: true, description: 'Knowledge-base document id to reference (or a comma list)' },
    'url-source': { type: 'string', multiple: true, description: 'URL source id to reference (or a comma list)' },
  },
  requiresSession: true,
  uses: CHAT_RUN,
  async run(context, values) {
    const { args } = context;
    const agent = positional(args, 0, 'agent', this.usage);
    const message = positional(args, 1, 'message', this.usage);
    const request = {
      agent,
      message,
      mode: parseMode(values.mode),
      sessionId: typeof values.session === 'string' && values.session ? values.session : null,
      transport: parseTransport(values.transport),
      referencedDocumentIds: listOption(values, 'ref-doc'),
      webSourceIds: listOption(values, 'url-source'),
    };
    await chatAndPrint(context, request);
  },
});

/** Runs one chat request (a send, or an edit and resend) with live progress, then prints its result. */
export async function chatAndPrint(context: CommandContext<UsesOf<typeof CHAT_RUN>>, request: ChatRequest): Promise<void> {
  const { out } = context;
  const text = out.json ? null : textReporter(context.io.stderr);
  let result: ChatResult;
  try {
    result = await runChat(context, request, text ?? jsonReporter(out));
  } finally {
    text?.done();
  }
  printResult(out, result);
  if (result.outcome === 'cancelled') throw new CliError(result.error ?? Messages.requestCancelledByUser, result.interrupted ? CANCELLED_EXIT : 1);
  if (result.outcome === 'error') throw new CliError(result.error ?? Messages.sendMessageFailed);
}

export const cancelCommand = defineCommand({
  name: 'cancel',
  summary: 'Cancel a running request (the cancel call); the run is refunded',
  usage: 'cancel <sessionId> <requestId>',
  positionals: ['sessionId', 'requestId'],
  options: {},
  requiresSession: true,
  uses: { api: ApiClient },
  async run({ uses, out, args }) {
    const sessionId = positional(args, 0, 'sessionId', this.usage);
    const requestId = positional(args, 1, 'requestId', this.usage);
    let answer: { message?: string; request_id?: string };
    try {
      answer = (await uses.api.call(AgentChatApi.cancel, { id: sessionId }, { request_id: requestId })) as typeof answer;
    } catch (error) {
      if (error instanceof ApiError) throw new CliError(chatErrorText({ text: error.message, code: error.code }, 'other'));
      throw error;
    }
    if (out.json) return out.data(answer);
    out.line(T.cancelRequested(requestId, answer.message ?? Messages.requestCancelledByUser));
  },
});
