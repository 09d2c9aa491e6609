import { codeRedeemedAt, endsSentence } from './email/offer-copy.ts';
import { FIRST_PERSON, inFirstPerson, signedFrom } from './first-person.ts';
import { phoneNumberIn } from './phone-number.ts';
import { phoneOfferAsked, withPhoneOffer } from './phone-offer.ts';
import { REPLY_WORDS, brushOffsIn } from './brush-offs.ts';
import { LIGHTER, lighter, lighterLine } from './lighter-tone.ts';
import { ADMIN_TERM } from '../facts/term-facts.ts';
import { documentItems, faqEntries, forCustomers } from '../facts/document-items.ts';
import nlp from 'compromise';
import { stemOf, stemsOf } from '../offline/avoided-claims.ts';
import type { Brief, Offer } from '../brief/brief.ts';
import { parseEnglish } from '../brief/english-words.ts';
import { ADD_ITEM, WORDS_INTO_FIELD } from '../brief/read-revision.ts';
import { readOffer } from '../brief/read-offer.ts';
import { readAmounts } from '../brief/read-amounts.ts';
import { applyVoice, type VoiceRules } from '../offline/voice-rules.ts';
import { toConversational } from '../offline/register.ts';
import type { FactSheet, PriceFact } from '../facts/fact-sheet.ts';
import { phraseIncludes, phrasePrice, phraseProof, phraseTerm } from '../facts/fact-phrases.ts';
import { factTexts } from './pre-send/fact-texts.ts';
import { parseCount } from '../brief/parse-count.ts';
import { fewerPerList } from './fewer-per-list.ts';
import type { PreviousAnswer, TaskOutput } from './agent-task.ts';
import { revisionChanges } from './revision-changes.ts';
import { translateCallToAction } from './call-to-action-translations.ts';
import { answerOnDecision } from './decision-follow-up.ts';
import { respell } from './spelling-variants.ts';
import { lineReplacementAsked, replaceNumberedLines } from './replace-numbered-lines.ts';
import { escapeRegExp } from '../../../domain/escape-reg-exp.ts';

/** What a shorter version aims at when the follow-up gives no number: about two thirds of the words. */
const SHORTER_SHARE = 0.65;

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

/** A line that heads a piece: '### Instagram: 3 captions', '**Caption 1** · proof', '**Post 2** _(206/3,000)_'. */
const PIECE_HEAD = /^(#{1,6}\s|\*\*[^*\n]{1,60}\*\*(?:[^.!?\n]{0,60}[^.!?\n\s])?\s*$)/;
/** A label line that heads a piece or a field: a piece's head, 'Subject: …', '- Title tag: …'. */
const LABEL = new RegExp(`${PIECE_HEAD.source}|^(?:[-*]\\s+)?(subject|preview|headline|title|meta|title tag|meta description|primary text|description|button|alt text)\\b[^:\\n]{0,20}:`, 'i');

/** A field's label at the start of a line: '- Title tag: ', '**Headline:** ', 'Meta description: '; its counter stays with the text. */
const FIELD_LINE = /^\s*(?:[-*]\s+)?(?:\*\*[^*\n]{1,40}:\*\*\s*|\*\*[^*\n]{1,40}\*\*:\s*|(?:subject|preview|headline|title|title tag|meta title|meta description|primary text|description|caption|button|alt text)\s*:\s*)/i;

const FIELD_COUNTER = /\s*_\(\d[\d,]*\/[\d,]+(?:\s+characters?)?\)_\s*$/;

/** A block of the deliverable that a shorter or focused version keeps whole: headings, subject and preview lines, greetings, sign-offs, lists. */
function isFixed(block: string): boolean {
  const b = block.trim();
  return LABEL.test(b) || /^(hi|hello|dear|hey)\b[^.!?\n]{0,40},?$/i.test(b) || /^#\S/.test(b) || /^---+$/.test(b) || (b.split('\n').length > 1 && b.split('\n').every((l) => /^\s*([-*]|\d+\.)\s/.test(l)));
}

/** A line that asks the reader to act: a bold link, 'Claim the offer: link in bio.', 'Learn more: https://…'. */
function isCallToAction(line: string): boolean {
  const l = line.trim();
  return /^\*\*\[[^\]]+\]\([^)]+\)\*\*/.test(l) || /^[A-Z][^.!?\n]{1,60}\(link in bio\)\.?$/i.test(l) || /^\[[^\]]+\]\([^)]+\)/.test(l) || /^[A-Z][^.!?:\n]{1,40}:\s*(?:link in bio|https?:\/\/\S+)\.?$/i.test(l) || /^\*\*button:\*\*/i.test(l);
}

/** How the summary names what was done. */
function doneLine(brief: Brief, after: string, added: readonly string[]): string {
  const r = brief.revision!;
  const limit = brief.limits.words;
  const under = limit ? limitWords(brief.request, limit) : null;
  const on = r.part && r.part !== 'post' && r.part !== 'caption' ? ` ${r.part}` : '';
  const addedLines = () => added.map((a) => (/ changed to | cut to | taken out| moved to /.test(a) ? a : `${a} added`)).join(' and ');
  // ('Warmer, and offer to talk it through on the phone': both are said.)
  if (added.length && r.kind === 'tone' && r.detail && !r.part) return `with the wording made ${r.detail}, and ${addedLines()}`;
  if (added.length && (r.kind !== 'shorter' || added.every((a) => / cut to /.test(a)))) return `with ${addedLines()}`;
  switch (r.kind) {
    case 'shorter':
      if (r.part && /subject|preview|headline|title|description/.test(r.part)) return `with the ${r.part} made shorter`;
      // (Never 'cut to under 60 words' of a text still over it: the count is said as it is.)
      if (limit && wordCount(after) > limit) return `cut to ${wordCount(after)} words, which is still not ${under ?? `at most ${limit} words`}${added.length ? `, with ${added.join(' and ')} added` : ''}`;
      return `${under ? `cut to ${under} (now ${wordCount(after)})` : `cut to ${wordCount(after)} words`}${added.length ? `, with ${added.join(' and ')} added` : ''}`;
    case 'focus': {
      // A code, a sum or a share the focus names must be in the text before it is said to lead with it.
      const must = (r.detail ?? '').match(NAMED_FIGURES) ?? [];
      const missing = must.filter((m) => !after.includes(m));
      if (missing.length) return `with what it already says nearest to that moved up, but not leading with ${r.detail}: ${missing.map((m) => `"${m}"`).join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not in it, as I could not write a new line for ${missing.length === 1 ? 'it' : 'them'} offline. Add ${missing.length === 1 ? 'it' : 'them'} by hand, or ask again with a model connected`;
      return `now leading with ${r.detail}`;
    }
    case 'tone':
      // (A lighter tone offline is its set phrases said lighter, and it says no more than that.)
      if (LIGHTER.test((r.detail ?? '').toLowerCase())) return `with its set phrases said lighter, as far as I can offline`;
      return `with the${on || ' wording'} made ${r.detail ?? 'to the tone asked'}`;
    case 'spelling':
      return `in ${r.detail === 'american' ? 'American' : 'British'} spelling`;
    case 'translate':
      return `with the${on || ' text'} in ${capital(r.detail ?? 'the language asked')}`;
    case 'fix':
      return added.length ? `with ${added.map((a) => (/ changed to | cut to | taken out| moved to /.test(a) ? a : `${a} added`)).join(' and ')}` : `with the change asked for (${r.detail ?? 'the fix'})`;
    default:
      return under ? `cut to ${under} (now ${wordCount(after)})` : 'as asked';
  }
}

/** 'under 60 words' when the follow-up said under, else 'at most 60 words'. */
/** A sentence quoted in a summary: its first dozen words. */
function excerptOf(sentence: string): string {
  const words = sentence.replace(/\s+/g, ' ').trim().split(' ');
  return words.length > 12 ? `${words.slice(0, 12).join(' ')}…` : sentence.trim();
}

function limitWords(request: string, limit: number): string {
  const m = /\b(under|below|less than|fewer than|no more than|max(?:imum)?|at most|up to)\s+(\d+)\s+words?\b/i.exec(request);
  if (m && /under|below|less|fewer/i.test(m[1]!)) return `under ${m[2]} words`;
  return `at most ${limit} words`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A follow-up that revises the chat's previous answer (shorter, focused on one thing, a line fixed, another
 * tone, a part translated, something added) works on that answer's deliverable, not on a new template, and says
 * what changed from the actual diff. When the offline engine cannot make the change, it says so plainly.
 */
export function reviseAnswer(previous: PreviousAnswer, brief: Brief, voice: VoiceRules, facts: FactSheet | null = null, documents: readonly string[] = []): TaskOutput {
  const before = previous.deliverable.trim();
  const revision = brief.revision!;
  // 'Turn it into a 160-character SMS': the email's offer, link and an opt-out, as one text message.
  // ('the SMS version of the same offer', 'a text of it' ask the same.)
  const sms = /\b(?:sms|text message|text)\b/i.test(brief.request) && /\b(?:turn|convert|make|rewrite|adapt|change|as an?|into an?|version|give me|write)\b/i.test(brief.request) && /^\s*Subject\s*:/im.test(before) ? asSms(before, previous.brief, brief, facts) : null;
  if (sms) return sms;
  // 'Sign it from Karen rather than the team': the piece as it was, signed by that person.
  const resigned = signedFrom(brief.request, before);
  if (resigned) return { summary: 'Here is the previous answer, signed by the person you named instead of the team.', deliverable: resigned, notes: [], used: [], steps: [{ tool: 'revision', summary: 'sign-off changed' }], artifacts: [] };
  // 'Replace headlines 3 and 7 with something about the guarantee': those lines of the list, from the facts on it.
  const replacement = lineReplacementAsked(brief.request);
  const replaced = replacement ? replaceNumberedLines(before, replacement, factsAbout(replacement.about, facts), previous.brief?.limits.characters ?? brief.limits.characters ?? null) : null;
  // 'Make the second one shorter', 'punch up caption 3': that piece is revised and the others stay as they were.
  // 'Make every answer 2 sentences max': each piece keeps its first sentences ('answer 2' there is no piece named).
  const cap = EACH_SENTENCES.exec(brief.request);
  const piece = revision.part && !replaced && !cap ? pieceNamed(before, revision.part) : null;
  if (piece) return revisePiece(previous, brief, piece, (inner, innerBrief) => reviseAnswer(inner, innerBrief, voice, facts, documents));
  // 'Why not the other one?' after a decision builds on it rather than editing its text.
  const onDecision = revision.kind === 'other' ? answerOnDecision(previous, brief) : null;
  if (onDecision) return { ...onDecision, steps: [{ tool: 'revision', summary: 'question on the previous decision' }] };
  let after = replaced?.text ?? before;
  const notes: string[] = [];
  const added: string[] = [...(replaced?.added ?? [])];
  let already: string | null = null;
  // What the follow-up asked to take out and the answer does not have ('remove any emojis' on one with none).
  let absent: string | null = null;
  // A fix that changed nothing: the voice pass tidying a word is not the change asked for.
  let fixedNothing = false;
  // A limit the chat set earlier was met then; only this follow-up's own limit cuts again.
  const ownLimit = brief.limits.words && /\b\d+\s+words?\b/i.test(brief.request) ? brief.limits.words : null;
  // 'Make the description shorter': that field only, to about two thirds of its characters.
  const field = revision.part && /^(?:subject(?: line)?|preview(?: text)?|headline|title|meta description)$/.test(revision.part) ? revision.part : null;
  // 'Keep each under 40 words': every answer, post or section cut on its own, not the whole to 40.
  const each = EACH_UNDER.exec(brief.request);
  if (cap) {
    const n = parseCount(cap[1]!)!;
    after = eachSentences(after, n);
    added.push(after !== before ? `each piece cut to ${n === 1 ? 'one sentence' : `at most ${n} sentences`}` : '');
    if (after === before) {
      added.pop();
      already = `every piece is already ${n === 1 ? 'one sentence' : `${n} sentences or fewer`}`;
    }
  } else if (each) {
    after = eachUnder(after, Number(each[1] ?? each[2]), previous.brief ?? brief);
    if (after !== before) added.push(`each piece cut to under ${each[1] ?? each[2]} words`);
  } else if (field && revision.kind === 'shorter') after = onField(after, field, (line) => shorterLine(line, Math.round(line.length * SHORTER_SHARE)));
  else if (revision.kind === 'shorter' || ownLimit) {
    // Shorter is shorter than the answer before: about two thirds, or the follow-up's own limit; a limit the chat
    // set earlier was met then and only caps the cut.
    const share = Math.max(12, Math.round(wordCount(before) * SHORTER_SHARE));
    const target = ownLimit ?? Math.min(share, brief.limits.words ?? share);
    after = shorten(after, target, previous.brief ?? brief, Boolean(ownLimit || brief.limits.words));
    // Pieces of one sentence each (FAQs, a list of answers) get shorter by keeping the first ones.
    if (after === before && !brief.limits.words) after = fewerPieces(after, target);
  }
  if (revision.kind === 'focus' && revision.detail) {
    after = focusText(after, revision.detail, facts, voice);
    // Sections under headings (FAQs, an outline): those about the focus come first.
    if (after === before) after = sectionsFirst(after, revision.detail);
  }
  if (revision.kind === 'spelling') after = respell(after, revision.detail === 'american' ? 'american' : 'british');
  if (!replaced && ((revision.kind === 'fix' && revision.detail) || revision.kind === 'other')) {
    const fixed = fixText(after, revision.detail ?? '', brief, previous.brief, facts, documents);
    fixedNothing = fixed.text === after && !fixed.added.length;
    after = fixed.text;
    added.push(...fixed.added);
    already = fixed.already ?? null;
    absent = fixed.absent ?? null;
  }
  // 'Shorter please, under 100 words. And add a P.S. saying …': the second change asked is made too.
  if (revision.kind !== 'fix' && revision.kind !== 'other') {
    // ('Make it shorter and add the club price': the price is looked up in the facts and put in, as 'add' alone would.)
    const also = /(?:^|[.!?]\s+|\band\s+)((?:also\s+)?add\s+(?:a\s+)?(?:short\s+)?(?:p\.?\s?s\.?|postscript|line|sentence|question)(?=[\s.,:]|$)[^.!?]*(?:\.(?=\S)[^.!?]*)*)/i.exec(brief.request) ?? /(?:^|[.!?]\s+|,\s*|\band\s+)((?:also\s+)?(?:add|include|mention|put in|work in|remind (?:them|people|readers|customers|everyone|her|him)(?:\s+(?:of|about))?)\s+(?!(?:a|an|another|\d+|one|two|three)\s+(?:more|new|other)\b)[^.!?]{3,80})/i.exec(brief.request);
    if (also) {
      // ('remind them what the plan includes' asks for what 'mention what the plan includes' does.)
      const asked = also[1]!.trim().replace(/^remind\s+\w+(?:\s+(?:of|about))?\s+/i, 'mention ');
      const fixed = fixText(after, asked, { ...brief, request: asked }, previous.brief, facts, documents);
      after = fixed.text;
      added.push(...fixed.added);
    }
  }
  if (revision.kind === 'tone') after = retone(after, revision.detail ?? '', revision.part ?? null, brief, previous.brief);
  // (What a lighter tone offline is, said, so nobody takes a changed call to action for a witty rewrite.)
  if (revision.kind === 'tone' && LIGHTER.test((revision.detail ?? '').toLowerCase()) && after !== before) notes.push('Offline I make the set phrases lighter (the greeting, the subject line, the calls to action). For jokes or wordplay, tell me the line to change, or ask again with a model connected.');
  // 'Warmer, and offer to talk it through on the phone': a call offered on the space's own number, or a marked blank.
  if (phoneOfferAsked(brief.request)) {
    const number = phoneNumberIn([brief.request, ...(facts ? factTexts(facts) : []), ...documents]) ?? '[phone number]';
    const offered = withPhoneOffer(after, number, voice.signOff ?? null);
    if (offered.line) {
      after = offered.text;
      added.push(`an offer to talk it through on ${number}`);
    }
  }
  // 'Make the subject line a question': that field asks what the offer or the subject answers.
  const question = revision.part && /\b(?:subject|headline|title|preview)/.test(revision.part) && /\b(?:make|turn|rewrite|change|put)\b[^.?!]{0,40}\b(?:into|as|to)?\s*(?:a\s+)?question\b/i.test(brief.request);
  if (question) {
    let made = '';
    const asked = onField(after, revision.part!, (line) => (made = asQuestion(line, previous.brief ?? brief)));
    if (asked !== after) {
      after = asked;
      added.push(`the ${revision.part} changed to "${made}"`);
    }
  }
  if (revision.kind === 'translate') {
    const translated = translate(after, revision.detail, revision.part ?? null);
    after = translated.text;
    notes.push(...translated.notes);
  }
  // A voice guide or a check quotes the banned words as rules: the voice pass would rewrite the rules themselves.
  const quotesRules = /^brand-voice\.(?:guide|check|analyse|line-verdict)$/.test(previous.brief?.task ?? '');
  after = recounted(before, quotesRules ? after : applyVoice(after, voice).text);
  // A follow-up the engine read no change in ('How many clients should we expect from that?') is not answered by
  // the voice pass tidying a word: the answer says it could not, rather than 'as asked'.
  // (Only a limit this follow-up states: one the chat set earlier is carried in the brief and was met then.)
  const statesLimit = /\b\d[\d,]*\s*(?:words?|characters?|chars?|sentences?|bullets?|lines?)\b/i.test(brief.request);
  if (revision.kind === 'other' && !added.length && !already && !statesLimit) after = before;
  if (revision.kind === 'fix' && fixedNothing && !added.length && !ownLimit) after = before;
  // A piece's character count is not a change of its own: it follows its text.
  const uncounted = (t: string) => t.replace(/\s*_\(\d[\d,]*\/[\d,]+(?: characters?)?\)_/g, '');
  const changes = revisionChanges(uncounted(before), uncounted(after));
  const limit = brief.limits.words;
  const within = limit && wordCount(after) <= limit;
  const summary = changes.length
    ? `Here is the previous answer, ${doneLine(brief, after, added)}.`
    : within && (revision.kind === 'shorter' || revision.kind === 'other') && statesLimit
      ? `The previous answer already fits: it is ${wordCount(after)} words, ${limitWords(brief.request, limit!)}, so here it is unchanged.`
      : already
        ? `The previous answer already says that ("${excerptOf(already)}"), so here it is unchanged.`
      : absent
        ? `${absent}, so here it is unchanged.`
      : revision.kind === 'tone' && /salesy|pushy|soften|softer|calmer|gentler|tone (?:it )?down/i.test(revision.detail ?? '')
        ? `The previous answer has no hard-sell wording to take out (no "don't miss out", "hurry", "act now", shouting or exclamation marks), so here it is unchanged. Tell me a line that sounds salesy and I will rework it.`
      : revision.kind === 'spelling'
        ? `The previous answer has no ${revision.detail === 'american' ? 'British' : 'American'} spellings to change, so here it is unchanged.`
      : revision.kind === 'focus' && revision.detail && focusLeads(after, revision.detail)
        ? `The previous answer already leads with ${revision.detail}, so here it is unchanged. Ask for "another angle" for a new version built around it.`
        : revision.kind === 'tone' && /casual|informal|relaxed|less formal/i.test(revision.detail ?? '')
        ? `The previous answer has no formal wording left to loosen (no uncontracted "we are" or "do not", no words like "purchase" or "regarding"), so here it is unchanged. Tell me a line that sounds stiff and I will rework it.`
        : revision.kind === 'tone' && /urgent/i.test(revision.detail ?? '') && !(previous.brief?.offer.deadline ?? brief.offer.deadline)
        ? 'The offer has no deadline, so I have not added urgency the facts cannot back: give the date it ends and I will lead with it. The previous answer is below unchanged.'
        : `I could not make that change offline (${describe(revision)}), so the previous answer is below unchanged. Say exactly what to change, for example "change the ${revision.part ?? 'first line'} to …", or ask again with a model connected.`;
  return {
    summary,
    deliverable: after,
    notes: [...notes, ...(changes.length ? ['**What changed**', ...changes.map((c) => `- ${c}`)] : [])],
    used: [],
    steps: [{ tool: 'revision', summary: `${revision.kind}${revision.part ? ` (${revision.part})` : ''}: ${changes.join('; ') || 'no change'}` }],
    artifacts: [],
  };
}

