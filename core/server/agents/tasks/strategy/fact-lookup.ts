import type { FactSource } from '../../facts/fact-sheet.ts';
import { documentItems } from '../../facts/document-items.ts';
import { WISH } from '../../facts/proof-facts.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';

/**
 * 'What's our repeat booking rate?', 'What is our average order value?', 'What do customers complain about most?':
 * a question for one fact of the business is answered with the line of the space's documents or profile that
 * states it, quoted with its source; when none does, the answer says so and what would give it, and never guesses
 * or answers another question (which channel to stop) instead.
 */
export function factLookup(input: TaskInput): TaskOutput | null {
  const request = input.brief.request.trim();
  if (!LOOKUP.test(request) || !/\?\s*$/.test(request) || (request.match(/\?/g) ?? []).length > 2) return null;
  // 'What do customers complain about most, and what should we fix first?': the fact, then the one call it leads to.
  const THEN = /[,;]?\s*\band\s+(?:what|which|how)\s+(?:should|do|would)\b.*$|[,;]?\s*\band\s+(?:is|are|was|were|has|have)\s+(?:it|that|this|they)\b.*$|(?<=\?)\s*(?:and\s+)?\S.*\?\s*$/i;
  const second = THEN.exec(request)?.[0] ?? null;
  const first = request.replace(THEN, '').trim();
  if (JUDGEMENT.test(first)) return null;
  const asked = askedThing(first);
  if (!asked || asked.keys.length === 0 || asked.keys.length > 5) return null;
  // A second question that asks for judgement ('and what should we fix first?') is answered only for complaints below,
  // and a comparison ('and is it better than 2023?') only when the fact itself is missing: then neither can be given.
  const compares = Boolean(second && /\b(?:better|worse|higher|lower|than|compare[sd]?|up|down)\b/i.test(second));
  if (second && !compares && !/\b(?:fix|improve|change|tackle|sort)\b/i.test(second)) return null;
  const complaints = asked.keys.some((k) => COMPLAINT_WORDS.test(k));
  const lines = candidateLines(input);
  const scored = lines
    .map((line) => ({ line, score: scoreOf(line, asked.keys, complaints) }))
    // (A complaint is found by what it says, 'too slow', 'confusing': the question's other words need not be there.)
    .filter((x) => x.score >= (complaints ? 1 : Math.max(1, Math.ceil(asked.keys.length * 0.67))) && holdsHead(x.line, asked.head, complaints))
    .sort((a, b) => b.score - a.score);
  if (complaints && scored.length) return complaintAnswer(asked.phrase, scored.map((x) => x.line), Boolean(second));
  const found = scored[0]?.line ?? null;
  if (!found) return notKnown(asked, lines, compares);
  if (compares) return null;
  const quote = found.text.replace(/\s+/g, ' ').trim().replace(/([^.!?])$/, '$1.');
  return {
    summary: `${capital(asked.phrase)}: from "${found.source.title}".`,
    deliverable: [`**${capital(asked.phrase)}:** ${quote}`, '', `*From "${found.source.title}"${found.section && found.section !== found.source.title ? `, under "${found.section}"` : ''}.*`].join('\n'),
    notes: [],
    used: [found.source],
    steps: [{ tool: 'lookup', summary: `${asked.phrase}: found in "${found.source.title}"` }],
    artifacts: [],
  };
}

