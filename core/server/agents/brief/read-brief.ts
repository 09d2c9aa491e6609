import type { AgentSlug, Brief, Deliverable, Limits, Offer } from './brief.ts';
import type { AgentTask, PreviousAnswer } from '../tasks/agent-task.ts';
import { has, lemmaLine, lowerLine, parseEnglish, textOf, type Word } from './english-words.ts';
import { requestParts } from './request-parts.ts';
import { startsWithInstruction } from '../offline/request-material.ts';
import { CREATION_VERBS, readDeliverables, type NamedDeliverable } from './read-deliverables.ts';
import { escapeRegExp } from '../../../domain/escape-reg-exp.ts';

/** 'a reply to a 2-star review', 'responding to this complaint': the piece a text answers, named beside it. */
const ANSWERED_PIECE = /\b(?:repl(?:y|ies|ying)|respon(?:d|ding|se|ses)|answer(?:ing)?)\s+to\s+(?:(?:an?|the|this|that|our|her|his|their|my)\s+)?(?:[\w-]+\s+){0,3}?(?:review|complaint|comment|email|message)s?\b/gi;

const STORY = /\babout\s+((?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty)\s+(?:years?|months?|weeks?|seasons?)\s+of\s+[^.;!?\n]{3,100}?)(?=[.;!?\n]|,\s*(?:and|with|under|in|keep)\b|$)/i;

/** A piece said to be in the making, right before it: 'I'm planning a', 'we're working on our'. */
const PLANNED = /\b(?:i'?m|i am|we'?re|we are|i'?ve been|we'?ve been)\s+(?:planning|working on|writing|drafting|preparing|putting together)\s+(?:a|an|the|our|my|this)?\s*$/i;

/** Verbs that ask for a piece when a sentence opens on them ('Give me the outline', 'Write three posts'). */
const WRITES_ASK = new Set(['write', 'draft', 'create', 'give', 'make', 'suggest', 'produce', 'generate', 'prepare', 'send', 'build', 'design', 'craft', 'compose', 'outline', 'list']);
import { containersOf, isGeneralPiece, pieceOf } from './deliverable-nouns.ts';
import { isSideInstruction, mainSentenceIndex } from './side-instructions.ts';
import { readAudience } from './read-audience.ts';
import { readTopic } from './read-topic.ts';
import { readOffer } from './read-offer.ts';
import { readLimits } from './read-limits.ts';
import { readLanguage } from './read-language.ts';
import { readCallToAction, readLinks } from './read-call-to-action.ts';
import { readCompetitors } from './read-competitors.ts';
import { readAmounts } from './read-amounts.ts';
import { readRevision } from './read-revision.ts';
import { readGoal } from './read-goal.ts';
import { guaranteedOutcomeAsked, outOfRemitIn } from './out-of-remit.ts';
import { readSeriesRoles, ROLE_WORDS } from './read-series-roles.ts';
import { withIndefinite } from '../tasks/english-phrases.ts';
import { anyTaskDelivers, chooseTask, scoreOf } from './choose-task.ts';
import { asksCritique } from './asks-critique.ts';
import { namesSource, pointsAtTheDocument, sourcesNamedIn } from './named-sources.ts';
import { platformAt, platformsIn } from './channel-formats.ts';

export interface BriefInput {
  request: string;
  agent: AgentSlug;
  /** The agent's catalogue: the task is chosen from it. */
  tasks: readonly AgentTask[];
  /** Titles of the space's ready documents and web pages, to find those the request names. */
  sourceTitles: string[];
  /** Titles of the sources the person ticked for this request: in the brief's sources whether named or not. */
  ticked?: string[];
  /** The chat's previous answer from this agent, if any: a request may revise it. */
  previous: PreviousAnswer | null;
  /** The other agents' tasks: a piece only they deliver ('a welcome series' asked of the Brand Voice agent) is out of this agent's remit. */
  elsewhere?: readonly AgentTask[];
}

/** Words that ask for given text to be made better, not checked or answered: 'tidy it up', 'fix', 'make it sound like us'. */
const REVISE_GIVEN = /\b(?:tidy|fix|rewrite|re-write|reword|improve|edit|clean (?:it |this )?up|sounds? (?:more )?like us|polish|tighten|make it better|redo|rework|smarten)\b/i;

/**
 * Reads a request into a brief with an English parser (compromise): the task from the agent's catalogue, the
 * pieces of work with their counts and channels, whom it is for and what about, the offer, the limits, the
 * sources it names, links and the call to action, competitors, sums of money with their roles, pasted material,
 * and whether it revises the chat's previous answer. Deterministic: the same request reads the same way.
 */
