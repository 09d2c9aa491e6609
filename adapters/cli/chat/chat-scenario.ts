import { readFile, writeFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import { CliError, defineCommand, positional, type CommandContext, type CommandUses, type Output, type UsesOf } from '../command.ts';
import { ApiError } from '../../../core/domain/api-error.ts';
import { creditsSummary } from '../credits/credits.ts';
import { DOWNLOAD, downloadArtifact } from './chat-download.ts';
import { continueMessage, deleteMessage, parseRating, rateMessage, regenerateMessage } from './chat-actions.ts';
import { CHAT_RUN, parseMode, parseTransport, runChat, transportLabel, type ChatOutcome } from './chat-shared.ts';

/** The step format, as `scenario --help` and the README show it. */
export const SCENARIO_HELP = `A scenario is a JSON or YAML list of steps (or {"steps": [...]}), run in order against the server, signed in
as this profile. Each step has one action, an optional "name" and an optional "expect". "last" means the
previous chat's session, the newest answer (from chat or regenerate) or that answer's first artifact.

Actions:
  chat: {agent, message, mode?, session?: new|last|ID, transport?: auto|ws|poll, refDocs?: [ID], urlSources?: [ID]}
  regenerate: last|MESSAGE_ID          rate: {message?: last|ID, rating: 1-5}
  continue: last|MESSAGE_ID|{message, agent?}
  delete-message: last|MESSAGE_ID      download: last|ARTIFACT_ID|{artifact, out?}
  credits: {}    agents: {}    sessions: {agent?}

Expectations (without any, the step must succeed):
  outcome: completed|error|cancelled   error: text the failure contains (implies outcome error)
  contains: text or [texts]   notContains: text or [texts]   matches: regular expression
      (on the answer; on the file's text for download; on the output line otherwise)
  artifacts: N   transport: websocket|polling   creditsSpent: N          (chat)
  remaining: N   remainingAtLeast: N                                     (chat, credits)
  count: N   countAtLeast: N                                             (agents, sessions)
  bytesAtLeast: N                                                        (download)

Example (YAML):
  - chat: {agent: email-agent, message: "Write a launch email", transport: poll}
    expect: {contains: Subject, artifacts: 1, creditsSpent: 20}
  - regenerate: last
  - rate: {message: last, rating: 5}
  - credits: {}
    expect: {remainingAtLeast: 0}

Each step prints a PASS or FAIL line; the run stops at the first failed expectation and exits 1.
With --json each step is one JSON line, and a summary line ends the run.`;

const ACTIONS = ['chat', 'regenerate', 'continue', 'rate', 'delete-message', 'credits', 'agents', 'sessions', 'download'] as const;
type Action = (typeof ACTIONS)[number];
const EXPECT_KEYS = ['outcome', 'error', 'contains', 'notContains', 'matches', 'artifacts', 'transport', 'creditsSpent', 'remaining', 'remainingAtLeast', 'count', 'countAtLeast', 'bytesAtLeast'] as const;

type Expect = Partial<Record<(typeof EXPECT_KEYS)[number], unknown>>;

interface Step {
  index: number;
  name: string | null;
  action: Action;
  args: unknown;
  expect: Expect;
}

/** What a step did, for the expectations and its line. */
interface StepRun {
  outcome: ChatOutcome;
  /** The answer, the file's text, or the step's output line. */
  text: string;
  error: string | null;
  summary: string;
  facts: { artifacts?: number; transport?: string | null; creditsSpent?: number | null; remaining?: number | null; count?: number; bytes?: number };
  details?: Record<string, unknown>;
}

interface ScenarioState {
  sessionId: string | null;
  messageId: string | null;
  artifactId: string | null;
}

/** What the steps call: a chat run's services (which cover the message actions, agents and sessions) and the download's. */
const SCENARIO = { ...CHAT_RUN, ...DOWNLOAD } satisfies CommandUses;

const usageError = (step: number | null, text: string) => new CliError(step === null ? `Scenario: ${text}` : `Scenario step ${step}: ${text}`, 2);

export function parseScenario(source: string, fileName: string): Step[] {
  let doc: unknown;
  try {
    doc = /\.json$/i.test(fileName) ? JSON.parse(source) : parseYaml(source);
  } catch (error) {
    throw usageError(null, `cannot parse ${fileName}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const list = Array.isArray(doc) ? doc : doc && typeof doc === 'object' && Array.isArray((doc as { steps?: unknown }).steps) ? (doc as { steps: unknown[] }).steps : null;
  if (!list) throw usageError(null, 'the file must hold a list of steps (or {"steps": [...]})');
  if (list.length === 0) throw usageError(null, 'there are no steps');
  return list.map((raw, i) => validateStep(raw, i + 1));
}

function validateStep(raw: unknown, index: number): Step {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw usageError(index, 'a step is an object such as {"chat": {...}, "expect": {...}}');
  const entries = Object.entries(raw as Record<string, unknown>);
  const actions = entries.filter(([key]) => key !== 'expect' && key !== 'name');
  if (actions.length !== 1) throw usageError(index, `give exactly one action (${ACTIONS.join(', ')}), not ${actions.map(([k]) => k).join(', ') || 'none'}`);
  const [key, args] = actions[0]!;
  const action = (key === 'deleteMessage' ? 'delete-message' : key) as Action;
  if (!ACTIONS.includes(action)) throw usageError(index, `unknown action '${key}' (${ACTIONS.join(', ')})`);
  const expect = ((raw as { expect?: unknown }).expect ?? {}) as Expect;
  if (typeof expect !== 'object' || Array.isArray(expect)) throw usageError(index, '"expect" is an object');
  for (const k of Object.keys(expect)) if (!(EXPECT_KEYS as readonly string[]).includes(k)) throw usageError(index, `unknown expectation '${k}' (${EXPECT_KEYS.join(', ')})`);
  if (expect.outcome !== undefined && !['completed', 'error', 'cancelled'].includes(String(expect.outcome))) throw usageError(index, 'expect.outcome is completed, error or cancelled');
  if (expect.matches !== undefined) {
    try {
      new RegExp(String(expect.matches));
    } catch {
      throw usageError(index, `expect.matches is not a regular expression: ${String(expect.matches)}`);
    }
  }
  const name = typeof (raw as { name?: unknown }).name === 'string' ? (raw as { name: string }).name : null;
  const step: Step = { index, name, action, args, expect };
  checkArgs(step);
  return step;
}

/** Argument checks before anything runs, so a typo fails fast (exit 2). */
function checkArgs(step: Step): void {
  const fail = (text: string) => usageError(step.index, text);
  const obj = (step.args ?? {}) as Record<string, unknown>;
  switch (step.action) {
    case 'chat':
      if (typeof obj.agent !== 'string' || !obj.agent) throw fail('chat needs "agent"');
      if (typeof obj.message !== 'string' || !obj.message.trim()) throw fail('chat needs "message"');
      try {
        parseMode(obj.mode);
        parseTransport(obj.transport);
      } catch (error) {
        throw fail((error as Error).message);
      }
      return;
    case 'rate':
      if (typeof step.args !== 'object' || step.args === null) throw fail('rate is {message?: last|ID, rating: 1-5}');
      try {
        parseRating(String(obj.rating));
      } catch (error) {
        throw fail((error as Error).message);
      }
      return;
    default:
      return;
  }
}

function refOf(args: unknown, key: string): string {
  if (args === null || args === undefined || args === '') return 'last';
  if (typeof args === 'string') return args;
  if (typeof args === 'object' && typeof (args as Record<string, unknown>)[key] === 'string') return (args as Record<string, string>)[key]!;
  return 'last';
}

function resolveRef(ref: string, last: string | null, what: string): string {
  if (ref !== 'last') return ref;
  if (!last) throw new CliError(`there is no previous ${what} for "last"`);
  return last;
}

/** The message a step names, and its session when it is the last answer (else it is looked up). */
function messageRef(step: Step, state: ScenarioState): [string, string | null] {
  const ref = refOf(step.args, 'message');
  return ref === 'last' ? [resolveRef(ref, state.messageId, 'answer'), state.sessionId] : [ref, null];
}

async function runStep(context: CommandContext<UsesOf<typeof SCENARIO>>, step: Step, state: ScenarioState): Promise<StepRun> {
  const args = (step.args ?? {}) as Record<string, unknown>;
  const ok = (text: string, summary: string, facts: StepRun['facts'] = {}, details?: Record<string, unknown>): StepRun => ({ outcome: 'completed', text, error: null, summary, facts, details });
  switch (step.action) {
    case 'chat': {
      const session = typeof args.session === 'string' ? args.session : 'new';
      const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : []);
      const result = await runChat(context, {
        agent: String(args.agent),
        message: String(args.message),
        mode: parseMode(args.mode),
        sessionId: session === 'new' ? null : resolveRef(session, state.sessionId, 'session'),
        transport: parseTransport(args.transport),
        referencedDocumentIds: list(args.refDocs),
        webSourceIds: list(args.urlSources),
      });
      if (result.session_id) state.sessionId = result.session_id;
      if (result.message_id) state.messageId = result.message_id;
      if (result.artifacts[0]) state.artifactId = result.artifacts[0].id;
      const facts = { artifacts: result.artifacts.length, transport: result.transport, creditsSpent: result.credits_spent, remaining: result.credits_after };
      const summary = result.outcome === 'completed'
        ? `${result.agent} answered over ${transportLabel(result.transport)}: ${result.answer.length} characters, ${result.artifacts.length} ${result.artifacts.length === 1 ? 'artifact' : 'artifacts'}, ${result.credits_spent ?? '?'} credits`
        : `${result.agent}: ${result.error}`;
      return { outcome: result.outcome, text: result.answer, error: result.error, summary, facts, details: { session_id: result.session_id, request_id: result.request_id, message_id: result.message_id, artifacts: result.artifacts } };
    }
    case 'regenerate': {
      const [id, session] = messageRef(step, state);
      const result = await regenerateMessage(context.uses, id, session);
      state.messageId = result.message_id;
      return ok(result.content, `regenerated ${id} as ${result.message_id}`, {}, result);
    }
    case 'continue': {
      const [id, session] = messageRef(step, state);
      const agent = typeof args.agent === 'string' ? args.agent : null;
      const result = await continueMessage(context.uses, id, agent, session);
      return ok(result.content, `continued ${id} (continuation ${result.continuation_count})`, {}, result);
    }
    case 'rate': {
      const [id, session] = messageRef(step, state);
      const rating = parseRating(String(args.rating));
      await rateMessage(context.uses, id, rating, session);
      return ok(`${rating}`, `rated ${id}: ${rating}/5`);
    }
    case 'delete-message': {
      const [id, session] = messageRef(step, state);
      const result = await deleteMessage(context.uses, id, session);
      if (state.messageId === id) state.messageId = null;
      return ok('', `deleted ${id}; ${result.remaining_messages} messages left`, {}, result);
    }
    case 'credits': {
      const s = await creditsSummary(context.uses.creditsStore);
      const line = `${s.remaining} of ${s.total} credits remaining (${s.used} used)`;
      return ok(line, line, { remaining: s.remaining }, { ...s });
    }
    case 'agents': {
      const store = context.uses.chatStore;
      const agents = await store.loadAgents();
      if (store.view.error) throw new CliError(store.view.error);
      const line = agents.map((a) => a.slug).join(', ');
      return ok(line, `${agents.length} agents: ${line}`, { count: agents.length });
    }
    case 'sessions': {
      const slug = typeof args.agent === 'string' ? args.agent : undefined;
      const sessions = await context.uses.chatSessions.all(slug);
      const line = sessions.map((s) => s.title).join('\n');
      return ok(line, `${sessions.length} sessions${slug ? ` with ${slug}` : ''}`, { count: sessions.length });
    }
    case 'download': {
      const ref = resolveRef(refOf(step.args, 'artifact'), state.artifactId, 'artifact');
      const file = await downloadArtifact(context, ref);
      const out = typeof args.out === 'string' ? args.out : null;
      if (out) await writeFile(out, file.bytes);
      return ok(new TextDecoder().decode(file.bytes), `${file.filename}: ${file.bytes.byteLength} bytes${out ? ` saved to ${out}` : ''}`, { bytes: file.bytes.byteLength }, { filename: file.filename, mime_type: file.mime_type, path: out });
    }
  }
}

/** Every expectation the run misses, as a sentence. */
function misses(expect: Expect, run: StepRun): string[] {
  const failures: string[] = [];
  const wantOutcome = (expect.outcome as string | undefined) ?? (expect.error !== undefined ? 'error' : 'completed');
  if (run.outcome !== wantOutcome) failures.push(`expected outcome ${wantOutcome}, got ${run.outcome}${run.error ? `: ${run.error}` : ''}`);
  if (expect.error !== undefined && !(run.error ?? '').includes(String(expect.error))) failures.push(`expected the error to contain "${String(expect.error)}", got "${run.error ?? ''}"`);
  const texts = (v: unknown) => (Array.isArray(v) ? v.map(String) : [String(v)]);
  if (expect.contains !== undefined) for (const t of texts(expect.contains)) if (!run.text.includes(t)) failures.push(`expected the output to contain "${t}"`);
  if (expect.notContains !== undefined) for (const t of texts(expect.notContains)) if (run.text.includes(t)) failures.push(`expected the output not to contain "${t}"`);
  if (expect.matches !== undefined && !new RegExp(String(expect.matches)).test(run.text)) failures.push(`expected the output to match /${String(expect.matches)}/`);
  const exact = (key: keyof Expect, fact: number | string | null | undefined, label: string) => {
    if (expect[key] === undefined) return;
    if (String(fact) !== String(expect[key])) failures.push(`expected ${label} ${String(expect[key])}, got ${fact ?? 'none'}`);
  };
  const atLeast = (key: keyof Expect, fact: number | null | undefined, label: string) => {
    if (expect[key] === undefined) return;
    if (fact === null || fact === undefined || fact < Number(expect[key])) failures.push(`expected ${label} at least ${String(expect[key])}, got ${fact ?? 'none'}`);
  };
  exact('artifacts', run.facts.artifacts, 'artifacts');
  if (expect.transport !== undefined) exact('transport', run.facts.transport, 'transport');
  exact('creditsSpent', run.facts.creditsSpent, 'credits spent');
  exact('remaining', run.facts.remaining, 'credits remaining');
  atLeast('remainingAtLeast', run.facts.remaining, 'credits remaining');
  exact('count', run.facts.count, 'count');
  atLeast('countAtLeast', run.facts.count, 'count');
  atLeast('bytesAtLeast', run.facts.bytes, 'bytes');
  return failures;
}

function describeStep(step: Step): string {
  if (step.name) return step.name;
  const args = step.args as Record<string, unknown> | string | null | undefined;
  if (step.action === 'chat' && args && typeof args === 'object') return `chat ${String(args.agent)}`;
  if (typeof args === 'string') return `${step.action} ${args}`;
  return step.action;
}

function report(out: Output, step: Step, run: StepRun, failures: string[], ms: number): void {
  const passed = failures.length === 0;
  if (out.json) {
    out.line(JSON.stringify({ event: 'step', index: step.index, action: step.action, name: describeStep(step), ok: passed, outcome: run.outcome, summary: run.summary, error: run.error, failures, facts: run.facts, details: run.details ?? null, duration_ms: ms }));
    return;
  }
  out.line(`${passed ? 'PASS' : 'FAIL'}  ${step.index}. ${describeStep(step)}: ${run.summary} (${(ms / 1000).toFixed(1)} s)`);
  for (const failure of failures) out.line(`        ${failure}`);
}

export const scenarioCommand = defineCommand({
  name: 'scenario',
  summary: 'Run a JSON or YAML list of chat steps with expectations (agent flows in scripts and CI)',
  usage: 'scenario <file>',
  positionals: ['file'],
  help: SCENARIO_HELP,
  options: {},
  requiresSession: true,
  uses: SCENARIO,
  async run(context) {
    const file = positional(context.args, 0, 'file', this.usage);
    let source: string;
    try {
      source = await readFile(file, 'utf8');
    } catch (error) {
      throw new CliError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`, 2);
    }
    const steps = parseScenario(source, file);
    const state: ScenarioState = { sessionId: null, messageId: null, artifactId: null };
    const { out } = context;
    for (const step of steps) {
      const started = Date.now();
      let run: StepRun;
      try {
        run = await runStep(context, step, state);
      } catch (error) {
        if (!(error instanceof CliError || error instanceof ApiError)) throw error;
        run = { outcome: 'error', text: '', error: error.message, summary: error.message, facts: {} };
      }
      const failures = misses(step.expect, run);
      report(out, step, run, failures, Date.now() - started);
      if (failures.length > 0) {
        if (out.json) out.line(JSON.stringify({ event: 'summary', ok: false, passed: step.index - 1, failed_step: step.index, total: steps.length }));
        throw new CliError(`Scenario failed at step ${step.index} of ${steps.length}`);
      }
    }
    if (out.json) out.line(JSON.stringify({ event: 'summary', ok: true, passed: steps.length, failed_step: null, total: steps.length }));
    else out.line(`Scenario passed: ${steps.length} ${steps.length === 1 ? 'step' : 'steps'}`);
  },
});
