import type { ChatMessage } from './chat-entities.ts';

/**
 * Versions and branches of a conversation. A turn is a message with its versions: an answer's
 * regenerations, or a question's edits. Editing a question starts a branch: every message records, for each
 * edited question before it, the version it follows (the first version when it records none). The chat shows
 * one version of each turn, and of the messages after an edited question only those of the version shown.
 */

/** The turn a message belongs to: its first version's id. */
export function turnOf(message: ChatMessage, ids: ReadonlySet<string>): string {
  return message.versionOf && ids.has(message.versionOf) ? message.versionOf : message.id;
}

/** Every version of the turn of `messageId`, oldest first (empty when the message is unknown). */
export function versionsOf(all: readonly ChatMessage[], messageId: string): ChatMessage[] {
  const ids = new Set(all.map((m) => m.id));
  const target = all.find((m) => m.id === messageId);
  if (!target) return [];
  const turn = turnOf(target, ids);
  return all.filter((m) => turnOf(m, ids) === turn);
}

/** The version a turn shows: the person's pick, else the server's current one, else the newest. */
function shownVersion(versions: readonly ChatMessage[], picked: string | undefined): ChatMessage {
  return versions.find((m) => m.id === picked) ?? [...versions].reverse().find((m) => m.isCurrent !== false) ?? versions.at(-1)!;
}

/**
 * What the chat shows, in reading order: one version per turn, on the branch the shown questions make.
 * `picks` maps a turn to the version the person chose. Also answers the branch a new message continues.
 */
export function showConversation(all: readonly ChatMessage[], picks: ReadonlyMap<string, string>): { messages: ChatMessage[]; branch: Record<string, string> } {
  const ids = new Set(all.map((m) => m.id));
  const turns = new Map<string, ChatMessage[]>();
  for (const m of all) {
    const turn = turnOf(m, ids);
    turns.set(turn, [...(turns.get(turn) ?? []), m]);
  }
  const branch: Record<string, string> = {};
  const onBranch = (m: ChatMessage) => Object.entries(branch).every(([turn, version]) => (m.branch?.[turn] ?? turn) === version);
  const messages: ChatMessage[] = [];
  const seen = new Set<string>();
  for (const m of all) {
    const turn = turnOf(m, ids);
    if (seen.has(turn)) continue;
    seen.add(turn);
    const versions = turns.get(turn)!;
    // A turn belongs to the branch its first version was written on; its versions share it.
    if (!onBranch(versions[0]!)) continue;
    const shown = shownVersion(versions, picks.get(turn));
    messages.push(shown);
    if (shown.role === 'user' && versions.length > 1) branch[turn] = shown.id;
  }
  return { messages, branch };
}

/**
 * The messages "delete from here" removes, as the server cuts: the turn's every version, and all written after
 * it on its branch (a message on another version of an earlier edited question stays).
 */
export function deletedFrom(all: readonly ChatMessage[], messageId: string): ChatMessage[] {
  const ids = new Set(all.map((m) => m.id));
  const target = all.find((m) => m.id === messageId);
  if (!target) return [];
  const turn = turnOf(target, ids);
  const first = all.findIndex((m) => m.id === turn);
  const earlier = new Set(all.slice(0, first).map((m) => turnOf(m, ids)));
  const onBranch = all[first]!.branch ?? {};
  return all.slice(first).filter((m) => {
    const own = m.branch ?? {};
    return [...new Set([...Object.keys(onBranch), ...Object.keys(own)])].every((t) => !earlier.has(t) || (onBranch[t] ?? t) === (own[t] ?? t));
  });
}
