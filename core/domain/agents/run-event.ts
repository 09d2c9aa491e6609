/**
 * The agent chat's run events: one discriminated union, from the server's emit (`RunEvents.emit`) through the
 * stored log and the socket frame to the chat's screen (spec 4.7; R-WS-08 to R-WS-15). Every event carries the
 * `request_id` of its run (the server always sets it) and, once stored, the session's `seq`. Fields the spec lets a
 * reader do without are optional: an answer's text fields (R-WS-15), an error's text (R-CHATERR-24).
 */

/** The six stages of `progress_update` (R-WS-08). */
export const RUN_STAGES = ['agent_start', 'tool_start', 'llm_start', 'llm_end', 'tool_end', 'agent_finish'] as const;
export type RunStage = (typeof RUN_STAGES)[number];

/** What every event carries besides its own fields. */
export interface RunEventEnvelope {
  request_id?: string | null;
  /** The session's sequence number, set when the event is stored; a socket resumes `after` it. */
  seq?: number;
}

export interface ProgressUpdateEvent extends RunEventEnvelope {
  type: 'progress_update';
  stage: RunStage;
  message: string;
}

/** A tool's result line ('Understood: ...' is the brief's). The spec's readers also take `output` or `content`. */
export interface ToolOutputEvent extends RunEventEnvelope {
  type: 'tool_output';
  tool?: string;
  message?: string;
  output?: string;
  content?: string;
}

export interface StreamStartEvent extends RunEventEnvelope {
  type: 'stream_start';
}

export interface StreamTokenEvent extends RunEventEnvelope {
  type: 'stream_token';
  token: string;
}

export interface StreamCompleteEvent extends RunEventEnvelope {
  type: 'stream_complete';
}

interface ArtifactEventFields extends RunEventEnvelope {
  type: 'artifact_generated';
  artifact_id: string;
  artifact_type: string;
  message_id?: string;
  filename?: string;
  mime_type?: string;
}

/** A file of the answer: ready with its signed link, or failed alone with its reason (docs/DECISIONS.md A5). */
export type ArtifactGeneratedEvent =
  | (ArtifactEventFields & { status: 'completed'; download_url?: string; size_bytes?: number })
  | (ArtifactEventFields & { status: 'failed'; error?: string | null; error_message?: string | null });

/** The answer's write tools proposed this many confirmation cards. */
export interface ProposalsCreatedEvent extends RunEventEnvelope {
  type: 'proposals_created';
  message_id: string;
  count: number;
}

/** The answer (R-WS-15: its text is the first present of these fields, else the last tool_output). */
export interface AgentResponseEvent extends RunEventEnvelope {
  type: 'agent_response';
  message_id?: string;
  response?: string;
  engine?: string;
  email_body?: string;
  final_strategy?: string;
  generated_article?: string;
  brand_voice?: string;
}

export interface AgentErrorEvent extends RunEventEnvelope {
  type: 'agent_error';
  error?: string;
}

export interface RunCancelledEvent extends RunEventEnvelope {
  type: 'run_cancelled';
  message?: string;
}

export interface CancelAckEvent extends RunEventEnvelope {
  type: 'cancel_ack';
}

/** A continuation replaced the message's content (R-WS-13). */
export interface MessageUpdatedEvent extends RunEventEnvelope {
  type: 'message_updated';
  message_id: string;
  content: string;
  continuation_count?: number;
  final_output_length?: number;
}

export type RunEvent =
  | ProgressUpdateEvent
  | ToolOutputEvent
  | StreamStartEvent
  | StreamTokenEvent
  | StreamCompleteEvent
  | ArtifactGeneratedEvent
  | ProposalsCreatedEvent
  | AgentResponseEvent
  | AgentErrorEvent
  | RunCancelledEvent
  | CancelAckEvent
  | MessageUpdatedEvent;

export type RunEventType = RunEvent['type'];

type KeysOf<U> = U extends unknown ? keyof U : never;
type FieldOf<U, K extends PropertyKey> = U extends unknown ? (K extends keyof U ? Exclude<U[K], undefined> : never) : never;
/** Every field any run event has, each optional: the flat view of a socket message the spec's entity list gives (spec 3). */
export type RunEventFields = { [K in KeysOf<RunEvent>]?: FieldOf<RunEvent, K> };

