import { lowerFirst, phrasePrice } from '../../facts/fact-phrases.ts';
import { offeredPrices } from '../creative/copy-facts.ts';
import { uniqueSources } from '../strategy/advice-sources.ts';
import { capitalise } from '../../offline/template-grammar.ts';
import { countWord } from '../english-phrases.ts';
import type { Fact, FactSource } from '../../facts/fact-sheet.ts';
import { claimBrokenBy } from '../../offline/avoided-claims.ts';
import { applyVoice, bannedWordsIn } from '../../offline/voice-rules.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { spaceVoiceOf } from './space-voice.ts';
import { proseSentences } from './voice-breaches.ts';
import { has, parseEnglish } from '../../brief/english-words.ts';
import { strongestProof } from '../../facts/strongest-proof.ts';

/**
 * A short description of the business in its voice: a Google Business Profile or LinkedIn "About", a social bio, a
 * boilerplate paragraph, an elevator pitch. What it is and for whom, what sets it apart, proof and where to go next,
 * from the space's facts only, held to the request's sentence and character limits or the platform's own.
 */

/** Where it goes, and the characters that place allows when the request sets no limit. */
const PLACES: { test: RegExp; name: string; characters: number }[] = [
  { test: /google business profile|google my business|\bgbp\b|google (?:maps )?listing/i, name: 'your Google Business Profile', characters: 750 },
  { test: /instagram/i, name: 'your Instagram bio', characters: 150 },
  { test: /tiktok/i, name: 'your TikTok bio', characters: 80 },
  { test: /\b(?:x|twitter)\b/i, name: 'your X bio', characters: 160 },
  { test: /linkedin/i, name: 'your LinkedIn About section', characters: 2000 },
  { test: /facebook/i, name: 'your Facebook page', characters: 255 },
];

