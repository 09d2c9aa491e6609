import nlp from 'compromise';
import { promptStarters } from '../../domain/agents/prompt-starters.ts';

/**
 * Prompt starters from the space's profile: an empty chat offers requests about this business (its offer, its
 * customers, its goal), read from the answers as the short phrase a person would type in a request: "We bake
 * sourdough loaves, delivered every morning." gives "sourdough loaves". An answer no short phrase can be read from
 * leaves its blank ("(your offer)") rather than a sentence pasted whole.
 */
export function profileStarters(slug: string, answers: Readonly<Record<string, string>>): string[] {
  return promptStarters(slug, {
    offer: offerPhrase(answers.offer_main),
    audience: audiencePhrase(answers.audience_primary),
    goal: goalPhrase(answers.goal_primary),
    company: answers.business_name?.trim().split('\n')[0]?.trim().replace(/\.$/, '') || null,
    competitor: phrase(answers.competitors?.split(/,|;|\band\b/)[0], 5, 1),
    channel: phrase(answers.channels_best, 5, 1),
    platform: platformFor(answers.audience_type),
  });
}

/** Businesses read LinkedIn, consumers Instagram; unknown, 'social media'. */
function platformFor(audienceType: string | undefined): string | null {
  if (!audienceType?.trim()) return null;
  return /business/i.test(audienceType) && !/both/i.test(audienceType) ? 'LinkedIn' : 'Instagram';
}

const ADVERB = String.raw`(?:mainly|mostly|primarily|largely|usually|typically|generally|currently|also|now|just|really)`;

/** "Our main product is …", "We (mainly) bake …", "I teach …": what comes after is the offer. */
function offerPhrase(answer: string | undefined): string | null {
  let text = firstSentence(answer);
  if (!text) return null;
  text = text.replace(/^(?:our|the|my)\s+(?:(?:main|core|primary|flagship|key|best[- ]selling)\s+)?(?:products?|services?|offers?|offerings?)\s+(?:is|are)\s+/i, '');
  const subject = new RegExp(String.raw`^(?:we|i|our\s+(?:team|company|studio|shop|firm|agency|business))\s+(?:${ADVERB}\s+)?(\S+)\s+`, 'i').exec(text);
  if (subject) {
    // "We help small businesses file their taxes", "We are a family firm", "We make it easy to …": no offer named
    // in a few words.
    if (/^(?:help|helps|enable|enables|allow|allows|let|lets|support|supports|get|gets|are|am|is|have|has|want|wants|work|works)$/i.test(subject[1]!)) return null;
    text = text.slice(subject[0].length);
    if (/^(?:it|sure|people|you|your|them|our clients|our customers)\b/i.test(text)) return null;
    // "We design and build small gardens": both verbs go.
    const second = /^and\s+(\S+)\s+/i.exec(text);
    if (second && nlp(`we ${second[1]}`).terms().last().has('#Verb')) text = text.slice(second[0].length);
  }
  return phrase(text, 8, 2);
}

