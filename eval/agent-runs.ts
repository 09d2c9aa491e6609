/**
 * Sending one request to an agent as the web app does: a fresh session, an async send with an
 * Idempotency-Key, polling the session's messages until the answer of that request is stored, then one
 * regenerate of that answer.
 */
import { randomUUID } from 'node:crypto';
import { ApiClient, sleep } from './api-client.ts';

export interface AgentAnswer {
  messageId: string;
  content: string;
  engine: string | null;
  outcome: string;
  artifactTypes: string[];
  sourceTitles: string[];
  ms: number;
}

export interface AgentExchange {
  sessionId: string;
  first: AgentAnswer | null;
  regenerated: { content: string; ms: number } | null;
  errors: string[];
}

interface MessageView {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  request_id: string | null;
  engine: string | null;
  outcome: string;
  artifacts: { mime_type: string }[];
  sources?: { title: string }[];
}

export async function askAgent(client: ApiClient, slug: string, message: string, referencedDocumentIds: string[] | undefined, timeoutMs: number): Promise<AgentExchange> {
  const errors: string[] = [];
  const session = await client.ok('POST', `/agents/${slug}/sessions/create`);
  const sessionId = session.session_id as string;
  const began = Date.now();
  const sent = await client.ok(
    'POST',
    `/agents/${slug}/messages/async`,
    { session_id: sessionId, message, ...(referencedDocumentIds?.length ? { referenced_document_ids: referencedDocumentIds } : {}) },
    { 'idempotency-key': `eval-${randomUUID()}` },
  );
  const requestId = sent.request_id as string;

  let answer: MessageView | undefined;
  while (Date.now() - began < timeoutMs) {
    const messages = (await client.ok('GET', `/agents/sessions/${sessionId}/messages`)) as MessageView[];
    answer = messages.find((m) => m.role === 'assistant' && m.request_id === requestId);
    if (answer) break;
    await sleep(150);
  }
  if (!answer) {
    errors.push(`no answer within ${Math.round(timeoutMs / 1000)} s`);
    return { sessionId, first: null, regenerated: null, errors };
  }
  const first: AgentAnswer = {
    messageId: answer.id,
    content: answer.content,
    engine: answer.engine,
    outcome: answer.outcome,
    artifactTypes: answer.artifacts.map((a) => a.mime_type),
    sourceTitles: (answer.sources ?? []).map((s) => s.title),
    ms: Date.now() - began,
  };
  if (answer.outcome !== 'completed') errors.push(`the run ${answer.outcome}: ${answer.content.slice(0, 200)}`);

  let regenerated: AgentExchange['regenerated'] = null;
  const regenBegan = Date.now();
  const regen = await client.call('POST', `/agents/messages/${answer.id}/regenerate`);
  if (regen.status === 200 && typeof regen.body?.content === 'string') {
    regenerated = { content: regen.body.content as string, ms: Date.now() - regenBegan };
  } else {
    errors.push(`regenerate answered ${regen.status}: ${JSON.stringify(regen.body).slice(0, 200)}`);
  }
  return { sessionId, first, regenerated, errors };
}