const sentence = (text: string) => {
  const t = text.trim().replace(/\s+/g, ' ');
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

/**
 * The versions asked one by one ('one warm, one short and factual, one for nervous drivers'), as written; empty when
 * the request gives none.
 */
function versionsAsked(request: string): string[] {
  return [...request.matchAll(/\bone\s+((?:for\s+)?[a-z][\w\s-]*?)(?=\s*(?:,|;|\.|$|\band one\b|\bor one\b))/gi)].map((m) => m[1]!.trim()).filter((v) => v.split(/\s+/).length <= 6);
}

/** Whether `text` already names most of the audience's own words ('offices … across Glasgow' names neither managers nor staff). */
function mentions(text: string, audience: string): boolean {
  const words = (audience.toLowerCase().match(/[a-z]{5,}/g) ?? []).filter((w) => !/^(about|around|their|which|those|people|with)$/.test(w));
  const lower = text.toLowerCase();
  return words.length > 0 && words.filter((w) => lower.includes(w.replace(/s$/, ''))).length * 2 >= words.length;
}

/** What sets it apart as a sentence: a list of things it gives ('The same team every week, a fixed quote…') is what the reader gets. */
function differentiatorSentence(text: string): string {
  const t = text.trim().replace(/[.]+$/, '');
  // A clause with its own subject and verb ('We answer within the hour') stands as written.
  const head = t.split(/,\s*/)[0]!;
  const verbless = !/^(?:we|you|i|they|it|our|every|each)\b/i.test(head) && !parseEnglish(head).words.some((w, i, all) => has(w, 'Verb') && !has(w, 'Participle', 'Gerund') && !has(all[i - 1], 'Determiner', 'Adjective'));
  return sentence(verbless ? `You get ${lowerFirst(t)}` : t);
}

function generate(input: TaskInput): TaskOutput {
  const n = Math.min(5, input.brief.deliverables.find((d) => !d.part)?.count ?? 1);
  if (n < 2) return describe(input, input.variant, '');
  // Several versions: each its own order of the facts, shaped by the word the request gives it.
  const styles = versionsAsked(input.brief.request);
  // A version the request names keeps the facts' own order, shaped by its word; 'warm' leads with what it offers, as a regenerate does.
  const orderOf = (style: string, i: number) => (style ? (/\b(warm|friendly|personal)\b/i.test(style) ? 1 : 0) : i) + input.variant;
  const versions = Array.from({ length: n }, (_, i) => ({ style: styles[i] ?? '', out: describe(input, orderOf(styles[i] ?? '', i), styles[i] ?? '') }));
  const used = uniqueSources(versions.flatMap((v) => v.out.used));
  const limit = versions[0]!.out.steps[0]!.summary.split('/').pop();
  return {
    summary: `${capitalise(countWord(n))} versions of the description, each within ${limit}, in ${spaceVoiceOf(input, { defaultLimit: false }).basis}.`,
    deliverable: versions.map((v, i) => `**Version ${i + 1}${v.style ? ` (${v.style})` : ''}** _(${v.out.deliverable.length} characters)_\n\n${v.out.deliverable}`).join('\n\n'),
    notes: ['Every sentence comes from your space profile and documents.', ...versions.flatMap((v) => v.out.notes.slice(1))].filter((x, i, all) => all.indexOf(x) === i),
    used,
    steps: versions.flatMap((v) => v.out.steps),
    artifacts: [],
  };
}

function describe(input: TaskInput, variant: number, style: string): TaskOutput {
  const { facts, brief } = input;
  const place = PLACES.find((p) => p.test.test(brief.request)) ?? null;
  const wordLimit = brief.limits.characters || place ? null : brief.limits.words;
  const limit = brief.limits.characters ?? place?.characters ?? (wordLimit ? wordLimit * 8 : 400);
  // 'short', 'brief': two sentences at most.
  const maxSentences = /\b(short|brief|concise|snappy)\b/i.test(style) ? Math.min(2, brief.limits.sentences ?? 2) : (brief.limits.sentences ?? null);
  const voice = spaceVoiceOf(input, { defaultLimit: false });
  const used: FactSource[] = [];
  const company = facts.company ?? '[your business name]';
  // What it is, as the profile says it; the product line when the description is missing.
  const what = facts.description ? proseSentences(facts.description)[0] ?? facts.description : facts.product ? `${company} offers ${facts.product.charAt(0).toLowerCase()}${facts.product.slice(1)}` : `${company} is [what you do, and for whom]`;
  if (facts.description || facts.product) used.push(facts.sources.find((s) => s.kind === 'profile') ?? { title: 'Space profile', kind: 'profile', id: null });
  const candidates: { text: string; source?: Fact['source'] }[] = [{ text: sentence(what) }];
  // Whom it serves, when what it is does not already say so: a stranger reading a listing looks for themselves first.
  const audience = facts.audience?.trim().replace(/[.]+$/, '');
  if (audience && !mentions(what, audience)) candidates.push({ text: sentence(`${company} works with ${lowerFirst(audience)}`) });
  if (facts.differentiator) candidates.push({ text: differentiatorSentence(facts.differentiator) });
  const proof = strongestProof(facts.proof);
  if (proof) candidates.push({ text: sentence(proof.text), source: proof.source });
  const next = facts.terms.find((t) => t.topic === 'trial') ?? null;
  if (next) candidates.push({ text: sentence(next.text), source: next.source });
  // 'An About us paragraph, 70 to 90 words': short of the length asked, what it offers and what that costs say more.
  const least = wordsAtLeast(brief.request);
  if (least && wordsIn(candidates.map((c) => c.text).join(' ')) < least) {
    if (facts.product && !mentions(what, facts.product)) candidates.push({ text: sentence(`${company} offers ${lowerFirst(facts.product)}`) });
    for (const p of offeredPrices(facts.prices).slice(0, 3)) candidates.push({ text: sentence(phrasePrice(p)), source: p.source });
  }
  // A regenerate says what it is from the offer and leads its support with the next step and proof: another version, not other words.
  if (variant % 2 === 1 && candidates.length > 1) {
    const [first, ...rest] = candidates;
    const offer = facts.product && facts.description ? { text: sentence(`${company}: ${facts.product.charAt(0).toLowerCase()}${facts.product.slice(1)}`) } : first!;
    candidates.splice(0, candidates.length, offer, ...rest.reverse());
  }
  // 'for nervous drivers': the sentences that speak of them lead.
  const forWhom = /^for\s+(.+)$/i.exec(style)?.[1];
  if (forWhom) {
    const words = (forWhom.toLowerCase().match(/[a-z]{4,}/g) ?? []);
    const speaks = (c: { text: string }) => words.some((w) => c.text.toLowerCase().includes(w));
    candidates.sort((a, b) => Number(speaks(b)) - Number(speaks(a)));
  }
  // 'factual': what it is and the proof, without the selling points.
  if (/\bfactual|facts\b/i.test(style) && candidates.length > 2 && facts.differentiator) candidates.splice(candidates.findIndex((c) => c.text === sentence(facts.differentiator!)), 1);
  let voiced = candidates.map((c) => ({ ...c, text: applyVoice(c.text, voice.rules).text.trim() })).filter((c) => c.text && !claimBrokenBy(c.text, voice.rules.claims ?? []));
  // 'Mention my parents starting it in 1987, Priya growing plants on site and the café': the sentences that say
  // those come first, one sentence at a time, so a long answer does not crowd them out.
  const mention = /\b(?:mention|include|talk about|cover)\s+([^.!?]+)/i.exec(brief.request)?.[1];
  if (mention && wordLimit) {
    const wanted = (mention.toLowerCase().match(/[a-z0-9]{4,}/g) ?? []).filter((w) => !/^(?:that|with|from|about|their|they|them|this|these|those|starting|growing)$/.test(w));
    const hits = (t: string) => wanted.filter((w) => t.toLowerCase().includes(w)).length;
    voiced = voiced.map((c, i) => ({ c, i, n: hits(c.text) })).sort((a, b) => Number(b.n > 0) - Number(a.n > 0) || a.i - b.i).map((x) => x.c);
  }
  // Whole sentences while they fit, in order; the first always, cut at a word only if it alone is too long.
  const chosen: typeof voiced = [];
  for (const c of voiced) {
    if (maxSentences !== null && chosen.length >= maxSentences) break;
    const joined = [...chosen, c].map((x) => x.text).join(' ');
    // 'About 100 words': a paragraph measured in words, not a profile's characters.
    // ('70 to 90 words': the top of a range is a limit, not a guide.)
    const most = wordLimit ? (least ? wordLimit : wordLimit * 1.1) : 0;
    if (wordLimit ? wordsIn(joined) <= most : joined.length <= limit) chosen.push(c);
    else if (wordLimit) {
      // Its first sentences, as many as fit: what follows in it leans on them, never the other way round.
      const parts = c.text.split(/(?<=[.!?])\s+(?=[A-Z])/);
      let k = parts.length - 1;
      while (k > 0 && wordsIn([...chosen.map((x) => x.text), parts.slice(0, k).join(' ')].join(' ')) > most) k--;
      if (k > 0) chosen.push({ ...c, text: parts.slice(0, k).join(' ') });
    }
  }
  let text = chosen.map((c) => c.text).join(' ');
  if (!text && voiced[0]) text = `${voiced[0].text.slice(0, Math.max(0, limit - 1)).replace(/\s+\S*$/, '')}…`;
  for (const c of chosen) if (c.source && !used.some((u) => u.title === c.source!.title)) used.push(c.source);
  const left = bannedWordsIn(text, voice.rules);
  const where = place?.name ?? 'your profile or press boilerplate';
  const count = proseSentences(text).length;
  return {
    summary: `A ${count === 1 ? 'one' : count === 2 ? 'two' : count === 3 ? 'three' : String(count)}-sentence description for ${where}, ${wordLimit ? `${wordsIn(text)} words (you asked for ${least && RANGE.test(brief.request) ? `${least} to ${wordLimit}` : `about ${wordLimit}`})` : `${text.length} of ${limit} characters`}, in ${voice.basis}.`,
    deliverable: text,
    notes: [
      `${text.length} characters${brief.limits.characters ? ` (the limit you set is ${brief.limits.characters})` : place ? ` (${place.name.replace(/^your /, '')} allows ${place.characters})` : ''}; every sentence comes from your space profile and documents.`,
      ...(left.length ? [`Still in the text: ${left.join(', ')}: your facts use ${left.length === 1 ? 'this word' : 'these words'}; reword by hand.`] : []),
      ...(chosen.length < voiced.length ? [`Left out to keep within ${maxSentences !== null && chosen.length >= maxSentences ? `${maxSentences} sentence${maxSentences === 1 ? '' : 's'}` : wordLimit ? `about ${wordLimit} words` : `${limit} characters`}: ${voiced.filter((v) => !chosen.includes(v)).map((v) => `"${v.text}"`).join(', ')}.`] : []),
    ],
    used,
    steps: [{ tool: 'voice_copy', summary: `${count} sentences, ${text.length}/${limit} characters` }],
    artifacts: [],
  };
}

export const ABOUT_TASK: AgentTask = {
  id: 'brand-voice.about',
  agent: 'brand-voice',
  label: 'a short description of the business in your voice',
  cues: ['about', 'about section', 'about us', 'about us paragraph', 'about us page', 'about page', 'our story', 'bio', 'boilerplate', 'elevator pitch', 'business description', 'company description', 'profile description', 'google business profile', 'describe our business', 'describe us', 'who we are'],
  delivers: ['bio', 'description', 'pitch', 'boilerplate'],
  starter: 'Write the About description for our Google Business Profile, under 250 characters',
  generate,
};

/** The fewest words a request asks for: '70 to 90 words' gives 70, 'between 80 and 100 words' 80, 'about 100 words' 80. */
const RANGE = /\b(\d{2,3})\s*(?:to|-|–)\s*\d{2,3}\s+words\b|\bbetween\s+(\d{2,3})\s+and\s+\d{2,3}\s+words\b/i;

function wordsAtLeast(request: string): number | null {
  const range = RANGE.exec(request);
  if (range) return Number(range[1] ?? range[2]);
  const about = /\b(?:about|around|roughly|approximately|circa)\s+(\d{2,3})\s+words\b/i.exec(request);
  return about ? Math.round(Number(about[1]) * 0.8) : null;
}

function wordsIn(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
