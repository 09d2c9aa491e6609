import { escapeRegExp } from '../../../domain/escape-reg-exp.ts';
import { parseCount } from '../brief/parse-count.ts';
import { platformsIn } from '../brief/channel-formats.ts';
import { parseEnglish } from '../brief/english-words.ts';
import type { Brief } from '../brief/brief.ts';
import { shapeAsked, type ShapeKind } from '../brief/deliverable-shape.ts';
import { requestParts } from '../brief/request-parts.ts';
import { containersOf, isGeneralPiece, pieceOf, samePiece } from '../brief/deliverable-nouns.ts';
import type { AgentTask, TaskInput, TaskOutput } from './agent-task.ts';
import { countWord, withIndefinite } from './english-phrases.ts';
import { capitalise } from '../offline/template-grammar.ts';
import { taskFor } from './cmo/cmo-package.ts';
import { specialistTasks } from './cmo/specialist-tasks.ts';
import { asksEnquiryReply } from './brand-voice/enquiry-reply.ts';
import { complaintIn, customerQuestionIn } from './email/customer-reply.ts';

/**
 * The tasks that write each deliverable shape a request may name (brief/deliverable-shape.ts). A shape none of
 * them writes is declined honestly, never answered with another deliverable: two posts are not a carousel, a
 * win-back email is not a reply.
 */
const SHAPE_MAKERS: Record<ShapeKind, readonly string[]> = {
  carousel: ['creative.carousel'],
  reply: ['brand-voice.review-reply', 'email.reply'],
  'alt text': ['seo.alt-text'],
  'per page': ['seo.meta'],
  piece: [],
};

/**
 * The tasks that write the shape for this request: a reply to a review or a complaint is the voice agent's; a reply
 * to a customer's question is the email agent's, which answers each part from the space's facts and marks a part
 * they do not answer as a gap for the owner to fill.
 */
