/** Rows of the agent runtime as its use cases see them. */
export interface ChatSessionRecord {
  id: string;
  orgId: string;
  spaceId: string;
  userId: string;
  agentSlug: string;
  title: string;
  createdAt: Date;
  updatedAt: Date;
  /** Pinned chats list first; a new chat is not pinned. */
  pinned?: boolean;
}

export interface ChatMessageRecord {
  id: string;
  sessionId: string;
  role: 'user' | 'assistant';
  content: string;
  requestId: string | null;
  createdAt: Date;
  rating: number | null;
  feedbackCategories: string[];
  feedbackText: string | null;
  transactionId: string | null;
  metadata: Record<string, unknown>;
  /** For a regenerated answer: the first version of that answer (null for a question or a first answer). */
  versionOf: string | null;
}

export type RunStatus = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

export interface AgentRunRecord {
  requestId: string;
  sessionId: string;
  orgId: string;
  spaceId: string;
  userId: string;
  agentSlug: string;
  mode: string;
  cost: number;
  transactionId: string | null;
  status: RunStatus;
  input: Record<string, unknown>;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  /** Which start this is: 1, then 2 once its first worker stopped beating (RetryRunsOfStoppedWorkers). */
  attempt: number;
  /** The worker process that started it (WorkerHeartbeat's id); null until a worker starts it. */
  workerId: string | null;
}

export interface RunEventRecord {
  sessionId: string;
  seq: number;
  requestId: string | null;
  type: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

export interface ArtifactRecord {
  id: string;
  orgId: string;
  spaceId: string;
  sessionId: string;
  messageId: string | null;
  artifactType: string;
  artifactSubtype: string | null;
  filename: string;
  mimeType: string;
  sizeBytes: number;
  generationStatus: 'completed' | 'failed';
  errorMessage: string | null;
  storageKey: string | null;
  createdAt: Date;
}
