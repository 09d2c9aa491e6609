/**
 * 'Write it in the first person, from me (Sam, the owner)': the copy spoken by one person instead of the business's
 * 'we', and signed with their name where the follow-up gives it. Fields (subject, preview, headline) keep the
 * business's voice; the voice's sign-off keeps its greeting, with the name in place of 'the … team'.
 */

/** What asks for it: 'first person', 'from me', 'in my own voice'. */
export const FIRST_PERSON = /\bfirst[- ]person\b|\b(?:it|this|that|them)\s+(?:as\s+if\s+(?:it(?:'s|’s| is| came| comes)\s+)?)?from me\b|\bin my (?:own )?voice\b/i;

/** Lines that are the piece's fields, not its speech. */
const FIELD = /^(?:[-*]\s+)?(?:subject|preview|preheader|headline|title|meta|button|cta|alt text)\b[^:\n]{0,20}:/i;

const SWAPS: [RegExp, string][] = [
  [/\ball of us at\b/gi, 'everyone at'],
  [/\bA person on our team reads every reply\b/g, 'I read every reply myself'],
  [/\bare we\b/gi, 'am I'],
  [/\bwere we\b/gi, 'was I'],
  [/\bwe(?:'|’)re\b/gi, "I'm"],
  [/\bwe are\b/gi, 'I am'],
  [/\bwe were\b/gi, 'I was'],
  [/\bwe(?:'|’)ve\b/gi, "I've"],
  [/\bwe(?:'|’)d\b/gi, "I'd"],
  [/\bwe(?:'|’)ll\b/gi, "I'll"],
  [/\bwe\b/gi, 'I'],
  [/\bourselves\b/gi, 'myself'],
  [/\bours\b/gi, 'mine'],
  [/\bour\b/gi, 'my'],
  // ('US' in capitals is a country, not 'us'.)
  [/\bus\b/g, 'me'],
  [/\bUs\b/g, 'Me'],
];

/** The word in the case of the one it replaces: 'Our' gives 'My', 'our' gives 'my'; 'I' is always capital. */
function swapIn(text: string): string {
  let out = text;
  for (const [pattern, to] of SWAPS) {
    out = out.replace(pattern, (found: string) => (/^[A-Z]/.test(found) || /^I\b/.test(to) ? to.charAt(0).toUpperCase() + to.slice(1) : to));
  }
  return out;
}

/** The name and role the follow-up gives: '(Sam, the owner)', 'from me, Sam', "I'm Sam", 'sign it Sam'. */
function signer(request: string): { name: string; role: string | null } | null {
  const bracket = /\(\s*([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s*(?:,\s*((?:the\s+)?[a-z][a-z -]{2,30}?))?\s*\)/.exec(request);
  if (bracket) return { name: bracket[1]!, role: bracket[2]?.trim() ?? null };
  const named = /\bfrom me,?\s+([A-Z][a-z]+)\b|\bI(?:'m|’m| am)\s+([A-Z][a-z]+)\b|\bsign(?:ed)?\s+(?:it|off)\s+(?:as\s+|with\s+|by\s+)?([A-Z][a-z]+)\b/.exec(request);
  const name = named?.[1] ?? named?.[2] ?? named?.[3];
  return name ? { name, role: null } : null;
}

/** 'With care, the Mitre & Glass team' signed by Sam, the owner: 'With care,\nSam, the owner of Mitre & Glass'. */
function signedBy(block: string, who: { name: string; role: string | null }): string | null {
  const team = /^(.{2,40}?,)\s*the (.{2,60}?) team$/i.exec(block.trim());
  if (!team) return null;
  const role = who.role ? `${who.role.startsWith('the ') ? who.role : `the ${who.role}`} of ${team[2]}` : null;
  return `${team[1]}\n${who.name}, ${role ?? team[2]}`;
}

export function inFirstPerson(text: string, request: string): string {
  const blocks = text.split(/\n{2,}/);
  const who = signer(request);
  const last = blocks.length - 1;
  return blocks
    .map((block, i) => {
      const signed = i === last && who ? signedBy(block, who) : null;
      if (signed) return signed;
      if (i === last && /^.{2,40},?\s*the .{2,60} team$/i.test(block.trim())) return block;
      return block
        .split('\n')
        .map((line) => (FIELD.test(line.trim()) ? line : swapIn(line)))
        .join('\n');
    })
    .join('\n\n');
}

/**
 * 'Sign it from Karen rather than the team': the piece as it was, signed by that person in place of the team, with
 * the sign-off's greeting kept ('Safe driving,\nKaren, Greenlane Driving School'). Null when the follow-up names no
 * signer or the piece has no team sign-off to change.
 */
export function signedFrom(request: string, text: string): string | null {
  const asked = /\b[Ss]ign(?:ed)?\s+(?:it|this|them|off|the email|the reply)?\s*(?:from|as|by|with)\s+([A-Z][a-z]+)(?:,\s*((?:the\s+|our\s+)?[a-z][a-z -]{2,30}?))?(?=[\s,.;!?)]|$)/.exec(request);
  if (!asked) return null;
  const who = { name: asked[1]!, role: asked[2]?.replace(/^our\s+/, 'the ').trim() ?? null };
  const blocks = text.trimEnd().split(/\n{2,}/);
  // The sign-off is the last block that signs for the team; notes after it (a merge-tag hint) stay as they are.
  const at = blocks.map((b, i) => (/^.{2,40}?,\s*the .{2,60}? team$/i.test(b.trim()) ? i : -1)).filter((i) => i >= 0).pop();
  if (at === undefined) return null;
  const signed = signedBy(blocks[at]!, who);
  if (!signed) return null;
  blocks[at] = signed;
  return blocks.join('\n\n');
}
