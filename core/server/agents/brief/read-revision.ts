import type { Limits, Revision } from './brief.ts';
import { textOf, type Word } from './english-words.ts';
import { QUESTION_ON_DECISION } from '../tasks/decision-follow-up.ts';

// What a follow-up asks of the previous answer, by the words it uses (lemmas and lower-case text).
const KINDS: [RegExp, Revision['kind']][] = [
  [/\b(short|shorter|shorten|trim|tighten|condense|cut (?:it|this|that) down|cut down|more concise|too long|less wordy|briefer|pare)\b/, 'shorter'],
  [/\b(longer|lengthen|expand|flesh out|more detail|more detailed|too short|elaborate)\b/, 'longer'],
  [/\b(another angle|different angle|new angle|other angle|different approach|another approach|another take|different take|fresh take|another version|different version|a version for|version for|what about|how about|try again|something else|another way|different direction|another direction|different hook|another hook|alternative)\b/, 'angle'],
  [/\b(more formal|less formal|more casual|more playful|more serious|friendlier|more friendly|warmer|more warm|less salesy|soften|more personal|more human|less stiff|more professional|more fun|punchier|more punchy|softer|bolder|more confident|less pushy|more urgent|less urgent|more curious|curiosity|more intriguing|intriguing|more of a teaser|teaser|catchier|more clickable|first[- ]person|(?:it|this|that|them) (?:as if (?:it's |it is |it came |it comes )?)?from me|in my (?:own )?voice|tone)\b/, 'tone'],
  [/\b(focus on|focus more on|emphasi[sz]e|lead with|open with|more about|centre on|center on|highlight|play up|put more weight on|make (?:it|this|that|them|the \w+(?: \w+)?) (?:all |more |be )?about|(?:write|make|rewrite|redo|aim|angle|tailor|pitch) (?:it|this|that|them|the \w+(?: \w+)?) (?:for|at)|about .+ instead)\b/, 'focus'],
  [/\b(british|uk|american|us) (spelling|english)\b|\b(spell|spelt|spelled) (?:it )?(?:the )?(british|uk|american|us)\b/, 'spelling'],
  [/\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|some|couple) more\b|\bmore (?:options|ideas|versions|variations|headlines|lines|subject lines|taglines|captions|posts|keywords)\b|\banother (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b/, 'more'],
  [/\b(change|replace|swap|fix|correct|reword|rephrase|instead of|should say|should read|remove|drop|delete|cut the|take out|add|move|lose|take off|get rid of)\b/, 'fix'],
  [/\b(translate|translation|in (?:spanish|french|german|italian|portuguese|dutch|polish|welsh|irish|japanese|chinese|arabic))\b/, 'translate'],
];
/** 'Put Bristol in both', "include 'Bristol' in the title": the words (1) and the field or fields (2, 3) they go into. */
export const WORDS_INTO_FIELD = /\b(?:put|add|include|get|work|use|mention|insert)\s+(?:the\s+(?:word|keyword|phrase|name)\s+)?["“'‘]?([^"”'’.,;:!?]{2,40}?)["”'’]?\s+(?:in|into|to)\s+(?:the\s+)?(both|title(?: tag)?|meta title|(?:meta )?description|subject(?: line)?|headline|preview(?: text)?)\b(?:\s+and\s+(?:the\s+)?(title(?: tag)?|(?:meta )?description|subject(?: line)?|preview(?: text)?)\b)?/i;

/** 'add a sixth one about parking', 'add an H2 about home visits', 'one more about gift vouchers': (1) the item's kind, (2) what it is about. */
export const ADD_ITEM = /^(?:(?:please|also|and|now|ok|okay|can you|could you)[\s,]+)*(?:add|include|put in|give me)\s+(?:a|an|one|another|one more|a new|a (?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth))\s+(?:(?:more|new|extra)\s+)?(one|faq|question|section|h2|h3|heading|point|item|bullet|tip|step|idea)?\s*(?:about|on|for|covering|answering)\s+(.{3,80}?)[.!]?\s*$/i;

/** 'now covers 8 miles from LS7, not 5', 'it's £12 now, not £10', 'actually Thursdays, not Tuesdays': (1) the new, (2) the old. */
export const CORRECTION = /\b(?:now|actually|is|are|it's|it is|they're|changed to|has changed to|should be|moved to)\s+((?:[\w£$€%'’-]+(?:[.,]\d+)?\s+){0,5}?[\w£$€%'’-]+(?:[.,]\d+)?)(?:\s+now)?,?\s+not\s+([\w£$€%'’-]+(?:[.,]\d+)?(?:\s+[\w£$€%'’-]+(?:[.,]\d+)?){0,3}?)\s*(?:[—–-]\s|[.;!,?]|\(|$)/i;

/** 'SUMMER25 is only for manual blocks', 'the code is only valid on weekdays, not weekends'. */
const ONLY_FOR = /\b([A-Z][A-Z0-9]{2,}|(?:the )?(?:offer|code|discount|deal))\s+(?:is|are)\s+only\s+(?:for|on|valid (?:for|on)|available (?:for|on|to))\s+(.+?)(?:,?\s+not\s+(?:for\s+|on\s+)?[^.;!?]+?)?\s*(?:[.;!?]|$)/;

const LOOSE_CORRECTION = /((?:[\w£$€%'’-]+(?:[.,]\d+)?\s+){0,3}?[\w£$€%'’-]+(?:[.,]\d+)?),?\s+not\s+([\w£$€%'’-]+(?:[.,]\d+)?(?:\s+[\w£$€%'’-]+(?:[.,]\d+)?){0,2}?)\s*(?:[—–-]\s|[.;!,?]|$)/i;

/** A follow-up that opens by putting something into the answer ('Also mention …', 'Can you include …', 'Remind them what the plan includes'). */
const ADDS = /^\s*(?:(?:please|can you|could you|would you|now|also|and|then|ok|okay|great|good|perfect|brilliant|cool|yes|yep|right|thanks|lovely|nice)[\s,!.]+)*(?:add|include|mention|work in|put in|bring in|throw in|slip in|weave in|squeeze in|remind (?:them|people|readers|customers|everyone|her|him)(?:\s+(?:of|about))?)\b\s*/i;
/** What such a follow-up may name and still put into the answer: proof, a line, a fact, not a new piece of work. */
const PUT_IN = /^(?:testimonial|review|quote|story|case study|result|stat|statistic|fact|line|sentence|note|p\.?s\.?|detail|price|link|code|offer|deal|discount)s?$/i;
// Follow-ups that point back at the answer without saying how to change it: 'it', 'that', 'the email'.
const POINTS_BACK = /\b(it|this|that|the (?:email|post|draft|copy|text|answer|plan|script|ad|headline|line|subject line|caption|article|outline|version|one|first|second|third|last))\b/;

/**
 * How a follow-up revises the chat's previous answer ('make it shorter', 'focus on the price', 'another angle',
 * 'change the second line to ...', 'more formal', 'give me two more'), or null when it asks for something new.
 * A request that names a new piece of work is a new request, unless it asks for more of the same piece.
 */
export function readRevision(source: string, words: readonly Word[], limits: Limits, newPieces: readonly string[], previousPieces: readonly string[]): Revision | null {
  // Words inside quotes are the new wording, not the change asked for ('say "Add your first van"').
  const quoted = (w: Word) => /["“][^"”]*$/.test(source.slice(0, w.start));
  const lower = ` ${words.filter((w) => !quoted(w)).map((w) => w.lower).join(' ')} `;
  const lemmas = ` ${words.filter((w) => !quoted(w)).map((w) => w.lemma).join(' ')} `;
  const limited = Object.values(limits).some((v) => v !== null);
  const morePieces = KINDS.find(([, k]) => k === 'more')![0].test(lower);
  // 'Why not the other one?', 'What if we had twice the budget?', 'And if we drop Google Ads?': a question on the
  // answer just given, even when it names a channel that reads as a piece of work ('ads').
  // ('What if the budget drops to £800 a month? Redo the split.': the question, with a short ask to redo after it.)
  const asked = /^[^?]{1,200}\?/.exec(source)?.[0];
  const after = asked ? source.slice(asked.length).trim() : '';
  if (asked && QUESTION_ON_DECISION.test(asked) && (!after || (after.split(/\s+/).length <= 8 && /^(?:redo|re-?do|rework|update|recalculate|re-?run|show|give|split|what|and|so)\b/i.test(after))) && asked.split(/\s+/).length <= 20) return { kind: 'other', detail: asked.replace(/[?]+$/, '').trim() };
  // 'The van now covers 8 miles from LS7, not 5 — update it': a figure or a word of the answer corrected.
  // ('we collect on Wednesdays, not Tuesdays. fix it': with no 'now', the ask to fix says it is a correction.)
  // (Read only in a short follow-up: a pasted text is never scanned for one.)
  const short = source.split(/\s+/).length <= 30;
  // 'Correction: SUMMER25 is only for manual blocks, not automatic': the offer narrowed, not a word swapped.
  const only = short ? ONLY_FOR.exec(source) : null;
  if (only) return { kind: 'fix', detail: `only "${only[1]!.trim()}" for "${only[2]!.trim()}"` };
  const corrected = !short ? null : CORRECTION.exec(source) ?? (/\b(?:update|fix|correct|change|amend)\s+(?:it|that|this|the \w+)\b/i.test(source) ? LOOSE_CORRECTION.exec(source) : null);
  if (corrected) return { kind: 'fix', detail: `correct "${corrected[2]!.trim()}" to "${corrected[1]!.trim()}"` };
  // 'Draft a reply to Margaret's review, under 60 words': new work asked in the chat, not the answer cut to 60 words.
  if (asksForNewWork(source)) return null;
  const part = partNamed(source, lower, words, newPieces);
  // 'Mention Linda's review too', 'Include the free home survey', 'Work in the 0% finance': something put into the
  // answer, even a review or a quote (which read as pieces of work of their own). 'Add an SMS version', 'include a
  // LinkedIn post' are new pieces, and 'add 3 more' is more of them.
  // 'Open with a question', 'can you start each one with a question': the opening of each piece becomes a question.
  if (/^\s*(?:(?:please|can you|could you|now|and|let's|ok|okay)[\s,]+)*(?:open|start|lead|begin|kick off)\b[^.?!]{0,30}\b(?:with|on)\s+(?:a\s+)?question\b/i.test(source)) return { kind: 'fix', detail: 'open with a question', ...(part ? { part } : {}) };
  // 'Put Bristol in both', "include 'Bristol' in the title": words put into a field of the answer.
  if (WORDS_INTO_FIELD.test(source) && !words.slice(0, 3).some((w) => /^(write|draft|create|give|suggest|produce|generate)$/.test(w.lemma))) {
    return { kind: 'fix', detail: textOf(source, words).replace(/[.!?]+$/, ''), ...(part ? { part } : {}) };
  }
  // 'Add another one about parking', 'add an H2 about home visits': one more item of the answer, on that.
  if (ADD_ITEM.test(source.trim())) return { kind: 'fix', detail: textOf(source, words).replace(/[.!?]+$/, ''), ...(part ? { part } : {}) };
  // ('He's just rung to say he drives. Add a line on parking.': what was said first is why; the change is the sentence that asks it.)
  const adding = [source, ...source.split(/(?<=[a-z0-9)"”'’][.!?])\s+(?=[A-Z])/).slice(1)].find((t) => ADDS.test(t)) ?? source;
  const addition = ADDS.exec(adding);
  const added = addition ? adding.slice(addition[0].length).split(/[.!?\n](?:\s|$)/)[0]!.trim() : '';
  // ('She'll bring two pieces. Add a line on the glass upgrade.': pieces named in the news are not asked for.)
  const lineAsked = adding !== source && /^(?:a|an|one)\s+(?:short\s+|quick\s+)?(?:line|sentence|note|p\.?\s?s\.?|mention|word)\b/i.test(added);
  if (addition && !part && !morePieces && (newPieces.every((p) => PUT_IN.test(p)) || lineAsked) && !/\bversions?\b/i.test(adding)) {
    const object = added;
    if (object) return { kind: 'fix', detail: `add ${object}` };
  }
  // 'Turn it into a LinkedIn post' is new work made from the answer; 'Make it about care homes' revises it.
  const refocus = KINDS.find(([, k]) => k === 'focus')![0].exec(lower);
  if (newPieces.length && !part && !(morePieces && newPieces.every((p) => previousPieces.includes(p))) && !(refocus && !/\b(?:turn|convert|repurpose|write|draft|create)\b/.test(lower.slice(0, lower.indexOf(refocus[0]))))) return null;
  // '3 more like the fourth one', 'the second one is good, give me 5 variations of it': more of them, like that one.
  // ('Number 3 is the one. Four more in that style': more like the one named before.)
  const like = LIKE_ONE.exec(source) ?? IN_THAT_STYLE.exec(source);
  const liked = like ? likedPiece(like, source, part) : null;
  if (like && liked) return { kind: 'more', detail: like[1] ?? null, part: liked };
  // 'Give me two more, a bit more playful': more of the pieces, whatever tone they are asked in.
  const more = KINDS.find(([, k]) => k === 'more')![0].exec(lower);
  if (more) return { kind: 'more', detail: detailOf(source, 'more', more[0].trim()), ...(part ? { part } : {}) };
  for (const [pattern, kind] of KINDS) {
    const m = pattern.exec(lower) ?? pattern.exec(lemmas);
    if (!m) continue;
    if (kind === 'longer' && !/\b(longer|lengthen|expand|flesh out|more detail|too short|elaborate)\b/.test(lower) && limited) continue;
    return { kind, detail: detailOf(source, kind, m[0].trim()), ...(part ? { part } : {}) };
  }
  // 'Make the subject line rhyme': a change to that part, even one the engine cannot make.
  if (part) return { kind: 'other', detail: textOf(source, words).replace(/[.!?]+$/, ''), part };
  // (A limit the chat set earlier is carried in the brief; only one this follow-up states asks for a cut.)
  if (limited && /\b\d[\d,]*\s*(?:words?|characters?|chars?|sentences?|bullets?|lines?|seconds?|secs?)\b/i.test(source)) return { kind: 'shorter', detail: limitText(limits) };
  // 'Keep each answer to one sentence': every piece cut, by sentences.
  const perPiece = /\b(?:each|every|all)\b[^.!?]{0,30}?\b(one|two|three|four|five|\d)\s+sentences?\b/i.exec(source);
  if (perPiece) return { kind: 'shorter', detail: `each piece to ${perPiece[1]} sentence${perPiece[1] === 'one' || perPiece[1] === '1' ? '' : 's'}` };
  // A short follow-up that points back at the answer ('Can you make it friendlier for dentists?').
  if (words.length <= 16 && POINTS_BACK.test(lower)) return { kind: 'other', detail: textOf(source, words).replace(/[.!?]+$/, '') };
  return null;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
/** 'N more like the fourth one', '5 variations of it', 'a few alternatives based on number 3': (1) how many, (2) which. */
const LIKE_ONE = /\b(?:(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+)?(?:more\s+(?:\w+\s+)?|(?:more\s+)?(?:variations?|versions?|alternatives?|riffs?|takes?)\s+)(?:like|of|on|based on|along the lines of|in the (?:style|vein|spirit) of|similar to)\s+(?:the\s+)?((?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)(?:\s+one)?|(?:number|no\.?|#)\s*\d{1,2}|it|that(?:\s+one)?|this(?:\s+one)?)\b/i;

/** 'Four more in that style', 'three more in the same vein': (1) how many, (2) 'it', so the one named elsewhere. */
const IN_THAT_STYLE = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+more\s+(?:\w+\s+)?(?:in|with|along)\s+(?:that|the same|this|its)\s+(?:style|vein|spirit|tone|lines?|feel)()/i;

/** The piece a 'like' follow-up names: 'piece 4' for 'the fourth one' or 'number 4'; for 'it', the one named before. */
function likedPiece(like: RegExpExecArray, source: string, part: string | null): string | null {
  const which = like[2]!.toLowerCase();
  const ordinal = ORDINALS.findIndex((o) => which.startsWith(o));
  if (ordinal >= 0) return `piece ${ordinal + 1}`;
  if (which.startsWith('last')) return 'piece last';
  const number = /(\d{1,2})/.exec(which)?.[1];
  if (number) return `piece ${number}`;
  // 'Number 3 is close. Give me 5 variations of it.'
  const named = /\b(?:number|no\.?|#)\s*(\d{1,2})\b/i.exec(source)?.[1];
  if (named) return `piece ${named}`;
  return part && /^[a-z]+ (?:\d{1,2}|last)$/.test(part) ? `piece ${part.split(' ')[1]}` : null;
}

/** Words after 'write a' that still point back at the answer: 'write a shorter version', 'give me another one'. */
const BACK_WORDS = new Set(['one', 'ones', 'version', 'versions', 'variant', 'variants', 'take', 'option', 'options', 'variation', 'variations', 'alternative', 'alternatives', 'more', 'shorter', 'longer', 'punchier', 'warmer', 'new', 'different', 'another', 'revised', 'same', 'edit', 'rewrite', 'cut', 'fresh', 'better', 'second', 'final', 'tighter', 'simpler', 'clean', 'corrected', 'copy']);

/**
 * A follow-up that opens by asking for a new piece ('OK, draft a reply to the review', 'Now write a job ad'), which
 * no word of its first few points back at the answer ('write a shorter version' does).
 */
function asksForNewWork(source: string): boolean {
  const opening = /^(?:(?:ok(?:ay)?|good|great|fine|perfect|thanks|right|cool|now|then|and|also|next|so|lovely|brilliant)[\s,.!-]+)*(?:(?:can|could|would) you\s+)?(?:please\s+)?(?:write|draft|create|compose|prepare|put together|give me|make me|do me|plan|build|design|map out|set up|suggest)\s+(?:me\s+)?/i.exec(source);
  if (!opening) return false;
  const rest = source.slice(opening[0].length);
  // 'Now write the follow-up for people who didn't open it', 'draft the reminder': the piece that comes after this one.
  if (/^the\s+(?:(?:first|second|next|last|final)\s+)?(?:follow-?up|reminder|last-chance|thank-you|welcome)\b/i.test(rest)) return true;
  // 'Write the three questions I should ask them': pieces counted and named, unless they are versions of the answer.
  const counted = /^the\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+((?:[\w'-]+\s*){1,3})/i.exec(rest);
  if (counted && !counted[1]!.toLowerCase().split(/\s+/).some((w) => BACK_WORDS.has(w))) return true;
  // ('write one for Instagram' is this piece again for another platform; 'give me one concrete campaign' is new.)
  const m = /^(?:a|an|some|\d+|two|three|four|five|six|one(?!\s+(?:for|about|like|more|with|in|on|that|which)\b))\s+((?:[\w'-]+\s*){1,4})/i.exec(rest);
  if (!m) return false;
  const next = m[1]!.toLowerCase().split(/\s+/).filter(Boolean);
  // (A pronoun before the piece points back at the answer; after it, 'a campaign for it' is new work about the answer.)
  return !next.some((w) => BACK_WORDS.has(w)) && !/\b(?:it|this|that|them|these|those)\b/i.test(opening[0]);
}

function limitText(limits: Limits): string {
  const parts = Object.entries(limits)
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `${v} ${k}`);
  return `at most ${parts.join(' and ')}`;
}

/** What to focus on, the new tone, the line to change, how many more: the words after the cue, as written. */
function detailOf(source: string, kind: Revision['kind'], cue: string): string | null {
  if (kind === 'shorter' || kind === 'longer' || kind === 'angle') {
    // 'another angle on the price', 'Another angle: lead with the order actions'.
    const angle = /\b(?:angle|approach|take|direction|hook)(?:\s+(?:on|about|around|of|that|with)\s+|\s*[:,—–-]\s*)([^.!?]+)/i.exec(source);
    return kind === 'angle' ? angle?.[1]?.trim() ?? null : null;
  }
  if (kind === 'tone') return cue === 'tone' ? /\btone\b[^.!?]*?\b(?:to|more|less)\s+([^.!?]+)/i.exec(source)?.[1]?.trim() ?? null : cue;
  if (kind === 'more') return /(\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|some|couple)/.exec(cue)?.[1] ?? null;
  if (kind === 'spelling') return /\b(american|us)\b/i.test(cue) ? 'american' : 'british';
  // 'about families instead': what the answer is to be about.
  // (Read from the source as written: the words' lower forms may differ from it, 'café' read as 'cafe'.)
  if (kind === 'focus' && /^about .+ instead$/.test(cue)) return /\babout\s+(.+?)\s+instead\b/i.exec(source)?.[1]?.trim() || null;
  if (kind === 'translate') return /\b(spanish|french|german|italian|portuguese|dutch|polish|welsh|irish|japanese|chinese|arabic)\b/i.exec(source)?.[1] ?? null;
  // 'focus on the price', 'change the second line to "..."': the rest of the sentence after the cue.
  const at = source.toLowerCase().indexOf(cue.split(' ')[0]!);
  if (at < 0) return null;
  const rest = source.slice(at + cue.length).replace(/^[\s:,-]+/, '');
  const detail = (kind === 'fix' ? rest.split(/\n/)[0]! : rest.split(/[.!?\n]/)[0]!).trim().replace(/[.!?]+$/, '');
  return detail || null;
}

// Parts of an answer a follow-up can name without asking for a new piece ('translate the CTA', 'fix the headline').
const PARTS = /\b(?:the|that|this|your|its|our)\s+((?:first|second|third|last|opening|closing)\s+)?(subject lines?|subject|preview(?: text)?|headlines?|cta|call to action|button|sign-?off|greeting|opening(?: line)?|first line|last line|closing line|ps|p\.s\.|hashtags?|intro|title(?: tag)?|meta description|description|meta title|hook)\b/i;

/**
 * The part of the previous answer a follow-up works on ('Make the subject line punchier', 'Translate the CTA to
 * Italian'): named with 'the' and not asked for anew ('Now write the subject lines for it' is new work).
 */
function partNamed(source: string, lower: string, words: readonly Word[], newPieces: readonly string[]): string | null {
  // 'Make caption 2 funnier', 'rewrite email 3': one numbered piece of the answer.
  const numbered = /\b(caption|post|ad|email|headline|tagline|question|answer|option|version|slide|tweet)\s+(\d{1,2})\b/i.exec(source);
  if (numbered && !words.slice(0, 3).some((w) => /^(write|draft|create|give|suggest|produce|generate|prepare|brainstorm)$/.test(w.lemma)) && newPieces.every((p) => numbered[1]!.toLowerCase().startsWith(p.replace(/s$/, '')) || p.startsWith(numbered[1]!.toLowerCase()))) return `${numbered[1]!.toLowerCase()} ${numbered[2]}`;
  // 'Make the second one shorter', 'the last caption is too salesy': one piece of the answer by its place.
  const placed = /\b(?:the|that)\s+(first|second|third|fourth|fifth|sixth|last|1st|2nd|3rd|4th|5th|6th)\s+(one|caption|post|ad|email|headline|tagline|option|version|variation|slide|tweet)\b/i.exec(source);
  if (placed && !words.slice(0, 3).some((w) => /^(write|draft|create|give|suggest|produce|generate|prepare|brainstorm)$/.test(w.lemma))) {
    const place = placed[1]!.toLowerCase();
    const n = place === 'last' ? 'last' : String(['first', 'second', 'third', 'fourth', 'fifth', 'sixth'].indexOf(place) + 1 || Number.parseInt(place, 10));
    return `${placed[2]!.toLowerCase() === 'one' ? 'piece' : placed[2]!.toLowerCase()} ${n}`;
  }
  const m = PARTS.exec(source);
  if (!m) return null;
  // A verb that asks for new work makes the piece new; 'make it/the … punchier' edits it.
  if (words.slice(0, 3).some((w) => /^(write|draft|create|give|suggest|produce|generate|prepare|brainstorm|come|turn|convert|repurpose)$/.test(w.lemma))) return null;
  const named = `${m[1] ?? ''}${m[2]!}`.toLowerCase().replace(/s$/, '');
  if (newPieces.length && !newPieces.every((p) => named.includes(p) || p.includes(named.replace(/^(first|second|third|last|opening|closing) /, '')))) return null;
  if (/^(?:description|meta description)$/.test(named)) return 'meta description';
  if (/^(?:title tag|meta title)$/.test(named)) return 'title';
  return /^(cta|call to action|button)$/.test(named) ? 'call to action' : named;
}
