/**
 * Sending a request to an agent as the web app does: a fresh chat session, an async send with an
 * Idempotency-Key, polling the session's messages until the answer of that request is stored. Then one
 * regenerate of that answer, and then each follow-up sent in the same session (so it revises the chat's
 * answer, as a person typing "make it shorter" would expect). Image files that come with an answer are
 * downloaded and measured.
 */
import { randomUUID } from 'node:crypto';
import { ApiClient, sleep } from './api-client.ts';
import { imageSize } from './image-size.ts';

export interface ImageFile {
  mime: string;
  width: number | null;
  height: number | null;
}

export interface AgentAnswer {
  messageId: string;
  content: string;
  engine: string | null;
  outcome: string;
  artifactTypes: string[];
  images: ImageFile[];
  ms: number;
}

export interface Conversation {
  sessionId: string;
  first: AgentAnswer | null;
  regenerated: AgentAnswer | null;
  /** One entry per follow-up, in order; null when it got no answer. */
  followUps: (AgentAnswer | null)[];
  errors: string[];
}

interface ArtifactView {
  id: string;
  mime_type: string;
  generation_status: string;
  download_url: string | null;
}

interface MessageView {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  request_id: string | null;
  engine: string | null;
  outcome: string;
  artifacts: ArtifactView[];
}

export interface Turn {
  message: string;
  referencedDocumentIds?: string[];
}

export async function runConversation(client: ApiClient, baseUrl: string, slug: string, turns: readonly Turn[], timeoutMs: number): Promise<Conversation> {
  const errors: string[] = [];
  const session = await client.ok('POST', `/agents/${slug}/sessions/create`);
  const sessionId = session.session_id as string;
  const conversation: Conversation = { sessionId, first: null, regenerated: null, followUps: [], errors };

  const [firstTurn, ...rest] = turns;
  conversation.first = await send(client, baseUrl, slug, sessionId, firstTurn!, timeoutMs, errors);
  if (!conversation.first) return conversation;

  const regenBegan = Date.now();
  const regen = await client.call('POST', `/agents/messages/${conversation.first.messageId}/regenerate`);
  if (regen.status === 200 && typeof regen.body?.content === 'string') {
    const id = regen.body.new_message_id as string;
    const versions = (await client.ok('GET', `/agents/messages/${id}/versions`)) as MessageView[];
    const view = versions.find((v) => v.id === id);
    conversation.regenerated = {
      messageId: id,
      content: regen.body.content as string,
      engine: view?.engine ?? null,
      outcome: view?.outcome ?? 'completed',
      artifactTypes: view?.artifacts.map((a) => a.mime_type) ?? [],
      images: view ? await imagesOf(client, baseUrl, view.artifacts) : [],
      ms: Date.now() - regenBegan,
    };
  } else {
    errors.push(`regenerate answered ${regen.status}: ${JSON.stringify(regen.body).slice(0, 200)}`);
  }

  for (const turn of rest) {
    const answer = await send(client, baseUrl, slug, sessionId, turn, timeoutMs, errors);
    conversation.followUps.push(answer);
    if (!answer) break;
  }
  return conversation;
}

async function send(client: ApiClient, baseUrl: string, slug: string, sessionId: string, turn: Turn, timeoutMs: number, errors: string[]): Promise<AgentAnswer | null> {
  const began = Date.now();
  const sent = await client.ok(
    'POST',
    `/agents/${slug}/messages/async`,
    { session_id: sessionId, message: turn.message, ...(turn.referencedDocumentIds?.length ? { referenced_document_ids: turn.referencedDocumentIds } : {}) },
    { 'idempotency-key': `eval-${randomUUID()}` },
  );
  const requestId = sent.request_id as string;
  let answer: MessageView | undefined;
  while (Date.now() - began < timeoutMs) {
    const messages = (await client.ok('GET', `/agents/sessions/${sessionId}/messages`)) as MessageView[];
    answer = messages.find((m) => m.role === 'assistant' && m.request_id === requestId);
    if (answer) break;
    // Short: the offline engine answers in tens of milliseconds, and a longer wait was a sixth of the run spent idle.
    await sleep(40);
  }
  if (!answer) {
    errors.push(`no answer within ${Math.round(timeoutMs / 1000)} s`);
    return null;
  }
  if (answer.outcome !== 'completed') errors.push(`the run ${answer.outcome}: ${answer.content.slice(0, 200)}`);
  return {
    messageId: answer.id,
    content: answer.content,
    engine: answer.engine,
    outcome: answer.outcome,
    artifactTypes: answer.artifacts.map((a) => a.mime_type),
    images: await imagesOf(client, baseUrl, answer.artifacts),
    ms: Date.now() - began,
  };
}

/** Each image file of an answer, with its pixel size when the file can be downloaded and read. */
async function imagesOf(client: ApiClient, baseUrl: string, artifacts: readonly ArtifactView[]): Promise<ImageFile[]> {
  const out: ImageFile[] = [];
  for (const a of artifacts) {
    if (!a.mime_type.startsWith('image/')) continue;
    let size: { width: number; height: number } | null = null;
    if (a.generation_status === 'completed' && a.download_url) {
      const url = /^https?:/.test(a.download_url) ? a.download_url : a.download_url.startsWith('/api/') ? `${baseUrl}${a.download_url}` : `${baseUrl}/api/v1${a.download_url.startsWith('/') ? '' : '/'}${a.download_url}`;
      const res = await fetch(url, { headers: client.token ? { authorization: `Bearer ${client.token}` } : {} });
      if (res.ok) size = imageSize(new Uint8Array(await res.arrayBuffer()));
    }
    out.push({ mime: a.mime_type, width: size?.width ?? null, height: size?.height ?? null });
  }
  return out;
}
