import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { documentItems } from '../../facts/document-items.ts';
import { NOT_COMPARED, OWN_FIGURE } from '../asked-claim.ts';

/**
 * 'Have a look at our 2024 results sheet. What's the story we should be telling, and is there anything we shouldn't
 * be claiming?': the story the sheet's own figures and customers tell, quoted with where they are from, and what it
 * cannot back: a claim to beat others with no comparison in it, what the team's notes say to keep out, and what the
 * voice says never to promise. Null unless the request asks for the story or the claims and a document is there.
 */
const ASKS = /\bstory\b[^.?!]{0,60}\b(?:tell|telling|told)\b|\b(?:tell|telling)\b[^.?!]{0,30}\bstory\b|\bshould(?:n'?t| not) (?:be )?claim(?:ing)?\b|\bwhat (?:can|should|could) we (?:claim|say)\b|\bwhat not to claim\b|\bsafe to claim\b/i;
/** A team note that keeps something out ('asked us NOT to mention his age', 'do not quote waiting times'). */
const KEEP_OUT = /\b(?:not|never|don'?t|do not)\b[^.]{0,30}\b(?:mention|quote|say|claim|use|name|share|compare|word)\b|\bleave (?:it|that|them) out\b/i;

export function resultsStory(input: TaskInput): TaskOutput | null {
  const request = input.brief.request;
  if (!ASKS.test(request) || input.brief.revision) return null;
  const docs = input.referenced.length ? input.referenced : (input.library ?? []);
  if (!docs.length) return null;
  const items = docs.flatMap((doc) => documentItems(doc.text).map((item) => ({ ...item, title: doc.title })));
  const figures = items.filter((i) => i.kind !== 'quote' && OWN_FIGURE.test(i.text) && !NOT_COMPARED.test(i.text) && !i.forStaff && !/\?$/.test(i.text)).slice(0, 4);
  const customers = items.filter((i) => i.kind === 'quote' && !i.forStaff && !/\b[0-3](?:\.\d)?\s*stars?\b/i.test(i.who ?? '') && !/\bbut\b/i.test(i.text)).slice(0, 2);
  const denied = items.find((i) => NOT_COMPARED.test(i.text));
  const keptOut = items.filter((i) => i.forStaff && KEEP_OUT.test(i.text) && i !== denied).slice(0, 3);
  const promises = (input.voice.claims ?? []).map((c) => c.rule).filter((r, k, all) => all.indexOf(r) === k).slice(0, 2);
  if (!figures.length && !customers.length) return null;
  const quote = (text: string, title: string) => `"${text.replace(/^(?:NB|Staff note|Note for staff|Staff):\s*/i, '').replace(/[.]+$/, '')}" _(${title})_`;
  const lead = figures[0] ?? null;
  const lines = [
    '## The story to tell',
    lead ? `Lead with your own figure: ${quote(lead.text, lead.title)}. It is yours, it is checkable, and no rival can say it for you.` : 'Lead with your customers\' own words: your documents hold no figure of your own to lead with.',
    ...figures.slice(1).map((f) => `- Back it with ${quote(f.text, f.title)}.`),
    ...customers.map((c) => `- In a customer's words: ${quote(c.text, c.title)}${c.who ? ` (${c.who.split(/,\s*/)[0]})` : ''}.`),
    '',
    '## What not to claim',
    `- That you are the best, the first or better than others: nothing in your documents compares you with them${denied ? `, and your own note says so: ${quote(denied.text, denied.title)}` : ''}. Say your own figure instead.`,
    ...keptOut.map((k) => `- What your team's notes keep out: ${quote(k.text, k.title)}.`),
    ...promises.map((p) => `- Anything your voice rules out: "${p.replace(/[.]+$/, '')}". A result someone had is theirs to tell, never a promise to the next customer.`),
  ];
  return {
    summary: `The story your ${docs.length === 1 ? docs[0]!.title : 'documents'} tell${docs.length === 1 ? 's' : ''}, and what ${docs.length === 1 ? 'it' : 'they'} cannot back.`,
    deliverable: lines.join('\n'),
    notes: ['Every figure and quote here is from your documents as written.'],
    used: [],
    steps: [{ tool: 'analysis', summary: `story from ${figures.length} figures and ${customers.length} customer quotes` }],
    artifacts: [],
  };
}