/** "Our customers are (mostly) …", "We sell to …": what comes after is the audience. */
function audiencePhrase(answer: string | undefined): string | null {
  let text = firstSentence(answer);
  if (!text) return null;
  text = text
    .replace(/^(?:our|my|the)\s+(?:(?:main|primary|ideal|typical|target|core|best|usual)\s+)?(?:customers?|clients?|audience|buyers?|users?|guests?|visitors?|market|customer base)\s+(?:is|are|would be)\s+/i, '')
    .replace(new RegExp(String.raw`^(?:we|i)\s+(?:${ADVERB}\s+)?(?:sell|work|cater|market)\s+(?:to|with|for)\s+`, 'i'), '')
    .replace(/^(?:they are|they're)\s+/i, '')
    .replace(new RegExp(String.raw`^${ADVERB}\s+`, 'i'), '');
  return phrase(text, 7, 2);
}

/** "Our main goal is to …", "We want to …", "To …": what comes after is the goal. */
function goalPhrase(answer: string | undefined): string | null {
  let text = firstSentence(answer);
  if (!text) return null;
  text = text
    .replace(/^(?:our|my|the)\s+(?:(?:main|primary|top|biggest|most important|key|first)\s+)?(?:marketing\s+)?(?:goal|aim|objective|priority)(?:\s+for\s+[^,]*?)?\s+(?:is|will be)\s+(?:to\s+)?/i, '')
    .replace(/^(?:we|i)\s+(?:want|need|aim|hope|plan|would like|'d like|’d like)\s+(?:to\s+)?/i, '')
    .replace(/^to\s+/i, '');
  return phrase(text, 10, 2);
}

/** The answer's first sentence: up to a full stop, a semicolon, a new line, a colon, a dash or a bracket. */
function firstSentence(answer: string | undefined): string {
  return answer?.trim().split(/[.!?](?=\s|$)|[;\n]|:\s|\s[–—-]\s|\s\(/)[0]?.trim().replace(/[,\s]+$/, '') ?? '';
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Where a clause describing what went before starts ("… that want fresh bread"). */
const RELATIVE = /,?\s+(?:who|that|which|where|whose)\s/i;
/** Where a tail about place, time or means starts ("… in Leeds", "… delivered every morning"). */
const TAIL = /,?\s+(?:through|via|at|from|in|on|by|across|around|near|within|during|before|after|until|every|each|sold|made|delivered|built|imported|shipped|available|using|while|when|because|since|so|without)\s+/gi;
/** Where a joined part starts ("… and the daily ferry", "… for engineering teams"); "30 to 55" is one part. */
const JOIN = /,?\s+(?:and|with|for|to(?!\s+\d))\s+/gi;

/**
 * A profile answer as a short phrase inside a sentence, at most `maxWords` words: cut where a describing clause
 * starts, else at its first comma, else at the latest tail or joined part that leaves it short enough. No end
 * punctuation; lower-cased unless it starts with a name. Null when empty, or when nothing short enough is left.
 */
function phrase(answer: string | undefined, maxWords: number, minWords: number): string | null {
  let text = firstSentence(answer);
  if (!text) return null;
  const fits = (t: string) => words(t) <= maxWords;
  const cut = (t: string, at: number) => (at > 0 && words(t.slice(0, at)) >= minWords ? t.slice(0, at) : t);
  if (!fits(text)) text = cut(text, text.search(RELATIVE));
  if (!fits(text)) text = cut(text, text.indexOf(', '));
  for (const marks of [TAIL, JOIN]) {
    if (fits(text)) break;
    const ends = [...text.matchAll(marks)].map((m) => m.index).filter((at) => at > 0 && words(text.slice(0, at)) >= minWords);
    const longest = ends.filter((at) => fits(text.slice(0, at))).pop();
    text = text.slice(0, longest ?? ends[0] ?? text.length);
  }
  text = text.replace(/(?:[\s,]+(?:and|or|the|a|an|of|to|for|with|in|on|at|by))+$/i, '').replace(/[\s,.;:!?]+$/, '');
  if (!fits(text) || words(text) < minWords || text.length < 2) return null;
  // Still a sentence about "we" or "I": it names no offer or audience in a few words.
  if (/^(?:we|we're|we’re|i|i'm|i’m|us|our company)\b/i.test(text)) return null;
  const [opening, ...rest] = text.split(/\s+/);
  // "Guided boat trips" reads "guided boat trips" mid-sentence; a name ("Instagram", "Harbour Tours") and "SEO" keep their capitals.
  const proper = rest.length === 0 || /^[A-Z]/.test(rest[0]!) || nlp(text).terms().first().has('#ProperNoun') || /[A-Z].*[A-Z]/.test(opening!);
  return proper ? text : text.charAt(0).toLowerCase() + text.slice(1);
}