function makersOf(shape: { kind: ShapeKind }, request: string): readonly string[] {
  // (A customer's question whose answer the request gives, 'says no nicely', is a reply the voice agent can write.)
  // (A customer's own words quoted for a reply, 'Draft a reply: "My frame arrived with a loose corner…"', are answered too.)
  if (shape.kind === 'reply' && !/\b(?:reviews?|stars?|complain(?:t|ts|ed)?|rated|rating)\b/i.test(request) && !asksEnquiryReply(request)) return customerQuestionIn(request) || complaintIn(request) || /["“][^"”]{20,}["”]/.test(request) ? ['email.reply'] : [];
  return SHAPE_MAKERS[shape.kind];
}

/**
 * The agents whose catalogues are checked piece by piece: what the request names as the work must be what the
 * chosen task writes (R-AGENT honest limits). A product description is no search ad, an Instagram bio no caption,
 * a persona no plan review.
 */
const PIECE_CHECKED = new Set(['creative-agent', 'strategy-review-agent', 'cmo']);

/**
 * Marketing pieces the request may ask for that none of these catalogues writes offline, and that the brief's
 * nouns do not name (or name only as a general piece: 'a customer journey map' reads as a map). Matched only as the
 * thing asked for, right after the verb that asks for it (see `askedAsWork`), never as what a piece is about.
 */
const UNWRITTEN: [RegExp, string | null][] = [
  [/\b(?:customer |buyer |user |audience )?personas?\b/i, 'customer personas'],
  [/\b(?:customer|buyer|user)(?:'s)?\s+journey(?:\s+maps?)?\b|\bjourney maps?\b/i, 'a customer journey map'],
  [/\bokrs?\b|\bkpi dashboards?\b/i, 'OKRs'],
  [/\bmarket[-\s]siz(?:e|ing)\b|\baddressable market\b/i, 'a market-size estimate'],
  [/\bsurveys?\b|\bquestionnaires?\b/i, 'a survey'],
  [/\bpolls?\b/i, 'a poll'],
  [/\bquiz(?:zes)?\b/i, 'a quiz'],
  [/\bstoryboards?\b/i, 'a storyboard'],
  [/\bjingles?\b/i, 'a jingle'],
  [/\bbrochures?\b/i, 'brochure copy'],
  [/\bmood ?boards?\b/i, 'a mood board'],
  [/\b(?:instagram |tiktok |twitter |x |linkedin |profile |author |company |short )?bios?\b/i, null],
  [/\bpress releases?\b/i, 'a press release'],
  [/\b(?:product|item|video|youtube|channel|app|shop|store|listing)\s+descriptions?\b|\b(?:app store|play store|marketplace|etsy|amazon|shop)\s+listings?\b/i, null],
  [/\bwhite ?papers?\b|\be-?books?\b/i, 'a white paper'],
  [/\bsms(?:es)?\b|\btext messages?\b|\bwhatsapp messages?\b/i, 'text messages'],
  [/\b(?:name|naming) ideas?\b|\bnames for\b/i, 'name ideas'],
  [/\bshow notes\b/i, 'podcast show notes'],
];

// Verbs that ask for a piece of work to be made ('write', 'build', 'map', 'set').
const ASKS = /\b(?:write|draft|create|build|make|map|set|design|produce|prepare|suggest|brainstorm|estimate|calculate|give me|give us|come up with|put together|need|want|do|develop|craft|compose|outline)\b/i;
// Words between the verb and the piece that make the piece what the work is about, not the work.
const ABOUT = /\b(?:about|on|for|to|into|in|from|regarding|around|promoting|announcing|inviting|with|after|before|of)\b/i;
// 'copy for a brochure', 'text for our bio': the words after 'for' are still the piece.
const CONTAINER_FOR = /\b(?:copy|text|words|wording|content|lines?)\s+for\s+(?:a|an|the|our|my|this)?\s*(?:[\w-]+\s+){0,2}$/i;

/** Where `pattern` names the thing the request asks for: after an asking verb in the same sentence, with no preposition between. */
function askedAsWork(instructions: string, pattern: RegExp): string | null {
  for (const sentence of instructions.split(/(?<=[.!?])\s+|\n+/)) {
    const m = pattern.exec(sentence);
    if (!m) continue;
    const before = sentence.slice(0, m.index);
    const verb = [...before.matchAll(new RegExp(ASKS.source, 'gi'))].at(-1);
    if (!verb) continue;
    const between = before.slice(verb.index! + verb[0].length);
    if (!ABOUT.test(between) || CONTAINER_FOR.test(between)) return m[0];
  }
  return null;
}

/** Whether a task writes the piece as a whole: a search ad's description is part of an ad, so no product description unless the ad is asked. */
function writesWhole(task: AgentTask, noun: string, instructions: string): boolean {
  // ('leaflet copy' is what a leaflet is made of: the task that writes it writes the leaflet.)
  const match = task.delivers.find((d) => samePiece(d, noun) || (/ copy$/.test(d) && samePiece(d.replace(/ copy$/, ''), noun)));
  if (!match) return false;
  // The task writes it only inside a bigger piece of its own ('description' inside 'search ad'): that piece must be named.
  const holders = containersOf(noun).filter((c) => task.delivers.some((d) => samePiece(d, c)) && !samePiece(c, noun));
  if (!holders.length || samePiece(match, task.delivers[0]!)) return true;
  return holders.some((c) => new RegExp(`\\b${c.replace(/[^a-z ]/gi, '')}s?\\b`, 'i').test(instructions));
}

/**
 * The piece of work the request names that the chosen task does not write, and no other task of the agent does
 * either: a label for the decline ('a product description', 'customer personas'), else null. A task that
 * writes one of the pieces asked for keeps the request.
 */
function unwrittenPiece(brief: Brief, task: AgentTask | undefined, tasks: readonly AgentTask[], instructions: string, decides: boolean): { label: string; maker: AgentTask | null } | null {
  const pieces = brief.deliverables.filter((d) => !d.part && !isGeneralPiece(d.noun));
  for (const [pattern, label] of UNWRITTEN) {
    const found = askedAsWork(instructions, pattern);
    if (!found) continue;
    // (A piece a task of this agent writes, 'a survey' for the strategy agent, is no longer one to decline.)
    if (tasks.some((t) => t.delivers.some((d) => pattern.test(d)))) continue;
    // Asked beside pieces the task writes ('a press release and 3 LinkedIn posts'): the package or the task says what it left.
    if (pieces.some((d) => task && writesWhole(task, d.noun, instructions) && !pattern.test(d.noun))) return null;
    // Named as the request names it ('an Instagram bio', 'an App Store listing') where the kind matters.
    return { label: label ?? withIndefinite(found.replace(/s$/, '')), maker: null };
  }
  if (decides || !pieces.length || (task && pieces.some((d) => writesWhole(task, d.noun, instructions)))) return null;
  const maker = tasks.find((t) => pieces.some((d) => writesWhole(t, d.noun, instructions))) ?? null;
  return { label: namedAs(pieces[0]!.noun, instructions), maker };
}

/**
 * The fit check between a new request's shape and the task chosen for it (R-AGENT honest limits): the task when
 * it writes that shape, else the agent's task that does, else no task (a decline, refunded per docs/DECISIONS.md A1).
 * Revisions and text given to work on keep their task: a rewrite of a pasted carousel is still a rewrite.
 */
/** An image asked with its caption: 'the image plus a caption', 'caption and image', 'a graphic with a caption'. */
const IMAGE_WITH_CAPTION = /\b(?:image|graphic|visual|picture|card)s?\s+(?:plus|and|\+|&|with)\s+(?:a\s+|the\s+|its\s+)?(?:short\s+)?caption\b|\bcaptions?\s+(?:plus|and|\+|&|with)\s+(?:an?\s+|the\s+)?(?:image|graphic|visual|picture)\b/i;

export function fitToShape(brief: Brief, tasks: readonly AgentTask[]): Brief {
  // 'Now turn it into a 6-slide carousel': the chat's answer made into a shape another task of this agent lays out.
  if (brief.revision && !brief.pasted && /\b(?:turn|make|convert|adapt|repurpose|rework|rewrite)\b[^.?!]*\b(?:into|as)\b/i.test(brief.request)) {
    const shape = shapeAsked(requestParts(brief.request).instructions);
    const maker = shape && shape.kind !== 'piece' ? tasks.find((t) => makersOf(shape, brief.request).includes(t.id)) : undefined;
    // The platform the follow-up names is where the new piece goes, not the earlier piece's.
    const named = platformsIn(parseEnglish(requestParts(brief.request).instructions).words);
    if (shape && maker && maker.id !== brief.task) return { ...brief, revision: null, task: maker.id, shape, madeFromPrevious: true, ...(named.length ? { platforms: named, deliverables: [] } : {}) };
  }
  // 'for these 4 pages: the home page, shepherd's huts, bell tents. Put them in a table.': the pages listed after the
  // colon were read as text to work on; they are the pages to write for.
  if (brief.task && !brief.revision && brief.pasted && !brief.madeFromPrevious) {
    const whole = shapeAsked(brief.request);
    const maker = SHAPE_MAKERS['per page'].includes(brief.task) ? brief.task : tasks.find((t) => SHAPE_MAKERS['per page'].includes(t.id))?.id;
    if (whole?.kind === 'per page' && (whole.items?.length ?? 0) >= 2 && whole.items!.every((item) => brief.pasted!.includes(item)) && maker) return { ...brief, task: maker, shape: whole, pasted: null };
  }
  // 'Need a reply to this Google review: "…"': the pasted review is what the reply answers, not text to check.
  if (brief.task && !brief.revision && brief.pasted && !brief.madeFromPrevious) {
    // ('A customer emailed: "…" Write a friendly reply for me to send': the ask may come after what was pasted.)
    const whole = shapeAsked(brief.request);
    const asked = shapeAsked(requestParts(brief.request).instructions) ?? (whole?.kind === 'reply' ? whole : null);
    const maker = asked?.kind === 'reply' ? tasks.find((t) => makersOf(asked, brief.request).includes(t.id)) : undefined;
    if (asked && maker) return { ...brief, task: maker.id, shape: asked };
  }
  if (!brief.task || brief.revision || brief.pasted || brief.madeFromPrevious) return brief;
  const instructions = requestParts(brief.request).instructions;
  // 'Square Instagram post announcing …: the image plus a caption': an image card, which carries its caption.
  const card = IMAGE_WITH_CAPTION.test(instructions) ? tasks.find((t) => t.id === 'creative.image-card') : undefined;
  if (card) return brief.task === card.id ? brief : { ...brief, task: card.id };
  const shape = shapeAsked(instructions);
  if (!shape) return PIECE_CHECKED.has(brief.agent) ? fitToPieces(brief, tasks, instructions) : brief;
  const makers = makersOf(shape, brief.request);
  // Page-by-page titles need the pages named: one title per page the request lists.
  // 'for each of our four barn pages': the pages are the things the price list sells, found when the answer is written.
  const eachOfOurs = shape.kind === 'per page' && /\beach of (?:our|the|your)\b/i.test(instructions);
  const writable = shape.kind !== 'per page' || (shape.items?.length ?? 0) >= 2 || eachOfOurs;
  if (writable && makers.includes(brief.task)) return { ...brief, shape };
  const maker = writable ? tasks.find((t) => makers.includes(t.id)) : undefined;
  if (maker) return { ...brief, task: maker.id, shape };
  return { ...brief, task: null, outOfRemit: shape.text, shape };
}

/** The general fit check: the piece the request names is one the chosen task writes, or another task's, or none. */
function fitToPieces(brief: Brief, tasks: readonly AgentTask[], instructions: string): Brief {
  const task = tasks.find((t) => t.id === brief.task);
  const decline = (label: string): Brief => ({ ...brief, task: null, outOfRemit: label, shape: { kind: 'piece', text: label } });
  // A decision asked as a question names its options ('the newsletter or the podcast?'): those are no pieces asked.
  const decides = !!task && (!task.delivers.length || task.delivers.some((d) => /^(?:decision|cut|priority)$/.test(pieceOf(d))));
  if (brief.agent === 'cmo' && brief.task === 'cmo.package') {
    // The CMO's package hands each piece to the specialist that writes it and says which it could not; a package
    // of only pieces no specialist writes ('a board report') is none.
    const own = brief.deliverables.filter((d) => !d.part);
    // A general piece ('a board report', 'a creative brief') is a specialist's only when the request says whose ('an SEO report').
    const written = (d: (typeof own)[number]) => {
      const found = taskFor(d, brief.request, specialistTasks);
      if (!found) return false;
      if (!isGeneralPiece(d.noun)) return true;
      const words = [...found.task.cues, ...found.task.delivers].flatMap((c) => c.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => w.length > 2 && !samePiece(w, d.noun) && !d.noun.split(" ").includes(w));
      return words.some((w) => new RegExp(`\\b${w}s?\\b`, 'i').test(instructions));
    };
    if (!own.length || own.some(written)) return brief;
    if (/\?/.test(instructions)) return brief;
    // ('Make me a 6-week plan …. One line per week': one piece that one of the CMO's own tasks writes, by a cue of that
    // task the request says, is that task's, not a package of one.)
    const ownTask = own.length === 1 && !brief.revision ? tasks.find((t) => t.id !== 'cmo.package' && t.id.startsWith('cmo.') && t.delivers.some((n) => samePiece(n, own[0]!.noun)) && t.cues.some((c) => !samePiece(c, own[0]!.noun) && new RegExp(`(?:^|[^\\w-])${escapeRegExp(c)}(?:$|[^\\w-])`, 'i').test(instructions))) : undefined;
    if (ownTask) return { ...brief, task: ownTask.id };
    return decline(namedAs(own[0]!.noun, instructions));
  }
  const unwritten = unwrittenPiece(brief, task, tasks, instructions, decides);
  if (!unwritten) return brief;
  if (unwritten.maker) return { ...brief, task: unwritten.maker.id };
  return decline(unwritten.label);
}

/** A piece as the request names it, with the word that says which kind ('a board report', 'an Instagram bio'). */
function namedAs(noun: string, instructions: string): string {
  const m = new RegExp(`\\b((?!(?:a|an|the|our|my|your|this|new|quick|short)\\b)[A-Za-z][\\w-]*\\s+)?${noun.replace(/[^a-z ]/gi, '')}s?\\b`, 'i').exec(instructions);
  return withIndefinite((m?.[0] ?? noun).trim());
}

/** Why the offline engine cannot write the shape asked for, as the decline's first sentence. */
export function shapeDeclined(brief: Brief): string | null {
  const shape = brief.shape;
  if (!shape) return null;
  if (shape.kind === 'piece') return `I can't write ${shape.text} offline: no task of this agent writes that, and I won't send another kind of text in its place.`;
  if (shape.kind === 'per page') return `I can write page-by-page titles, but only for pages you name: list them after a colon ("title tags for these pages: Home, Pricing, Contact") and I will write one for each.`;
  return `I can't write ${shape.text} offline: none of this agent's tasks lays it out that way, and I won't send another kind of text in its place.`;
}

/** '/emergency-callout' reads 'Emergency callout', '/services/hose-audit/' 'Hose audit'; a page's name stays as written. */
function pageOfPath(item: string): string {
  if (!/^\/[\w/-]*$/.test(item.trim())) return item;
  const last = item.trim().split('/').filter(Boolean).at(-1) ?? '';
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words ? capitalise(words) : 'Home';
}

/**
 * 'Title tags for these three pages: A, B, C': the task written once for each page named, under the page's name,
 * each for that page alone.
 */
export function answerPerPage(input: TaskInput, task: AgentTask): TaskOutput | null {
  const named = input.brief.shape?.kind === 'per page' ? input.brief.shape.items ?? [] : [];
  // 'each of our four barn pages': one page for each thing the price list names (as many as the request says, when it does).
  const many = /\beach of (?:our|the|your)\s+(\d+|two|three|four|five|six|seven|eight)?/i.exec(input.brief.request);
  const howMany = parseCount(many?.[1]);
  const sold = [...new Set(input.facts.prices.filter((p) => p.plan && !p.fee).map((p) => p.plan!.replace(/\s*\([^)]*\)\s*/g, ' ').trim()))];
  const items = named.length >= 2 ? named : many && sold.length >= 2 && (!howMany || sold.length >= howMany) ? sold.slice(0, howMany ?? sold.length) : [];
  if (items.length < 2) return null;
  const pieces = input.brief.deliverables.filter((d) => !d.part && d.noun !== 'page');
  // The request's sentences that set a length ('Titles under 60 characters.') go with each page's request, so a
  // limit stays on the piece it was written for.
  const lengths = input.brief.request.split(/(?<=[.!?])\s+/).filter((s) => /\b\d{2,3}[\s-]*(?:characters?|chars?|words?)\b/i.test(s) && !/:\s*\S/.test(s)).join(' ');
  // 'Two options for each page': that many for every page, each labelled.
  const options = Math.min(5, parseCount(/\b(\d|two|three|four|five)\s+(?:options|versions|variations|alternatives|choices)\s+(?:for|per|of)\s+(?:each|every)\b|\b(\d|two|three|four|five)\s+(?:options|versions|variations|alternatives)\s+each\b/i.exec(input.brief.request)?.slice(1).find(Boolean)) ?? 1);
  const outputs = items.map((item) => {
    // ('/emergency-callout' is the emergency call-out page: a path names its page by its last part.)
    const page = pageOfPath(item);
    return {
      item,
      output: task.generate({
        ...input,
        brief: {
          ...input.brief,
          // ('café page' is the café's page: what the page is about is the café.)
          request: `Write ${options === 1 ? '1' : `${options} options of`} ${pieces.map((d) => d.noun).join(' and ') || 'title tag'} for the ${page.replace(/\s+page$/i, '')} page.${lengths ? ` ${lengths}` : ''}`,
          topic: /^home\s*page$/i.test(page) ? page : page.replace(/\s+page$/i, ''),
          deliverables: (pieces.length ? pieces : [{ noun: 'title tag', count: 1, platforms: [], seconds: null }]).map((d) => ({ ...d, count: options })),
        },
      }),
    };
  });
  // 'Title tags for these pages': titles only, no meta description the request did not ask for.
  const titlesOnly = !pieces.some((d) => /description|meta$|snippet/.test(d.noun));
  // One option per page needs no option label.
  const body = (text: string) => text.split('\n').filter((l) => !(titlesOnly && /^\s*(?:[-*]\s+)?(?:\*\*)?Meta description\b/i.test(l)) && !(options === 1 && /^\*\*Option 1\*\*/.test(l))).join('\n').replace(/\n{3,}/g, '\n\n').trim();
  const descriptions = outputs.map(({ output }) => /Meta description:\s*(.+?)\s*_\(/.exec(output.deliverable)?.[1]).filter((d): d is string => !!d);
  const repeated = !titlesOnly && descriptions.length > 1 && new Set(descriptions).size < descriptions.length;
  // One note per kind of advice: 'Use "X" in the page's H1 …' for every page is said once for all.
  const notes = [...new Set(outputs.flatMap(({ output }) => output.notes))];
  const h1 = notes.filter((n) => /^Use ".+" in the page's H1/.test(n));
  const kept = h1.length > 1 ? [...notes.filter((n) => !h1.includes(n)), `Use each page's phrase in its H1 and first paragraph too, so each page delivers what its snippet promises.`] : notes;
  return {
    summary: `${options === 1 ? 'One' : capitalise(countWord(options))} ${titlesOnly ? `title tag${options === 1 ? '' : 's'}` : `title tag${options === 1 ? '' : 's'} and meta description${options === 1 ? '' : 's'}`} for each of the ${items.length} pages ${named.length >= 2 ? 'you named' : 'your price list names'}: ${items.join(', ')}.`,
    deliverable: outputs.map(({ item, output }) => `## ${item}\n\n${body(output.deliverable.trim())}`).join('\n\n'),
    notes: [...(repeated ? ['Some meta descriptions repeat across pages: your facts say the same about each page. Add a line on what each page offers to your profile or a document, or edit them by hand; Google may ignore a description used on several pages.'] : []), ...kept],
    used: [...new Map(outputs.flatMap(({ output }) => output.used).map((u) => [`${u.kind}:${u.title}`, u])).values()],
    steps: [{ tool: 'pages', summary: items.join('; ') }, ...outputs[0]!.output.steps],
    artifacts: [],
    ...(outputs.some(({ output }) => output.measured?.length) ? { measured: outputs.flatMap(({ output }) => output.measured ?? []) } : {}),
  };
}
