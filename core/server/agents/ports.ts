import type { ServiceIdentifier } from 'inversify';
import type { RunEventRecord } from './records.ts';

/** Delivers run events to whoever listens for a session: in process by default, Redis pub/sub to scale out. */
export interface RunEventBus {
  publish(event: RunEventRecord): void;
  subscribe(sessionId: string, listener: (event: RunEventRecord) => void): () => void;
}
export const RunEventBus: ServiceIdentifier<RunEventBus> = Symbol.for('server.RunEventBus');

/** Runs agent jobs in the background: in process by default, a Redis queue to scale out. */
export interface RunQueue {
  /**
   * Stores the job of a run's attempt (1 unless its first worker stopped; queueing one already queued adds nothing),
   * or throws RunQueueUnavailable when the queue cannot be reached in time (never waits without end).
   */
  enqueue(requestId: string, attempt?: number): Promise<void>;
  /** Whether a job enqueued now would be stored: the queue's store answers within a short bound (in process: always). */
  accepting(): Promise<boolean>;
  /** The worker side: called once per job. */
  process(handler: (requestId: string) => Promise<void>): void;
  /** Finishes or hands back in-flight jobs. */
  close(): Promise<void>;
}
export const RunQueue: ServiceIdentifier<RunQueue> = Symbol.for('server.RunQueue');

/** A tool the model may call (model-backed agents): its JSON-Schema arguments and how to run it. */
export interface LlmTool {
  name: string;
  description: string;
  /** JSON Schema of the arguments object. */
  parameters: Record<string, unknown>;
  run(args: Record<string, unknown>, signal: AbortSignal): Promise<string>;
}

/** What happened to one tool call, as the run shows it (spec: progress tool_start, tool_output). */
export interface LlmToolCall {
  tool: string;
  phase: 'start' | 'output' | 'error';
  message: string;
}

/** Default cap on tool calls in one run, so a model cannot loop on tools forever. */
export const MAX_TOOL_CALLS = 8;

export interface LlmRequest {
  system: string;
  prompt: string;
  /** The tools' findings, which the model must write from. */
  context: string;
  /** The answer the offline engine composes from those findings (a model writes its own). */
  draft: string;
  maxTokens: number;
  signal: AbortSignal;
  /** Told once how a stream that was not aborted ended: complete, or cut off at `maxTokens` (it can be continued). */
  onEnd?: (end: LlmEnd) => void;
  /** Tools the model may call; the offline engine ignores them. */
  tools?: LlmTool[];
  /** At most this many tool calls in one run (default 8); then the model must answer with what it has. */
  maxToolCalls?: number;
  onToolCall?: (call: LlmToolCall) => void | Promise<void>;
}

export type LlmEnd = 'complete' | 'cut_off';

export interface LlmUsage {
  inputTokens: number;
  outputTokens: number;
}

/** Streams a completion. The offline engine composes from the tools' outputs; the OpenAI-compatible adapter calls a model. */
export interface LlmProvider {
  readonly name: string;
  readonly offline: boolean;
  stream(request: LlmRequest): AsyncIterable<string>;
  usage(): LlmUsage | null;
}
export const LlmProvider: ServiceIdentifier<LlmProvider> = Symbol.for('server.LlmProvider');

export interface RetrievalHit {
  /** What kind of source: space profile, document, URL source. */
  sourceType: 'space_profile' | 'document' | 'url';
  sourceId: string;
  title: string;
  /** The source's own name (a file name, a page title), as a chip shows it; the title when absent. */
  name?: string;
  snippet: string;
  /** Which chunk of a document or URL source the snippet is from, so a viewer can open the source there. */
  chunkIndex?: number;
  score: number;
}

export interface RetrievalQuery {
  orgId: string;
  spaceId: string;
  query: string;
  /** How many hits of each kind (spec 9: reference documents 5, knowledge base 10, URLs 15). */
  k: { refDocs: number; kb: number; url: number };
  referencedDocumentIds: string[];
  referencedWebSourceIds: string[];
}

/** Finds what the space knows about a request, so answers can cite it. */
export interface Retrieval {
  search(query: RetrievalQuery): Promise<RetrievalHit[]>;
}
export const Retrieval: ServiceIdentifier<Retrieval> = Symbol.for('server.Retrieval');

/** Keeps artifact bytes (files under DATA_DIR by default). */
export interface ArtifactStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
}
export const ArtifactStorage: ServiceIdentifier<ArtifactStorage> = Symbol.for('server.ArtifactStorage');

/** Waits without blocking: timers as a port, so long polls and pings can be tested with a hand clock. */
export interface Scheduler {
  delay(ms: number, signal?: AbortSignal): Promise<void>;
}
export const Scheduler: ServiceIdentifier<Scheduler> = Symbol.for('server.Scheduler');

/** Signs short-lived download links for artifacts. */
export interface LinkSigner {
  sign(value: string, expiresAtMs: number): string;
  verify(value: string, expiresAtMs: number, signature: string): boolean;
}
export const LinkSigner: ServiceIdentifier<LinkSigner> = Symbol.for('server.LinkSigner');

/** Where a run's unexpected failure is recorded for the operator (the person sees a plain sentence instead). */
export interface RunFailureLog {
  failed(requestId: string, error: unknown): void;
}
export const RunFailureLog: ServiceIdentifier<RunFailureLog> = Symbol.for('server.RunFailureLog');
