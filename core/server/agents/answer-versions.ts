import type { ChatMessageRecord } from './records.ts';

/** A message with its place among the versions of its answer (a question or a first answer is version 1 of 1). */
export interface VersionedMessage {
  message: ChatMessageRecord;
  version: number;
  versionCount: number;
  /** The version the conversation shows: the newest completed one (or the newest, when none completed). */
  isCurrent: boolean;
  /** The first version's id, for the later versions of an answer. */
  versionOf: string | null;
}

/**
 * A session's messages in reading order: regenerating an answer adds a version written later, but it
 * belongs where the first version is, before the turns that followed it.
 */
export function inReadingOrder(messages: ChatMessageRecord[]): VersionedMessage[] {
  const byId = new Map(messages.map((m) => [m.id, m]));
  const rootOf = (m: ChatMessageRecord) => (m.versionOf && byId.has(m.versionOf) ? byId.get(m.versionOf)! : m);
  const chains = new Map<string, ChatMessageRecord[]>();
  for (const m of messages) {
    const root = rootOf(m).id;
    chains.set(root, [...(chains.get(root) ?? []), m]);
  }
  const byTime = (a: ChatMessageRecord, b: ChatMessageRecord) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const roots = [...chains.keys()].map((id) => byId.get(id)!).sort(byTime);
  return roots.flatMap((root) => {
    const chain = chains.get(root.id)!.sort(byTime);
    const completed = chain.filter((m) => m.metadata.outcome !== 'failed' && m.metadata.outcome !== 'cancelled');
    const current = completed.at(-1) ?? chain.at(-1)!;
    return chain.map((message, index) => ({ message, version: index + 1, versionCount: chain.length, isCurrent: message === current, versionOf: message === root ? null : root.id }));
  });
}

/**
 * Deleting a message cuts the conversation where it is read: its turn, every version of it, and all after it
 * on its branch (edit and resend): a message written on another version of an earlier edited question stays.
 */
export function cutFrom(messages: ChatMessageRecord[], messageId: string): string[] {
  const ordered = inReadingOrder(messages);
  const target = ordered.find((v) => v.message.id === messageId);
  if (!target) return [];
  const first = ordered.findIndex((v) => v.message.id === (target.versionOf ?? target.message.id));
  const earlier = new Set(ordered.slice(0, first).map((v) => v.versionOf ?? v.message.id));
  const onBranch = branchOf(ordered[first]!.message);
  return ordered
    .slice(first)
    .filter((v) => {
      const own = branchOf(v.message);
      return [...new Set([...Object.keys(onBranch), ...Object.keys(own)])].every((turn) => !earlier.has(turn) || (onBranch[turn] ?? turn) === (own[turn] ?? turn));
    })
    .map((v) => v.message.id);
}

function branchOf(message: ChatMessageRecord): Record<string, string> {
  const branch = message.metadata.branch;
  return branch && typeof branch === 'object' ? (branch as Record<string, string>) : {};
}