/** A question for a fact: 'what's our …', 'how many …', 'what do customers …'. */
const LOOKUP = /^(?:(?:so|and|ok|okay|quick question)[,:]?\s+)?(?:(?:what(?:'s|\s+is|\s+was|\s+are|\s+were|\s+do|\s+does|\s+did)|how\s+(?:often|long))\s+(?:our|my|the|your|we|(?:customers?|clients?|people|guests?|members?|students?|patients?|parents?|users?|buyers?|shoppers?|visitors?|diners?|riders?|families|couples))\b|how\s+(?:many|much)\b)/i;
/** A question that asks for a call or a judgement is a decision, not a lookup. */
const JUDGEMENT = /\b(?:should|could|would|shall|can we|can i|need|needs|needed|must|have to|has to|to hit|to reach|to get to|afford|if|worth|risks?|pros|cons|options?|ways?|benefits?|downsides?|dangers?|chances|odds|steps|tips|realistic|enough|better|best (?:way|channel|time)|recommend|plan|idea|ideas|strategy|why)\b|\b(?:or|vs\.?|versus)\s+\w/i;
const STOP = new Set(['what', 'whats', "what's", 'is', 'was', 'are', 'were', 'do', 'does', 'did', 'how', 'many', 'much', 'often', 'long', 'our', 'my', 'the', 'your', 'we', 'us', 'about', 'most', 'currently', 'current', 'right', 'now', 'today', 'actually', 'exactly', 'roughly', 'typical', 'usually', 'tell', 'me', 'of', 'for', 'on', 'in', 'at', 'to', 'a', 'an', 'have', 'has', 'got', 'get', 'say', 'said', 'think', 'quick', 'question', 'so', 'and', 'ok', 'okay', 'bring', 'brought', 'make', 'made', 'generate', 'generated', 'there', 'they', 'them', 'last', 'this', 'that']);
const COMPLAINT_WORDS = /^(?:complain\w*|complaints?|problems?|issues?|dislike\w*|unhappy|grumble\w*|moan\w*|gripes?)$/i;

interface Asked {
  /** What is asked, as the request says it ('repeat booking rate'). */
  phrase: string;
  /** Its words, each as a stem ('repeat', 'booking', 'rate'). */
  keys: string[];
  /** The word it is about ('rate'): a line without it answers something else. */
  head: string;
}

const stem = (w: string) => w.toLowerCase().replace(/'s$/, '').replace(/(?<=[a-z]{3})(?:ies)$/, 'y').replace(/(?<=[a-z]{3})s$/, '');

function askedThing(request: string): Asked | null {
  const question = request.replace(/\?+\s*$/, '');
  const opening = LOOKUP.exec(question)!;
  // The subject the opening ends on ('customers', 'clients') is part of what is asked; 'our', 'the' are not.
  const subject = /\b(customers?|clients?|people|guests?|members?|students?|patients?|parents?|users?|buyers?|shoppers?|visitors?|diners?|riders?|families|couples)$/i.exec(opening[0])?.[1] ?? '';
  const body = `${subject} ${question.slice(opening[0].length)}`.trim();
  const words = (body.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []).filter((w) => !STOP.has(w) && w.length > 2);
  if (!words.length) return null;
  const phrase = body.replace(/\s+/g, ' ');
  const keys = [...new Set(words.map(stem))];
  // ('repeat booking rate': its last word; 'how many bookings …': the thing counted; 'customers complain': the verb.)
  const head = keys.find((k) => COMPLAINT_WORDS.test(k)) ?? (/\bhow\s+(?:many|much)\b/i.test(opening[0]) ? keys[0]! : keys.at(-1)!);
  // ('How many bookings did Instagram bring' is said as asked; 'what's our repeat rate' as 'your repeat rate'.)
  const counted = /^how\s+(?:many|much)\b/i.exec(question.replace(/^(?:so|and|ok|okay|quick question)[,:]?\s+/i, ''));
  return { phrase: counted ? question.replace(/^(?:so|and|ok|okay|quick question)[,:]?\s+/i, '').replace(/^h/, 'H') : `your ${phrase.replace(/^(?:our|my|the|your)\s+/i, '')}`, keys, head };
}

interface Line {
  text: string;
  section: string;
  source: FactSource;
}

/** Every statement of the documents the run read (ticked, named, the space's library and what retrieval found), and the profile's answers. */
function candidateLines(input: TaskInput): Line[] {
  const docs = [...input.referenced, ...(input.library ?? [])];
  const seen = new Set<string>();
  const out: Line[] = [];
  for (const doc of docs) {
    if (seen.has(doc.title)) continue;
    seen.add(doc.title);
    const source: FactSource = { title: doc.title, kind: doc.kind, id: doc.id };
    for (const item of documentItems(doc.text)) out.push({ text: item.cells ? item.cells.map((c) => `${c.header}: ${c.value}`).join('; ') : item.text, section: item.section, source });
  }
  for (const passage of input.passages) if (!seen.has(passage.title)) for (const item of documentItems(passage.text)) out.push({ text: item.text, section: item.section, source: { title: passage.title, kind: 'document', id: null } });
  return out;
}

function scoreOf(line: Line, keys: readonly string[], complaints: boolean): number {
  const words = new Set((`${line.source.title.replace(/[-_]/g, ' ')} ${line.section} ${line.text}`.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []).map(stem));
  return keys.filter((k) => words.has(k) || (complaints && COMPLAINT_WORDS.test(k) && WISH.test(line.text))).length;
}

function holdsHead(line: Line, head: string, complaints: boolean): boolean {
  if (complaints && COMPLAINT_WORDS.test(head)) return WISH.test(line.text);
  const words = new Set((`${line.section} ${line.text}`.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []).map(stem));
  return words.has(head);
}

/** What customers complain about, most mentioned first when the line counts them; the first to fix when asked. */
function complaintAnswer(phrase: string, lines: Line[], fixAsked: boolean): TaskOutput {
  const who = /\b(customers|clients|people|guests|members|students|patients|parents|users|buyers|shoppers|visitors|diners|riders|families|couples)\b/i.exec(phrase)?.[1]?.toLowerCase() ?? 'customers';
  const items: { text: string; count: number | null; source: FactSource }[] = [];
  for (const line of lines.slice(0, 4)) {
    // 'What guests told us: …; …' has a heading to drop; 'Turnaround too slow: 17 of 64' is the complaint and its count.
    const heading = /^([^:;]{2,60}):\s+/.exec(line.text);
    const text = heading && !WISH.test(heading[1]!) ? line.text.slice(heading[0].length) : line.text;
    for (const part of text.split(/;\s+/)) {
      if (!WISH.test(part)) continue;
      const count = /\((?:mentioned\s+)?(\d+)(?:\s+times)?\)/i.exec(part)?.[1] ?? /:\s*(\d+)\s+of\s+\d+\s*\.?$/i.exec(part)?.[1];
      items.push({ text: part.replace(/\s*\((?:mentioned\s+)?\d+(?:\s+times)?\)\s*/i, '').replace(/:\s*\d+\s+of\s+\d+\s*\.?$/i, '').replace(/[.;]+$/, '').trim(), count: count ? Number(count) : null, source: line.source });
    }
  }
  if (!items.length) return notKnown({ phrase, keys: [], head: '' }, []);
  const counted = items.some((i) => i.count !== null);
  const ordered = counted ? [...items].sort((a, b) => (b.count ?? 0) - (a.count ?? 0)) : items;
  const top = ordered[0]!;
  const sources = [...new Map(ordered.map((i) => [i.source.title, i.source])).values()];
  const list = ordered.slice(0, 5).map((i, n) => `${n + 1}. ${capital(i.text)}${i.count !== null ? ` (${i.count} mention${i.count === 1 ? '' : 's'})` : ''}`);
  const fix = fixAsked ? ['', `**Fix first:** ${capital(top.text)}${top.count !== null ? `: it is the most mentioned (${top.count})` : ': it comes first in your feedback'}. Say what changed where those ${who} will see it, and count the mentions again next quarter.`] : [];
  return {
    summary: `What ${who} complain about most: ${top.text}.`,
    deliverable: [`**Most mentioned first${counted ? '' : ' (your feedback does not count them, so in the order it lists them)'}:**`, ...list, ...fix, '', `*From ${sources.map((s) => `"${s.title}"`).join(' and ')}.*`].join('\n'),
    notes: [],
    used: sources,
    steps: [{ tool: 'lookup', summary: `complaints: ${ordered.length} found` }],
    artifacts: [],
  };
}

/** Not in the facts: said plainly, with what would give it and the nearest facts the space does hold. */
function notKnown(asked: Asked, lines: Line[], compares = false): TaskOutput {
  const near = asked.keys.length ? lines.filter((l) => scoreOf(l, asked.keys, false) >= 1 && /\d/.test(l.text)).slice(0, 3) : [];
  const rate = /^(?:rate|percentage|share|ratio|conversion)$/.test(asked.head);
  const how = rate
    ? `To work it out: count who did it over a period and divide by everyone who could have in the same period (for a repeat rate, customers who bought twice or more in a year ÷ all customers that year).`
    : `Add it to your space profile or a document, with the period it covers, and ask again.`;
  return {
    summary: `${capital(asked.phrase)} is not in your space profile or documents.`,
    deliverable: [`**Not in your facts:** ${capital(asked.phrase)} is not in your space profile or documents, so I won't guess it${compares ? ', nor compare it with an earlier figure' : ''}.`, '', how, ...(near.length ? ['', 'What your documents do say nearby:', ...near.map((l) => `- ${l.text.replace(/\s+/g, ' ').trim()} (${l.source.title})`)] : [])].join('\n'),
    notes: [],
    used: [...new Map(near.map((l) => [l.source.title, l.source])).values()],
    steps: [{ tool: 'lookup', summary: `${asked.phrase}: not found` }],
    artifacts: [],
  };
}

const capital = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