export function readBrief(input: BriefInput): Brief {
  // 'Now the same for our Xero integration page': the last request again, for the page (or product) it names.
  const again = input.previous ? sameFor(input.request, input.previous.request) : null;
  // (The brief holds the request as it now reads, so every task reads the new page from it.)
  if (again) return readBrief({ ...input, request: again, previous: null });
  const parts = requestParts(input.request);
  // 'subject line + preview text too': a plus between two words joins them as 'and' does.
  const instructions = parts.instructions.replace(/(?<=\w)\s+\+\s+(?=\w)/g, ' and ');
  const english = parseEnglish(instructions);
  const { sentences, words } = english;
  const found = readDeliverables(sentences, instructions);
  // A sample sent on its own to the brand voice agent ('We keep things simple. You get answers…') is the material.
  const pasted = parts.pasted ?? (input.agent === 'brand-voice' && !input.previous && !found.some((d) => !isGeneralPiece(d.noun)) && isBareSample(input.request) ? input.request.trim() : null);
  // 'I'm planning a blog post called … Give me the outline': the sentence that opens on the ask is the main one,
  // before one that only names a piece as context.
  // ('Using the prices in our price list, give me the outline': the ask may open the clause after a comma.)
  const opensOnAsk = sentences.findIndex((s) => s.some((w, i) => has(w, 'Verb') && WRITES_ASK.has(w.lemma) && (i === 0 || s[i - 1]!.after === ',' || (i < 3 && (has(s[0], 'Imperative') || /^(please|now|so|then|just)$/.test(s[0]!.lower))))) && found.some((d) => d.phrase.words[0]!.sentence === s[0]?.sentence));
  // Only a piece said to be in the making ('I'm planning a blog post …') gives way: 'Our newsletter goes out on
  // Thursdays … Give me the whole thing: subject line, intro, sections' still asks for the newsletter.
  const inTheMaking = (d: NamedDeliverable) => PLANNED.test(instructions.slice(0, d.phrase.words[0]!.start));
  // 'I want a blog post that ranks for … Just the outline for now': the sentence that narrows the ask is the ask, and
  // the piece before it is what it is of.
  const onlyAsk = sentences.findIndex((s, i) => i > 0 && /^(?:just|only)$/.test(s[0]?.lower ?? '') && found.some((d) => d.phrase.words[0]!.sentence === s[0]?.sentence) && found.some((d) => d.phrase.words[0]!.sentence < s[0]!.sentence));
  const narrowed = (d: NamedDeliverable) => onlyAsk >= 0 && d.phrase.words[0]!.sentence < sentences[onlyAsk]![0]!.sentence;
  const main = onlyAsk >= 0 ? onlyAsk : opensOnAsk >= 0 && found.some((d) => d.phrase.words[0]!.sentence < (sentences[opensOnAsk]?.[0]?.sentence ?? 0) && inTheMaking(d)) ? opensOnAsk : mainSentenceIndex(sentences, (s) => asksForWork(s, found));
  // Notes on how to do the work ('Use the attached one-pager for facts.', 'Full legal text please.') never become
  // the subject or the audience, nor a piece of work unless they count it ('Also write two LinkedIn posts.').
  const content = sentences.filter((s, i) => i === main || !isSideInstruction(s));
  // 'I'm planning a blog post called … Give me the outline': the piece being planned is what the one asked for is of.
  const mainAt = sentences[main]?.[0]?.sentence;
  const planned = (d: NamedDeliverable) => d.phrase.words[0]!.sentence !== mainAt && found.some((o) => o.phrase.words[0]!.sentence === mainAt) && (inTheMaking(d) || narrowed(d));
  const listed = found.filter((d) => !planned(d) && (d.count !== null || content.some((s) => s[0]?.sentence === d.phrase.words[0]!.sentence)));
  // 'an FAQ of 6 questions', 'a list of 10 keywords': one piece, counted by what it is made of.
  // 'Google Ads: £1,050 spent, 14 new clients. Instagram: £300 spent, 1 new client. What should we change?': channels
  // reported with their figures and a question on them are results to weigh, not ads or posts asked for.
  // (The whole request: what follows 'Here are our results:' is read as pasted material.)
  const reported = (input.request.match(/(?:^|[.\n]\s*)[A-Z][\w&' -]{1,25}(?:\s*\([^)]{0,30}\))?:\s*(?:[£$€]\s?\d|\d[\d,]*\s+(?:spent|clicks|leads|calls|sales|bookings|clients|customers|sign-?ups|orders|enquiries|visits))/g) ?? []).length >= 2 && /\?/.test(input.request) && !/\b(?:write|draft|create|design)\b/i.test(input.request);
  // '£1,100 Google Ads, £400 Instagram boosting … How would you re-split it?': to the agents that advise on spend,
  // channels given with sums are weighed, not ads to write.
  const spent = (input.agent === 'strategy-review-agent' || input.agent === 'cmo') && (input.request.match(/[$£€]\s?\d/g) ?? []).length >= 2 && /\?/.test(input.request) && !/\b(?:write|draft|create|design)\b/i.test(input.request);
  const named = listed.filter((d, i) => {
    // ('Instagram/Facebook ads, £2,700 spent': a channel's line of figures, its sum straight after it.)
    const sumFollows = /^\s*[,:(–—-]?\s*[$£€]\s?\d/.test(instructions.slice(d.phrase.words.at(-1)!.end, d.phrase.words.at(-1)!.end + 14));
    if ((reported || spent) && /^(?:ad|post|email|video|campaign)s?$/.test(pieceOf(d.noun)) && (reported || d.platforms.length > 0 || sumFollows)) return false;
    const before = listed[i - 1];
    if (!before || d.count === null || (before.count ?? 1) > 1) return true;
    const between = instructions.slice(before.phrase.words[before.phrase.words.length - 1]!.end, d.phrase.words[0]!.start);
    if (!/^\s*of\s*$/i.test(between)) return true;
    before.count = d.count;
    return false;
  });
  // '3 emails: one announcing it, one reminder a week later, one last-chance': each email's job, and the items of
  // that list are those emails, not pieces of their own ('an announcement', 'a last-chance email').
  const series = named.find((n) => !n.part && (n.count ?? 0) >= 2 && pieceOf(n.noun) === 'email');
  const seriesRoles = series ? readSeriesRoles(instructions, series.count) : null;
  const unrolled = seriesRoles ? named.filter((n) => n === series || !n.phrase.words.length || n.phrase.words[0]!.start < seriesRoles.start || n.phrase.words[0]!.start >= seriesRoles.end) : named;
  // 'Analyse this review: "…"': the text given is what is worked on, named by its kind, not a piece to write.
  const pieces = pasted ? unrolled.filter((n) => !(n.count === null && /^(?:this|these)$/i.test(n.phrase.words[0]?.lower ?? '') && /^(?:review|reviews|comment|comments|feedback|testimonial|testimonials|message|note)$/i.test(n.noun))) : unrolled;
  const sources = [...new Set([...(input.ticked ?? []), ...sourcesNamedIn(instructions, input.sourceTitles)])];
  const isSource = (text: string) => pointsAtTheDocument(text) || input.sourceTitles.some((t) => namesSource(text, t));
  // 'Focus on owners of fussy eaters.' is a note on how to write, and still says whom it is for.
  const heard = readAudience(instructions, content) ?? readAudience(instructions, sentences.filter((s) => /^(focus|concentrate|aim|target)/i.test(s[0]?.lower ?? '')));
  // 'one for Priya, one for Tom': whom one piece is for is that piece's subject, not the whole request's audience.
  const pieceSubjects = listed.flatMap((d) => d.subjects ?? []).map((x) => x.toLowerCase());
  // 'a post about 2 years of doing the flowers for Severn Vale Accountants every Monday': a story of time spent is the
  // subject, whole, and the client in it is part of the story, not whom the post is for.
  const story = STORY.exec(instructions)?.[1]?.trim().replace(/[,\s]+$/, '') ?? null;
  const audience = heard && (pieceSubjects.some((x) => x === heard.toLowerCase() || x.endsWith(` ${heard.toLowerCase()}`)) || story?.includes(heard)) ? null : heard;
  // A document named after the subject ('taster-evening-brief.md' for 'the taster evening') is about it: the subject
  // stays the subject; only words that name a document ('the one-pager', 'our price list') are the source alone.
  const namesDocument = (text: string) => pointsAtTheDocument(text) || DOCUMENT_WORDS.test(text);
  // (What one email of a listed campaign does, 'one last-chance on the final weekend', is not what the campaign is about.)
  const roleList = seriesRoles ? instructions.slice(seriesRoles.start, seriesRoles.end) : '';
  const topicRead = story ?? readTopic(instructions, content, (text) => (isSource(text) && namesDocument(text)) || (!!audience && (audience.includes(text) || text.includes(audience))) || (!!roleList && roleList.includes(text) && !instructions.slice(0, seriesRoles!.start).includes(text)));
  const limits = readLimits(words);
  const deliverables: Deliverable[] = asSearchAd(withBody(pieces.map((n) => {
    const { phrase: _phrase, ...d } = n;
    const own = n === series && seriesRoles ? { ...d, roles: seriesRoles.roles, ...(!d.sendDays && seriesRoles.days.length ? { sendDays: seriesRoles.days } : {}) } : d;
    return own.part || !isComponent(n, named, instructions) ? own : { ...own, part: true };
  }), instructions), instructions);
  // A phrase inside one of the pieces' own subjects ('… for sensitive tummies') is not the whole request's subject.
  const subjects = deliverables.flatMap((d) => d.subjects ?? []);
  const topicWhole = topicRead && subjects.some((s) => s !== topicRead && s.includes(topicRead)) ? null : topicRead;
  // 'an Italian course page, and 10 keyword ideas': the next piece asked for is not part of the subject.
  const tail = /,?\s+(?:and|plus|as well as)\s+(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|some)\s+[^,]*$/i.exec(topicWhole ?? '');
  const untailed = tail && deliverables.some((d) => tail[0].toLowerCase().includes(d.noun.split(' ')[0]!)) ? topicWhole!.slice(0, tail.index).trim() || topicWhole : topicWhole;
  // 'for the bottom of our prices page': where on the page it goes is no part of what it is about.
  const topic = untailed?.replace(/^(?:the\s+)?(?:very\s+)?(?:bottom|top|end|foot|footer|header|side|sidebar|middle)\s+of\s+/i, '') || untailed;
  const amounts = readAmounts(english);

  const previousBrief = input.previous?.brief ?? null;
  // New material pasted in (a page to audit, a draft to check) is a new request, not a change to the last answer.
  const revision = input.previous && !(pasted && pasted.split(/\s+/).length >= 12)
    ? readRevision(instructions, words, limits, deliverables.filter((d) => !isGeneralPiece(d.noun)).map((d) => pieceOf(d.noun)), (previousBrief?.deliverables ?? []).map((d) => pieceOf(d.noun)))
    : null;

  const read: Brief = {
    request: input.request,
    agent: input.agent,
    task: null,
    outOfRemit: null,
    deliverables,
    audience,
    topic,
    offer: readOffer(english, amounts),
    limits,
    language: readLanguage(words),
    sources,
    links: readLinks(instructions, words),
    callToAction: readCallToAction(instructions, sentences),
    competitors: readCompetitors(sentences),
    amounts,
    // A date is one with a day, a month, a season or a number in it; a lone 'from' is the parser's stray.
    dates: english.dates.map((d) => d.text.replace(/^(?:(?:to|on|at|for|the|of)\s+)+/i, '').replace(/:\s+\D.*$/, '').replace(/[\s:;,(]+$/, '')).filter((d) => /\d|[a-z]{3,}/i.test(d.replace(/\b(from|to|on|in|at|by|until|after|before|for|the)\b/gi, ''))),
    platforms: platformsIn(words),
    pasted,
    goal: readGoal(instructions),
    revision,
  };
  // 'Go with the third one and write the email itself': the line the last answer listed third, made into a piece
  // no piece of the last answer was (the email, after its subject lines), by the task that writes it.
  const pickedLine = input.previous && previousBrief ? lineChosen(instructions, input.previous.deliverable) : null;
  const newPiece = pickedLine ? deliverables.find((d) => !d.part && !isGeneralPiece(d.noun) && !previousBrief!.deliverables.some((p) => pieceOf(p.noun) === pieceOf(d.noun))) : undefined;
  // (What the piece is for is in the request the list answered: 'the email where we share the case study'.)
  const both = newPiece ? parseEnglish(`${input.previous!.request}\n${instructions}`).words : [];
  const builder = newPiece ? chooseTask(input.tasks.filter((t) => anyTaskDelivers([t], newPiece.noun) && !t.delivers.some((n) => previousBrief!.deliverables.some((p) => pieceOf(p.noun) === pieceOf(n)))), [newPiece], lemmaLine(both), lowerLine(both)) : null;
  if (pickedLine && newPiece && builder) return { ...withPreviousMaterial({ ...read, task: builder.id, revision: null }, previousBrief!), picked: pickedLine };
  if (revision && previousBrief) return revisionOf(read, previousBrief, input.tasks);
  if (revision) return { ...read, task: chooseTask(input.tasks, deliverables, lemmaLine(words), lowerLine(words))?.id ?? null };

  // 'Which goes: Google Ads, LinkedIn, webinars or email?': channels weighed against each other are no piece asked for.
  const weighed = (read.platforms?.length ?? 0) >= 2 && !deliverables.length;
  const channelFree = weighed ? withoutChannels(words) : words;
  // What an offer is on ('£15 off a follow-up treatment') is the thing sold, not the kind of email: its words are no cue.
  const onWhat = read.offer.appliesTo ? new Set(read.offer.appliesTo.toLowerCase().split(/[\s-]+/).filter((w) => w.length > 2 && !/^(the|our|your|any|all)$/.test(w))) : null;
  const offerFree = onWhat ? channelFree.filter((w) => !onWhat.has(w.lower) && !w.lower.split('-').some((part) => onWhat.has(part))) : channelFree;
  // ('one reminder a week later' names an email's job in a campaign, not a due-date reminder.)
  const spoken = seriesRoles ? offerFree.filter((w) => w.start < seriesRoles.start || w.start >= seriesRoles.end || !w.lower.split('-').some((part) => ROLE_WORDS.test(part))) : offerFree;
  const lemmas = `${lemmaLine(spoken)}${evidenceOf(read)}`;
  const lower = lowerLine(spoken);
  // A piece no task delivers is declined only when nothing else in the request points at one of the tasks.
  const anyEvidence = input.tasks.some((t) => scoreOf(t, deliverables, lemmas, lower, !weighed) > 0);
  // A piece another agent's task delivers and none of these does is theirs, unless this agent has stronger evidence.
  const bestHere = Math.max(0, ...input.tasks.map((t) => scoreOf(t, deliverables, lemmas, lower, !weighed)));
  const ownPieces = deliverables.filter((d) => !d.part && (!isGeneralPiece(d.noun) || pieceOf(d.noun) === 'sequence'));
  // (Text given to work on is this agent's to work on: 'make this post sound like us: "…"'.)
  // A piece no task here delivers and another agent's does ('our Q3 pricing strategy' asked of the email agent) is
  // theirs too, however the rest of the request's words score here.
  const elsewhereDelivers = (noun: string) => !anyTaskDelivers(input.tasks, noun) && anyTaskDelivers(input.elsewhere ?? [], noun);
  const foreign = ownPieces.length > 0 && ownPieces.every((d) => elsewhereDelivers(d.noun));
  // 'our Q3 pricing strategy': a general piece whose own words name another agent's work ('pricing').
  const work = named.filter((n) => !n.part && !anyTaskDelivers(input.tasks, n.noun));
  const theirWorkNamed = !read.pasted && !!work.length && work.length === named.filter((n) => !n.part).length && work.every((n) => n.phrase.words.some((w) => w.lemma !== n.noun && !has(w, 'Possessive', 'Determiner', 'Date', 'Value') && (elsewhereDelivers(w.lemma) || elsewhereDelivers(w.lower))));
  // 'Pick holes in this before I commit: £2 off … pushed with Facebook ads, plus 2 emails to the list': the pieces are
  // the plan's, to be reviewed here, not written by another agent.
  if ((input.agent === 'strategy-review-agent' || input.agent === 'cmo') && asksCritique(instructions)) {
    const review = input.tasks.find((t) => t.id === 'strategy.plan-review') ?? input.tasks.find((t) => t.id === 'cmo.decision');
    if (review) return { ...read, task: review.id, deliverables: [] };
  }
  const theirs = !!input.elsewhere?.length && !!ownPieces.length && !read.pasted && (foreign || input.elsewhere.some((t) => scoreOf(t, ownPieces, lemmas, lower) > Math.max(bestHere + 4, 9)));
  // Work outside marketing ('a RAMS for the roof work') is declined as such, before any agent's piece is looked for in it.
  // 'Can you guarantee we rank #1?': no agent can honestly promise it; the answer says so and offers what moves it.
  // (Strategy and the CMO answer it with the maths of what it would take.)
  const guaranteed = input.agent === 'cmo' || input.agent === 'strategy-review-agent' ? null : guaranteedOutcomeAsked(instructions);
  if (guaranteed) return { ...read, outOfRemit: guaranteed };
  const outside = outsideMarketing(sentences, content, named, instructions);
  if (outside) return { ...read, outOfRemit: outside, outsideMarketing: true };
  if (theirWorkNamed && !theirs) {
    const phrase = work[0]!.phrase.words.filter((w) => !has(w, 'Determiner', 'Possessive', 'Pronoun'));
    return { ...read, outOfRemit: withIndefinite(textOf(instructions, phrase)) };
  }
  // 'Pull last month's Instagram analytics and tell me which post got the most saves': reading a platform's figures
  // is the CMO's work (it reads the connected tools), not a writer's; without text to work on, it is declined plainly.
  // 'Can you set up automatic reminders in our booking system (we use Booksy)?': no agent works inside other software.
  if (!read.pasted && SETS_UP.test(instructions) && !/^\W*(?:write|draft|create|give me|make|plan)\b/i.test(instructions)) return { ...read, outOfRemit: SETTING_UP_SOFTWARE };
  // 'Can you log in to our Google Business Profile and request a new postcard?': no agent signs in to anyone's accounts.
  if (!read.pasted && LOGS_IN.test(instructions)) return { ...read, outOfRemit: ACTING_IN_ACCOUNTS };
  if (input.agent !== 'cmo' && input.agent !== 'strategy-review-agent' && !read.pasted && READS_DATA.test(instructions)) return { ...read, outOfRemit: EMAIL_TOOL.test(instructions) ? READING_EMAIL_REPORTS : READING_ANALYTICS };
  const outOfRemit = anyEvidence && !theirs ? null : outsideTheseTasks(instructions, named, input.tasks, theirs);
  // 'Turn it into a LinkedIn post': the chat's answer made into a piece another agent's task writes, by that task.
  if (outOfRemit && input.previous?.brief && refersBack(words) && input.elsewhere?.length) {
    const other = chooseTask(input.elsewhere, deliverables, lemmas, lower);
    if (other && anyTaskDelivers([other], deliverables[0]?.noun ?? '')) return withPreviousMaterial({ ...read, task: other.id, madeFromPrevious: true }, input.previous.brief);
  }
  if (outOfRemit) return { ...read, outOfRemit };
  // 'Review this landing page copy: "…"': text given to review is audited, whatever kind of page it names.
  // ('Analyse this review: "…"': a review named as the text, after 'this', is no ask to review it.)
  // ('Rewrite this reply to a 2-star review': the review is what the text answers, not an ask to review it.)
  const asks = instructions.replace(read.pasted ?? '', ' ').replace(ANSWERED_PIECE, ' ');
  const auditor = read.pasted && /(?<!\b(?:this|the|a|that|our|customer|google|these)\s)\b(?:review|audit|check|critique|assess|score|improve|fix(?:es)?)\b/i.test(asks) ? input.tasks.find((t) => t.delivers.includes('audit')) : undefined;
  // 'Can you tidy it up so it sounds like us and fix anything we shouldn't be saying?' with the draft below: text given
  // to be made better is rewritten, whatever the draft is about.
  const reviser = !auditor && read.pasted && REVISE_GIVEN.test(instructions.replace(read.pasted, ' ')) ? input.tasks.find((t) => t.delivers.includes('rewrite')) : undefined;
  const picks = auditor ?? reviser ?? chooseTask(input.tasks, deliverables, lemmas, lower, !weighed);
  // A series that announces, reminds and calls last is a campaign for something on offer, not a nurture of new sign-ups.
  // (A thank-you then a review request is an after-visit note, not a sale.)
  const afterVisit = seriesRoles?.roles.every((r) => r === null || r === 'thanks' || r === 'review');
  const campaign = seriesRoles && picks?.delivers.some((n) => pieceOf(n) === 'sequence') ? input.tasks.find((t) => t.delivers.includes(afterVisit ? 'notice' : 'promotional email')) : undefined;
  const chosen = { ...read, task: (campaign ?? picks)?.id ?? null };
  const made = input.previous?.brief && refersBack(words) ? withPreviousMaterial(chosen, input.previous.brief) : chosen;
  // 'OK, go with your pick. Write me the caption for it': the option the chat's decision chose is what the pieces are about.
  const picked = input.previous && PICK.test(instructions) ? pickedOption(input.previous.deliverable) : null;
  if (!picked) return made;
  // ('a free injury check for new patients' is about the check; whom it is for stays the audience.)
  const thing = picked.replace(/^(?:a|an|the)\s+/i, '').replace(/\s+for\s+.+$/i, '');
  const own = readOffer(parseEnglish(picked), []);
  // Something given free is the offer itself.
  const offer = own.discount || !/^free\b/i.test(thing) ? own : { ...own, discount: thing };
  return { ...made, topic: thing, offer };
}

/**
 * '4 Google search ad headlines and 2 descriptions': the headlines and descriptions of one search ad, written as its
 * parts with their counts, not two pieces side by side.
 */
function asSearchAd(pieces: Deliverable[], instructions: string): Deliverable[] {
  const headline = pieces.find((d) => !d.part && /^headlines?$/.test(d.noun));
  const description = pieces.find((d) => !d.part && /^descriptions?$/.test(d.noun));
  if (!headline || !description || pieces.some((d) => /search ad/.test(d.noun))) return pieces;
  if (!headline.platforms.includes('google-search') && !/\b(?:google|search ads?|ppc|adwords|rsa|responsive search)\b/i.test(instructions)) return pieces;
  return [{ noun: 'search ad', count: 1, platforms: ['google-search'], seconds: null }, ...pieces.map((d) => (d === headline || d === description ? { ...d, platforms: [], part: true } : d))];
}

/** 'the body', 'body copy', 'the email body': the email itself, beside its subject lines. */
const BODY = /\b(?:email\s+|e-mail\s+)?body(?:\s+(?:copy|text))?(?=\s*(?:[.,;:!?)]|$)|\s+(?:and|too|as well|please|for|of|in|to|with|under|below|that|itself)\b)/i;
const EMAIL_PARTS = /^(?:subject lines?|subject|preview(?: text| lines?)?|preheader|lines?|copy|text|body(?: copy| text)?)$/;

/**
 * '3 subject lines, a preview line and the body': the subject lines and the preview are parts of an email asked
 * in full, so the email is the piece and they are written inside it, never the subject lines alone.
 */
function withBody(pieces: Deliverable[], instructions: string): Deliverable[] {
  const body = BODY.exec(instructions);
  // ('No body, only the lines' asks for the lines alone.)
  if (!body || /\b(?:no|without|not|don't|skip|leave out|except)\s+(?:the\s+|an?\s+|any\s+)?$/i.test(instructions.slice(Math.max(0, body.index - 20), body.index)) || !pieces.some((d) => /^(?:subject line|preview)/.test(d.noun))) return pieces;
  if (pieces.some((d) => !d.part && pieceOf(d.noun) === 'email')) return pieces;
  const parts = pieces.filter((d) => EMAIL_PARTS.test(d.noun) && !/^(?:copy|text|body)/.test(d.noun)).map((d) => ({ ...d, part: true }));
  const others = pieces.filter((d) => !EMAIL_PARTS.test(d.noun));
  return [{ noun: 'email', count: null, platforms: [], seconds: null }, ...parts, ...others];
}

/** A platform a request names ('Instagram post', 'for LinkedIn'). */
const PLATFORM_NAMED = /\b(?:facebook|instagram|linkedin|twitter|tiktok|threads|pinterest|youtube|nextdoor|google business profile)\b/i;

const SAME_FOR = /^\s*(?:(?:ok|okay|great|thanks|perfect|nice|lovely|cool)[,.!]*\s+)?(?:(?:now|and|next|then)[,]?\s+)?(?:can you\s+|please\s+)?(?:do\s+)?(?:the\s+)?same\s+(?:thing\s+|again\s+)?(?:for|with|on|about)\s+(.{3,80}?)\s*(?:,?\s*please)?[.!?]*\s*$/i;

/**
 * The previous request asked again for another thing ('Now the same for our Xero integration page'): the phrase of
 * the previous request with the same head word ('our pricing page') swapped for the new one, else the new one added.
 */
function sameFor(request: string, previous: string): string | null {
  const m = SAME_FOR.exec(request.trim());
  if (!m) return null;
  // 'the same for Facebook, with no emojis or hashtags', 'the same for LinkedIn, aimed at letting agents': the
  // platform swapped for the one before, and what follows it said after the request.
  const platform = /^(facebook|instagram|linkedin|x|twitter|tiktok|threads|pinterest|youtube|nextdoor|google business profile)\b[,\s]*(.*)$/i.exec(m[1]!.trim());
  const before = platform ? PLATFORM_NAMED.exec(previous) : null;
  if (platform && before) {
    const rest = platform[2]!.trim();
    const without = /\bno\b[^.]*\bhashtags?\b|\bwithout\b[^.]*\bhashtags?\b/i.test(rest) ? previous.replace(/,?\s*(?:with|and|plus)\s+(?:\d+|some|a few|a couple of)\s+hashtags?\b/i, '') : previous;
    const swapped = `${without.slice(0, before.index)}${platform[1]}${without.slice(before.index + before[0].length)}`.replace(/[.!?\s]+$/, '');
    const aimed = /^(?:aimed at|for|targeting|to)\s+(.+)$/i.exec(rest.replace(/^(?:and|but)\s+/i, ''));
    return aimed ? `${swapped}, for ${aimed[1]!.replace(/[.!?]+$/, '')}.` : rest ? `${swapped}. ${rest.replace(/^(?:with|and|but)\s+/i, '').replace(/^./, (c) => c.toUpperCase()).replace(/[.!?]*$/, '.')}` : `${swapped}.`;
  }
  const target = m[1]!.trim();
  const head = target.split(/\s+/).pop()!.toLowerCase().replace(/s$/, '');
  const named = (article: string) => new RegExp(`\\b${article}(?:[\\w&'’-]+\\s+){0,4}?${escapeRegExp(head)}s?\\b`, 'i');
  // ('for our pricing page': the phrase from its article, so 'for' stays.)
  const found = named('(?:our|the|my|your|a|an)\\s+').exec(previous) ?? named('').exec(previous);
  if (found) return `${previous.slice(0, found.index)}${target}${previous.slice(found.index + found[0].length)}`;
  return `${previous.replace(/[.!?\s]+$/, '')}, for ${target}.`;
}

const ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5, sixth: 6, '6th': 6, seventh: 7, '7th': 7, eighth: 8, '8th': 8, ninth: 9, '9th': 9, tenth: 10, '10th': 10, last: -1 };

/**
 * The line of a numbered list the request picks ('go with the third one', 'use number 2', 'option 4'): its text, or
 * null when the request picks none or the list has no such line.
 */
function lineChosen(request: string, previous: string): string | null {
  const m = /\b(?:go with|use|take|pick|choose|let's go with|i like|love|we'll (?:go with|use))\s+(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|1st|2nd|3rd|[4-9]th|10th)\b(?:\s+(?:one|line|option|idea|subject(?: line)?|headline))?|\b(?:number|no\.?|option|#)\s*(\d{1,2})\b/i.exec(request);
  if (!m) return null;
  const lines = previous.split('\n').map((l) => /^\s*(\d{1,2})[.)]\s+(.+)$/.exec(l)).filter((x): x is RegExpExecArray => Boolean(x));
  if (!lines.length) return null;
  const n = m[2] ? Number(m[2]) : ORDINALS[m[1]!.toLowerCase()]!;
  const line = n === -1 ? lines[lines.length - 1] : lines.find((x) => Number(x[1]) === n);
  return line ? line[2]!.replace(/\*\*/g, '').replace(/\s*_\(\d+\/\d+[^)]*\)_\s*$/, '').trim() : null;
}

/** A follow-up that takes the previous decision's choice ('go with your pick', 'the one you recommend'). */
const PICK = /\b(?:your (?:pick|choice|recommendation|call|winner)|the one you (?:picked|chose|recommend(?:ed)?)|go with (?:it|that|that one|what you said))\b/i;

/** The option a decision chose: 'Run a free injury check for new patients, not 20% off …' gives 'a free injury check for new patients'. */
function pickedOption(deliverable: string): string | null {
  const decision = /\*\*Decision:\*\*\s*(.+)/.exec(deliverable)?.[1];
  if (!decision) return null;
  const chosen = /^(?:go with|run|back|choose|pick|lead with|offer|start with|put [^,]+? into|move [^,]+? to)\s+(.+?)(?:,\s+not\b|:|\.\s|\.$|$)/i.exec(decision.trim())?.[1]?.trim();
  return chosen && chosen.split(/\s+/).length <= 12 ? chosen : null;
}

/** Words that name a document rather than what it is about. */
const DOCUMENT_WORDS = /\b(?:brief|briefs|document|documents|doc|docs|sheet|one-?pager|pdf|file|files|notes|deck|report|list|spreadsheet|handbook|manual|guide|policy|plan|strategy|attachment|upload|page)\b/i;

/** What such a request asks for, as a decline names it; the CMO agent is the one that reads connected figures. */
export const READING_ANALYTICS = 'reading your analytics';
/** Setting something up inside the business's own software (a booking system, a CRM, a till), which no agent reaches. */
export const SETTING_UP_SOFTWARE = 'setting things up in your other software';
const SETS_UP = /\b(?:set up|setup|configure|automate|install|integrate|turn on|switch on|program(?:me)?|build)\b[^.?!\n]{0,80}\b(?:in|on|inside|within|into|through)\s+(?:our|my)\s+(?:[\w-]+\s+){0,3}(?:system|software|app|tool|platform|diary|calendar|crm|till|pos|back ?office|account)\b/i;
/** Signing in to one of the business's own accounts to act there. */
export const ACTING_IN_ACCOUNTS = 'acting inside your own accounts';
/** 'log in to our Google Business Profile', 'sign into my Facebook account'. */
export const LOGS_IN = /\b(?:log ?(?:in|on)(?:to)?|sign ?in(?:to)?|go into|get into)\s+(?:to\s+)?(?:our|my|the)\s+(?=[A-Z]|(?:[\w&'-]+\s+){0,3}(?:account|profile|dashboard|listing|admin|back ?end)\b)/i;

/** The account a request asks to sign in to: its name as written ('Google Business Profile'), or the words up to 'account'. */
export function accountNamed(request: string): string | null {
  const at = LOGS_IN.exec(request);
  if (!at) return null;
  const rest = request.slice(at.index + at[0].length);
  return /^(?:[A-Z][\w&'-]*)(?:\s+[A-Z][\w&'-]*){0,4}/.exec(rest)?.[0] ?? /^(?:[\w&'-]+\s+){0,3}?(?:account|profile|dashboard|listing|admin|back ?end)\b/i.exec(rest)?.[0]?.replace(/\s+(?:account|admin|back ?end|dashboard)$/i, '') ?? null;
}
/** An email tool's own reports (opens, clicks), which no connection reads. */
export const READING_EMAIL_REPORTS = "reading your email tool's reports";
const EMAIL_TOOL = /\b(?:mailchimp|klaviyo|brevo|sendinblue|convertkit|kit|campaign monitor|constant contact|mailerlite|hubspot|open rates?|click rates?|open and click)\b/i;

/** A request to fetch or read figures from a platform, or to say which piece performed best. */
const READS_DATA = /\b(?:pull|fetch|get me|grab|export|download|look up|check|read|show me)\b[^.?!\n]{0,40}\b(?:analytics|insights|stats|statistics|metrics|reporting|performance data|open rates?|click rates?|open and click rates?|click-through rates?|ctr|conversion rates?)\b|\bwhich (?:[\w-]+\s+){0,2}(?:post|posts|email|emails|newsletter|newsletters|subject lines?|ad|ads|campaign|campaigns|page|pages|reel|reels|video|videos) (?:got|had|did|performed|drove|brought|won|worked)\b/i;

// 'Now write 5 subject lines for it', 'turn it into 3 LinkedIn posts', 'based on that': the previous answer is the material.
// ('Good. Now give me three alternative subject lines', 'Now turn the strongest lines into ads': the next step on the same work.)
const REFERS_BACK = / (?:for|from|into|of|on|about|with|like|based on) (?:it|this|that|them|these|those|the above|the (?:email|post|posts|draft|copy|article|captions?|script|answer|one)) | (?:turn|make|convert|adapt|repurpose|rework) (?:it|this|that|them) | (?:now|also|next|then) (?:give|write|turn|make|draft|do|add|boil|cut|create|send|suggest) | alternative | (?:the )?(?:strongest|best) (?:lines|ones|headlines|bits) /;

function refersBack(words: readonly Word[]): boolean {
  return REFERS_BACK.test(` ${lowerLine(words).replace(/[.,!?;:]/g, ' ').replace(/\s+/g, ' ')} `);
}

/**
 * A new piece of work made from the chat's previous answer keeps what that answer was about: its subject, whom it
 * was for, its offer, sources and links, where the new request says nothing of its own.
 */
function withPreviousMaterial(read: Brief, previous: Brief): Brief {
  const offer = Object.fromEntries(Object.entries(read.offer).map(([k, v]) => [k, v ?? previous.offer[k as keyof Offer]])) as unknown as Offer;
  return {
    ...read,
    audience: read.audience ?? previous.audience,
    topic: read.topic ?? previous.topic,
    offer,
    sources: read.sources.length ? read.sources : previous.sources,
    links: read.links.length ? read.links : previous.links,
    callToAction: read.callToAction ?? previous.callToAction,
  };
}

/**
 * What the brief itself says about the task, in cue words: an offer read from 'use HELP25' is evidence for the
 * task whose cue is 'offer' or 'code', as named competitors are for 'competitor' and a budget for 'budget'.
 */
function evidenceOf(brief: Brief): string {
  const words: string[] = [];
  if (brief.offer.code || brief.offer.discount) words.push('offer');
  if (brief.competitors.length) words.push('competitor');
  // 'We need to save €3,000. What do we cut?' asks what to cut; 'where should the saving go?' where to put it.
  const cuts = / (cut|drop|stop|pause|kill) /.test(lemmaLine(parseEnglish(requestParts(brief.request).instructions).words));
  for (const a of brief.amounts) if (a.role === 'budget' || a.role === 'saving') words.push(a.role === 'saving' && cuts ? 'cut' : 'budget');
  // 'sent this H1 plan' with the plan pasted below: a plan given to read is one to review, not one to write.
  if ((brief.pasted || brief.sources.length) && GIVEN_PLAN.test(requestParts(brief.request).instructions)) words.push('review');
  return words.length ? `${[...new Set(words)].join(' ')} ` : '';
}

const GIVEN_PLAN = /\b(?:this|our|my|the|attached|their|his|her)\s+(?:[\w-]+\s+){0,2}(?:plan|strategy|roadmap|proposal)\b(?!\s+(?:for|to)\b)/i;

/**
 * Whether a piece is a part of another piece asked for rather than a piece of its own: named after that piece's
 * colon ('Search ad: 3 headlines and 2 descriptions'), or in a later sentence about each of them ('Each needs a
 * headline under 40 characters'). '3 subject lines and the email', listed side by side, are two pieces.
 */
function isComponent(d: NamedDeliverable, named: readonly NamedDeliverable[], source: string): boolean {
  const of = containersOf(d.noun);
  if (!of.length) return false;
  const at = d.phrase.words[0]!;
  return named.some((c) => {
    if (c === d || !of.includes(pieceOf(c.noun))) return false;
    const start = c.phrase.words[0]!;
    if (start.start > at.start) return false;
    const between = source.slice(c.phrase.words[c.phrase.words.length - 1]!.end, at.start);
    // ('each under 150 characters plus exactly 2 hashtags': 'plus' adds a part to each piece too.)
    if (start.sentence === at.sentence && !/[.!?]\s/.test(between)) return /:|\bwith\b|\bincluding\b|\bplus\b/.test(between);
    return true;
  });
}

/** A message with no ask in it: statements only, no question, not opening with an instruction, long enough to judge. */
function isBareSample(message: string): boolean {
  const text = message.trim();
  if (startsWithInstruction(text) || /\?/.test(text) || text.split(/\s+/).length < 12) return false;
  const { sentences } = parseEnglish(text.slice(0, 600));
  return !sentences.some((s) => s.slice(0, 4).some((w) => has(w, 'Imperative') || (has(w, 'Verb') && CREATION_VERBS.has(w.lemma) && /^(please|can|could|would)$/.test(s[0]?.lower ?? ''))));
}

/** The words without the channels they name. */
function withoutChannels(words: readonly Word[]): Word[] {
  const kept: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    const hit = platformAt(words, i);
    if (hit) i += hit.length - 1;
    else kept.push(words[i]!);
  }
  return kept;
}

/** Whether a sentence asks for work: it names a piece of work or opens with a verb that asks for something. */
function asksForWork(sentence: readonly Word[], named: readonly NamedDeliverable[]): boolean {
  if (named.some((d) => d.phrase.words[0]!.sentence === sentence[0]?.sentence)) return true;
  return sentence.slice(0, 4).some((w) => has(w, 'Verb') && (CREATION_VERBS.has(w.lemma) || has(w, 'Imperative')));
}

const CLINICAL_DOSE = /\b(?:dosages?|(?:correct|right|safe|exact|recommended|maximum|max)\s+doses?|doses?\s+(?:in|of)\s+(?:ml|mg|millilitres?|milligrams?)|what\s+dose|(?:ml|mg|g)\s+per\s+(?:litre|liter|kg|kilo|square metre)|how much\b[^.?!]{0,80}\b(?:can|should|could|do)\s+(?:she|he|they|i|we|you)\s+(?:give|mix|use|apply|take|spray))\b/i;
const LEGAL_QUESTION = /\b(?:(?:exact|precise|correct|right)\s+legal\s+(?:answer|position|requirements?)|what the law (?:says|requires)|is it (?:legal|illegal|against the law)|legally (?:need|have to|required|allowed|obliged)|what (?:the|is the) (?:fine|penalty) (?:is|would be|for)|the fine is if)\b/i;

// Words that make a dose a garden or household product's, not a medicine's (for people or animals).
const PRODUCT = /\b(?:weed ?killers?|herbicides?|pesticides?|insecticides?|fungicides?|slug pellets?|fertili[sz]ers?|plant feed|lawn feed|concentrate|bleach|cleaners?|disinfectants?|chemicals?)\b/i;

// Work outside marketing whatever piece it is called: correspondence with an authority, a note managing a member of staff.
const OFFICIAL_LETTER = /\b(?:letter|email|note)\s+to\s+((?:the|our|my)\s+(?:local\s+)?(?:council|planning (?:office|department|committee)|landlord|bank|insurer|solicitor|accountant|tax office|HMRC|MP|ombudsman|court|tribunal))\b(?!['’]s|\s+(?:clients?|customers?|members?|staff|firms?|practices?|partners?|friends?|readers?|contacts?|list|tenants?|leads?|prospects?)\b)/i;
const STAFF_MATTER = /\b(?:one of (?:our|my) [a-z-]+s|(?:our |my |an? )(?:engineers?|staff|employees?|team members?|technicians?|drivers?|cleaners?|stylists?|baristas?|assistants?|apprentices?|members? of staff|installers?|fitters?|nurses?|receptionists?|chefs?|waiters?|waitresses?))\b[^.?!]{0,80}\b(?:late|lateness|sick days?|absences?|absent|timekeeping|performance|conduct|behaviou?r|attitude|mistakes?|no[- ]shows?|complain(?:ed|ts?)? about (?:him|her|them))\b/i;
const NOTE_TO_THEM = /\b(?:note|email|message|letter|text|word)\s+(?:to\s+(?:him|her|them|the (?:engineer|employee|member of staff))|for\s+(?:him|her|them))\b|\b(?:talk|speak)\s+to\s+(?:him|her|them)\b/i;

/** Work outside marketing asked for before any marketing piece ('Draft a partnership agreement'): what it is. */
function outsideMarketing(sentences: readonly Word[][], content: readonly Word[][], named: readonly NamedDeliverable[], source: string): string | null {
  const first = named.length ? named.reduce((a, b) => (a.phrase.words[0]!.index <= b.phrase.words[0]!.index ? a : b)) : null;
  const firstPiece = first ? { start: first.phrase.words[0]!.index, head: first.phrase.head[first.phrase.head.length - 1]!.index } : null;
  // Text quoted to work on ('Check this post: "Our payroll is error-free…"') is material, not work asked for.
  const quoted = [...source.matchAll(/["“][^"”]{12,}["”]/g)].map((m) => [m.index, m.index + m[0].length] as const);
  const outsideQuotes = (w: Word) => !quoted.some(([from, to]) => w.start >= from && w.end <= to);
  // 'the reply with the correct dose in ml': how much of a medicine to give is clinical advice, whatever piece carries it.
  const unquoted = quoted.reduceRight((text, [from, to]) => text.slice(0, from) + text.slice(to), source);
  if (CLINICAL_DOSE.test(unquoted)) return PRODUCT.test(unquoted) ? 'a dose or mixing rate for a product' : 'medical advice (a medicine dose)';
  // 'She wants the exact legal answer and what the fine is': what the law requires is a question for the law's own guidance.
  if (LEGAL_QUESTION.test(unquoted)) return 'legal advice (what the law requires)';
  // 'One of our engineers has been late to client sites three times. Can you draft a note to him from me about it?':
  // managing a member of staff is HR work, whatever the note is called.
  if (STAFF_MATTER.test(unquoted) && NOTE_TO_THEM.test(unquoted)) return 'a note to a member of staff about their work';
  // 'a letter to the council objecting to the new car park', 'a letter to our landlord': correspondence with an
  // authority or a party to a contract, not a letter to customers.
  const official = OFFICIAL_LETTER.exec(unquoted);
  if (official) return `a letter to ${official[1]!.toLowerCase().replace(/^(?:our|my)\s+/, 'your ')}`;
  for (const sentence of sentences) {
    if (!content.includes(sentence)) continue;
    // 'Paper timesheets the foreman drops in on a Friday. Can you write the follow-up email?': when a marketing
    // piece is asked for, a sentence that asks for nothing is the situation told, not work asked for.
    if (firstPiece && !asksForWork(sentence, named)) continue;
    const found = outOfRemitIn(sentence.filter(outsideQuotes), firstPiece);
    if (found) return found;
  }
  return null;
}

/**
 * A piece of work this agent has no task for ('a podcast script' asked of the email agent): named plainly, so
 * the answer can say so and offer what it can do. General words ('ideas', 'copy') never decide this.
 */
const CONTAINERS_HEAD = /^(sequence|series|drip|flow|cadence|set|pack|bundle|batch)$/;

function outsideTheseTasks(source: string, named: readonly NamedDeliverable[], tasks: readonly AgentTask[], theirs = false): string | null {
  if (!tasks.length || !named.length) return null;
  // 'Should I make a separate page for every town? Who's right?': a piece a question asks about, with nothing asked to be
  // written, is advice asked for, not a piece of work outside the catalogue.
  const advice = /\b(?:who(?:['’]s| is) right|should (?:i|we)|is it (?:worth|true|bad|ok|okay|a good idea)|do (?:i|we) need|does (?:it|google))\b/i.test(source);
  if (advice && !/\b(?:can you|could you|would you|will you|please|write|draft|create|give me|make me|build|produce|prepare|put together|set up|i need|we need)\b/i.test(source)) return null;
  // ('a welcome series' is a piece of its own when another agent's task writes it.)
  // ('3 search ad sets: 15 headlines and 4 descriptions per set': the headlines are the ads' parts, not pieces of their own.)
  const partOfAnother = (d: NamedDeliverable) => d.part || named.some((o) => o !== d && containersOf(d.noun).some((c) => pieceOf(c) === pieceOf(o.noun)));
  const wholes = named.some((d) => !partOfAnother(d)) ? named.filter((d) => !partOfAnother(d)) : named;
  if (wholes.some((d) => (anyTaskDelivers(tasks, d.noun) && !theirs) || (isGeneralPiece(d.noun) && !(theirs && pieceOf(d.noun) === 'sequence')))) return null;
  const first = named[0]!;
  // 'a 30-second podcast ad script' is named back as 'a podcast ad script'.
  const words = first.phrase.words.filter((w, i, all) => !has(w, 'Determiner') && w.value === null && !(all[i - 1]?.value !== null && /^(second|sec|minute|min|word|character)s?$/.test(w.lower)));
  const text = textOf(source, words).replace(/^[\s-]+/, '') || first.noun;
  // ('a 3-email onboarding sequence' is one sequence: the head says whether it is several.)
  const plural = has(first.phrase.head[first.phrase.head.length - 1], 'Plural') || (!CONTAINERS_HEAD.test(first.phrase.headLemma) && (first.count ?? 1) > 1);
  return plural ? text : withIndefinite(text);
}

/**
 * A follow-up keeps what the previous brief said unless it says otherwise: the same task, pieces, audience,
 * subject, offer and sources, with the new limits, and more pieces when it asks for more.
 */
function revisionOf(read: Brief, previous: Brief, tasks: readonly AgentTask[]): Brief {
  const task = tasks.find((t) => t.id === previous.task)?.id ?? chooseTask(tasks, previous.deliverables, lemmaLine(parseEnglish(previous.request).words), '')?.id ?? null;
  const more = read.revision?.kind === 'more' ? countOf(read.revision.detail) : null;
  const asked = read.deliverables.filter((d) => !isGeneralPiece(d.noun));
  const deliverables = asked.length
    ? asked.map((d) => ({ ...(previous.deliverables.find((p) => pieceOf(p.noun) === pieceOf(d.noun)) ?? {}), ...d, count: d.count ?? more }))
    : previous.deliverables.map((d) => (more !== null ? { ...d, count: more } : d));
  // 'Add the code SAVE10 as well' adds to the offer in the text; the offer the answer was about stays the same.
  const adds = read.revision?.kind === 'fix' && /^\s*(?:please\s+)?(?:also\s+)?add\b/i.test(read.request);
  const offer = Object.fromEntries(Object.entries(read.offer).map(([k, v]) => [k, adds ? previous.offer[k as keyof Offer] ?? v : v ?? previous.offer[k as keyof Offer]])) as unknown as Offer;
  const limits = Object.fromEntries(Object.entries(read.limits).map(([k, v]) => [k, v ?? previous.limits[k as keyof Limits]])) as unknown as Limits;
  return {
    ...read,
    task,
    outOfRemit: null,
    deliverables,
    audience: read.audience ?? previous.audience,
    // 'Focus on the price' changes how the answer reads, not what it is about.
    topic: previous.topic,
    offer,
    limits,
    language: read.language ?? previous.language,
    sources: read.sources.length ? read.sources : previous.sources,
    links: read.links.length ? read.links : previous.links,
    callToAction: read.callToAction ?? previous.callToAction,
    competitors: read.competitors.length ? read.competitors : previous.competitors,
    amounts: read.amounts.length ? read.amounts : previous.amounts,
    platforms: read.platforms?.length ? read.platforms : previous.platforms,
    goal: read.goal ?? previous.goal ?? null,
    // The text the answer worked on (a draft rewritten in the voice) stays the material of every revision.
    pasted: read.pasted ?? previous.pasted,
  };
}

const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, couple: 2, few: 3 };

function countOf(detail: string | null): number | null {
  if (!detail) return null;
  const n = Number(detail);
  return Number.isFinite(n) && n > 0 ? n : (COUNT_WORDS[detail.replace(/^a\s+/, '')] ?? null);
}