function describe(revision: NonNullable<Brief['revision']>): string {
  return [revision.kind === 'other' ? 'the follow-up names no change I can make' : revision.kind, revision.part, revision.detail].filter(Boolean).join(': ');
}

/**
 * Cuts whole sentences until the text fits: repeated sentences first, then those that carry none of what the
 * answer is about (its subject, offer, code, deadline, figures), longest first; headings, subject and preview
 * lines, greetings, calls to action and the sign-off stay. Still over, the closing paragraph keeps its first sentence.
 */
/** A short sentence that only leans on the one before it ('So this one is for you.', 'So here's something for you.'). */
const ORPHAN = /^so (?:this|that|here'?s|here is)\b[^.!?]{0,40}[.!?]$/i;

function shorten(text: string, maxWords: number, brief: Brief | null, strict = true): string {
  // '### Question\nAnswer': the heading stays, the answer under it is running text that can be cut.
  const split = text.split(/\n{2,}/).flatMap((b) => {
    const [head, ...rest] = b.split('\n');
    return /^#{1,6}\s/.test(head!) && rest.length && rest.every((l) => !/^\s*([-*•]|\d+[.)]|\|)/.test(l)) ? [head!, `\u0000${rest.join('\n')}`] : [b];
  });
  // A block of lines with fields or list items ('**Option 1**', '- Title tag: …', '- Meta description: …') is read a
  // line at a time: its lines are never run together into prose, and a field keeps its label and first sentence.
  const lined = split.flatMap((b) => {
    const lines = b.split('\n');
    if (b.startsWith('\u0000') || lines.length < 2 || !lines.some((l) => FIELD_LINE.test(l))) return [{ raw: b, prefix: '', counter: '', next: false }];
    return lines.map((l, k) => {
      const prefix = FIELD_LINE.exec(l)?.[0] ?? '';
      // A field's counter ('_(129/155 characters)_') is counted again on what is left.
      const counter = prefix ? FIELD_COUNTER.exec(l)?.[0] ?? '' : '';
      // (An email's subject and preview are whole lines the reader sees first: a shorter email keeps them as they were.)
      return { raw: l.slice(prefix.length, l.length - counter.length), prefix, counter, next: k > 0, fixedLine: /^\s*(?:[-*]\s+)?(?:subject|preview)\s*:/i.test(l) || (!prefix && (isFixed(l) || /^\s*[-*]\s/.test(l))) };
    });
  });
  const blocks = lined.map(({ raw: b, prefix, counter, next, fixedLine }: { raw: string; prefix: string; counter: string; next: boolean; fixedLine?: boolean }) => ({ text: b.replace(/^\u0000/, ''), prefix, counter, next, under: b.startsWith('\u0000') || Boolean(prefix), free: !fixedLine && (b.startsWith('\u0000') || Boolean(prefix) || (!isFixed(b) && !isCallToAction(b) && !isSignOff(b) && !/^(hi|hello|dear|hey)\b/i.test(b.trim()))) }));
  // What the subject, preview and call to action already carry (the code, the offer) is said again in the body,
  // so a body sentence earns its place by what only it says (the product, its price).
  const carried = split.filter((b) => isFixed(b) || isCallToAction(b)).join(' ').toLowerCase();
  const keys = [brief?.offer.code, brief?.offer.discount, brief?.offer.deadline, ...(brief?.topic ? [...lemmas(brief.topic)] : [])].filter((k): k is string => !!k).map((k) => k.toLowerCase());
  // What the answer was last turned to lead with ('another angle: lead with the waitlist') counts as its subject too.
  const led = brief?.revision && (brief.revision.kind === 'angle' || brief.revision.kind === 'focus') ? brief.revision.detail?.replace(/^(?:and\s+)?(?:lead|open|start|begin)\s+(?:with|on)\s+|^(?:focus|concentrate)\s+on\s+/i, '') ?? '' : '';
  const subjectKeys = [...(brief?.topic ? lemmas(brief.topic) : []), ...(led ? lemmas(led) : [])].filter((k) => k.length > 2 && !/^(the|our|and|with)$/.test(k)).map((k) => k.toLowerCase());
  const first = blocks.find((b) => b.free && b.text.trim());
  const openingLine = first && !first.under && sentences(first.text).length === 1 && wordCount(first.text) <= 12 ? sentences(first.text)[0] : null;
  // ('You asked whether there is parking. Parking: free for 2 hours …': what follows the question restated answers it.)
  const answerSentences = new Set(blocks.flatMap((b) => (/^you asked\b/i.test(b.text.trim()) ? sentences(b.text).slice(1) : [])));
  const value = (sentence: string, seen: boolean) => {
    if (seen) return -1;
    const lower = sentence.toLowerCase();
    // A PS is the first to go: the least of what an email says.
    if (/^p\.?s\b/i.test(sentence.trim())) return 0;
    // 'That's what X is for.' only points back at the sentence before it.
    if (/^(?:that'?s|that is|this is) (?:what|why|where|how)\b/i.test(sentence.trim())) return 0;
    // 'So this one is for you.' leans on the sentence before it: alone it says nothing.
    if (ORPHAN.test(sentence.trim())) return 0;
    const ownFigure = (sentence.match(/\d[\d.,]*/g) ?? []).some((n) => !carried.includes(n));
    // What the email sells and what it costs stay before anything said about it: the product named in the body
    // (even when the subject names it too) and a price outrank a quote or a result.
    const named = subjectKeys.filter((k) => lower.includes(k)).length ? 1 : 0;
    const price = /[£$€¥]\s?\d|\d\s?(?:EUR|USD|GBP)\b/.test(sentence) && (sentence.match(/[£$€¥]\s?\d[\d.,]*/g) ?? []).some((p) => !carried.includes(p.replace(/\s/g, ''))) ? 2 : 0;
    const quote = /^["“]/.test(sentence.trim()) ? -1 : 0;
    // 'Here's what another member achieved…' only announces what follows: the quote and the result it introduces go after it.
    const leadIn = /^(?:here'?s|here is|here are|below (?:is|are))\b/i.test(sentence.trim()) ? -3 : 0;
    // How a plan renews or what deposit it takes goes before what it gives.
    const admin = ADMIN_TERM.test(sentence) ? -6 : 0;
    // The ask written as a sentence ('Book a demo this week.') is the call to action of a draft without a button.
    const asks = /^(?:please\s+)?(?:book|reply|call|sign up|start|try|join|contact|order|claim|register|visit|get in touch|schedule)\b/i.test(sentence.trim()) ? 2 : 0;
    // The sentence that states the offer (its code or discount) is what a promotion is for: even when the button repeats
    // the code, it outlasts a story or a result.
    const offerKeys = [brief?.offer.code, brief?.offer.discount].filter((k): k is string => !!k).map((k) => k.toLowerCase());
    const offerSaid = offerKeys.some((k) => lower.includes(k)) ? 2 : 0;
    // The opening line standing on its own (a post's hook, an email's first line) is what the piece leads with.
    const opening = sentence === openingLine ? 2 : 0;
    // In a reply, thanks for writing goes first, then the restated question; the answer to it stays longest.
    const thanks = /^(?:thanks|thank you)\b[^.!?]*\b(?:getting in touch|your (?:email|message|note|questions?|enquiry)|writing|asking)\b/i.test(sentence.trim()) ? -5 : 0;
    const restated = /^you asked\b/i.test(sentence.trim()) ? -2 : 0;
    const answers = answerSentences.has(sentence) ? 3 : 0;
    return thanks + restated + answers + keys.filter((k) => lower.includes(k) && !carried.includes(k)).length * 2 + named + price + (ownFigure && !price ? 1 : 0) + quote + leadIn + admin + asks + offerSaid + opening;
  };
  const total = () => wordCount(blocks.map((b) => `${b.prefix}${b.text}`).join('\n\n'));
  // Which piece each block is in ('**Caption 2**', '### Email 2 of 3'): a shorter set still says something in each.
  let pieceNo = 0;
  // (Kept with each block: a block cut to nothing leaves the list.)
  const pieceOf = new Map(blocks.map((b) => [b, /^(?:\*\*(?:Caption|Post|Ad|Option|Version|Variation|Tweet|Script|Slide)\s+\d+\*\*|#{2,4}\s)/.test(b.text.trim()) ? ++pieceNo : pieceNo]));
  const lastSaid = (i: number) => pieceNo > 0 && sentences(blocks[i]!.text).length <= 1 && !blocks.some((o, j) => j !== i && pieceOf.get(o) === pieceOf.get(blocks[i]!) && o.free && o.text.trim() && !/\?\s*$/.test(o.text.trim()) && !isCallToAction(o.text) && !/\blink in bio\b|^(?:learn|read|find out|see)\s+(?:more|the details)\b|^#\w/i.test(o.text.trim()));
  for (let guard = 0; total() > maxWords && guard < 200; guard++) {
    const seen = new Set<string>();
    const candidates: { block: number; index: number; value: number; words: number }[] = [];
    blocks.forEach((b, i) => {
      const parts = sentences(b.text);
      parts.forEach((sentence, k) => {
        const norm = sentence.toLowerCase().replace(/\W+/g, ' ').trim();
        const repeated = seen.has(norm);
        seen.add(norm);
        // An answer under its heading keeps at least its first sentence.
        if (!b.free || !b.text.trim() || (b.under && parts.length < 2) || lastSaid(i)) return;
        candidates.push({ block: i, index: k, value: value(sentence, repeated), words: wordCount(sentence) });
      });
    });
    const sorted = candidates.sort((a, b) => a.value - b.value || b.words - a.words);
    // Without a number asked, 'shorter' is about the target, not far under it: a cut that would leave less than
    // two fifths of it gives way to a smaller one, and when every cut would, the text stops here.
    // The opening line stays too: a shorter post still opens on its hook.
    const drop = strict ? sorted[0] : sorted.find((c) => total() - c.words >= maxWords * 0.4 && !(c.index === 0 && sentences(blocks[c.block]!.text)[0] === openingLine));
    if (!drop) break;
    const parts = sentences(blocks[drop.block]!.text);
    parts.splice(drop.index, 1);
    // 'So this one is for you.' goes with the sentence it followed.
    if (parts[drop.index] && ORPHAN.test(parts[drop.index]!.trim())) parts.splice(drop.index, 1);
    // ('Dry skin? That's what the new bar is for.': 'That's what' points back at what was cut, and goes with it.)
    if (parts[drop.index] && /^(?:that'?s|that is|this is) (?:what|why|where|how)\b/i.test(parts[drop.index]!.trim())) parts.splice(drop.index, 1);
    // 'It costs £16.50 a month' after its subject was cut names the subject again.
    const topic = brief?.topic?.replace(/^(?:the|our|a|an)\s+/i, '');
    // ("It's one of our herbal blends" too: 'The chamomile blend is one of our herbal blends'.)
    if (topic && parts[drop.index] && /^It(?:\s|'s\s|’s\s)/.test(parts[drop.index]!) && !parts.slice(0, drop.index).some((x) => x.includes(topic))) parts[drop.index] = parts[drop.index]!.replace(/^It(?:'s|’s)\s/, `${capital(brief!.topic!)} is `).replace(/^It\s/, `${capital(brief!.topic!)} `);
    blocks[drop.block]!.text = parts.join(' ');
    if (!blocks[drop.block]!.text.trim()) blocks.splice(drop.block, 1);
  }
  if (total() > maxWords) {
    const at = lastFreeBlock(blocks.map((b) => `${b.prefix}${b.text}`));
    if (at >= 0) blocks[at]!.text = sentences(blocks[at]!.text)[0] ?? blocks[at]!.text;
  }
  // A heading whose answer was cut away goes too; an answer stays under its heading.
  const kept = blocks.filter((b) => b.text.trim());
  return kept.map((b, i) => (b.prefix || b.next ? `${i ? '\n' : ''}${b.prefix}${b.text}${b.counter.replace(/\d[\d,]*(?=\/)/, String(b.text.trim().length))}` : b.under ? `\n${b.text}` : i ? `\n\n${b.text}` : b.text)).join('').trim();
}

/** The first pieces (each under its own heading) that fit in about `maxWords`, at least two. */
function fewerPieces(text: string, maxWords: number): string {
  const blocks = text.split(/\n{2,}/);
  const heads = blocks.map((b, i) => (/^#{1,6}\s/.test(b.trim()) ? i : -1)).filter((i) => i >= 0);
  if (heads.length < 3) return text;
  let end = blocks.length;
  for (let k = heads.length - 1; k >= 2 && wordCount(blocks.slice(0, end).join(' ')) > maxWords; k--) end = heads[k]!;
  // A closing note after the last piece (not under a heading) stays.
  return blocks.slice(0, end).join('\n\n');
}

/** A sign-off: a short closing line after the call to action with no full stop ('The Brightside team', 'Ride safe, the crew'). */
function isSignOff(block: string): boolean {
  const b = block.trim();
  // ('With warm wishes,' over 'Anna and the team': a greeting with a comma and the names under it, two short lines.)
  const [greeting, names, ...more] = b.split('\n').map((l) => l.trim());
  if (names !== undefined && !more.length && /,$/.test(greeting!) && wordCount(greeting!) <= 6 && isSignOff(names)) return true;
  return !b.includes('\n') && wordCount(b) <= 8 && !/[.?!:)]$/.test(b) && !/^(p\.?s\b|#)/i.test(b) && !isFixed(b) && !isCallToAction(b) && !/^(hi|hello|dear|hey)\b/i.test(b) && !/[{}]/.test(b);
}

function lastFreeBlock(blocks: string[]): number {
  for (let i = blocks.length - 1; i >= 0; i--) if (!isFixed(blocks[i]!) && !isSignOff(blocks[i]!) && !/^p\.?s\b/i.test(blocks[i]!.trim()) && !/^(best|thanks|cheers|regards|kind regards|warm regards|sincerely)\b/i.test(blocks[i]!.trim())) return i;
  return -1;
}

function sentences(block: string): string[] {
  return nlp(block.replace(/\s*\n\s*/g, ' ')).sentences().out('array') as string[];
}

/** The answer's pieces (each caption, post or email under its own label), as ranges of blocks. */
function piecesOf(blocks: readonly string[]): [number, number][] {
  const starts = blocks.map((b, i) => (PIECE_HEAD.test(b.trim()) ? i : -1)).filter((i) => i >= 0);
  if (!starts.length || starts[0] !== 0) starts.unshift(0);
  return starts.map((s, k) => [s, (starts[k + 1] ?? blocks.length) - 1]);
}

/** Sentences of the facts about what the follow-up focuses on ('the price' gives the prices), best match first. */
function factsAbout(focus: string, facts: FactSheet | null): string[] {
  if (!facts) return [];
  const wanted = lemmas(focus);
  const money = [...wanted].some((l) => /^(price|cost|pricing|fee|afford|cheap|money|value|plan|package)$/.test(l));
  const found: { text: string; score: number }[] = [];
  // ('what the plan includes' asks what comes with it, not what it costs: a price rise said in the answer stays the only price.)
  const included = /\b(?:includ\w*|comes? with|what (?:you|they) get)\b/i.test(focus);
  for (const p of facts.prices) {
    const inclusions = included && p.plan && p.includes?.length ? phraseIncludes(p) : '';
    found.push({ text: inclusions ? `${p.plan!.replace(/\s*\([^)]*\)\s*/g, ' ').trim()} includes ${inclusions}` : phrasePrice(p), score: (money ? 2 : 0) + overlap(wanted, p.text) });
  }
  for (const t of facts.terms) found.push({ text: phraseTerm(t), score: overlap(wanted, t.text) + (/trial|free|refund|cancel|guarantee/.test(focus) && /trial|free|refund|cancel|guarantee/i.test(t.text) ? 1 : 0) });
  for (const p of facts.proof) found.push({ text: phraseProof(p), score: overlap(wanted, p.text) + (/result|proof|review|testimonial|quote|customer|story|case/.test(focus) ? 2 : 0) });
  for (const f of [...facts.features, ...facts.integrations]) found.push({ text: f.text, score: overlap(wanted, f.text) });
  // 'a P.S. about Seed Swap Saturday on 1 March': the events calendar's dated line for it.
  for (const d of facts.dates ?? []) found.push({ text: d.text.replace(/;\s*/g, ', '), score: overlap(wanted, d.text) });
  return found.filter((f) => f.score > 0).sort((a, b) => b.score - a.score).map((f) => (/[.!?]$/.test(f.text) ? f.text : `${f.text}.`));
}

function overlap(wanted: Set<string>, text: string): number {
  const have = lemmas(text);
  return [...wanted].filter((l) => have.has(l)).length;
}

/** Whether the answer's first prose sentence is already about the focus. */
/** The code, sum or share a follow-up names ('the FRAME15 code', 'the £85 frame', '15% off'): it must be in the text said to lead with it. */
const NAMED_FIGURES = /\b[A-Z][A-Z0-9]*\d[A-Z0-9]*\b|[£$€]\s?\d[\d,.]*|\b\d+(?:\.\d+)?\s?%/g;

function focusLeads(text: string, focus: string): boolean {
  const wanted = lemmas(focus);
  const first = text.split(/\n{2,}/).find((b) => isProse(b) && !/^(hi|hello|dear|hey)\b/i.test(b.trim()));
  const opening = first ? sentences(first)[0] ?? '' : '';
  // ('the £85 frame price' is not led with by a sentence about frames that gives no £85.)
  const figures = focus.match(NAMED_FIGURES) ?? [];
  return !!first && figures.every((f) => opening.includes(f)) && [...lemmas(opening)].some((l) => wanted.has(l));
}

/** A paragraph of running text: no heading, label, list item or table row. */
function isProse(block: string): boolean {
  // ('**Final URL:** https://…' is a labelled field, not a paragraph.)
  return !!block.trim() && !isFixed(block) && !isCallToAction(block) && !/^\s*\*\*[^*\n]{1,40}:\*\*/.test(block) && block.split('\n').every((l) => !/^\s*([-*•]\s|\d+[.)]\s|\||#)/.test(l) && !PIECE_HEAD.test(l.trim()));
}

/** A numbered or bulleted list with the items about the focus first, renumbered. */
function listFocused(block: string, about: (line: string) => boolean): string {
  const lines = block.split('\n');
  const items = lines.map((l, i) => ({ l, i })).filter((x) => /^\s*([-*•]|\d+[.)])\s/.test(x.l));
  if (items.length < 2) return block;
  const ordered = [...items.filter((x) => about(x.l)), ...items.filter((x) => !about(x.l))];
  let n = 0;
  const out = [...lines];
  items.forEach((slot, k) => {
    const line = ordered[k]!.l;
    out[slot.i] = /^\s*\d+[.)]\s/.test(line) ? line.replace(/^(\s*)\d+([.)])/, (_m, sp: string, p: string) => `${sp}${++n}${p}`) : line;
  });
  return out.join('\n');
}

/**
 * Each piece now opens on what the follow-up focuses on: its own sentence about it moves to the lead, or, when it
 * has none, the facts' sentence about it leads. Nothing else is cut, so no piece ends up empty.
 */
export function focusText(text: string, focus: string, facts: FactSheet | null, voice: VoiceRules | null = null): string {
  const wanted = lemmas(focus);
  if (!wanted.size) return text;
  // 'the price' is about any sum of money too ('Plans from £150').
  const money = [...wanted].some((l) => /^(price|cost|pricing|fee|afford|cheap|money|value)$/.test(l));
  const about = (sentence: string) => (money && /[£$€¥]\s?\d|\d\s?(?:EUR|USD|GBP)\b/.test(sentence)) || [...lemmas(sentence)].some((l) => wanted.has(l));
  const blocks = text.split(/\n{2,}/);
  const fromFacts = factsAbout(focus, facts);
  for (let i = 0; i < blocks.length; i++) if (!isProse(blocks[i]!)) blocks[i] = listFocused(blocks[i]!, about);
  for (const [start, end] of piecesOf(blocks)) {
    const free = [];
    for (let i = start; i <= end; i++) if (isProse(blocks[i]!) && !/^#\S/.test(blocks[i]!.trim()) && !/^(hi|hello|dear|hey)\b/i.test(blocks[i]!.trim())) free.push(i);
    if (!free.length) continue;
    const lead = free[0]!;
    let moved: string | null = null;
    for (const i of free) {
      const parts = sentences(blocks[i]!);
      const at = parts.findIndex(about);
      if (at < 0) continue;
      if (i === lead && at === 0) {
        moved = '';
        break;
      }
      moved = parts[at]!;
      parts.splice(at, 1);
      blocks[i] = parts.join(' ');
      break;
    }
    if (moved === '') continue;
    const fact = moved ? null : fromFacts.find((f) => !blocks.slice(start, end + 1).join(' ').includes(f.slice(0, 40)));
    // A sentence from the facts keeps to the voice's rules and sentence limit like the rest of the copy.
    const opener = moved ?? (fact && voice ? applyVoice(fact, voice).text : fact);
    if (!opener) continue;
    blocks[lead] = blocks[lead]!.trim() ? `${opener}\n\n${blocks[lead]}` : opener;
  }
  return blocks.filter((b) => b.trim()).join('\n\n');
}

/** The sections under headings (### a question and its answer) that speak of the focus, moved to the top. */
function sectionsFirst(text: string, focus: string): string {
  const wanted = lemmas(focus);
  const parts = text.split(/\n(?=#{2,4}\s)/);
  if (parts.length < 3) return text;
  const lead = /^#{2,4}\s/.test(parts[0]!) ? [] : [parts.shift()!];
  const about = (p: string) => [...lemmas(p)].some((l) => wanted.has(l));
  const ordered = [...parts.filter(about), ...parts.filter((p) => !about(p))];
  return [...lead, ...ordered].join('\n');
}

/**
 * 'Open with a question': each piece's first line a question. A question the piece already asks moves to the front;
 * else one from the facts (the audience's problem, 'A boiler that breaks down in winter?') or on what the piece is
 * about ('Thinking about the Care Plan?'), a different one for each piece.
 */
/** A question after the piece's last running text (before its link, hashtags or sign-off), unless it ends on one. */
function questionLast(text: string, brief: Brief): { text: string; added: string[] } {
  const blocks = text.split(/\n{2,}/);
  const at = blocks.map((b, i) => ({ b, i })).filter(({ b }) => !isFixed(b) && !isCallToAction(b) && !isSignOff(b) && !/^\s*(?:#\w|\*\*|#{1,6}\s)/.test(b.trim()) && !/https?:\/\/|link in bio/i.test(b) && /[a-z]/i.test(b)).at(-1)?.i;
  if (at === undefined || /\?\s*$/.test(blocks[at]!.trim())) return { text, added: [] };
  const topic = (brief.topic ?? '').replace(/^(?:the|our)\s+/i, '').trim();
  const email = /^\s*Subject\s*:/im.test(text) || blocks.some((b) => isSignOff(b));
  const question = `${topic ? `Have you thought about ${/^[A-Z]/.test(topic) ? 'the ' : ''}${topic} for yourself?` : 'What would you want to know first?'} ${email ? 'Just reply and tell us.' : 'Tell us in the comments.'}`;
  blocks.splice(at + 1, 0, question);
  return { text: blocks.join('\n\n'), added: [`a closing question ("${question.split('?')[0]}?")`] };
}

function questionFirst(text: string, brief: Brief, facts: FactSheet | null): { text: string; added: string[] } {
  const blocks = text.split(/\n{2,}/);
  const heads = blocks.map((b, i) => (NUMBERED_HEAD.test(b.trim()) ? i : -1)).filter((i) => i >= 0);
  const starts = heads.length >= 2 ? heads.map((h) => h + 1) : [0];
  const problems = (facts?.problems ?? '').split(/\s*(?:[;,]|\band\b|\bor\b)\s*/).map((p) => p.trim().replace(/[.]+$/, '')).filter((p) => p.split(/\s+/).length >= 3 && p.split(/\s+/).length <= 10);
  const topic = (brief.topic ?? '').replace(/^(?:the|our)\s+/i, '').trim();
  const made = [...problems.map((p) => `${capital(p)}?`), ...(topic ? [`Thinking about ${/^[A-Z]/.test(topic) ? 'the ' : ''}${topic}?`] : [])];
  const used = new Set<string>();
  let asked = 0;
  for (const [k, start] of starts.entries()) {
    const end = k + 1 < starts.length ? heads[k + 1]! : blocks.length;
    // The piece's first block of running text (after a greeting, subject and preview lines).
    const at = blocks.findIndex((b, i) => i >= start && i < end && !isFixed(b) && !isCallToAction(b) && !isSignOff(b) && !/^(hi|hello|dear|hey)\b/i.test(b.trim()) && !/^#/.test(b.trim()));
    if (at < 0) continue;
    const own = sentences(blocks[at]!);
    if (/\?\s*$/.test(own[0] ?? '')) continue;
    // A question the piece asks further down leads instead.
    const later = blocks.slice(at, end).flatMap((b, j) => (isFixed(b) || isCallToAction(b) ? [] : sentences(b).map((s, n) => ({ s, block: at + j, n })))).find((x) => /\?\s*$/.test(x.s) && !(x.block === at && x.n === 0));
    let question: string | null = null;
    if (later) {
      question = later.s.trim();
      const rest = sentences(blocks[later.block]!).filter((_, n) => n !== later.n);
      blocks[later.block] = rest.join(' ');
    } else {
      question = made.find((q) => !used.has(q)) ?? null;
    }
    if (!question) continue;
    used.add(question);
    blocks[at] = `${question} ${blocks[at]!.trim()}`.trim();
    asked++;
  }
  const kept = blocks.filter((b) => b.trim());
  return asked ? { text: kept.join('\n\n'), added: [asked > 1 ? `an opening question in each of ${asked} pieces` : 'an opening question'] } : { text, added: [] };
}

/** One labelled piece of an answer ('**Caption 2** _(317/2,200)_' and the blocks under it, up to the next piece). */
interface NamedPiece {
  blocks: string[];
  head: number;
  end: number;
  label: string;
}

/** A piece's label line: '**Caption 2**', '**Post 1** _(206/3,000)_', '### Email 3: the reminder', '**Option 2** · proof'. */
const NUMBERED_HEAD = /^(?:#{2,4}\s+|\*\*)([A-Z][A-Za-z-]*(?: [A-Za-z-]+){0,2}) (\d{1,2})\b/;

/** The piece a follow-up names ('caption 2', 'piece 3', 'post last'), when the answer is laid out in numbered pieces. */
function pieceNamed(text: string, part: string): NamedPiece | null {
  const m = /^(\w+) (\d{1,2}|last)$/.exec(part);
  if (!m) return null;
  const blocks = text.split(/\n{2,}/);
  const heads = blocks.map((b, i) => ({ i, m: NUMBERED_HEAD.exec(b.trim()) })).filter((h) => h.m && (m[1] === 'piece' || h.m[1]!.toLowerCase().startsWith(m[1]!.replace(/s$/, ''))));
  if (heads.length < 2) return null;
  const chosen = m[2] === 'last' ? heads.at(-1)! : heads.find((h) => Number(h.m![2]) === Number(m[2])) ?? null;
  if (!chosen) return null;
  // The piece runs to the next piece's head, a heading, or a rule ('---' before the notes).
  let end = chosen.i;
  while (end + 1 < blocks.length && !NUMBERED_HEAD.test(blocks[end + 1]!.trim()) && !/^#{1,6}\s|^---+$/.test(blocks[end + 1]!.trim())) end++;
  if (end === chosen.i) return null;
  return { blocks, head: chosen.i, end, label: `${chosen.m![1]!.toLowerCase()} ${chosen.m![2]}` };
}

/** The characters a piece's head shows ('_(317/2,200)_'), for its text as it now reads (a link counts 23 on X's 280). */
function counted(head: string, body: string): string {
  return head.replace(/_\((\d[\d,]*)\/([\d,]+)\)_/, (_all, _n: string, limit: string) => {
    const text = limit === '280' ? body.trim().replace(/https?:\/\/\S+/g, 'x'.repeat(23)) : body.trim();
    return `_(${text.length.toLocaleString('en-GB')}/${limit})_`;
  });
}

/** Each numbered piece and labelled field whose text the revision changed shows its new character count; the others keep theirs. */
function recounted(before: string, after: string): string {
  // A field line ('- Meta description: … _(140/155 characters)_') counts its text as it now reads.
  const field = /^(\s*(?:[-*]\s+)?(?:\*\*)?[A-Z][\w ]{1,30}?(?:\*\*)?:\s*(?:\*\*)?)(.+?)\s*_\((\d[\d,]*)\/([\d,]+) characters?\)_\s*$/;
  const was = new Set(before.split('\n'));
  after = after
    .split('\n')
    .map((line) => {
      if (was.has(line)) return line;
      // An ad's numbered line ('2. Bespoke frame, up to A3 costs £85. Take a look. _(47)_') counts its characters too.
      const ad = /^(\s*\d+\.\s+)(.+?)\s*_\((\d+)\)_\s*$/.exec(line);
      if (ad) return `${ad[1]}${ad[2]} _(${ad[2]!.length})_`;
      const m = field.exec(line);
      if (!m) return line;
      return line.replace(/_\((\d[\d,]*)\/([\d,]+) (characters?)\)_/, `_(${m[2]!.trim().length}/${m[4]} $3)_`);
    })
    .join('\n');
  return recountedPieces(before, after);
}

function recountedPieces(before: string, after: string): string {
  const bodies = (text: string) => {
    const blocks = text.split(/\n{2,}/);
    const out = new Map<string, { head: number; body: string }>();
    const heads = blocks.map((b, i) => (NUMBERED_HEAD.test(b.trim()) && /_\(\d/.test(b) ? i : -1)).filter((i) => i >= 0);
    heads.forEach((h, k) => {
      let end = h;
      while (end + 1 < blocks.length && (k + 1 >= heads.length || end + 1 < heads[k + 1]!) && !/^#{1,6}\s|^---+$/.test(blocks[end + 1]!.trim())) end++;
      out.set(NUMBERED_HEAD.exec(blocks[h]!.trim())![0], { head: h, body: blocks.slice(h + 1, end + 1).join('\n\n') });
    });
    return { blocks, out };
  };
  const was = bodies(before).out;
  const now = bodies(after);
  if (!now.out.size) return after;
  for (const [label, piece] of now.out) {
    if (was.get(label)?.body.trim() === piece.body.trim()) continue;
    now.blocks[piece.head] = counted(now.blocks[piece.head]!, piece.body);
  }
  return now.blocks.join('\n\n');
}

/**
 * 'Make the second one about tower hire': the piece named, taken from the answer written again, in place of the
 * previous answer's piece; the other pieces stay as they were. Null when either answer lacks that piece.
 */
export function withPieceFrom(previous: string, rewritten: string, part: string): { text: string; label: string } | null {
  const was = pieceNamed(previous.trim(), part);
  const now = pieceNamed(rewritten.trim(), part);
  if (!was || !now) return null;
  const body = now.blocks.slice(now.head + 1, now.end + 1).join('\n\n');
  const blocks = [...was.blocks.slice(0, was.head), counted(was.blocks[was.head]!, body), body, ...was.blocks.slice(was.end + 1)];
  return { text: blocks.join('\n\n'), label: was.label };
}

/** The follow-up applied to one piece's text; its character count, when its head shows one, counted again. */
function revisePiece(previous: PreviousAnswer, brief: Brief, piece: NamedPiece, revise: (inner: PreviousAnswer, innerBrief: Brief) => TaskOutput): TaskOutput {
  const body = piece.blocks.slice(piece.head + 1, piece.end + 1).join('\n\n');
  const inner = revise({ ...previous, deliverable: body }, { ...brief, revision: { ...brief.revision!, part: undefined } });
  const changed = inner.deliverable.trim() !== body.trim();
  const head = counted(piece.blocks[piece.head]!, inner.deliverable);
  const blocks = [...piece.blocks.slice(0, piece.head), head, inner.deliverable.trim(), ...piece.blocks.slice(piece.end + 1)];
  const summary = changed ? inner.summary.replace(/^Here is the previous answer, /, `Here is the previous answer with only ${piece.label} revised, `) : inner.summary;
  return { ...inner, summary, deliverable: changed ? blocks.join('\n\n') : previous.deliverable.trim() };
}

/** "replace X with Y", "change the second line to …", "add the code SAVE10", "remove the P.S.". */
function fixText(text: string, detail: string, brief: Brief, earlier: Brief | null, facts: FactSheet | null = null, documents: readonly string[] = []): { text: string; added: string[]; already?: string; absent?: string } {
  const request = brief.request;
  if (detail === 'open with a question') return questionFirst(text, earlier ?? brief, facts);
  // 'SUMMER25 is only for manual blocks': each line of copy that carries the code or offer says so, once.
  const only = /^only "(.+)" for "(.+)"$/.exec(detail);
  if (only) return onlyFor(text, only[1]!, only[2]!, earlier?.offer.code ?? brief.offer.code ?? null);
  const correction = /^correct "(.+)" to "(.+)"$/.exec(detail);
  if (correction) return corrected(text, correction[1]!, correction[2]!);
  // 'One headline should have the price in it': the headline about the topic, with the topic's price, within its limit.
  if (PRICE_IN_HEADLINE.test(request)) {
    const priced = priceInHeadline(text, facts, earlier?.topic ?? brief.topic);
    if (priced) return priced;
  }
  // 'Add a question at the end', 'end with a question': one that invites a reply, about what the piece is about.
  // ('Add a question about gift vouchers' is one more FAQ, below.)
  if (/\b(?:add|end|finish|close|wrap up)\b[^.!?]*\bquestion\b/i.test(request) && !/\b(?:open|start|begin|lead)\b[^.!?]*\bquestion\b/i.test(request) && !/\bquestion\s+(?:about|on|covering|answering)\s/i.test(request)) return questionLast(text, earlier ?? brief);
  // 'Put Bristol in both', "include 'Bristol' in the title": those words into the field named.
  const into = WORDS_INTO_FIELD.exec(request);
  if (into) {
    // ('Put the price in the title': the amount itself, never the words 'the price'.)
    const price = /^(?:the|our|its)\s+(?:price|cost)$/i.test(into[1]!.trim()) ? topicPrice(facts, earlier?.topic ?? brief.topic) : null;
    const words = price ? `${price.from ? 'from ' : ''}${price.amount}` : into[1]!.trim();
    const named = into[2]!.toLowerCase() === 'both' ? (/^\s*(?:[-*]\s+)?Subject/im.test(text) ? ['subject', 'preview'] : ['title', 'meta description']) : [into[2]!, into[3]].filter((f): f is string => Boolean(f)).map((f) => f.toLowerCase());
    let out = text;
    const done: string[] = [];
    for (const f of named) {
      const changed = onField(out, f, (line) => withWords(line, words, f, earlier?.topic ?? brief.topic));
      if (changed !== out) done.push(/description/.test(f) ? 'the meta description' : /title/.test(f) ? 'the title tag' : `the ${f}`);
      out = changed;
    }
    if (done.length) return { text: out, added: [`"${words}" in ${done.join(' and ')}`] };
  }
  // 'Make the CTA button say "Add your first van"', 'change the subject line to "…"': the quoted words go in that field.
  // ('the call to action in caption 3 to …' names the piece too; single quotes count as quotes when they wrap the words.)
  const field = /\b(subject(?: line)?|preview(?: text)?|headline|title|cta(?: button)?|call to action|button)(?:\s+(?:in|of|on|for)\s+(?:the\s+)?[a-z]+(?:\s+\d{1,2})?)?\s+(?:to|say|says|read|reads|should (?:be|say|read))\s*:?\s*(?:["“]([^"”]+)["”]|(?<![\p{L}])['‘]([^'’]+)['’](?![\p{L}]))/iu.exec(request);
  if (field) {
    const value = field[2] ?? field[3]!;
    const changed = replaceField(text, field[1]!, value);
    if (changed !== text) return { text: changed, added: [`the ${field[1]!.toLowerCase().replace(/^cta(?: button)?$/, 'call to action')} changed to "${value}"`] };
  }
  // 'Move the children section to the top': that section (or list line) goes first, or last.
  const moved = movedPart(text, request);
  if (moved) return moved;
  // 'Add a sixth one about parking': one more question, section or list line of the answer's own kind.
  const item = addedItem(text, request, facts, documents);
  if (item) return item;
  if (/^\s*(?:please\s+)?(?:also\s+)?(?:now\s+)?add\b/i.test(request) || /^add\b/i.test(detail)) {
    // A code, a link or quoted words go in as given; anything else is looked up in the space's facts first, so
    // 'work in the 0% finance' says what the price list says of it, not '0% finance.' alone.
    // ('Add a P.S. reminding them the code ends on 31 May': a P.S. asked for is written as one, whatever it names.)
    const given = /https?:\/\/|["“]|\bcode\b/i.test(request) && !/\bp\.?\s?s\b\.?|\bpostscript\b/i.test(request);
    const plain = given ? addTo(text, request, earlier) : null;
    if (plain?.added.length) return plain;
    // ('Add the price': the price of what the piece is about, never another product's that scores as well.)
    const ofTopic = /\b(?:the|our|its)\s+(?:price|cost)s?\s*[.!]?\s*$/i.test(request) ? topicPrice(facts, earlier?.topic ?? brief.topic) : null;
    const named = ofTopic ? (s: string) => s.replace(/\b(?:the|our|its)\s+(price|cost)s?\b/i, `the $1 of ${ofTopic.plan ?? ofTopic.text}`) : (s: string) => s;
    const noted = addNote(text, named(request), named(detail).replace(/^add\s+/i, ''), facts, documents);
    if (noted.found || given) return { text: noted.text, added: noted.added, ...(noted.already ? { already: noted.already } : {}) };
    const offer = addTo(text, request, earlier);
    return offer.added.length ? offer : { text: noted.text, added: noted.added };
  }
  // 'Change the call to action to phoning us': every ask that points at the website asks for a call instead.
  if (PHONE_ASK.test(request)) return callInstead(text, request, facts, documents);
  // 'Change the CTA so people just reply to the email instead of clicking the link': an email's ask is a reply.
  if (REPLY_ASK.test(request) && /^\s*Subject(?: options)?:/im.test(text)) return replyInstead(text, facts);
  const remove = /^(?:remove|drop|delete|cut|take out|lose)\s+(?:any\s+|all\s+|the\s+)?["“']?(.+?)["”']?$/i.exec(detail.trim()) ?? /\b(?:remove|drop|delete|take out|lose)\s+(?:any\s+|all\s+|the\s+)?["“']?([^.!?"”]+)["”']?/i.exec(request);
  // 'Remove any emojis': every emoji goes; an answer without any says so.
  if (remove && /^(?:emojis?|emoticons?|icons?)\b/i.test(remove[1]!.trim())) {
    const bare = text.replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+ ?/gu, '').replace(/[ \t]+$/gm, '');
    return bare === text ? { text, added: [], absent: 'The previous answer has no emojis to take out' } : { text: bare, added: [] };
  }
  // 'Drop the website': the sentences that send the reader to the site (its address, a link, 'link in bio').
  if (remove && /^(?:website|web ?site|site|web address|url|links?|web link)\b/i.test(remove[1]!.trim())) {
    const online = sendsToSite(facts);
    const kept = text.split('\n').map((line) => {
      if (!online(line)) return line;
      const prefix = /^(\s*(?:\*\*[A-Z][A-Z0-9 ]{0,20}:\*\*\s*|[-*]\s+))/.exec(line)?.[1] ?? '';
      const rest = sentences(line.slice(prefix.length)).filter((sentence) => !online(sentence)).join(' ');
      return rest.trim() ? `${prefix}${rest}` : null;
    });
    const out = kept.filter((l): l is string => l !== null).join('\n').replace(/\n{3,}/g, '\n\n').trim();
    return out === text.trim() ? { text, added: [], absent: 'The previous answer has no web address or link to take out' } : { text: out, added: [] };
  }
  // 'Drop the hashtags': every #tag goes, and a line left empty with it.
  if (remove && /^hashtags?\b/i.test(remove[1]!.trim())) {
    const bare = text.split('\n').map((l) => (/^\s*#{1,6}\s/.test(l) ? l : l.replace(/(^|\s)#[\p{L}\p{N}_]+/gu, '').trimEnd())).join('\n');
    return { text: bare.replace(/\n{3,}/g, '\n\n').trim(), added: [] };
  }
  // 'Cut it to 3 of each', 'trim it to five items': each list keeps its first so many.
  const fewer = /\b(?:cut|trim|reduce|bring|keep)\s+(?:it|them|this|each(?: list)?|the lists?)\s+(?:down\s+)?to\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:of each|each|items?|per list|bullets?|points?|lines?|things?)?\b/i.exec(request);
  if (fewer) return fewerPerList(text, fewer[1]!);
  if (remove) {
    // 'Drop anything about contact lenses', 'the point about price': the sentences and list items on that.
    remove[1] = remove[1]!.replace(/^(?:any(?:thing)?|every(?:thing)?|all|the (?:point|points|bit|bits|part|parts|line|lines|sentence|sentences|mention|mentions|stuff|section|item|items)|(?:any|all) (?:mention|mentions|references?))\s+(?:about|on|of|mentioning|that mentions|to do with)\s+/i, '').replace(/(?<=\S)\s+(?:ones|one|items?|rows?|lines?|keywords?|bits?|points?)$/i, '');
    // ('the jacket and coat ones': a line about either goes.)
    const alternatives = remove[1]!.split(/\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)\s*/).map((w) => lemmas(w)).filter((l) => l.size);
    const wanted = lemmas(remove[1]!);
    const about = (s: string) => alternatives.length > 1 ? alternatives.some((alt) => [...alt].every((l) => lemmas(s).has(l))) : wanted.size > 0 && [...wanted].every((l) => lemmas(s).has(l));
    // A list keeps its other items, each on its own line; prose keeps its other sentences.
    // A block of lines (a list, a table, a head over lines) keeps its other lines as they were; prose keeps its other sentences.
    const kept = text.split(/\n{2,}/).map((block) => (block.includes('\n') ? block.split('\n').filter((line) => !about(line)).join('\n') : isFixed(block) ? block : sentences(block).filter((s) => !about(s)).join(' '))).filter((b) => b.trim());
    const out = renumbered(kept.join('\n\n'));
    const what = remove[1]!.trim().replace(/^(?:any|all|the)\s+/i, '');
    const units = (t: string) => t.split('\n').flatMap((l) => (/^\s*(?:[-*]|\d+[.)]|\|)/.test(l) ? [l] : sentences(l))).map((u) => u.trim().replace(/^\d+[.)]\s+/, '')).filter(Boolean);
    const gone = units(text).filter((u) => !units(out).includes(u)).length;
    return out.trim() === text.trim() ? { text, added: [], absent: `I found no line about "${what}" to take out` } : { text: out, added: [`${gone === 1 ? 'the line' : `${gone} lines`} about "${what}" taken out`] };
  }
  const fixed = fixLine(text, detail);
  const named = /^(?:the\s+)?(subject(?: line)?|preview(?: text)?|headline|title|cta|call to action|button)\s+(?:to|should (?:be|say|read))\s*:?\s+(.+)$/i.exec(detail.trim());
  return { text: fixed, added: fixed !== text && named ? [`the ${named[1]!.toLowerCase()} changed to ${/^["“]/.test(named[2]!) ? named[2] : `"${named[2]}"`}`] : [] };
}


/** What the follow-up adds (a code, a discount, a deadline, a link), as a sentence before each call to action. */
function addTo(text: string, request: string, earlier: Brief | null): { text: string; added: string[] } {
  const english = parseEnglish(request);
  const offer: Offer = readOffer(english, readAmounts(english));
  const link = /https?:\/\/[^\s)>\]]+/.exec(request)?.[0]?.replace(/[.,;:!?]+$/, '') ?? null;
  const quotedLine = /["“]([^"”]{3,200})["”]/.exec(request)?.[1] ?? null;
  const added: string[] = [];
  const pieces: string[] = [];
  if (offer.code && !text.includes(offer.code)) {
    const also = earlier?.offer.code && text.includes(earlier.offer.code) && /\b(as well|too|also|either)\b/i.test(request);
    pieces.push(`${also ? 'Or use' : 'Use'} code ${offer.code}${offer.discount && !text.includes(offer.discount) ? ` for ${offer.discount}` : ''} ${codeRedeemedAt(`${request}\n${text}`)}${offer.deadline ? `, ${offer.deadline}` : ''}.`);
    added.push(`code ${offer.code}`);
  } else if (offer.discount && !text.includes(offer.discount)) {
    pieces.push(`${capital(offer.discount)}${offer.appliesTo ? ` ${offer.appliesTo}` : ''}${offer.deadline ? `, ${offer.deadline}` : ''}.`);
    added.push(offer.discount);
  } else if (offer.deadline && !text.includes(offer.deadline)) {
    pieces.push(endsSentence(offer.deadline, 'The offer'));
    added.push(`the deadline (${offer.deadline})`);
  }
  if (link && !text.includes(link)) {
    // The call to action's button goes to the new link; without one, the link gets its own line.
    const button = /(\*\*\[[^\]]+\]\()([^)]+)(\)\*\*)/.exec(text);
    if (button && !pieces.length) return { text: text.replace(button[0], `${button[1]}${link}${button[3]}`), added: [`the link ${link} (on the button)`] };
    pieces.push(`More at ${link}.`);
    added.push(`the link ${link}`);
  }
  if (!pieces.length && quotedLine && !text.includes(quotedLine)) {
    pieces.push(quotedLine);
    added.push(`"${quotedLine}"`);
  }
  if (!pieces.length) return { text, added: [] };
  const line = pieces.join(' ');
  const blocks = text.split(/\n{2,}/);
  const out: string[] = [];
  let placed = false;
  for (let i = 0; i < blocks.length; i++) {
    // Before each call to action, so every piece (each post, the email) carries it.
    if (isCallToAction(blocks[i]!)) {
      out.push(line);
      placed = true;
    }
    out.push(blocks[i]!);
  }
  if (!placed) {
    // Before the sign-off (a short last line such as 'The Routewise team'), else at the end.
    const last = out[out.length - 1]?.trim() ?? '';
    const signOff = out.length > 1 && wordCount(last) <= 8 && !/[.?:]$/.test(last) && !isFixed(last);
    out.splice(signOff ? out.length - 1 : out.length, 0, line);
  }
  return { text: out.join('\n\n'), added };
}

/** 'Change the CTA to phoning us', 'ask them to call instead', 'make the call to action "ring us"'. */
const PHONE_ASK = /\b(?:call to action|cta|button|ask|sign-?off|ending)\b[^.!?]{0,30}\b(?:to|into|be|say|for|with)\s+(?:a\s+)?(?:(?:book(?:ing)?|order(?:ing)?|enquir(?:e|ing)|reserv(?:e|ing))\s+by\s+)?(?:tele)?(?:phon(?:e|ing)|call(?:ing)?|ring(?:ing)?)\b|\b(?:ask|tell|get|have)\s+(?:them|people|listeners|readers|customers|viewers)\s+(?:to\s+)?(?:phone|call|ring)\b|\b(?:put|add|include|give|read|say)\s+(?:in\s+|out\s+)?(?:the|our|your)\s+(?:(?:tele)?phone\s+)?number\b|\b(?:finish|end|close|sign off)\s+(?:on|with)\s+(?:the|our|your)\s+(?:(?:tele)?phone\s+)?number\b/i;
/**
 * 'The van now covers 8 miles from LS7, not 5': every place the answer says the old value, in the same unit ('5 miles'),
 * says the new one; a word ('Tuesdays') is swapped for the new word in the same place. What the answer does not say is
 * reported, not guessed at.
 */
function corrected(text: string, old: string, given: string): { text: string; added: string[]; absent?: string } {
  const number = /^[£$€]?\d[\d,.]*%?$/.test(old);
  let pattern: RegExp;
  let value: string;
  if (number) {
    // The number of the new words, with the unit after it ('8 miles from LS7': '8', 'miles').
    const m = /([£$€]?\d[\d,.]*%?)(?:\s+([a-z]+))?/i.exec(given);
    if (!m) return { text, added: [] };
    value = m[1]!;
    const unit = m[2] && !/^(?:from|to|for|a|an|the|per|each|now)$/i.test(m[2]) ? m[2] : null;
    pattern = unit ? new RegExp(`(?<![\\d£$€.,])${escapeRegExp(old)}(?=\\s*(?:-\\s*)?${escapeRegExp(unit.replace(/s$/, ''))})`, 'gi') : new RegExp(`(?<![\\d£$€.,])${escapeRegExp(old)}(?![\\d.,]*\\d)`, 'g');
  } else {
    const words = given.split(/\s+/);
    value = words.slice(-old.split(/\s+/).length).join(' ');
    pattern = new RegExp(`\\b${escapeRegExp(old)}\\b`, 'gi');
  }
  let count = 0;
  const out = text.replace(pattern, (found) => {
    count++;
    return /^[A-Z]/.test(found) && /^[a-z]/.test(value) ? value.charAt(0).toUpperCase() + value.slice(1) : value;
  });
  if (!count) return { text, added: [], absent: `The previous answer does not say "${old}"` };
  return { text: out, added: [`"${old}" changed to "${value}" (${count === 1 ? 'once' : `${count} times`})`] };
}

/** The reader's own words for a line said of them: 'his place' is 'your place', 'charge him' is 'charge you'. */
function toReader(line: string): string {
  return line
    // ('She can also bring the frame back': said to her, 'You can also bring …'.)
    .replace(/^(?:She|He)\s+(?=(?:can|could|will|would|may|might|should|also|is|was|has|had|gets?|needs?)\b)/, 'You ')
    .replace(/^You\s+is\b/, 'You are')
    .replace(/^You\s+was\b/, 'You were')
    .replace(/^You\s+has\b/, 'You have')
    // ('offer her one free rebooking': after a verb that gives or tells, 'her' is whom, not whose.)
    .replace(/\b(offer|offered|give|gave|send|sent|tell|told|show|ask|email|call|refund|owe|let|help|thank|book)\s+(?:her|him)\b/gi, '$1 you')
    .replace(/\b(?:his|her)(?=\s+[a-z])(?!\s+(?:to|for|and|or|a|an|the)\b)/g, 'your')
    .replace(/\b(?:him|her)\b/g, 'you')
    .replace(/\bhimself\b|\bherself\b/g, 'yourself');
}

const PRICE_IN_HEADLINE = /\b(?:one|a|the first|at least one|one of the)\s+(?:of the\s+)?headlines?\s+(?:should|must|needs? to|to|could)\s+(?:have|include|carry|mention|show|say|give)\s+(?:the\s+|our\s+)?(?:price|cost)\b|\b(?:put|add|get)\s+(?:the\s+)?price\s+(?:in|into)\s+(?:one of the|a|one)\s+headlines?\b/i;

/**
 * The headline that names the topic (or the first) with the topic's price added ('E-Bike Service: £95'), when it fits
 * the list's character limit; its count is said again. Null when the facts give no price for the topic.
 */
function priceInHeadline(text: string, facts: FactSheet | null, topic: string | null): { text: string; added: string[]; already?: string } | null {
  const price = topicPrice(facts, topic);
  if (!price) return null;
  const words = topicWords;
  const wanted = words(topic ?? '');
  const lines = text.split('\n');
  const limit = Number(/\*\*Headlines\*\*\s*\(up to (\d+) characters/i.exec(text)?.[1] ?? 30);
  const start = lines.findIndex((l) => /^\*\*Headlines\*\*/i.test(l));
  if (start < 0) return null;
  const headlines: number[] = [];
  for (let i = start + 1; i < lines.length && /^\s*\d+\.\s/.test(lines[i]!); i++) headlines.push(i);
  if (!headlines.length) return null;
  const plain = (i: number) => lines[i]!.replace(/^\s*\d+\.\s+/, '').replace(/\s*_\(\d+\)_\s*$/, '');
  const already = headlines.find((i) => plain(i).includes(price.amount));
  if (already !== undefined) return { text, added: [], already: plain(already) };
  const at = headlines.find((i) => [...words(plain(i))].some((w) => wanted.has(w))) ?? headlines[0]!;
  const unit = price.per && price.per !== 'one-off' ? ` a ${price.per}` : '';
  const candidates = [`${plain(at)}: ${price.amount}${unit}`, `${plain(at)}: ${price.amount}`, `${price.amount} ${plain(at)}`];
  const fits = candidates.find((c) => c.length <= limit);
  if (!fits) return null;
  lines[at] = lines[at]!.replace(/^(\s*\d+\.\s+).*$/, `$1${fits} _(${fits.length})_`);
  return { text: lines.join('\n'), added: [`the price in headline ${headlines.indexOf(at) + 1} ("${fits}", ${fits.length} characters)`] };
}

const topicWords = (t: string) => new Set((t.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => w.length > 2 && !/^(?:the|our|for|and|service|services)$/.test(w)));

/** The price of what the piece is about: the one sharing most words with the topic, or the only one. */
function topicPrice(facts: FactSheet | null, topic: string | null): PriceFact | null {
  if (!facts?.prices.length) return null;
  const wanted = topicWords(topic ?? '');
  const price = facts.prices.filter((p) => !p.fee).map((p) => ({ p, shared: [...topicWords(`${p.plan ?? ''} ${p.text}`)].filter((w) => wanted.has(w)).length })).sort((a, b) => b.shared - a.shared)[0];
  return !price || (!price.shared && facts.prices.length > 1) ? null : price.p;
}

/** 'Change the CTA so people just reply', 'ask them to reply instead of clicking', 'make the button "hit reply"'. */
const REPLY_ASK = /\b(?:call to action|cta|button|ask|ending)\b[^.!?]{0,40}\b(?:just\s+)?(?:reply|replying|respond|responding|hit reply)\b|\b(?:ask|tell|get|have|so)\s+(?:them|people|readers|customers|subscribers)\s+(?:to\s+)?(?:just\s+)?(?:reply|respond|hit reply)\b/i;

/** Whether a line or sentence sends the reader to the website: a link, 'link in bio', or the site's address. */
function sendsToSite(facts: FactSheet | null): (text: string) => boolean {
  const site = facts?.website?.replace(/^https?:\/\/(?:www\.)?/, '').replace(/\/$/, '').toLowerCase() ?? null;
  return (text) => /https?:\/\/|link in bio|\]\(/i.test(text) || (site !== null && text.toLowerCase().includes(site));
}

/**
 * Every ask that sends the reader to the website (a button, 'Learn more at …', 'link in bio') asks them to call the
 * number the request, the facts or the documents give, or a marked blank for it. The rest of each line stays.
 */
function callInstead(text: string, request: string, facts: FactSheet | null, documents: readonly string[]): { text: string; added: string[]; already?: string } {
  const number = phoneNumberIn([request, ...(facts ? factTexts(facts) : []), ...documents]) ?? '[phone number]';
  const points = sendsToSite(facts);
  // Asked to put the number in when the answer already asks for a call with it, and sends nobody to the website.
  const calling = number !== '[phone number]' ? text.split('\n').find((line) => line.includes(number) && /\b(?:call|ring|phone)\b/i.test(line)) : undefined;
  if (calling && !text.split('\n').some(points)) return { text, added: [], already: calling.replace(/\*\*/g, '').trim() };
  const spoken = /\*\*(?:VO|VOICE \d|ANNOUNCER|NARRATOR)[^*]*:\*\*/.test(text);
  let asks = 0;
  const out = text.split('\n').map((line) => {
    const prefix = /^(\s*(?:\*\*[A-Z][A-Z0-9 ]{0,20}:\*\*\s*|[-*]\s+))/.exec(line)?.[1] ?? '';
    const said = sentences(line.slice(prefix.length));
    if (!said.some(points)) return line;
    asks++;
    // A button becomes the ask in bold; a spoken ad says the number twice, as it said the address.
    if (/^\s*\*\*\[[^\]]+\]\([^)]*\)\*\*/.test(line)) return `**Call us on ${number}**`;
    const kept = said.filter((sentence) => !points(sentence));
    const ask = spoken ? `Call us on ${number}. Again, that's ${number}.` : `Call us on ${number}.`;
    return `${prefix}${[...kept, ask].join(' ')}`;
  });
  if (!asks) return { text, added: [] };
  return { text: out.join('\n'), added: [`the call to action changed to "Call us on ${number}"`] };
}

/**
 * An email's button becomes an ask to reply, for what the button asked ('Join the Club' is 'Just reply to this email
 * to join the Club'), and sentences that send the reader to the website go: a reply needs no link.
 */
function replyInstead(text: string, facts: FactSheet | null): { text: string; added: string[]; already?: string } {
  const points = sendsToSite(facts);
  let ask: string | null = null;
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const button = /^\s*\*\*\[([^\]]+)\]\([^)]*\)\*\*\s*$/.exec(line);
    if (button) {
      const label = button[1]!.trim().replace(/[.!]+$/, '');
      const plain = /\b(?:find out more|learn more|read more|more info|see more|click here)\b/i.test(label) ? 'ask us anything about it' : label.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());
      ask = /\breply\b/i.test(label) ? `${label}.` : `Just reply to this email to ${plain}.`;
      out.push(`**${ask}**`);
      continue;
    }
    if (/^\s*(?:Subject|Preview)/i.test(line) || !points(line)) {
      out.push(line);
      continue;
    }
    const kept = sentences(line).filter((sentence) => !points(sentence));
    if (kept.length) out.push(kept.join(' '));
  }
  if (!ask) return { text, added: [] };
  return { text: out.join('\n').replace(/\n{3,}/g, '\n\n'), added: [`the call to action changed to "${ask.replace(/[.]$/, '')}", with no link`] };
}


/** 'keep each under 40 words', 'each answer at most 30 words': (1) or (2) the limit for every piece. */
const EACH_UNDER = /\b(?:keep|make|cut|trim|get|bring)\s+(?:each|every|all)(?:\s+(?:one|answer|item|post|caption|section|paragraph|bullet|of them))?\s+(?:to\s+|down to\s+)?(?:under|below|at most|no more than|max(?:imum)?|within|to)\s+(\d+)\s+words?\b|\beach\s+(?:one\s+|answer\s+|item\s+|post\s+)?(?:under|at most|no more than|below)\s+(\d+)\s+words?\b/i;

/** 'Make every answer 2 sentences max', 'keep each one to one sentence'. */
const EACH_SENTENCES = /\b(?:each|every|all)(?:\s+(?:of\s+the|the))?(?:\s+(?:one|answers?|items?|posts?|captions?|sections?|paragraphs?|bullets?|points?|of them))?\s+(?:(?:to|be|is|are|down to|at|in)\s+)?(?:(?:under|at most|no more than|max(?:imum)?|within|just)\s+)?(\d|one|two|three|four|five)\s+sentences?\b/i;

/** Every piece of the answer (the text under each heading, each list item) cut to its first sentences; headings stay. */
function eachSentences(text: string, n: number): string {
  const out: string[] = [];
  let body: string[] = [];
  const flush = () => {
    if (!body.length) return;
    const said = sentences(body.join(' ').trim());
    out.push(said.length > n ? said.slice(0, n).join(' ') : body.join('\n'));
    body = [];
  };
  for (const line of text.split('\n')) {
    const item = /^(\s*(?:[-*]|\d+[.)])\s+)(.*)$/.exec(line);
    if (!line.trim() || /^#{1,6}\s/.test(line) || PIECE_HEAD.test(line.trim()) || /^---+$/.test(line.trim())) {
      flush();
      out.push(line);
    } else if (item) {
      flush();
      const said = sentences(item[2]!);
      out.push(said.length > n ? `${item[1]}${said.slice(0, n).join(' ')}` : line);
    } else body.push(line);
  }
  flush();
  return out.join('\n');
}

/**
 * Every piece of the answer (the text under each heading, each labelled post, each list item) cut to the limit on
 * its own; headings, labels and what is not over stay as they were.
 */
function eachUnder(text: string, limit: number, brief: Brief | null): string {
  const lines = text.split('\n');
  const out: string[] = [];
  let body: string[] = [];
  const flush = () => {
    if (!body.length) return;
    const joined = body.join('\n');
    out.push(wordCount(joined) > limit ? withinWords(joined, limit, brief) : joined);
    body = [];
  };
  for (const line of lines) {
    const item = /^(\s*(?:[-*]|\d+[.)])\s+)(.*)$/.exec(line);
    if (/^#{1,6}\s/.test(line) || PIECE_HEAD.test(line.trim()) || /^---+$/.test(line.trim())) {
      flush();
      out.push(line);
    } else if (item) {
      flush();
      out.push(wordCount(item[2]!) > limit ? `${item[1]}${withinWords(item[2]!, limit, brief)}` : line);
    } else body.push(line);
  }
  flush();
  return out.join('\n');
}

/** A piece cut to the limit by whole sentences; one whose every sentence is over keeps its first, ended at a clause. */
function withinWords(text: string, limit: number, brief: Brief | null): string {
  const cut = shorten(text, limit, brief);
  if (wordCount(cut) >= 3 && wordCount(cut) <= limit) return cut;
  const first = sentences(text.trim())[0] ?? text.trim();
  const words = first.split(/\s+/).slice(0, limit).join(' ');
  const clause = Math.max(words.lastIndexOf(', '), words.lastIndexOf('; '), words.lastIndexOf(': '));
  return `${(clause > words.length / 2 ? words.slice(0, clause) : words).replace(/[,;:\s]+$/, '')}.`;
}

/** Numbered lists counted from 1 again after lines of them went. */
function renumbered(text: string): string {
  let n = 0;
  return text.split('\n').map((line) => {
    const m = /^(\s*)\d+([.)]\s+.*)$/.exec(line);
    if (!m) {
      if (line.trim()) n = 0;
      return line;
    }
    n++;
    return `${m[1]}${n}${m[2]}`;
  }).join('\n');
}

/** A series' emails numbered in their new order, each place keeping its send day: 'Email 1 of 3: … (day 0)'. */
function inSendingOrder(text: string): string {
  const HEAD = /^(#{2,4}\s+Email\s+)(\d+)(\s+of\s+\d+:\s*[^(\n]*?)\s*(\([^)\n]*\))?\s*$/gm;
  const days = [...text.matchAll(HEAD)].map((m) => ({ n: Number(m[2]), day: m[4] ?? '' })).sort((a, b) => a.n - b.n).map((d) => d.day);
  let k = 0;
  return text.replace(HEAD, (_m, head: string, _n: string, title: string) => {
    const day = days[k] ?? '';
    k++;
    return `${head}${k}${title.trimEnd()}${day ? ` ${day}` : ''}`;
  });
}

/** 'move the children section to the top', 'put the price one first', 'move the FAQ about parking to the end'. */
const MOVE = /\b(?:move|put|bring|swap)\s+(?:the\s+)?(.{3,60}?)\s+(?:section|part|bit|one|question|faq|heading|h2|paragraph|point|item|line|email|post)?\s*(?:to\s+(?:the\s+)?(top|start|beginning|front|end|bottom)|(first|last|up front|at the top|at the end))\b/i;

/** The section under a heading, or the list line, whose words name what the follow-up says, moved to the top or the end. */
function movedPart(text: string, request: string): { text: string; added: string[]; absent?: string } | null {
  // 'Swap the order so the one with the review goes out first': the part it names, where it says.
  const so = /\bso (?:that )?(?:the\s+)?(.{3,60}?)\s+(?:goes|go|comes|come|is|sits|lands|gets sent)\s+(?:out\s+)?(first|last|at the top|at the end)\b/i.exec(request);
  const m = so ? ([so[0], so[1]!.replace(/^(?:one|email|post|section)\s+(?:with|about|on)\s+(?:the\s+)?/i, ''), undefined, so[2]] as unknown as RegExpExecArray) : MOVE.exec(request);
  if (!m) return null;
  const what = m[1]!.replace(/\s+(?:section|part|bit|one|question|faq|heading|h2|paragraph|point|item|line)$/i, '');
  const wanted = lemmas(what);
  if (!wanted.size) return null;
  const toEnd = /end|bottom|last/i.test(m[2] ?? m[3] ?? '');
  const blocks = text.split(/\n{2,}/);
  // Sections: a heading and what follows it up to the next heading of the same or a higher level.
  const level = (b: string) => /^(#{1,6})\s/.exec(b)?.[1]!.length ?? 0;
  const starts = blocks.map((b, i) => (level(b) ? i : -1)).filter((i) => i >= 0);
  const top = Math.min(...starts.map((i) => level(blocks[i]!)).filter((l) => l > 1), 6);
  const sections = starts.filter((i) => level(blocks[i]!) === top);
  if (sections.length >= 2) {
    const spans = sections.map((start, k) => [start, sections[k + 1] ?? blocks.length] as const);
    // (By its heading: a section that only mentions it in passing is not 'the children section'.)
    // ('the one with the review' is the one that quotes a customer, more than one that counts reviews.)
    const quoting = /\b(?:review|testimonial|quote|story)\b/i.test(what) ? spans.filter(([a, b]) => /★|["“][^"”\n]{25,}["”]/.test(blocks.slice(a, b).join('\n'))) : [];
    const named = quoting.length === 1 ? quoting : spans.filter(([a, b]) => [...wanted].every((w) => lemmas(blocks.slice(a, b).join('\n')).has(w)));
    // (Else the one section that has it, when only one does: 'the one with the review'.)
    const hit = spans.find(([a]) => [...wanted].every((w) => lemmas(blocks[a]!.split('\n')[0]!).has(w))) ?? (named.length === 1 ? named[0] : undefined);
    if (!hit) return { text, added: [], absent: `I found no section headed "${what.replace(/^(?:the|our)\s+/i, '')}" to move` };
    const part = blocks.slice(hit[0], hit[1]);
    const rest = [...blocks.slice(0, hit[0]), ...blocks.slice(hit[1])];
    const first = sections[0]!;
    const last = spans[spans.length - 1]![1] - part.length;
    const at = toEnd ? (hit[0] < first ? last : Math.min(rest.length, last)) : first;
    rest.splice(at, 0, ...part);
    const moved = inSendingOrder(rest.join('\n\n'));
    const title = part[0]!.split('\n')[0]!.replace(/^#+\s*/, '');
    return moved === text ? { text, added: [], absent: `"${title}" is at the ${toEnd ? 'end' : 'top'} already` } : { text: moved, added: [`"${title}" moved to the ${toEnd ? 'end' : 'top'}`] };
  }
  return null;
}


/**
 * One more item of the answer's own kind about what the follow-up names, from what the space's facts say of it:
 * a question and its answer in an FAQ, a section under an outline's headings, the next line of a numbered list.
 * Null when the facts say nothing of it or the answer has no such items.
 */
/** The documents' own FAQ question whose words (with its answer's) hold every content word of the subject, and its answer. */
function ownQuestionOn(about: string, documents: readonly string[]): { question: string; answer: string } | null {
  const wanted = [...new Set(stemsOf(about))];
  if (!wanted.length) return null;
  for (const doc of documents) {
    for (const entry of faqEntries(documentItems(doc).filter(forCustomers))) {
      const { question } = entry;
      const answer = entry.answers.map((item) => item.text);
      const have = new Set(stemsOf(`${question} ${answer.join(' ')}`));
      if (wanted.every((w) => have.has(w))) return { question, answer: answer.map((t) => (/[.!?]$/.test(t) ? t : `${t}.`)).join(' ') };
    }
  }
  return null;
}

function addedItem(text: string, request: string, facts: FactSheet | null, documents: readonly string[]): { text: string; added: string[]; already?: string } | null {
  const m = ADD_ITEM.exec(request.trim());
  if (!m) return null;
  const about = m[2]!.replace(/^(?:the|our)\s+/i, '').trim();
  const lines = text.split('\n');
  const questions = lines.filter((l) => /^#{2,4}\s.*\?\s*$/.test(l));
  // An FAQ gets the documents' own question on it, with their answer, when they ask one ('Do you take Cycle to Work vouchers?').
  const own = questions.length >= 2 || /faq|question/i.test(m[1] ?? '') ? ownQuestionOn(about, documents) : null;
  if (own) {
    const level = /^(#+)/.exec(questions[0] ?? '###')![1];
    if (questions.some((q) => q.replace(/^#+\s*/, '').trim().toLowerCase() === own.question.toLowerCase())) return { text, added: [], already: own.question };
    return { text: `${text.trimEnd()}\n\n${level} ${own.question}\n${own.answer}`, added: [`a question on ${about}`] };
  }
  const fact = addNote('', `add ${about}`, about, facts, documents);
  if (!fact.found) return null;
  const said = fact.text.trim();
  const heads = lines.filter((l) => /^##\s/.test(l));
  const listed = lines.map((l, i) => (/^\s*\d+[.)]\s/.test(l) ? i : -1)).filter((i) => i >= 0);
  const label = about.charAt(0).toUpperCase() + about.slice(1);
  if (questions.length >= 2 || /faq|question/i.test(m[1] ?? '')) {
    const level = /^(#+)/.exec(questions[0] ?? '###')![1];
    return { text: `${text.trimEnd()}\n\n${level} What about ${about}?\n${said}`, added: [`a question on ${about}`] };
  }
  if (heads.length >= 2 || /h2|section|heading/i.test(m[1] ?? '')) return { text: `${text.trimEnd()}\n\n## ${label}\n- ${said}`, added: [`a section on ${about}`] };
  if (listed.length >= 2) {
    const at = listed[listed.length - 1]!;
    const n = Number(/^\s*(\d+)/.exec(lines[at]!)![1]) + 1;
    lines.splice(at + 1, 0, `${n}. ${said}`);
    return { text: lines.join('\n'), added: [`item ${n}, on ${about}`] };
  }
  return null;
}

/** "change the second line to …", "replace X with Y". */
function fixLine(text: string, detail: string): string {
  const replace = /^(?:replace|swap)\s+["“']?(.+?)["”']?\s+(?:with|for)\s+["“']?(.+?)["”']?$/i.exec(detail.trim());
  if (replace && text.includes(replace[1]!)) return text.split(replace[1]!).join(replace[2]!);
  const line = /^(?:the\s+)?(first|second|third|fourth|fifth|last|\d+(?:st|nd|rd|th)?)\s+(?:line|sentence|subject(?: line)?|headline)\s+(?:to|should (?:be|say))\s+["“']?(.+?)["”']?$/i.exec(detail.trim());
  const named = /^(?:the\s+)?(subject(?: line)?|preview(?: text)?|headline|title|cta|call to action|button)\s+(?:to|should (?:be|say|read))\s*:?\s+["“']?(.+?)["”']?$/i.exec(detail.trim());
  if (named) return replaceField(text, named[1]!, named[2]!);
  if (!line) return text;
  const lines = text.split('\n');
  const content = lines.map((l, i) => ({ l, i })).filter((x) => x.l.trim());
  const ordinal = line[1]!.toLowerCase();
  const index = ordinal === 'last' ? content.length - 1 : (['first', 'second', 'third', 'fourth', 'fifth'].indexOf(ordinal) + 1 || Number.parseInt(ordinal, 10)) - 1;
  const target = content[index];
  if (!target) return text;
  const prefix = /^(\s*(?:[-*]|\d+\.)\s+|\s*\*\*[^*]+\*\*:?\s*|\s*[A-Z][a-z]+:\s+)/.exec(target.l)?.[0] ?? '';
  lines[target.i] = `${prefix}${line[2]}`;
  return lines.join('\n');
}

/** The line labelled as the field ('Subject: …'), or the call to action's link text, set to the new words. */
function replaceField(text: string, field: string, value: string): string {
  if (/cta|call to action|button/i.test(field)) {
    if (/\*\*\[([^\]]+)\]\(/.test(text)) return text.replace(/\*\*\[([^\]]+)\]\(/, `**[${value}](`);
    // ('**Button:** Book' under a Google Business Profile post, 'CTA: Shop now' under an ad): the labelled line.
    const labelled = /^(\s*(?:\*\*)?(?:Button|CTA|Call to action)(?::\*\*|\*\*:|:)\s*)(.*)$/im;
    if (labelled.test(text)) return text.replace(labelled, (_m, head: string) => `${head}${value.replace(/[.!]+$/, '')}`);
    // A post's ask ('See what the plan includes: link in bio.', 'Learn more: https://…'): the words before where it points.
    const ask = value.replace(/[.!]+$/, '');
    return text.replace(/^[A-Z][^\n]{1,60}?(?=(?::\s*|\s+at\s+|\s*\()(?:link in bio|https?:\/\/))/m, ask);
  }
  const label = /subject/i.test(field) ? 'Subject' : /preview/i.test(field) ? 'Preview' : /headline/i.test(field) ? 'Headline' : 'Title';
  return text.replace(new RegExp(`^(\\s*(?:\\*\\*)?${label}[^:\\n]{0,12}:(?:\\*\\*)?\\s*)(.*?)(\\s*)$`, 'im'), (_m, head: string, _old: string, tail: string) => `${head}${value}${tail}`);
}

// Pressure a 'less salesy' version drops: shouting, urgency and hard-sell openers (general copywriting practice).
const PUSHY_SENTENCES = /^(?:don'?t miss(?: out)?|hurry|act (?:now|fast)|last chance|limited time|only \d+ left|be quick|grab it (?:now|today)|what are you waiting for|why wait)\b[^.!?]*[.!?]?\s*/i;
const PUSHY_OPENERS = /(?<=^|[.?]\s+)(?:right now|today only|for a limited time|act now)\s*[:,-]\s*/gi;
const PUSHY_CTAS: [RegExp, string][] = [
  [/\b(?:claim|grab|get|snap up|unlock|secure)\s+(?:your\s+)?(?:£|\$|€)?\d[\d,.]*%?\s+off\b/gi, 'See the offer'],
  [/\b(?:claim|grab|snap up|unlock|secure)\s+(?:the|your|this)\s+(offer|deal|discount|place|spot|seat)\b/gi, 'See the $1'],
  [/\bbuy now\b/gi, 'Take a look'],
  [/\bshop now\b/gi, 'Browse the range'],
];
// Boasts nobody can check, which a calmer version leaves out: '- the best eye test money can buy', 'most stunning'.
const BOASTS = /\s*[-–—,]\s*(?:the|our)\s+(?:best|finest|greatest|ultimate|number one)\b[^.!?]*(?=[.!?])/gi;
const PUFFED = /\b(?:most|very|truly|simply)\s+(?=(?:beautiful|amazing|incredible|stunning|exciting|gorgeous|spectacular|unbeatable|awesome)\s)(?:beautiful|amazing|incredible|stunning|exciting|gorgeous|spectacular|unbeatable|awesome)\s+/gi;
// Fillers a punchier line leaves out.
const FILLERS = /\b(?:just|really|very|simply|actually|basically|truly|quite|that you need|in order)\s+/gi;

/**
 * Warmer: a letter that opens on the reader (a kind first line after the greeting, when it has none), asks to hear
 * from them rather than telling them to reply, and signs off warmly. Nothing is claimed that the facts do not say.
 */
function warmer(text: string): string {
  // A reply to a complaint or a review drops its brush-offs and opens by thanking the customer for telling us.
  const reply = REPLY_WORDS.test(text);
  const blocks = (reply ? brushOffsIn(text).text : text).split(/\n{2,}/);
  const greeting = blocks.findIndex((b) => /^(hi|hello|dear|hey)\b[^.!?\n]{0,40},?$/i.test(b.trim()));
  const opens = (b: string | undefined) => /\b(?:hope|missed|thank|lovely|good to|great to|glad)\b/i.test(sentences(b ?? '')[0] ?? '');
  if (greeting >= 0) {
    const next = blocks[greeting + 1];
    if (next !== undefined && !opens(next)) blocks[greeting + 1] = `${reply ? 'Thank you for telling us about this.' : "We hope you're keeping well."} ${next.trim()}`;
  } else if (reply && blocks[0] !== undefined && !opens(blocks[0]) && !isFixed(blocks[0])) {
    blocks[0] = `Thank you for telling us about this. ${blocks[0].trim()}`;
  }
  return blocks
    .join('\n\n')
    .replace(/(^|[.!?]\s+)(?:just\s+)?(hit reply|reply to this email|reply)\.(?=\s|$)/gim, (_m, lead: string, how: string) => `${lead}We'd love to hear from you: just ${how.toLowerCase()}.`)
    .replace(/^(?:regards|best|kind regards|best regards|sincerely|yours sincerely),?\s*$/gim, 'With warm wishes,')
    .replace(/^(?:regards|best regards|kind regards|sincerely),\s+(?=\S)/gim, 'With warm wishes, ');
}

/** More formal, more casual, less salesy, punchier: on the part named ('the subject line') or the whole answer. */
function retone(text: string, detail: string, part: string | null, brief: Brief, earlier: Brief | null): string {
  const d = detail.toLowerCase();
  if (FIRST_PERSON.test(d)) return inFirstPerson(text, brief.request);
  if (part && /subject|preview|headline|title/.test(part)) return onField(text, part, (line) => retoneLine(line, d, brief, earlier));
  const doc = nlp(text);
  if (/formal|professional|serious/.test(d) && !/less formal|informal/.test(d)) {
    doc.contractions().expand();
    // A formal letter opens with 'Dear', asks rather than nudges, and drops chatty openers.
    return doc
      .text()
      .replace(/^(hi|hey|hello)\b\s*/gim, 'Dear ')
      .replace(/\b(?:quick question|just a quick note|fyi)\s*[:,-]\s*/gi, '')
      .replace(/\bjust reply\b/gi, 'Please reply')
      .replace(/(^|[.?!]\s+)([a-z])/g, (_m, p: string, c: string) => `${p}${c.toUpperCase()}`);
  }
  if (/casual|informal|friendl|relaxed|less formal|warm/.test(d)) {
    doc.contract();
    // A casual note opens with 'Hi' and nudges rather than asks formally.
    // Formal words for everyday ones ('purchase' for 'buy') as a conversational voice says them; 'kindly' just goes.
    const casual = toConversational(doc.text().replace(/^dear\b\s*/gim, 'Hi ').replace(/\bplease reply\b/gi, 'Just reply').replace(/\bkindly\s+/gi, '').replace(/\bwe would\b/gi, "we'd").replace(/\bdo not\b/gi, "don't")).text;
    return /warm|friendl/.test(d) ? warmer(casual) : casual;
  }
  if (/less salesy|less pushy|soften|softer|less urgent|calmer|gentler|tone (?:it )?down/.test(d)) {
    const calmer = lessSalesy(text);
    // ('Softer' of a text with no hard sell in it, a price rise told plainly: the gentler wording is a warmer one.)
    return calmer !== text || !/\b(?:softer|gentler|kinder)\b/.test(d) ? calmer : warmer(toConversational(text).text);
  }
  if (LIGHTER.test(d)) return lighter(text, earlier ?? brief);
  if (/punch|bolder|more confident|snappier/.test(d)) return text.split(/\n{2,}/).map((b) => (isFixed(b) && !/^subject|^headline/i.test(b.trim()) ? b : b.replace(FILLERS, ''))).join('\n\n').replace(/^(\s*Subject:\s*)(.*)$/im, (_m, h: string, l: string) => `${h}${retoneLine(l, d, brief, earlier)}`);
  return text;
}

function lessSalesy(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      let l = line.replace(/!+/g, '.').replace(/\.\.+/g, '.').replace(/\b([A-Z]{4,})\b/g, (w) => (/\d/.test(w) ? w : w.charAt(0) + w.slice(1).toLowerCase()));
      l = l.split(/(?<=[.?])\s+/).filter((sentence) => !PUSHY_SENTENCES.test(sentence)).join(' ').replace(PUSHY_OPENERS, '').replace(BOASTS, '').replace(PUFFED, '');
      for (const [pattern, calmer] of PUSHY_CTAS) l = l.replace(pattern, calmer);
      return l.replace(/^(\s*)([a-z])/, (_m, s: string, c: string) => `${s}${c.toUpperCase()}`);
    })
    .join('\n');
}

/**
 * A line asked as a question: the offer put to the reader ('Want 15% off the first three months of the care plan?'),
 * else the subject ('Have you seen the care plan?'); a line that already asks one stays.
 */
function asQuestion(line: string, brief: Brief): string {
  if (/\?\s*$/.test(line)) return line;
  const topic = brief.topic?.replace(/^(?:our)\s+/i, 'the ') ?? null;
  const { discount, appliesTo } = brief.offer;
  if (discount && discount !== 'free') return `Want ${discount}${appliesTo ? ` ${appliesTo.replace(/^(?:on\s+)?/, '')}` : ''}${topic && !(appliesTo ?? '').toLowerCase().includes(topic.replace(/^the\s+/, '').toLowerCase()) ? ` of ${topic}` : ''}?`;
  if (discount === 'free' && appliesTo) return `Want ${appliesTo.replace(/^the\s+/i, 'your ')}, free?`;
  if (topic) return `Have you seen ${topic}?`;
  return line;
}

/** A single line (a subject line, a headline) in the new tone. A punchier one leads with the offer when there is one, in a few words. */
function retoneLine(line: string, tone: string, brief: Brief, earlier: Brief | null): string {
  if (/less salesy|softer|less pushy|calmer/.test(tone)) return lessSalesy(line);
  // More urgent is the offer's own deadline first ('Ends 31 January: …'); without one there is no honest urgency to add.
  if (/urgent/.test(tone)) {
    const deadline = (earlier?.offer.deadline ?? brief.offer.deadline)?.replace(/^(?:until|till|by|before|ends?)\s+/i, '');
    return deadline && !line.toLowerCase().includes(deadline.toLowerCase()) ? `Ends ${deadline}: ${line.charAt(0).toLowerCase()}${line.slice(1)}` : line;
  }
  // More curious holds the offer back and says only whom it is for ('A little something for your next box'); a line
  // that already asks a question keeps it.
  if (/curio|intrigu|teaser/.test(tone)) {
    const offer = earlier?.offer ?? brief.offer;
    if (/\?\s*$/.test(line) || !offer.discount) return line;
    const teaser = `A little something for ${offer.appliesTo ?? 'you'}`;
    return teaser.toLowerCase() === line.toLowerCase() ? line : teaser;
  }
  if (LIGHTER.test(tone)) return lighterLine(line, earlier ?? brief);
  if (!/punch|bolder|snappier|shorter|catchier|stronger/.test(tone)) return line;
  const offer = earlier?.offer ?? brief.offer;
  const topic = (earlier?.topic ?? brief.topic ?? '').replace(/^(?:the|our|a|an)\s+/i, '');
  // With an offer, a punchier line leads with it: '£30 off Weekend Spanish with OLE30'.
  if (offer.discount) {
    const code = offer.code ? ` with ${offer.code}` : '';
    const punchy = `${capital(offer.discount)}${topic ? ` ${topic}` : ''}${code}`.replace(/\s+/g, ' ');
    if (punchy.toLowerCase() !== line.toLowerCase()) return punchy;
  }
  // Drop fillers and a leading article, end without a full stop, keep the first clause.
  const first = line.split(/\s*[—–:;]\s+|,\s+(?=[a-z])/)[0]!.replace(FILLERS, '').replace(/^(?:the|our)\s+/i, '').replace(/[.]+$/, '');
  return first === line ? line.replace(FILLERS, '') : capital(first);
}

function onField(text: string, part: string, change: (line: string) => string): string {
  const label = /subject/.test(part) ? 'Subject(?: line)?' : /preview/.test(part) ? 'Preview' : /headline/.test(part) ? 'Headline' : /description/.test(part) ? '(?:Meta )?description' : 'Title(?: tag)?';
  const pattern = new RegExp(`^(\\s*(?:[-*]\\s+)?(?:\\*\\*)?${label}(?:\\*\\*)?\\s*:\\s*(?:\\*\\*)?\\s*)(.+?)(\\s*(?:_\\(.*\\)_)?\\s*)$`, 'gim');
  // A counter of the field's words after it ('_(4 words)_') counts the new words.
  return text.replace(pattern, (_m, head: string, line: string, tail: string) => {
    const changed = change(line);
    return `${head}${changed}${tail.replace(/_\(\d+ words?\)_/, () => { const n = wordCount(changed); return `_(${n} word${n === 1 ? '' : 's'})_`; })}`;
  });
}

/**
 * A field with words put into it: a title tag takes them before its ' | brand' (the brand goes when the 60
 * characters would not hold both); a description or line takes a name after what it is about ('the Care Plan in
 * Bristol'), other words up front ('Bristol: …'). A field that has them already stays.
 */
function withWords(line: string, words: string, field: string, topic: string | null): string {
  if (line.toLowerCase().includes(words.toLowerCase())) return line;
  if (/title/.test(field)) {
    const [lead, ...rest] = line.split(' | ');
    // A word that describes the thing ('grain-free', 'organic') goes before it, in the title's case: 'Grain-Free Puppy Food'.
    const describes = /^[a-z]+-[a-z]+$/i.test(words) || (!/\s/.test(words) && nlp(words.toLowerCase()).has('#Adjective') && !nlp(words.toLowerCase()).has('#Noun'));
    if (describes) {
      const titled = /^(?:[A-Z0-9£$€][^\s]*\s+)+/.test(`${lead!.trim()} `) ? words.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('-') : words;
      const before = [`${titled} ${lead!.trim()}`, ...rest].join(' | ');
      if (before.length <= 60 || !rest.length) return before;
      return `${titled} ${lead!.trim()}`;
    }
    // (An amount reads as the thing's price: 'Bespoke Framing – £85'.)
    const added = /^[£$€]\d/.test(words) ? `${lead!.trim()} – ${words}` : `${lead!.trim()} ${words}`;
    const joined = [added, ...rest].join(' | ');
    return joined.length <= 60 || !rest.length ? joined : added;
  }
  const about = topic?.replace(/^(?:the|our)\s+/i, '');
  const at = about ? line.toLowerCase().indexOf(about.toLowerCase()) : -1;
  if (/^[A-Z]/.test(words) && at >= 0) return `${line.slice(0, at + about!.length)} in ${words}${line.slice(at + about!.length)}`;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}: ${line.charAt(0).toLowerCase() === line.charAt(0) ? line : /^[A-Z][a-z]/.test(line) && !/^[A-Z][a-z]+\s[A-Z]/.test(line) ? line.charAt(0).toLowerCase() + line.slice(1) : line}`;
}

/**
 * A field said shorter: its last sentences go while it stays over the target, then a list in it keeps its first
 * two items ('yearly service, priority repairs, no call-out fee and 10% off parts' gives 'yearly service and
 * priority repairs'). Never under two fifths of the target.
 */
function shorterLine(line: string, target: number): string {
  const whole = line.trim();
  const sentencesOfLine = whole.split(/(?<=[.!?])\s+/);
  // Its last sentences dropped, or a list in it cut to two items: whichever lands nearer the target.
  const dropped = sentencesOfLine.length > 1 ? sentencesOfLine.slice(0, -1).join(' ') : whole;
  const list = /^(.*?)((?:[^,.;:!?]+,\s+){1,}[^,.;:!?]+?,?\s+and\s+[^,.;:!?]+)([.!?]?)$/.exec(whole);
  const items = list ? list[2]!.split(/,\s+(?:and\s+)?|,?\s+and\s+/).map((i) => i.trim()).filter(Boolean) : [];
  const listed = list && items.length >= 3 ? `${list[1]}${items[0]} and ${items[1]}${list[3]}` : whole;
  // ('Brightwell Opticians: eye tests for the family' keeps what follows the colon.)
  const after = /^[^:]{3,60}:\s+(\S+(?:\s+\S+)+)$/.exec(whole)?.[1];
  const colon = after ? after.replace(/^./, (c) => c.toUpperCase()) : whole;
  const candidates = [dropped, listed, colon].filter((c) => c.length < whole.length && c.length >= target * 0.4);
  return candidates.sort((a, b) => Math.abs(a.length - target) - Math.abs(b.length - target))[0] ?? whole;
}

/** The call to action in the language asked (a small glossary of common ones), or marked for a translator. */
function translate(text: string, language: string | null, part: string | null): { text: string; notes: string[] } {
  if (!language) return { text, notes: [] };
  if (part !== 'call to action') return { text, notes: [`The offline engine translates calls to action only; send the text to a translator or ask again with a model connected.`] };
  const blanks: string[] = [];
  const out = text.split('\n').map((line) => {
    if (!isCallToAction(line)) return line;
    return line
      .replace(/\*\*\[([^\]]+)\]\(/, (_m, cta: string) => `**[${translateCallToAction(cta, language) ?? mark(cta, language, blanks)}](`)
      .replace(/^([A-Z][^.!?:\n]{1,40}):(\s*(?:link in bio|https?:\/\/\S+))/i, (_m, cta: string, rest: string) => `${translateCallToAction(cta, language) ?? mark(cta, language, blanks)}:${/link in bio/i.test(rest) ? ` ${translateCallToAction('link in bio', language) ?? rest.trim()}` : rest}`);
  });
  return { text: out.join('\n'), notes: blanks.length ? [`Translate before use: ${[...new Set(blanks)].join(', ')} (not in the offline glossary of common calls to action).`] : [] };
}

function mark(cta: string, language: string, blanks: string[]): string {
  const blank = `["${cta}" in ${capital(language)}]`;
  blanks.push(blank);
  return blank;
}

function lemmas(text: string): Set<string> {
  const doc = nlp(text);
  doc.compute('root');
  return new Set(
    (doc.json() as { terms: { root?: string; normal: string; tags: string[] }[] }[])
      .flatMap((s) => s.terms)
      .filter((t) => t.tags.some((tag) => tag === 'Noun' || tag === 'Verb' || tag === 'Adjective' || tag === 'Value') && !t.tags.includes('Pronoun') && !t.tags.includes('Auxiliary'))
      .map((t) => t.root ?? t.normal)
      .filter((w) => w.length > 2),
  );
}

/**
 * 'Add a P.S. about free NHS tests', 'add a line on parking', 'mention Linda's review', 'include the free survey':
 * the space's own sentence on it (one the answer does not say yet), as a P.S. after the sign-off or a line before
 * the call to action. 'Mention that we're Gas Safe registered' is the user's own statement, said as written. A
 * marked blank when the space says nothing about it.
 */
function addNote(text: string, asked: string, object: string, facts: FactSheet | null, documents: readonly string[]): { text: string; added: string[]; found: boolean; already?: string } {
  // ('She rang to say she drives. Add a line on parking.': the sentence that asks for the line, not the news before it.)
  const request = asked.split(/(?<=[a-z0-9)"”'’][.!?])\s+(?=[A-Z])/).find((t) => /^\W*(?:(?:please|can you|could you|now|also|and|then|ok|okay)[\s,]+)*(?:add|include|mention|put in|work in|say)\b/i.test(t)) ?? asked;
  const m = /\b(p\.?\s?s\.?|postscript|line|sentence|note|mention)\s+(?:about|on|mentioning|saying|that|of)\s+(.+?)[.!?]?\s*$/i.exec(request.trim());
  const named = (m ? m[2]! : object).trim();
  // ('a line on parking and what it costs': the line on parking, with its price when it has one.)
  const costToo = /\s+and\s+(?:what (?:it|that|this|they) costs?|what (?:it|that|this) does to the (?:price|cost|bill|fee)|how much (?:it|that|this) (?:is|costs?|adds)|(?:the|its) (?:price|cost)s?)\s*[.!?]?$/i;
  const asksCost = costToo.test(named);
  const about = named
    .replace(costToo, '')
    .replace(/[.!?]+$/, '')
    .replace(/\s+(?:too|as well|also|please|somewhere|in (?:it|there|the (?:email|post|copy|text|body|answer|draft))|to (?:it|this|the (?:email|post|copy|text|answer|draft)))$/i, '')
    // 'the sibling discount for anyone with a younger one who could join': what to say is about the discount; whom it is for is the writer's.
    .replace(/^(.{6,}?)\s+(?:for (?:anyone|those|people|families|parents|customers|everyone|members)|who|which|that could|so that)\b.*$/i, '$1')
    .trim();
  if (!about) return { text, added: [], found: false };
  const ps = Boolean(m && /^p\.?\s?s|postscript/i.test(m[1]!)) || /\b(?:add|include|put|end with|finish with)\s+(?:a\s+)?(?:short\s+|quick\s+)?(?:p\.?\s?s\b|postscript\b)/i.test(request);
  // ('add a P.S. saying microchipping is included in the plan': what to say, in the user's words.)
  // ('mention we're based in Leeds': a statement the user makes, with its own subject, said as they put it.)
  // ('add our opening hours' names a fact to look up: with no verb, 'our …' is no statement.)
  const claimed = /\b(?:(?:mention|say|add|include|note)\s+that|saying(?:\s+that)?|to say(?:\s+that)?|(?:reminding|to remind|telling|to tell)\s+(?:them|people|readers|everyone|customers|members|clients|guests)(?:\s+that)?|(?:mention|say|add|note)\s+(?=(?:we|we're|we are|we've|our|it's|it is|they|they're|there's|there is)\b))\s*(.{3,200}?)[.!]?\s*$/i.exec(request.trim());
  const claim = claimed && (!/^our\s/i.test(claimed[1]!) || nlp(claimed[1]!).has('#Verb')) ? claimed : null;
  let said: string;
  let found = true;
  // ('Add that they can call us or book online': in copy to them, 'You can call us or book online.')
  if (claim) said = `${claim[1]!.charAt(0).toUpperCase()}${claim[1]!.slice(1)}.`.replace(/^(?:They|Customers|People|Patients|Clients|Members|Guests|Readers)\s+(can|could|will|get|may|need|should|don't|do not|won't)\b/, 'You $1');
  else {
    // 'the 0% finance offer': the offer is the finance; words that only say what kind of thing it is do not count.
    const wanted = new Set([...lemmas(about)].filter((l) => !/^(?:offer|deal|option|detail|info|information|bit|thing|line|part|our|the|your|my|we|us)$/.test(l)));
    // A quotation stays whole: its sentences are one customer's words.
    // Each sentence keeps its section's heading: 'If your dog won't eat it, we refund your first box in full.' is what
    // the documents say of 'the Clean Bowl Promise', their heading over it.
    // A passage clipped mid-sentence ('… we refund your first box…') is said whole, as the fact sheet has it from the
    // document, or not at all: a clipped sentence is no line to send.
    const sheet = facts ? [...facts.terms, ...facts.features, ...facts.proof].map((f) => f.text) : [];
    const whole = (t: string): string | null => {
      if (!/…\.?$/.test(t)) return t;
      const head = t.replace(/…\.?$/, '').replace(/^…/, '').trim();
      return head.length >= 12 ? (sheet.find((f) => f.startsWith(head)) ?? null) : null;
    };
    const headingOf = new Map<string, string>();
    const fromDocs: string[] = [];
    for (const d of documents) {
      let heading = '';
      for (const l of d.split(/\n+/)) {
        // (A passage may open mid-document: '…## The Kiln Promise'.)
        if (/^…?\s*#/.test(l.trim())) {
          heading = l.trim().replace(/^…?\s*#+\s*/, '');
          continue;
        }
        for (const part of /["“]/.test(l) ? [l] : l.split(/(?<=[.!?])\s+/)) {
          const t = whole(part.replace(/^\s*(?:[-*]|\d+\.)\s+/, '').trim());
          if (!t || /^\|/.test(t)) continue;
          fromDocs.push(t);
          if (heading && !headingOf.has(t)) headingOf.set(t, heading);
        }
      }
    }
    // A fact the answer says already is no addition: its figures all in the text, or most of its words.
    const inText = lemmas(text);
    const saysAlready = (t: string) => {
      const figures = t.match(/[£$€]?\d[\d,.]*%?/g) ?? [];
      if (figures.length && !figures.every((f) => text.includes(f))) return false;
      // Its figures are not enough on their own ('2' is in many texts): half its words too, or most of them without figures.
      const own = lemmas(t);
      const share = own.size ? [...own].filter((l) => inText.has(l)).length / own.size : 0;
      return figures.length ? share >= 0.5 : own.size > 0 && share >= 0.8;
    };
    const money = asksCost || /\b(?:price|cost|fee|charge|how much)\b/i.test(about);
    // A fact of several sentences is offered sentence by sentence too: 'Dogs: £5 a night. … off lead in the fenced
    // Beck Field.' answers 'the dog-friendly fields' with its last sentence, whatever the email says of the price.
    const partsOf = (t: string) => (/["“]/.test(t) ? [] : t.split(/(?<=[.!?])\s+(?=[A-Z])/).filter((p) => p !== t && p.split(/\s+/).length >= 4));
    const scoreOf = (t: string, heading = headingOf.get(t)) => {
      const read = heading ? `${heading} ${t}` : t;
      return (t === reduced ? 9 : 0) + Math.max(overlap(wanted, read), stemOverlap(wanted, read)) + (/\b(?:testimonial|review|quote)\b/i.test(about) && /["“]/.test(t) ? 2 : 0) + (money && /[£$€]\s?\d/.test(t) ? 1 : 0);
    };
    // ('the price after the discount': the documents' sentence that gives the offer's price against the usual one.)
    const reduced = DISCOUNTED_PRICE.test(about) ? fromDocs.find((t) => /\b(?:instead of|down from|reduced from|rather than|usually|normally|was)\s+[£$€]\s?\d/i.test(t)) : undefined;
    const scored = [...(reduced ? [reduced] : []), ...factsAbout(about, facts), ...fromDocs]
      // Words matched by their stems too: 'free delivery' is said by 'delivered free on the day you choose'.
      .map((t) => ({ t, score: scoreOf(t) }))
      .filter((x) => x.score >= Math.min(2, wanted.size))
      // Of equal matches, a sentence reads better in copy than a bare label ('Free delivery').
      .sort((a, b) => b.score - a.score || Number(sentenceLike(b.t)) - Number(sentenceLike(a.t)))
      // The document's own line over the fact sheet's copy of it without its label: 'Parking: free for 2 hours…'
      // reads right alone, 'Free for 2 hours…' does not.
      .filter((x, _i, all) => !all.some((y) => y.t.length > x.t.length && y.t.toLowerCase().endsWith(x.t.toLowerCase().replace(/^\W+/, ''))));
    // Of the best fact, the sentence of it that says as much, when the answer does not say it yet: 'Dogs: £5 a night.
    // … off lead in the fenced Beck Field.' answers 'the dog-friendly fields' with its last sentence.
    const first = scored[0];
    const part = first ? partsOf(first.t).filter((p) => scoreOf(p, headingOf.get(first.t)) >= first.score && !saysAlready(p)).sort((a, b) => a.length - b.length)[0] : undefined;
    // The best match said already (and none of its sentences new): the answer has it, and nothing is added twice.
    if (first && !part && saysAlready(first.t)) return { text, added: [], found: true, already: first.t };
    const best = part ?? first?.t ?? null;
    // ('Add what we should do next month' under a report whose last paragraph opens 'Next month: …': it is there.)
    const asked = about.toLowerCase().replace(/^(?:what|how|when|where|who)\s+(?:we|you|i|they)\s+(?:should|could|can|will|need to|ought to)\s+(?:do|try|change|fix|stop)\s+/, '').trim();
    const covered = best || asked.split(/\s+/).length < 2 ? undefined : sentences(text.replace(/\*\*/g, '')).find((s) => s.toLowerCase().includes(asked));
    if (covered) return { text, added: [], found: true, already: covered };
    found = best !== null;
    said = best ? (/[.!?"”]$/.test(best) ? best : `${best}.`) : `[a line about ${about}: your facts do not say]`;
  }
  // In a letter to one person ('Hi Dan,'), 'we can send the van to his place' is said to him: 'to your place'.
  if (claim && /^(?:Hi|Hello|Dear|Hey)\s+[A-Z][\w'’-]*,/m.test(text)) said = toReader(said);
  const blocks = text.split(/\n{2,}/);
  if (ps) {
    // A P.S. goes after the sign-off (the short last line), where readers' eyes land.
    // ('reminding them the code ends on 31 May': the code the email carries, by name.)
    const code = /\bcode\s+([A-Z][A-Z0-9]{2,})\b/.exec(text)?.[1];
    blocks.push(`PS: ${code ? said.replace(/^the (?:discount |promo |offer )?code\b/i, `Code ${code}`).replace(/\bthe (?:discount |promo |offer )?code\b/, `code ${code}`) : said}`);
  } else {
    // Before the call to action; in a post without one, before its hashtags, which close it.
    const cta = blocks.findIndex((b) => isCallToAction(b));
    const tags = blocks.findIndex((b) => /^\s*#[\p{L}\p{N}_]+(?:\s+#[\p{L}\p{N}_]+)*\s*$/u.test(b));
    // In a letter with no button, before its closing invitation ('Would you like to book a call? …') or its sign-off.
    const closing = blocks.findIndex((b, i) => i > 0 && /^(?:would you like|if you would like|if you'd like|questions\?|just reply|reply to this|call us|give us a call)\b/i.test(b.trim()));
    const last = blocks.length - 1;
    const signOff = last > 0 && wordCount(blocks[last]!) <= 10 && !/[.?:!]$/.test(blocks[last]!.trim());
    blocks.splice(cta >= 0 ? cta : tags >= 0 ? tags : closing >= 0 ? closing : signOff ? last : blocks.length, 0, said);
  }
  return { text: blocks.join('\n\n'), added: [ps ? `a P.S. on ${about}` : claim ? `a line saying ${claim[1]!}` : `a line on ${about}`], found };
}

/** 'the price after the discount', 'the discounted price', 'what it costs with the code'. */
const DISCOUNTED_PRICE = /\b(?:price|cost)s?\b.{0,20}\b(?:after|with|once|including)\b.{0,20}\b(?:discount|code|offer|saving)\b|\b(?:discounted|reduced|offer|sale)\s+(?:price|cost)\b|\bwhat (?:it|they|you) (?:costs?|pays?) with the (?:code|offer|discount)\b/i;

/** How many of the wanted words a text says, compared by stem ('delivery' and 'delivered' are one). */
function stemOverlap(wanted: Set<string>, text: string): number {
  const have = new Set(stemsOf(text));
  return [...wanted].filter((w) => have.has(stemOf(w))).length;
}

/** A fact written as a sentence (four words or more), not a label or a list item of two words. */
const sentenceLike = (text: string) => text.trim().split(/\s+/).length >= 4;

/** The email as one text message: who it is from, the offer with its code and end, the link, and how to opt out. */
function asSms(email: string, earlier: Brief | null, brief: Brief, facts: FactSheet | null): TaskOutput | null {
  const limit = brief.limits.characters ?? 160;
  const link = /\]\((https?:\/\/[^)\s]+)\)/.exec(email)?.[1] ?? facts?.website ?? null;
  const from = facts?.company ?? null;
  const offer = earlier?.offer;
  const deal = offer?.discount ? `${offer.discount}${offer.appliesTo ? ` ${offer.appliesTo}` : ''}` : null;
  const body = email.split('\n').map((l) => l.trim()).filter((l) => l && !/^(subject|preview)\s*:|^(hi|hello|dear)\b|^\*\*\[/i.test(l));
  const short = (u: string) => u.replace(/^https?:\/\/(?:www\.)?/, '').replace(/\/$/, '');
  const optOut = 'Reply STOP to opt out';
  // Without an offer, the sentence of the email that says most of what it is about, and fits beside the rest.
  const room = limit - [from ? `${from}:` : '', link ? short(link) : '', optOut].join(' ').length - 2;
  const about = lemmas(`${earlier?.topic ?? ''} ${earlier?.request ?? ''}`);
  const said = body.filter((l) => !/^[-*]\s|^#|:$/.test(l) && !isSignOff(l)).flatMap((l) => sentences(l)).filter((t) => wordCount(t) >= 4);
  const ranked = said.map((t, i) => ({ t, i, score: overlap(about, t) * 2 + (/[£$€]\d|\d/.test(t) ? 1 : 0) - (t.length > room ? 3 : 0) })).sort((a, b) => b.score - a.score || a.i - b.i);
  const lead = deal ? `${deal.charAt(0).toUpperCase()}${deal.slice(1)}${offer?.code ? ` with code ${offer.code}` : ''}${offer?.deadline ? ` ${offer.deadline}` : ''}.` : ranked[0]?.t ?? body[0] ?? null;
  if (!lead) return null;
  const parts = (withDeadline: boolean) => [from ? `${from}:` : null, withDeadline ? lead : lead.replace(/\s+(?:until|till|by|ends?)\s+[^.]+\./i, '.'), link ? `${short(link)}` : null, optOut].filter(Boolean).join(' ');
  let message = parts(true);
  if (message.length > limit) message = parts(false);
  const over = message.length > limit;
  return {
    summary: `The email as a text message, ${message.length} of ${limit} characters.`,
    deliverable: message,
    notes: [
      `${message.length} characters${over ? `: over the ${limit} asked, so shorten the sender name or the offer by hand` : `, within ${limit}: one SMS`}.`,
      'Marketing texts need the person\'s consent and an easy opt-out; "Reply STOP to opt out" is the usual one.',
    ],
    used: [],
    steps: [{ tool: 'revision', summary: `email as SMS, ${message.length} characters` }],
    artifacts: [],
  };
}

/** The offer narrowed to what it is for: '… with code SUMMER25 (manual blocks only).' on each line of copy that carries it. */
function onlyFor(text: string, named: string, scope: string, code: string | null): { text: string; added: string[]; absent?: string } {
  const mark = /^[A-Z][A-Z0-9]{2,}$/.test(named) ? named : code;
  if (!mark) return { text, added: [], absent: `The previous answer has no code for "${named}" to narrow` };
  const note = ` (${scope.replace(/[.]+$/, '')} only)`;
  let count = 0;
  const out = text.split('\n').map((line) => {
    // Subject lines and previews stay short; the body and the button say what the code is for.
    if (!line.includes(mark) || /^\s*(?:subject|preview)\b|^\s*\d+\.\s/i.test(line) || line.includes(note.trim())) return line;
    count++;
    return line.replace(new RegExp(`(${escapeRegExp(mark)})(?![\\w(])`), `$1${note}`);
  }).join('\n');
  return count ? { text: out, added: [`${mark} changed to "${mark}${note}" (${count === 1 ? 'once' : `${count} times`})`] } : { text, added: [], absent: `The previous answer's copy does not carry ${mark}` };
}