/** An event as the server's use cases write it: the envelope (request id, seq) is RunEvents' to add. */
export type RunEventBody = RunEvent extends infer E ? (E extends RunEvent ? Omit<E, keyof RunEventEnvelope> : never) : never;

/** The events after which a conversation has something new to read (what a long poll waits for). */
export const ANSWER_EVENT_TYPES: ReadonlySet<string> = new Set<RunEventType>(['agent_response', 'agent_error', 'run_cancelled', 'message_updated']);

/**
 * A frame of the agent socket as the client reads it: a run event, or a message of another type (the server's
 * keep-alive `ping`; the spec's langgraph_update, tool_custom, stream_error), passed on untouched (R-WS-14). A reader
 * narrows it to a run event with `decodeRunEvent`.
 */
export type SocketMessage = RunEvent | ForeignSocketMessage;

/** A socket message of a type outside the run events (the keep-alive `ping`, or one the spec passes on unread). */
export type ForeignSocketMessage = Record<string, unknown> & { type: string; seq?: number };

type Check = (value: unknown) => boolean;
const isString: Check = (v) => typeof v === 'string';
const isNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const isStage: Check = (v) => typeof v === 'string' && (RUN_STAGES as readonly string[]).includes(v);
const isStatus: Check = (v) => v === 'completed' || v === 'failed';
const isNullableString: Check = (v) => v === null || typeof v === 'string';

/** Each event type's fields: required ones must be there, optional ones (`?`) may be absent; both must have their type. */
const FIELDS: Record<RunEventType, Record<string, Check>> = {
  progress_update: { stage: isStage, message: isString },
  tool_output: { 'tool?': isString, 'message?': isString, 'output?': isString, 'content?': isString },
  stream_start: {},
  stream_token: { token: isString },
  stream_complete: {},
  artifact_generated: {
    artifact_id: isString, artifact_type: isString, status: isStatus, 'message_id?': isString, 'filename?': isString, 'mime_type?': isString,
    'download_url?': isString, 'size_bytes?': isNumber, 'error?': isNullableString, 'error_message?': isNullableString,
  },
  proposals_created: { message_id: isString, count: isNumber },
  agent_response: {
    'message_id?': isString, 'response?': isString, 'engine?': isString, 'email_body?': isString, 'final_strategy?': isString,
    'generated_article?': isString, 'brand_voice?': isString,
  },
  agent_error: { 'error?': isString },
  run_cancelled: { 'message?': isString },
  cancel_ack: {},
  message_updated: { message_id: isString, content: isString, 'continuation_count?': isNumber, 'final_output_length?': isNumber },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRunEventType(type: string): type is RunEventType {
  return Object.prototype.hasOwnProperty.call(FIELDS, type);
}

/**
 * A run event from an untrusted value (a stored row, a socket frame), or null when it is not one: an unknown type,
 * a required field missing, or any field of the wrong type. The value itself is returned, fields beyond the
 * contract included, so what is passed on is what came.
 */
export function decodeRunEvent(value: unknown): RunEvent | null {
  if (!isRecord(value) || typeof value.type !== 'string' || !isRunEventType(value.type)) return null;
  if (value.request_id !== undefined && !isNullableString(value.request_id)) return null;
  if (value.seq !== undefined && !isNumber(value.seq)) return null;
  for (const [key, check] of Object.entries(FIELDS[value.type])) {
    const optional = key.endsWith('?');
    const field = value[optional ? key.slice(0, -1) : key];
    if (field === undefined ? !optional : !check(field)) return null;
  }
  return value as unknown as RunEvent;
}

/**
 * One socket frame decoded, or null when it is malformed: not JSON, not an object with a string `type`, a `seq`
 * that is no number, or a run event's type with fields that do not fit it.
 */
export function decodeSocketMessage(data: string): SocketMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.type !== 'string') return null;
  if (value.seq !== undefined && !isNumber(value.seq)) return null;
  if (!isRunEventType(value.type)) return value as ForeignSocketMessage;
  return decodeRunEvent(value);
}
