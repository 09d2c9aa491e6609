/**
 * One email as the tasks build it: subject, preview, greeting, the body's blocks, one call to action and the
 * sign-off. Blocks carry a weight so a word or sentence limit cuts the least needed first, never the offer,
 * the opening or the call to action.
 */
export interface Block {
  /** What the block does ('opening', 'offer', 'proof', 'list', ...), for the run's steps and for tests of structure. */
  role: string;
  text: string;
  /** 100 keeps the block whatever the limit; lower weights are cut first. */
  weight: number;
}

export interface EmailDraft {
  /** The job of this email in a sequence ('Welcome', 'Proof', 'Last call'); null for a single email. */
  job: string | null;
  /** When it goes out in a sequence ('Day 0, right after they sign up'); null for a single email. */
  timing: string | null;
  subject: string;
  /** Other subjects written for this email's one job, offered first when the request asks for subject options. */
  otherSubjects?: string[];
  preview: string;
  greeting: string;
  blocks: Block[];
  /** The one call to action, as a Markdown line. */
  cta: string;
  signOff: string;
}

export const KEEP = 100;

export function block(role: string, text: string | null | undefined, weight = 50): Block[] {
  return text?.trim() ? [{ role, text: text.trim(), weight }] : [];
}

/** The email's body as sent: greeting, blocks, call to action, sign-off. */
export function bodyOf(draft: EmailDraft): string {
  // A PS goes where readers look last: after the sign-off.
  const main = draft.blocks.filter((b) => b.role !== 'ps').map((b) => b.text);
  const ps = draft.blocks.filter((b) => b.role === 'ps').map((b) => b.text);
  return [draft.greeting, ...main, draft.cta, draft.signOff, ...ps].filter((p) => p.trim()).join('\n\n');
}

/** Words as a reader counts them: every run of characters holding a letter or a digit. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** A lead-in line and its list items, as one block ('What you get:' and three features). */
export function listText(lead: string, items: readonly string[]): string | null {
  return items.length ? [lead, ...items.map((i) => `- ${i}`)].join('\n') : null;
}
