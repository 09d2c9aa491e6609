import { withRivalNames } from '../offline/manner-rules.ts';
import { avoidedWordsIn } from '../brief/read-avoided-words.ts';
import { factLookup } from './strategy/fact-lookup.ts';
import { withDocumentOffer } from './document-offer.ts';
import type { AgentSlug, Brief } from '../brief/brief.ts';
import { ACTING_IN_ACCOUNTS, accountNamed, READING_ANALYTICS, READING_EMAIL_REPORTS, SETTING_UP_SOFTWARE, readBrief } from '../brief/read-brief.ts';
import { readFactSheet } from '../facts/read-fact-sheet.ts';
import { factsForReaders } from '../facts/trade-facts.ts';
import { factsForService } from '../facts/service-scope.ts';
import type { FactSource } from '../facts/fact-sheet.ts';
import { reaimed } from './re-aimed.ts';
import { VariantPicker } from '../offline/variant-picker.ts';
import { voiceRulesOf, withAvoidAnswer } from '../offline/voice-rules.ts';
import { instructionPlanOf } from '../offline/extra-instructions.ts';
import type { AgentContext, PipelineResult } from '../tools/agent-context.ts';
import { asksForSequel, sequelEmail } from './email/sequel-email.ts';
import { slideAltText } from './creative/slide-alt-text.ts';
import { wordCount } from './email/email-draft.ts';
import { mergedOffer } from '../brief/merged-offer.ts';
import { partOptions } from './part-options.ts';
import type { AgentTask, PreviousAnswer, TaskInput, TaskOutput } from './agent-task.ts';
import { focusText, reviseAnswer, withPieceFrom } from './revise-answer.ts';
import { droppedByPlace } from './dropped-item.ts';
import { askedClaim } from './asked-claim.ts';
import { sendTiming } from './send-timing.ts';
import { onAnotherPlatform, sameAgainFor, versionFor, versionSaying } from './same-again.ts';
import { sameWithNewSum } from './same-with-new-sum.ts';
import { scorecardAsked } from './strategy/channel-scorecard.ts';
import { unchangedSaidSo } from './unchanged-revision.ts';
import { spendProblems } from './strategy/spend-problems.ts';
import { movedMoney } from './moved-money.ts';
import { handedStatement } from './handed-statement.ts';
import { weekByWeek } from './week-plan.ts';
import { emailForSubjectLine } from './email/email-for-subject-line.ts';
import { newFigure } from './new-figure.ts';
import { figuresReport } from './cmo/figures-report.ts';
import { statedDate } from '../brief/read-event.ts';
import { inPlainNumbers } from './plain-numbers.ts';
import { resultsStory } from './strategy/results-story.ts';
import { priceMatch } from './strategy/price-match.ts';
import { CATALOGUE, tasksOf } from './catalogue.ts';
import { lemmaLine, lowerLine, parseEnglish } from '../brief/english-words.ts';
import { secondsIn } from '../brief/read-deliverables.ts';
import { requestParts } from '../brief/request-parts.ts';
import { scoreOf } from '../brief/choose-task.ts';
import { cuesSaid, otherAgentFor } from './other-agent.ts';
import { BLOG_INTRO } from './seo/page-intro.ts';
import { offersOfWork } from './offers-of-work.ts';
import { answerParts, partsOf } from './several-parts.ts';
import { decline } from './decline.ts';
import { understoodLine } from './understood-line.ts';
import { preSendCheck } from './pre-send/pre-send-check.ts';
import { mostDistinctVersion } from './distinct-version.ts';
import { revisionChanges } from './revision-changes.ts';
import { changedInput, correctedFigure } from './decision-follow-up.ts';
import { has } from '../brief/english-words.ts';
import { isPeopleNoun } from '../brief/people-nouns.ts';
import { factTexts } from './pre-send/fact-texts.ts';
import { answerPerPage, fitToShape } from './shape-fit.ts';
import { piecesOneByOne } from './pieces-one-by-one.ts';
import { explainTerms } from './explain/explain-terms.ts';
import { problemFixes } from './strategy/problem-fixes.ts';
import { factsForReadersDocuments } from '../facts/readers-documents.ts';
import { addedSection } from './added-section.ts';
import { neverSayCount, neverSayLines } from './brand-voice/never-say.ts';
import { spaceVoiceOf } from './brand-voice/space-voice.ts';
import { countWord } from './english-phrases.ts';
import { answerFromDocuments, answerFromPrevious, unansweredQuestion } from './answer-from-previous.ts';
import { reshapedAnswer } from './answer-points.ts';
import { questionOnAnswer } from './questions-on-answer.ts';
import { stemsOf } from '../offline/avoided-claims.ts';
import { parseCount } from '../brief/parse-count.ts';
import { asOwnChange, followUpSteps, opensOnNewWork, pointsBack } from './follow-up-steps.ts';
import { SPECIALISTS } from './cmo/specialist-tasks.ts';
import { reviewHandedTo } from './review-hand-off.ts';

/**
 * A follow-up revises the previous answer: cut, focused or fixed on its own text, or written again from its own brief
 * from another angle; any other request is answered by its task (each piece by its own task when it names several),
 * or declined when it is outside them all, naming the agent that does it.
 */
function answer(input: TaskInput, tasks: readonly AgentTask[], agent: AgentSlug): Answered {
  const { brief, previous } = input;
  // 'Just give me the corrected post now' after a voice check: the checked text rewritten in the voice.
  const corrected = previous?.brief && CHECKED.has(previous.brief.task ?? '') && CORRECTED.test(brief.request) ? tasks.find((t) => t.id === 'brand-voice.rewrite') : undefined;
  if (corrected && previous?.brief?.pasted) return { task: corrected, output: corrected.generate({ ...input, brief: { ...previous.brief, task: corrected.id, revision: null } }) };
  // 'Which parts of the original broke our rules, exactly?' after a rewrite: the original checked against the voice.
  const checker = previous?.brief?.pasted && previous.brief.task === 'brand-voice.rewrite' && BROKE_WHICH.test(brief.request) ? tasks.find((t) => t.id === 'brand-voice.check') : undefined;
  if (checker && previous?.brief) return { task: checker, output: checker.generate({ ...input, brief: { ...previous.brief, task: checker.id, revision: null } }), asked: true };
  // 'Turn that into 5 bullets for my partner', 'explain it to Priya in 3 sentences': the answer's own points, reshaped.
  const reshaped = previous ? reshapedAnswer(brief.request, previous) : null;
  if (reshaped) return { task: undefined, output: reshaped, reshaped: true };
  // 'Three punchier options for slide 1', 'an alternative opening line': that part as the task's other versions word it.
  const options = previous ? partOptions(input, tasks, (v) => new VariantPicker(`${previous.request}\u0000${input.facts.company ?? ''}`, v)) : null;
  if (options) return { task: undefined, output: options, asked: true };
  // 'Write alt text for each slide': the slides' own words, as a screen reader must read them.
  const alt = previous ? slideAltText(brief.request, previous.deliverable) : null;
  if (alt) return { task: undefined, output: alt, asked: true };
  // 'Is it fair to say we're the best in town?': the claim checked against the space, with what can be said instead.
  const claim = previous ? askedClaim(brief.request, input.facts, uniqueDocuments(input)) : null;
  if (claim) return { task: undefined, output: claim, asked: true };
  // 'What's the best day and time to send this?': no send times of the space's own, so a first test to run.
  const timing = previous ? sendTiming(brief.request, previous.deliverable, input.facts) : null;
  if (timing) return { task: undefined, output: timing, asked: true };
  // 'Why that subject line?', 'Which of these first?', 'How would I measure it?': answered, not the answer again.
  const questioned = previous ? questionOnAnswer(brief.request, previous, input.facts, input.voice) : null;
  if (questioned) return { task: undefined, output: questioned, asked: true };
  // 'Now write the follow-up for people who didn't open it': the campaign's next email, not the last one revised.
  if (agent === 'email-agent' && asksForSequel(input)) return { task: tasks.find((t) => t.id === brief.task), output: sequelEmail(input), continues: true };
  // 'Use plain numbers only': the percentages beside plain figures taken out.
  const plain = previous ? inPlainNumbers(brief.request, previous.deliverable) : null;
  if (plain) return { task: tasks.find((t) => t.id === previous!.brief?.task), output: plain };
  // 'Move £200 from Instagram to the email newsletter': the split with that sum moved, its shares and check again.
  const moved = previous ? movedMoney(brief.request, previous.deliverable) : null;
  if (moved) return { task: tasks.find((t) => t.id === previous!.brief?.task), output: moved };
  // 'Drop the third one', 'lose number 2': the item in that place, whatever it says, from the whole answer.
  const dropped = brief.revision && previous ? droppedByPlace(brief.request, previous.deliverable) : null;
  if (dropped) return { task: tasks.find((t) => t.id === previous!.brief?.task), output: dropped };
  if (brief.revision && previous) {
    const revised = reviseInChat(input, tasks);
    if (revised) return revised;
  }
  // 'What does CPA mean for us?': a term of the trade is explained, by any agent, not answered with a piece of work.
  const explained = explainTerms(input);
  if (explained) return { task: undefined, output: explained };
  // 'Give me 4 ways to bring late cancellations down': the advisers answer a known problem with its usual fixes.
  const fixes = agent === 'strategy-review-agent' || agent === 'cmo' ? problemFixes(input) : null;
  if (fixes) return { task: undefined, output: fixes };
  // 'The three biggest problems with how we spend the budget': read from the spend and costs the figures state.
  const spending = agent === 'strategy-review-agent' || agent === 'cmo' ? spendProblems(input) : null;
  if (spending) return { task: undefined, output: spending };
  // 'The monthly report summary: enquiries went from 14 to 17 a week, …': written from the figures given.
  const report = agent === 'strategy-review-agent' || agent === 'cmo' ? figuresReport(input) : null;
  if (report) return { task: undefined, output: report };
  // 'What's the story we should be telling, and what shouldn't we claim?' over a results sheet: from the sheet.
  const story = agent === 'strategy-review-agent' || agent === 'cmo' ? resultsStory(input) : null;
  if (story) return { task: undefined, output: story };
  // 'They charge £35 and we're £40. Should we drop our price to compete?': a call on the sums.
  const matched = agent === 'strategy-review-agent' || agent === 'cmo' ? priceMatch(input) : null;
  if (matched) return { task: undefined, output: matched };
  const task = brief.task ? tasks.find((t) => t.id === brief.task) : undefined;
  if (task) {
    // 'Two emails: one for X, one for Y' is an email for each, each read from its own words.
    const each = agent === 'email-agent' ? piecesOneByOne(input, tasks, 'email') : null;
    if (each) return { task, output: each };
    const perPage = answerPerPage(input, task);
    if (perPage) return { task, output: perPage };
    const parts = partsOf(brief, tasks, agent);
    if (parts.length) return { task, output: answerParts(input, parts) };
    return { task, output: task.generate(input) };
  }
  // 'Turn it into a LinkedIn post': new work made from the chat's answer, written by the task that delivers it.
  const made = brief.madeFromPrevious && brief.task ? allTasks().find((t) => t.id === brief.task) : undefined;
  if (made && previous) return { task: made, output: withNote(made.generate({ ...input, brief: { ...brief, task: made.id } }), `Made from the previous answer with the ${agentName(made.agent)}'s ${taskName(made)} task; for more of these, ask the ${agentName(made.agent)}.`) };
  // 'How many bookings did Instagram ads bring?' names another agent's work but asks the advisers for a fact: answered, not referred.
  if ((agent === 'strategy-review-agent' || agent === 'cmo') && !brief.revision) {
    const fact = factLookup(input);
    if (fact) return { task: undefined, output: fact };
  }
  // A request no agent can act on here, declined with what can be written instead, said in its own words.
  const declinedSaying = (summary: string): Answered => ({ task: undefined, output: { ...decline(brief, tasks, closestTasks(brief, tasks), null), summary } });
  // A booking system's or CRM's settings reach no agent: said plainly, with the text it sends offered instead.
  if (brief.outOfRemit === SETTING_UP_SOFTWARE) {
    const named = /\bwe use ([A-Z][\w.-]*(?:\s[A-Z][\w.-]*)?)/.exec(brief.request)?.[1] ?? /\b(?:in|on) (?:our|my) ([A-Z][\w.-]*)/.exec(brief.request)?.[1] ?? null;
    return declinedSaying(`I can't set up or change anything in ${named ?? 'your other software'} from here: no connection in this workspace reaches it, so its own settings are where that is done. I can write what it sends: for example, the reminder as a text under 160 characters or as an email, for you to paste in.`);
  }
  // Nobody here signs in to the business's accounts: said plainly, naming the account, with what can be written for it.
  if (brief.outOfRemit === ACTING_IN_ACCOUNTS) {
    const account = accountNamed(brief.request) || 'that account';
    return declinedSaying(`I can't log in to your ${account} or do anything in it from here: no agent here signs in to your accounts, so that is done in ${account} itself. I can write what goes into it: for example, its description, a post, or replies to reviews, for you to paste in.`);
  }
  // An email tool's opens and clicks reach no agent: said plainly, with what can be done from figures pasted in.
  if (brief.outOfRemit === READING_EMAIL_REPORTS) {
    return declinedSaying("I can't read your email tool's reports (opens, clicks, which subject line won) here: no connection in this workspace reads them, so the report in your email tool is where those figures are. I can write new subject lines to test against your best one.");
  }
  // Figures are read by the CMO agent from the connected tools, so that is where such a request goes.
  const reader = brief.outOfRemit === READING_ANALYTICS ? tasksOf('cmo').find((t) => t.id === 'cmo.decision') : undefined;
  const elsewhere = reader ? { agent: 'cmo' as const, task: { ...reader, label: 'the figures of your connected Google Analytics 4 and Meta Ads (Connections)', starter: 'How are our channels doing?' } } : brief.outsideMarketing ? null : otherAgentFor(brief, agent);
  return { task: undefined, output: decline(brief, tasks, closestTasks(brief, tasks), elsewhere) };
}


/** `asked`: the answer is about the previous one (a question on it), which stays the piece the chat works on. */
/** `asked`: an answer about the previous one, not copy. `continues`: new copy built on the previous answer (its offer and link hold). */
type Answered = { task: AgentTask | undefined; output: TaskOutput; version?: number; asked?: boolean; continues?: boolean; reshaped?: boolean };

const allTasks = () => (Object.keys(CATALOGUE) as AgentSlug[]).flatMap((a) => CATALOGUE[a]);
const AGENT_NAMES: Record<AgentSlug, string> = { 'email-agent': 'Email agent', 'seo-agent': 'SEO agent', 'strategy-review-agent': 'Strategy agent', 'creative-agent': 'Creative agent', 'brand-voice': 'Brand Voice agent', cmo: 'CMO' };
const agentName = (slug: AgentSlug) => AGENT_NAMES[slug];
/** A task as named after an agent's: 'the Strategy agent's 30/60/90-day plan task', not "'s a 30/60/90-day plan". */
const taskName = (task: AgentTask) => task.label.replace(/^(?:an?|the)\s+/i, '').toLowerCase();
const withNote = (output: TaskOutput, note: string): TaskOutput => ({ ...output, notes: [note, ...output.notes] });

/**
 * The texts a revision may take a fact from ('mention the parking', 'put the number in'): the sources the request
 * points at first, then the passages retrieval found, then the space's other documents.
 */
/** The documents a run may quote, each once, with its title ('referenced' and the library hold the same one when it is ticked). */
function uniqueDocuments(input: TaskInput): { title: string; text: string }[] {
  const all = [...input.referenced, ...(input.library ?? [])];
  return all.filter((d, i) => all.findIndex((o) => o.title === d.title && o.text === d.text) === i);
}

/**
 * 'An email announcing our framing workshop on Saturday 14 June at 10am': a dated event announced is an invitation to
 * it, with its day and time, not a launch that leaves them out.
 */
function asDatedEvent(brief: Brief, catalogue: readonly AgentTask[]): Brief {
  if (brief.task !== 'email.launch' || brief.revision || !statedDate(brief.request) || !EVENT_NOUN.test(brief.request)) return brief;
  return catalogue.some((t) => t.id === 'email.event-invitation') ? { ...brief, task: 'email.event-invitation' } : brief;
}

/** Things that happen on a day: announced with their date, they are events to invite people to. */
const EVENT_NOUN = /\b(?:workshops?|classes|class|open days?|open evenings?|evenings?|tastings?|talks?|events?|fairs?|markets?|meet-?ups?|parties|party|sessions?|demos?|demonstrations?|launch (?:night|party|event)|exhibitions?|screenings?|webinars?)\b/i;

function spaceDocuments(input: TaskInput): string[] {
  return [...input.referenced.map((r) => r.text), ...input.passages.map((p) => p.text), ...(input.library ?? []).map((l) => l.text)];
}

/** Tasks that check a text against the voice without rewriting it. */
const CHECKED = new Set(['brand-voice.check', 'brand-voice.line-verdict', 'brand-voice.analyse']);
/** 'Give me the corrected post', 'fix it', 'apply those fixes', 'rewrite it then'. */
const CORRECTED = /\b(?:corrected|fixed|rewritten|revised|cleaned[- ]up|final|on-brand)\s+(?:post|version|copy|text|one|draft|caption|email|ad|line)\b|\b(?:fix|correct|rewrite|redo|apply)\s+(?:it|them|that|this|the fixes|those fixes|your fixes|the changes)\b/i;

/** 'Which parts of the original broke our rules?', 'what exactly was wrong with it?': the original's breaches, listed. */
const BROKE_WHICH = /\b(?:which|what)\b[^?]{0,40}\b(?:broke|break|breaks|breached|breach|went against|were wrong|was wrong|violated|off-brand|didn'?t fit)\b/i;

/** How the engine's own declines and requests for material open: an answer with no copy in it. */
const DECLINE_OPENING = /^(?:I can't|I cannot|I can’t|There is no text to|Tick the report|No plan was pasted|Paste the )/;

/** The answer to a change asked of a decline: nothing to change, with what the decline offered instead. */
function declinedBefore(previous: string): TaskOutput | null {
  if (!DECLINE_OPENING.test(previous.trim())) return null;
  const offered = previous.split('\n').filter((l) => /^\s*(?:[-*]\s|For example:|Or,)/.test(l));
  return {
    summary: `There is no copy above to change: the answer before says "${previous.trim().split(/(?<=[.:])\s/)[0]!.replace(/[:.]$/, '')}". Ask for the piece itself${offered.length ? ', for example:' : '.'}`,
    deliverable: offered.join('\n'),
    notes: [],
    used: [],
    steps: [{ tool: 'revision', summary: 'no copy in the previous answer' }],
    artifacts: [],
  };
}

/** The diff of a revision as the answer's 'What changed' notes. */
function changeNotes(before: string, after: string): string[] {
  const changes = revisionChanges(before, after);
  return changes.length ? ['**What changed**', ...changes.map((c) => `- ${c}`)] : [];
}

/**
 * A follow-up in the same chat revises the previous answer. Another angle, more pieces or a longer version are the
 * same task written again from the previous brief, at a version none of the chat's answers has been; 'make it
 * about …' writes it again for those people or that product (or leads with what the facts say about it); 'fix the
 * subject line' takes that field from another version; a question on a decision redoes the call with the input
 * changed. Everything else edits the previous text (revise-answer.ts).
 */
function reviseInChat(input: TaskInput, tasks: readonly AgentTask[]): Answered | null {
  // 'Make it less salesy' after a decline: there is no copy to change, and cutting the decline is no answer.
  const declined = declinedBefore(input.previous!.deliverable);
  if (declined) return { task: undefined, output: declined };
  const answered = reviseOnce(input, tasks);
  // A revision that leaves no copy (a cut to nothing, a task with no material to write from) is no revision.
  const words = (t: string) => (t.match(/[A-Za-z0-9]+/g) ?? []).length;
  if (!answered || words(answered.output.deliverable) >= Math.min(3, words(input.previous!.deliverable))) return answered;
  const kept = input.previous!.deliverable;
  // ('A version under 15 words for the mobile header': the answer's longest sentence that fits, when one does.)
  const limit = input.brief.limits.words;
  if (input.brief.revision?.kind === 'shorter' && limit) {
    const fits = kept
      .split(/\n+|(?<=[.!?])\s+(?=[A-Z])/)
      .map((t) => t.trim())
      .filter((t) => t && !/^(?:#|\*\*|[-*]\s|\||[“"])/.test(t) && /[.!?]$/.test(t) && wordCount(t) <= limit)
      .sort((a, b) => wordCount(b) - wordCount(a))[0];
    const asked = /\b(?:under|below|less than|fewer than)\s+(\d+)\s+words?\b/i.exec(input.brief.request)?.[1];
    if (fits) return { ...answered, output: { summary: `Here is the previous answer cut to its one sentence that fits: ${wordCount(fits)} words, ${asked ? `under ${asked}` : `at most ${limit}`} as asked.`, deliverable: fits, notes: changeNotes(kept, fits), used: [], steps: [{ tool: 'revision', summary: `shorter: one sentence of ${wordCount(fits)} words` }], artifacts: [] } };
  }
  return { ...answered, output: { summary: `I could not make that change offline without losing the copy, so the previous answer is below unchanged. Say exactly what to change, or ask again with a model connected.`, deliverable: kept, notes: [], used: [], steps: [{ tool: 'revision', summary: 'no change' }], artifacts: [] } };
}

function reviseOnce(input: TaskInput, tasks: readonly AgentTask[]): Answered | null {
  const { brief, previous } = input;
  const revision = brief.revision!;
  const before = previous!.brief;
  const earlier = before?.task ? tasks.find((t) => t.id === before.task) : undefined;
  // 'Add 3 example phrases she should never use' after a voice summary or guide: lines that break the voice, each with its rule.
  const never = earlier && before?.task?.startsWith('brand-voice.') ? neverSayCount(brief.request) : null;
  if (never) {
    const lines = neverSayLines(spaceVoiceOf(input, { defaultLimit: false }).rules, input.facts, never);
    if (lines.length) {
      const deliverable = `${previous!.deliverable.trimEnd()}\n\n### Phrases never to use\n${lines.join('\n')}`;
      const notes = [...(lines.length < never ? [`Your voice's rules give ${countWord(lines.length)} such line${lines.length === 1 ? '' : 's'}, not ${countWord(never)}: add rules to it for more.`] : []), ...changeNotes(previous!.deliverable, deliverable)];
      return { task: earlier!, output: { summary: `Here is the previous answer, with ${countWord(lines.length)} example phrase${lines.length === 1 ? '' : 's'} never to use added, each with the rule it breaks.`, deliverable, notes, used: [], steps: [{ tool: 'voice_rules', summary: `${lines.length} phrases that break the voice` }], artifacts: [] }, version: before?.version ?? 1 };
    }
  }
  // 'Add a short section on mock tests before the conclusion': the answer with that section, the rest as it was.
  const added = addedSection(previous!.deliverable, brief.request, input.facts);
  if (added) return { task: earlier ?? tasks[0], output: { ...added, notes: [...added.notes, ...changeNotes(previous!.deliverable, added.deliverable)] }, version: before?.version ?? 1 };
  const base = before?.version ?? 1;
  const seen = [...(before?.written ?? []), previous!.deliverable];
  // Seeded by the follow-up itself, as every request's wordings are.
  const seed = `${brief.request}\u0000${input.facts.company ?? ''}`;
  const writeAs = (b: Brief, version: number, facts = input.facts) => earlier!.generate({ ...input, facts, brief: b, variant: version - 1, pick: new VariantPicker(seed, version) });
  // The version of the task, after the previous answer's, that repeats the least of the chat's answers.
  // (From version 2 on: the follow-up's own wordings differ from the first turn's even at a version it used.)
  const distinct = (b: Brief, facts = input.facts) => mostDistinctVersion(seen, 2, (version) => {
    const output = writeAs(b, version, facts);
    return { result: { output, version }, text: output.deliverable };
  }, base + 5);
  if (!earlier || !before) return revision.kind === 'angle' || revision.kind === 'more' || revision.kind === 'longer' ? null : { task: tasks[0], output: reviseAnswer(previous!, brief, input.voice, input.facts, spaceDocuments(input)) };

  // 'Now write the intro paragraph' after an outline: the article's own opening for that outline, not the outline cut short.
  const part = /\b(?:write|draft|give me|do)\s+(?:me\s+)?(?:the|an?)\s+(intro(?:duction)?|opening)(?:\s+paragraph)?\b/i.exec(brief.request);
  const article = part && (before.task === 'seo.outline' || before.task === 'seo.article') ? allTasks().find((t) => t.id === 'seo.article') : undefined;
  if (article) {
    const written = article.generate({ ...input, brief: { ...before, task: article.id, revision: null }, variant: 0, pick: new VariantPicker(seed, 1) });
    const lines = written.deliverable.split('\n');
    const h1 = lines.findIndex((l) => /^#\s/.test(l));
    const end = lines.findIndex((l, i) => i > h1 && /^#{2,}\s/.test(l));
    const intro = lines.slice(h1 + 1, end < 0 ? undefined : end).join('\n').trim();
    if (h1 >= 0 && intro) {
      const title = lines[h1]!.replace(/^#\s+/, '');
      const blanks = [...intro.matchAll(/\[Add: ([^\]]+)\]/g)].map((m) => m[1]!);
      const notes = blanks.length ? [`Fill the marked ${blanks.length === 1 ? 'blank' : 'blanks'} before publishing (your facts do not say): ${blanks.join('; ')}.`] : [];
      return { task: article, output: { ...written, summary: `The intro paragraph for "${title}", written from your outline.`, deliverable: intro, notes }, version: base };
    }
  }

  // 'Now cut it to 15 seconds', 'make it a 30-second version': the script written again at that length.
  const timed = before.deliverables.find((d) => d.seconds);
  const seconds = timed ? secondsAsked(brief.request) : null;
  if (timed && seconds && seconds !== timed.seconds) {
    const again: Brief = { ...before, revision: null, deliverables: before.deliverables.map((d) => (d === timed ? { ...d, seconds } : d)) };
    const output = writeAs(again, base);
    return { task: earlier, output: { ...output, summary: `Here is the ${pieceName(before).replace(/s$/, '')} again at ${seconds} seconds. ${output.summary}`, notes: [...output.notes, ...changeNotes(previous!.deliverable, output.deliverable)] }, version: base };
  }

  if (revision.kind === 'angle' || revision.kind === 'more' || revision.kind === 'longer') {
    // 'Give me 3 more': the pieces as the follow-up counts them.
    const again: Brief = { ...before, revision, limits: mergeLimits(before.limits, brief.limits), ...(revision.kind === 'more' ? { deliverables: brief.deliverables } : {}) };
    if (revision.kind === 'more') {
      // '3 more like the fourth one': the new ones closest to that one come first.
      const like = revision.part ? chosenPiece(previous!.deliverable, revision.part) : null;
      const wanted = like ? (parseCount(revision.detail) ?? again.deliverables[0]?.count ?? null) : (again.deliverables[0]?.count ?? null);
      const output = morePieces((step) => writeAs({ ...again, revision: { ...revision, part: null } }, base + step), previous!.deliverable, wanted, like);
      return { task: earlier, output: like && output.deliverable ? { ...output, summary: output.summary.replace(/^(\d+) more,/, `$1 more like ${revision.part!.replace(/^piece /, 'number ')} ("${clipped(like.text)}"),`) } : output, version: base + 1 };
    }
    const { output, version } = distinct(again);
    // A new angle the follow-up names ("lead with the price") is what the new version opens on.
    const lead = revision.kind === 'angle' ? angleFocus(revision.detail) : null;
    const text = lead ? focusText(output.deliverable, lead, input.facts, input.voice) : output.deliverable;
    const summary = lead ? `${output.summary.replace(/\.$/, '')}, leading with ${lead}.` : revision.kind === 'angle' ? `Another angle on the same ${pieceName(before)}: ${output.summary.replace(/^./, (c) => c.toLowerCase())}` : output.summary;
    return { task: earlier, output: { ...output, summary, deliverable: text, notes: [...output.notes, ...changeNotes(previous!.deliverable, text)] }, version };
  }

  // 'The lease would actually be £6,500 a year. Does that change your answer?': the same call on the corrected figure.
  const corrected = correctedFigure(brief.request, before);
  if (corrected) {
    const output = writeAs(corrected.brief, base);
    // The call is what is chosen, before its reason: the sums in the reason change with the figure.
    const decision = (t: string) => /\*\*Decision:\*\*\s*([^:.]+)/.exec(t)?.[1]?.trim() ?? null;
    const same = decision(output.deliverable) !== null && decision(output.deliverable) === decision(previous!.deliverable);
    const summary = `${corrected.said}: ${same ? 'no, the call holds. ' : 'yes, the call changes. '}${output.summary}`;
    return { task: earlier, output: { ...output, summary, notes: [...output.notes, ...changeNotes(previous!.deliverable, output.deliverable)] }, version: base };
  }

  // 'What if the budget were half?', 'And if we drop Instagram?': the same call made again on the changed input.
  if (revision.kind === 'other') {
    const changed = changedInput(brief.request, before, input.facts);
    if (changed) {
      const output = writeAs(changed.brief, base, changed.facts);
      const decision = (t: string) => /\*\*Decision:\*\*\s*(.+)/.exec(t)?.[1]?.trim() ?? null;
      const same = decision(output.deliverable) !== null && decision(output.deliverable) === decision(previous!.deliverable);
      const summary = `${changed.said}: ${same ? 'the call holds. ' : ''}${output.summary}`;
      return { task: earlier, output: { ...output, summary, notes: [...output.notes, ...changeNotes(previous!.deliverable, output.deliverable)] }, version: base };
    }
  }

  // 'Make it about families with young kids', 'Make it about the Sunset Seal Trip': written again for them or about it.
  if (revision.kind === 'focus' && revision.detail) {
    // 'for HR managers instead, pitching Team Spark': whom it is now for, and what it now sells, apart.
    const { main, pitched } = reaimed(revision.detail);
    const target = refocusOn(main, input.facts, before);
    if (target) {
      const seller = pitched && before.agent === 'email-agent' ? tasks.find((t) => t.delivers.includes('promotional email')) : undefined;
      // ('Focus on the FRAME15 code: 15% off until 30 June': an offer to carry, not a topic to write about.)
      // (Only an offer this follow-up's own words give: the brief may carry the first request's.)
      const said = (v: string | null) => Boolean(v && brief.request.toLowerCase().includes(v.toLowerCase()));
      const onOffer = target === 'topic' && (said(brief.offer.code) || said(brief.offer.discount));
      const again: Brief = { ...before, revision: null, ...(onOffer ? { offer: mergedOffer(brief.offer, before.offer) } : { [target]: main }), ...(pitched ? { topic: pitched } : {}), ...(seller ? { task: seller.id } : {}) };
      const output = seller ? seller.generate({ ...input, brief: again, variant: 0, pick: new VariantPicker(seed, base) }) : writeAs(again, base);
      const whole = target === 'audience' ? focusText(output.deliverable, main, input.facts, input.voice) : output.deliverable;
      // 'Make the second one about …': that piece only; the others stay as they were.
      const one = revision.part ? withPieceFrom(previous!.deliverable, whole, revision.part) : null;
      const text = one?.text ?? whole;
      const summary = one
        ? `Here is the previous answer with only ${one.label} written again, now ${target === 'audience' ? 'for' : 'about'} ${main}.`
        : `Here is the ${pieceName(before)} again, now ${target === 'audience' ? 'for' : 'about'} ${main}${pitched && target === 'audience' ? `, about ${pitched}` : ''}.`;
      return { task: earlier, output: { ...output, summary, deliverable: text, notes: [...output.notes.filter((n) => !/^(?:Send it|\{\{)/.test(n)), ...changeNotes(previous!.deliverable, text)] }, version: base };
    }
  }

  // 'Fix the subject line' with no new words: that field as another version of the task writes it.
  if (revision.kind === 'fix' && revision.part && /^(?:the\s+)?[\w\s-]*$/i.test(revision.detail ?? '') && (revision.detail ?? '').replace(/^the\s+/i, '').trim().toLowerCase() === revision.part) {
    const field = fieldFromVersions(previous!.deliverable, revision.part, (version) => writeAs({ ...before, revision: null }, version).deliverable, base);
    if (field) return { task: earlier, output: { summary: `Here is the previous answer, with ${field.label} rewritten.`, deliverable: field.text, notes: changeNotes(previous!.deliverable, field.text), used: [], steps: [{ tool: 'revision', summary: `fix (${revision.part})` }], artifacts: [] }, version: base };
  }

  const revised = reviseAnswer(previous!, brief, input.voice, input.facts, spaceDocuments(input));
  // 'What would you measure in the first two weeks?': a question on the answer that changes nothing in it is
  // answered with what that answer already says on it, when it says something.
  const unchanged = revised.deliverable.trim() === previous!.deliverable.trim();
  // ('what's our guarantee exactly — does it cover the cable?': the business's own terms say more on it than the
  // reply did, however the question was read.)
  // ('Can you fix the email?' after a correction asks for the change, not what the documents say.)
  const asksChange = /\b(?:can|could|would) you (?:please |just )?(?:fix|update|change|correct|amend|edit|adjust|redo)\b/i.test(brief.request);
  if ((revision.kind === 'other' || revision.kind === 'fix') && !revision.part && /\?\s*$/.test(brief.request) && unchanged && !asksChange) {
    const documented = answerFromDocuments(brief.request, previous!.deliverable, [...input.referenced, ...(input.library ?? []).filter((l) => !input.referenced.some((r) => r.title === l.title)), ...input.passages]);
    if (documented) return { task: earlier, output: documented, version: base, asked: true };
  }
  // ('does it cover the cable if the cable needs replacing?' reads as a change by its verb; it is a question all the same.)
  if ((revision.kind === 'other' || (revision.kind === 'fix' && !revision.detail)) && !revision.part && /\?\s*$/.test(brief.request) && unchanged) {
    const said = answerFromPrevious(brief.request, previous!.deliverable);
    if (said) return { task: earlier, output: said, version: base, asked: true };
    // ('does it cover the cable?' with nothing on it anywhere: said so, not 'I could not make that change'.)
    // (A forecast, 'how many visits should we expect?', is no fact a document could hold.)
    if (/^\W*(?:(?:and|so|ok|okay|but)[\s,]+)*(?:what(?:'s| is| are)?\s+(?:our|the|your)|does|do (?:we|you|they)|is (?:it|there|our|the)|are (?:we|our|the|there)|did (?:we|you))\b/i.test(brief.request) && !/\b(?:expect|forecast|predict|how many|how much)\b/i.test(brief.request)) return { task: earlier, output: unansweredQuestion(brief.request, previous!.deliverable), version: base, asked: true };
  }
  // 'Focus on the price' on copy whose fields have no room to move a sentence: the version that leads with it.
  if (revision.kind === 'focus' && revision.detail && revised.deliverable.trim() === previous!.deliverable.trim()) {
    const wanted = focusWords(revision.detail);
    const candidates = [1, 2, 3, 4, 5].map((step) => ({ output: writeAs({ ...before, revision: null }, base + step), version: base + step }));
    const best = candidates.map((c) => ({ ...c, at: firstMention(c.output.deliverable, wanted) })).filter((c) => c.at >= 0).sort((a, b) => a.at - b.at)[0];
    const now = firstMention(previous!.deliverable, wanted);
    if (best && (now < 0 || best.at < now)) {
      return { task: earlier, output: { ...best.output, summary: `Here is the ${pieceName(before)} again, now leading with ${revision.detail}.`, notes: [...best.output.notes, ...changeNotes(previous!.deliverable, best.output.deliverable)] }, version: best.version };
    }
  }
  return { task: earlier, output: revised };
}

/** A length in seconds a follow-up asks for ('15 seconds', 'a 30-second version', 'one minute'), or null. */
function secondsAsked(request: string): number | null {
  const n = secondsIn(parseEnglish(request).words);
  return n !== null && n >= 5 && n <= 300 ? n : null;
}

/** What the previous answer was, for the summary: 'email', 'set of captions', 'answer'. */
function pieceName(brief: Brief): string {
  const d = brief.deliverables.find((x) => !x.part);
  if (!d) return 'answer';
  return (d.count ?? 1) > 1 ? `${d.noun}s` : d.noun;
}

/** The words a focus is about ('the price' is about sums of money too), lower case. */
function focusWords(focus: string): RegExp {
  const words = focus.toLowerCase().replace(/^(?:the|our|a|an)\s+/, '').split(/\s+/).filter((w) => w.length > 2).map((w) => w.replace(/[^a-z0-9]/g, '').replace(/s$/, ''));
  const money = words.some((w) => /^(price|cost|pricing|fee|value)$/.test(w));
  return new RegExp(`${money ? '[£$€]\\s?\\d|' : ''}\\b(?:${words.join('|') || 'x^'})`, 'i');
}

/** Where in a text's copy (after its first line) a focus is first mentioned, in characters; -1 when never. */
function firstMention(text: string, wanted: RegExp): number {
  const m = wanted.exec(text);
  return m ? m.index : -1;
}

/**
 * Whom or what 'make it about …' turns the answer to: people ('families with young kids', 'care homes') become
 * its audience, a product the facts price or name becomes its subject; an aspect the facts speak of ('the lunch',
 * 'the deposit') is led with in the same text instead (null).
 */
function refocusOn(detail: string, facts: TaskInput['facts'], before: Brief): 'audience' | 'topic' | null {
  const { words } = parseEnglish(detail);
  const content = words.filter((w) => !/^(the|our|a|an|your|their|its)$/.test(w.lower));
  if (!content.length) return null;
  const lower = detail.toLowerCase().replace(/^(?:the|our|a|an)\s+/, '');
  const named = [...facts.prices.map((p) => p.plan), ...facts.features.map((f) => f.text)].filter((n): n is string => !!n).map((n) => n.toLowerCase());
  if (facts.prices.some((p) => p.plan && p.plan.toLowerCase() === lower) || (before.topic && before.topic.toLowerCase().replace(/^(?:the|our|a|an)\s+/, '') === lower)) return 'topic';
  // People, or organisations named in the plural.
  const head = content.find((w, i) => has(w, 'Noun') && (!content[i + 1] || !has(content[i + 1], 'Noun') || /^(with|who|that|in|on|at|for)$/.test(content[i + 1]!.lower))) ?? content[content.length - 1]!;
  if (content.some((w) => isPeopleNoun(w)) || isPeopleNoun(head)) return 'audience';
  // An aspect the facts (or the answer's own words) speak of is led with, not made the audience.
  if (named.some((n) => content.some((w) => w.lemma.length > 3 && n.includes(w.lemma)))) return null;
  const factText = [...facts.terms, ...facts.proof, ...facts.prices, ...facts.integrations].map((f) => f.text.toLowerCase()).join(' ');
  if (content.some((w) => has(w, 'Noun') && w.lemma.length > 3 && factText.includes(w.lemma))) return null;
  if (/^(?:price|prices|pricing|cost|costs|offer|deal|discount|code|deadline|benefit|benefits|result|results|proof|review|reviews|guarantee|trial)$/.test(lower)) return null;
  // A plural group no fact names ('care homes', 'weekend visitors') is whom it is for.
  return has(head, 'Plural') || /s$/.test(head.lower) ? 'audience' : 'topic';
}

const FIELD_LABELS: Record<string, RegExp> = {
  'subject line': /^(\s*(?:[-*]\s+)?(?:\*\*)?Subject(?: line)?(?:\*\*)?\s*:\s*(?:\*\*)?)(.+)$/im,
  subject: /^(\s*(?:[-*]\s+)?(?:\*\*)?Subject(?: line)?(?:\*\*)?\s*:\s*(?:\*\*)?)(.+)$/im,
  preview: /^(\s*(?:[-*]\s+)?(?:\*\*)?Preview(?: text)?(?:\*\*)?\s*:\s*(?:\*\*)?)(.+)$/im,
  headline: /^(\s*(?:[-*]\s+)?(?:\*\*)?Headline(?:\*\*)?[^:\n]{0,20}:\s*(?:\*\*)?)(.+)$/im,
  title: /^(\s*(?:[-*]\s+)?(?:\*\*)?Title(?: tag)?(?:\*\*)?[^:\n]{0,20}:\s*(?:\*\*)?)(.+)$/im,
  'meta description': /^(\s*(?:[-*]\s+)?(?:\*\*)?Meta description(?:\*\*)?[^:\n]{0,20}:\s*(?:\*\*)?)(.+)$/im,
};

/**
 * The named field of the previous answer with the wording another version of the task gives it (the first that
 * differs); a field the answer lacks ('the headline' of an ad written without one) is added from that version.
 */
function fieldFromVersions(text: string, part: string, write: (version: number) => string, base: number): { text: string; label: string } | null {
  const pattern = FIELD_LABELS[part];
  if (!pattern) return null;
  const mine = pattern.exec(text);
  for (let step = 1; step <= 6; step++) {
    const other = pattern.exec(write(base + step));
    if (!other) continue;
    if (mine && other[2]!.trim() !== mine[2]!.trim()) return { text: text.replace(mine[0], `${mine[1]}${other[2]}`), label: `the ${part}` };
    if (!mine) {
      // Placed after the line before it in the other version, when this answer has that line; else first.
      const lines = text.split('\n');
      const at = lines.findIndex((l) => /primary text|^subject/i.test(l));
      lines.splice(at + 1, 0, other[0]);
      return { text: lines.join('\n'), label: `a ${part} (the previous answer had none)` };
    }
  }
  return null;
}

/** What 'give me N more' answers when every version the facts allow repeats the ones shown. */
const NO_NEW_ONES = `I have no new ones from your facts: every version I can write offline repeats the ones above. Add facts (a feature, a result, an offer) to your profile or a document, or ask again with a model connected.`;
/** The note when fewer new pieces than asked were found. */
const fewerNote = (found: number, wanted: number | null) => (wanted !== null && found < wanted ? [`Only ${found} new one${found === 1 ? '' : 's'}: the rest I could write from your facts repeat the ones above.`] : []);

/** The piece of an answer a follow-up points at ('the fourth one', 'caption 2'), by its number in the answer. */
interface Chosen {
  text: string;
}

function chosenPiece(deliverable: string, part: string): Chosen | null {
  const m = /(\d{1,2}|last)$/.exec(part);
  if (!m) return null;
  const items = deliverable.split('\n').map((l) => LIST_ITEM.exec(l)?.[2]).filter((x): x is string => Boolean(x));
  const pieces = piecesOf(deliverable)?.pieces.map((p) => p.body.join(' ').trim()) ?? [];
  const all = items.length ? items : pieces;
  const at = m[1] === 'last' ? all.length - 1 : Number(m[1]) - 1;
  return all[at] ? { text: all[at]! } : null;
}

/** Candidates ordered by how close each is to the one liked: the words they share, then the same shape (a question, a figure, the same opening word). */
function closestFirst<T>(candidates: readonly T[], liked: string, text: (c: T) => string): T[] {
  const wanted = new Set(stemsOf(liked.replace(/_\(.*?\)_/g, '')));
  const shape = (t: string) => [/\?\s*$/.test(t.trim()), /[£$€]?\d/.test(t), t.trim().split(/\s+/)[0]?.toLowerCase()] as const;
  const mine = shape(liked);
  const score = (c: T) => {
    const t = text(c);
    const theirs = shape(t);
    return new Set(stemsOf(t).filter((s) => wanted.has(s))).size + (theirs[0] === mine[0] ? 1 : 0) + (theirs[1] === mine[1] ? 1 : 0) + (theirs[2] === mine[2] ? 1 : 0);
  };
  return candidates.map((c, i) => ({ c, i, s: score(c) })).sort((a, b) => b.s - a.s || a.i - b.i).map((x) => x.c);
}

/** Whether a new item says what a line of the earlier answer says: four in five of its word stems are that line's. */
function nearCopyOf(item: string, earlier: string): boolean {
  const mine = new Set(stemsOf(item.replace(/_\(.*?\)_/g, '')));
  if (!mine.size) return false;
  return earlier.split('\n').some((line) => {
    const theirs = new Set(stemsOf(line.replace(/_\(.*?\)_/g, '')));
    return theirs.size > 0 && [...mine].filter((s) => theirs.has(s)).length / mine.size >= 0.8;
  });
}

const clipped = (text: string) => (text.length > 60 ? `${text.slice(0, 57).replace(/\s+\S*$/, '')}…` : text).replace(/\*\*/g, '');


const LIST_ITEM = /^(\s*)\d+[.)]\s+(.*)$/;
const itemKey = (text: string) => text.toLowerCase().replace(/_\(.*?\)_/g, '').replace(/[^a-z0-9£$€%]+/g, ' ').trim();

/**
 * 'Give me 3 more': numbered items the chat has not seen yet, from the next versions in turn; when the facts give
 * no new ones, the answer says so instead of passing repeats off as more.
 */
function morePieces(write: (step: number) => TaskOutput, before: string, wanted: number | null, like: Chosen | null = null): TaskOutput {
  const first = write(1);
  // Asked for more like one of them: more versions are read, and the closest to it kept.
  const versions = like ? 8 : 4;
  const seen = new Set(before.split('\n').map((l) => LIST_ITEM.exec(l)?.[2]).filter((x): x is string => !!x).map(itemKey));
  // One numbered list only (taglines, headlines, subject lines); an answer with several lists is written again whole.
  const listed = first.deliverable.split('\n').map((l, i) => (LIST_ITEM.test(l) ? i : -1)).filter((i) => i >= 0);
  if (!seen.size || !listed.length || listed[listed.length - 1]! - listed[0]! !== listed.length - 1) return morePosts(write, first, before, wanted, like);
  let fresh: string[] = [];
  for (let step = 1; step <= versions && (like || fresh.length < (wanted ?? 3)); step++) {
    const lines = (step === 1 ? first : write(step)).deliverable.split('\n');
    for (const l of lines) {
      const item = LIST_ITEM.exec(l)?.[2];
      if (!item || seen.has(itemKey(item))) continue;
      seen.add(itemKey(item));
      fresh.push(item);
    }
  }
  // (Close to the one liked, yet not a near-copy of a line the chat has: most of its words new.)
  if (like) fresh = closestFirst(fresh.filter((item) => !nearCopyOf(item, before)), like.text, (item) => item);
  const kept = fresh.slice(0, wanted ?? (like ? 3 : fresh.length));
  if (!kept.length) return { ...first, summary: NO_NEW_ONES, deliverable: '', notes: [] };
  let n = 0;
  const lines = first.deliverable.split('\n');
  const out: string[] = [];
  for (const l of lines) {
    if (!LIST_ITEM.test(l)) {
      out.push(l);
      continue;
    }
    if (n < kept.length) out.push(`${n + 1}. ${kept[n++]}`);
  }
  // (A version with fewer items than wanted leaves the rest after its last one.)
  const last = out.map((l) => LIST_ITEM.test(l)).lastIndexOf(true);
  if (n < kept.length) out.splice(last + 1, 0, ...kept.slice(n).map((item, i) => `${n + i + 1}. ${item}`));
  const short = fewerNote(kept.length, wanted);
  // (The list of angles was of the version the list came from; picked for likeness, these are of several.)
  return { ...first, summary: `${kept.length} more, none repeating the ones above.`, deliverable: out.join('\n'), notes: [...short, ...(like ? withoutAngles(first.notes) : first.notes)] };
}

/** A piece of an answer under its own bold label ('**Caption 2** _(283/2,200)_'): a post, a caption, an ad. */
const PIECE = /^\*\*([A-Z][A-Za-z ]{1,30}?) (\d+)\*\*(.*)$/;

interface Pieces {
  head: string[];
  pieces: { label: string; rest: string; body: string[] }[];
  tail: string[];
}

/** The labelled pieces of an answer for one platform, with what comes before and after them; null for anything else. */
function piecesOf(text: string): Pieces | null {
  const out: Pieces = { head: [], pieces: [], tail: [] };
  for (const line of text.split('\n')) {
    const piece = PIECE.exec(line);
    if (out.tail.length || (out.pieces.length && /^---\s*$/.test(line))) out.tail.push(line);
    else if (piece) out.pieces.push({ label: piece[1]!, rest: piece[3]!, body: [] });
    else if (out.pieces.length) {
      // A second platform's heading: pieces of two platforms are not one list to add to.
      if (/^#{2,4}\s/.test(line)) return null;
      out.pieces.at(-1)!.body.push(line);
    } else out.head.push(line);
  }
  return out.pieces.length ? out : null;
}

/** What tells two pieces apart: the first line a reader sees. */
const pieceKey = (piece: Pieces['pieces'][number]) => itemKey(piece.body.find((l) => l.trim()) ?? '');

/**
 * 'Give me two more' captions or posts: pieces whose opening line the chat has not seen yet, from the next versions
 * in turn, numbered on from one; when the facts give no new ones, the answer says so.
 */
function morePosts(write: (step: number) => TaskOutput, first: TaskOutput, before: string, wanted: number | null, like: Chosen | null): TaskOutput {
  const earlier = piecesOf(before);
  const shape = piecesOf(first.deliverable);
  if (!earlier || !shape) return first;
  const seen = new Set(earlier.pieces.map(pieceKey));
  let fresh: Pieces['pieces'] = [];
  for (let step = 1; step <= (like ? 8 : 4) && (like || fresh.length < (wanted ?? 3)); step++) {
    for (const piece of (step === 1 ? shape : piecesOf(write(step).deliverable))?.pieces ?? []) {
      const key = pieceKey(piece);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      fresh.push(piece);
    }
  }
  if (like) fresh = closestFirst(fresh.filter((piece) => !nearCopyOf(piece.body.join(' '), before)), like.text, (piece) => piece.body.join(' '));
  const kept = fresh.slice(0, wanted ?? (like ? 3 : fresh.length));
  if (!kept.length) return { ...first, summary: NO_NEW_ONES, deliverable: '', notes: [] };
  // The heading's count ('Instagram: 2 captions') is the count kept.
  const head = shape.head.map((l) => (/^#{2,4}\s/.test(l) ? l.replace(/:\s*\d+\s/, `: ${kept.length} `) : l));
  const trimmed = (lines: string[]) => lines.slice(0, lines.length - [...lines].reverse().findIndex((l) => l.trim()));
  const body = kept.flatMap((piece, i) => [`**${piece.label} ${i + 1}**${piece.rest}`, ...trimmed(piece.body), '']);
  // The notes' list of angles was of the version the heading came from, not of these pieces.
  const tail = shape.tail.filter((l) => !/^Angles, in order:/.test(l));
  const short = fewerNote(kept.length, wanted);
  return { ...first, summary: `${kept.length} more, none repeating the ones above.`, deliverable: [...head, ...body, ...tail].join('\n').trim(), notes: withoutAngles([...short, ...first.notes]) };
}

/** Notes without the list of angles of the version they came from, the rule before the first note kept. */
function withoutAngles(notes: readonly string[]): string[] {
  const ruled = notes.some((n) => n.startsWith('---'));
  const kept = notes.map((n) => n.replace(/^---\s*/, '').split('\n').filter((l) => !/^(?:[\w ]+ )?[Aa]ngles(?:, in order)?:/.test(l)).join('\n').trim()).filter(Boolean);
  if (ruled && kept.length) kept[0] = `---\n\n${kept[0]}`;
  return kept;
}

/** The agent's tasks the request's words point at most, for the decline's prompt starters. */
function closestTasks(brief: Brief, tasks: readonly AgentTask[]): AgentTask[] {
  const words = parseEnglish(requestParts(brief.request).instructions).words;
  const lemmas = lemmaLine(words);
  const lower = lowerLine(words);
  return tasks
    .map((t, i) => ({ t, i, score: scoreOf(t, brief.deliverables, lemmas, lower) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.t);
}

/** "lead with the order actions inside the ticket" opens on "the order actions inside the ticket". */
function angleFocus(detail: string | null): string | null {
  const topic = detail?.replace(/^(?:and\s+)?(?:lead|open|start|begin)\s+(?:with|on)\s+|^(?:focus|concentrate)\s+on\s+|^(?:make it\s+)?about\s+/i, '').trim();
  return topic || null;
}

function mergeLimits(earlier: Brief['limits'], now: Brief['limits']): Brief['limits'] {
  return { words: now.words ?? earlier.words, characters: now.characters ?? earlier.characters, bullets: now.bullets ?? earlier.bullets, sentences: now.sentences ?? earlier.sentences };
}

/** What the offline engine answers with: the pipeline's result plus the brief and the sources the deliverable used. */
export interface EngineResult extends PipelineResult {
  brief: Brief;
  /**
   * Set when the answer is about the previous one ('why that subject line?'): that piece and its brief stay what the
   * chat's next follow-up revises ('now make it shorter' shortens the email, not the explanation).
   */
  keeps?: PreviousAnswer;
  used: FactSource[];
  publishable?: TaskOutput['publishable'];
}

/**
 * The offline engine for an agent with a task catalogue: reads the request into a brief, chooses the task (or
 * declines honestly), and writes the deliverable from the space's facts.
 */
export function catalogueAnswer(agent: AgentSlug, ctx: AgentContext, previous: PreviousAnswer | null): EngineResult {
  // 'OK, instead write a counter sign' after a decline is new work, read as if the chat had just begun.
  if (previous && DECLINE_OPENING.test(previous.deliverable.trim()) && opensOnNewWork(ctx.message)) {
    const fresh = answerRequest(agent, ctx, null);
    if (fresh.result.brief.task) return fresh.result;
  }
  // 'Ok, so what can you do for the annual plan?': the pieces this agent writes about it, as requests to send.
  const offered = previous ? offersOfWork(ctx.message, agent, () => readFactSheet(ctx.profile, [...(ctx.referenced ?? []), ...(ctx.library ?? [])])) : null;
  if (offered) {
    const brief = previous!.brief ?? answerRequest(agent, ctx, previous).result.brief;
    return { brief, used: [], steps: [{ tool: 'brief', summary: 'what this agent can write about it' }], context: `Request: ${ctx.message}\n${offered}`, draft: offered, field: null, artifacts: [] };
  }
  // 'Correction: it starts at 11am.', 'Change £25 to £30 please': the figure replaced wherever the answer says it.
  const refigured = previous ? newFigure(ctx.message, previous.deliverable) : null;
  if (refigured) {
    // The piece stays the one corrected: its brief (task, offer, links) is the previous answer's, so no new answer is
    // written only to read one.
    const brief = previous!.brief ?? answerRequest(agent, ctx, previous).result.brief;
    const understood = understoodLine(brief, tasksOf(agent).find((t) => t.id === brief.task)?.label ?? null);
    return { brief, used: [], steps: [{ tool: 'brief', summary: understood }, ...refigured.steps], context: `Request: ${ctx.message}\nDeliverable:\n${refigured.deliverable}`, draft: [refigured.summary, refigured.deliverable].join('\n\n'), field: refigured.deliverable, artifacts: [] };
  }
  // 'Now do it with £800 a month instead': the previous question worked out again on the new sum.
  const resummed = previous ? sameWithNewSum(ctx.message, previous) : null;
  if (resummed) {
    const fresh = answerRequest(agent, { ...ctx, message: resummed.request }, null).result;
    if (fresh.brief.task) return { ...fresh, draft: `${resummed.said}\n\n${fresh.draft}` };
  }
  // 'Put the cost per booking and revenue per pound in a table': every channel's reading, as asked afresh.
  if (previous && (agent === 'strategy-review-agent' || agent === 'cmo') && scorecardAsked(ctx.message)) {
    const fresh = answerRequest(agent, ctx, null).result;
    if (fresh.steps.some((s) => s.tool === 'analysis')) return fresh;
  }
  // 'Put that as a week-by-week plan for May': the answer's own steps, each in the week it falls.
  const weekly = previous ? weekByWeek(ctx.message, previous.deliverable) : null;
  if (weekly) {
    const brief = previous!.brief ?? answerRequest(agent, ctx, previous).result.brief;
    return { brief, used: [], steps: [{ tool: 'revision', summary: 'the steps laid out by week' }], context: `Request: ${ctx.message}\nDeliverable:\n${weekly.deliverable}`, draft: [weekly.summary, weekly.deliverable].join('\n\n'), field: weekly.deliverable, artifacts: [] };
  }
  // 'Actually we can offer her one free rebooking, mention that': the statement, put in as 'mention that …' puts it.
  const handed = previous ? handedStatement(ctx.message) : null;
  if (handed) return answerRequest(agent, { ...ctx, message: handed }, previous).result;
  // 'Now do one for LinkedIn' after an email: a LinkedIn post made from it, not the email about 'our LinkedIn'.
  const elsewhere = previous ? onAnotherPlatform(ctx.message) : null;
  if (elsewhere) {
    const made = answerRequest(agent, { ...ctx, message: elsewhere }, previous).result;
    if (made.brief.task) return made;
  }
  // 'Now write the email itself for the best one' after subject lines: that email, going out with that line.
  const forLine = previous ? emailForSubjectLine(ctx.message, previous) : null;
  if (forLine) {
    const email = answerRequest(agent, { ...ctx, message: forLine.request }, null).result;
    if (email.brief.task && email.field && /^Subject: .*$/m.test(email.field)) {
      const subjected = (t: string) => t.replace(/^Subject: .*$/m, `Subject: ${forLine.subject}`);
      const which = forLine.named ? 'the subject line you picked' : 'the first subject line (swap in another if you prefer it)';
      return { ...email, field: subjected(email.field), draft: `The email, going out with ${which}.\n\n${subjected(email.draft)}` };
    }
  }
  // 'Make a second version for HR managers running a cycle-to-work scheme': the same request, for those readers.
  const forReaders = previous ? versionFor(ctx.message, previous) : null;
  if (forReaders) {
    const fresh = answerRequest(agent, { ...ctx, message: forReaders.request }, null).result;
    // (A version that comes out as the piece before, or nearly, and never names them says so: nothing in the facts
    // speaks to those readers.)
    // (Against the piece before, and against the first answer to its request: the piece before may be a regenerate.)
    const firstAnswer = () => answerRequest(agent, { ...ctx, message: previous!.request, version: 1 }, null).result.field;
    const same = fresh.field && previous ? (sameForReaders(fresh.field, previous.deliverable, forReaders.readers) ?? sameForReaders(fresh.field, firstAnswer() ?? '', forReaders.readers)) : null;
    const told = same === 'named'
      ? `The piece before already speaks to ${forReaders.readers}, and your facts hold nothing more for them, so it reads the same: tell me what matters to them (a price, a service, a reason to come) and I will write it in.`
      : same === 'unnamed'
        ? `Your facts say nothing that speaks to ${forReaders.readers} in particular, so a version for them reads as the one before: tell me what matters to them (a price, a service, a reason to come) and I will write it in.`
        : `A version for ${forReaders.readers}.`;
    if (fresh.brief.task) return { ...fresh, draft: `${told}\n\n${fresh.draft}` };
  }
  // 'Now a version that mentions the parking': the piece with that put in, as 'mention the parking' puts it.
  const saying = previous ? versionSaying(ctx.message) : null;
  if (saying) {
    const made = answerRequest(agent, { ...ctx, message: saying }, previous).result;
    if (made.brief.revision) return made;
  }
  // 'Now do one for our ready-made frames': the same request, about that, as new work.
  const again = previous ? sameAgainFor(ctx.message, previous) : null;
  if (again) {
    const fresh = answerRequest(agent, { ...ctx, message: again }, null).result;
    if (fresh.brief.task) return fresh;
  }
  const steps = previous ? followUpSteps(ctx.message) : [];
  return (steps.length > 1 ? changesInTurn(agent, ctx, previous!, steps) : null) ?? answerRequest(agent, ctx, previous).result;
}

/**
 * Whether a version for other readers reads as the piece before: the same text ('named' when it names them already),
 * or nine in ten of its lines there already with the readers never named ('unnamed'); null when it is new.
 */
function sameForReaders(version: string, before: string, readers: string): 'named' | 'unnamed' | null {
  const lines = (t: string) => t.split('\n').map((l) => l.replace(/_\([^)]*\)_/g, '').replace(/\s+/g, ' ').trim()).filter((l) => l.length > 3);
  const was = new Set(lines(before));
  const now = lines(version);
  const kept = now.filter((l) => was.has(l)).length;
  const named = (readers.toLowerCase().match(/[a-z]{4,}/g) ?? []).some((w) => version.toLowerCase().includes(w.replace(/s$/, '')));
  if (now.length && kept === now.length && now.length === was.size) return named ? 'named' : 'unnamed';
  return now.length > 0 && kept / now.length >= 0.9 && !named ? 'unnamed' : null;
}

/**
 * A follow-up asking for several changes ('Make email 2 shorter and have it mention the parking', 'add the phone
 * number, and cut it to 80 words') makes them one at a time, each on the answer the one before left, as if each had
 * been sent on its own; a later change that points back ('it') changes the piece the first one named. The summary
 * says which were made and which could not be. Null when a clause asks for new work rather than a change: the
 * follow-up is then read whole.
 */
function changesInTurn(agent: AgentSlug, ctx: AgentContext, previous: PreviousAnswer, steps: readonly string[]): EngineResult | null {
  let current = previous;
  // ('Email 2 feels pushy. Soften it and work in the review': the piece named before the changes is the one changed.)
  const before = ctx.message.slice(0, Math.max(0, ctx.message.toLowerCase().indexOf(steps[0]!.slice(0, 12).toLowerCase())));
  let piece: string | undefined = /\b(email|post|caption|ad|slide|headline|tagline|option|version)\s+(\d{1,2})\b/i.exec(before)?.slice(1, 3).join(' ').toLowerCase();
  const made: { asked: string; summary: string; outcome: 'made' | 'nothing to change' | 'not made' }[] = [];
  let last: { result: EngineResult; output: TaskOutput } | null = null;
  let newWork: { result: EngineResult; output: TaskOutput } | null = null;
  for (const [i, clause] of steps.entries()) {
    const message = asOwnChange(clause);
    const step = answerRequest(agent, { ...ctx, message }, current, piece && (i > 0 || !/\b\d{1,2}\b/.test(clause)) && pointsBack(clause) ? piece : undefined);
    const revision = step.result.brief.revision;
    // 'Take out the coat ones and give me 4 question-style searches': the changes made, then the new work after them.
    if (!revision && i === steps.length - 1 && i > 0) {
      newWork = step;
      break;
    }
    if (!revision) return null;
    // Only a numbered piece carries over ('email 2'): 'shorten the subject and add the code' puts the code in the body.
    if (i === 0 && revision.part && /^[a-z]+ (?:\d{1,2}|last)$/.test(revision.part)) piece = revision.part;
    const changed = step.output.deliverable.trim() !== current.deliverable.trim();
    // (What the change's own summary says comes first: the check before sending may retouch an unchanged text.)
    const summary = step.output.summary;
    // ('I found no line about …' is what the engine's matching saw, not proof there is none: not made.)
    made.push({ asked: clause, summary, outcome: /^The previous answer (?:already|has no)\b|^"[^"]+" is at the (?:top|end) already/.test(summary) ? 'nothing to change' : /^I (?:could not|found no)\b/.test(summary) || !changed ? 'not made' : 'made' });
    current = { deliverable: step.result.field ?? '', brief: step.result.brief, request: message };
    last = step;
  }
  const { result, output } = last!;
  const done = made.filter((m) => m.outcome === 'made').length;
  const missed = made.filter((m) => m.outcome === 'not made').length;
  const summary = [
    done === 0 && missed ? `I could not make ${made.length === 2 ? 'these changes' : 'those changes'} offline, so the previous answer is below unchanged:` : missed ? `Here is the previous answer with ${done} of the ${made.length} changes asked made:` : made.length === 1 ? 'Here is the previous answer with the change asked:' : `Here is the previous answer with the ${made.length} changes asked:`,
    ...made.map((m, i) => `${i + 1}. "${m.asked}": ${m.outcome === 'made' ? madeLine(m.summary) : m.outcome === 'nothing to change' ? `nothing to change. ${m.summary.replace(/,? so here it is unchanged\./, '.')}` : `not made. ${m.summary.replace(/,? so the previous answer is below unchanged\.[^]*$/, '.')}`}`),
    ...(missed ? ['Say exactly what to change, for example "change the first line to …", or ask again with a model connected.'] : []),
  ].join('\n');
  const notes = [...output.notes.filter((n) => !/^\*\*What changed\*\*$|^- /.test(n)), ...changeNotes(previous.deliverable, output.deliverable)];
  // New work asked after the changes follows them, under its own heading, in the draft and the deliverable.
  const asked = newWork ? `**${steps[steps.length - 1]!.replace(/^./, (c) => c.toUpperCase())}**` : '';
  const tail = newWork ? ['---', `${asked}\n\n${newWork.output.summary}\n\n${newWork.output.deliverable}`, newWork.output.notes.join('\n')] : [];
  return {
    ...result,
    brief: { ...result.brief, request: ctx.message, written: [...(previous.brief?.written ?? []), previous.deliverable].slice(-6) },
    steps: [...result.steps.filter((s) => s.tool !== 'revision'), ...made.map((m) => ({ tool: 'revision', summary: `${m.asked}: ${m.outcome}` })), ...(newWork?.result.steps ?? [])],
    context: `Request: ${ctx.message}\nDeliverable:\n${output.deliverable}${newWork ? `\n\n${newWork.output.deliverable}` : ''}`,
    draft: [summary, output.deliverable, notes.join('\n'), ...tail].filter((part) => part.trim()).join('\n\n'),
    ...(newWork ? { field: `${output.deliverable}\n\n---\n\n${newWork.output.deliverable}` } : {}),
  };
}

/** A change's own summary as a line of the list: 'Here is the previous answer with only email 2 revised, cut to 38 words.' is 'Email 2, cut to 38 words.' */
function madeLine(summary: string): string {
  const line = summary.replace(/^Here is (?:the previous answer|the \w+(?: \w+)? again),?\s*/i, '').replace(/^with only (.+?) revised,\s*/i, '$1, ');
  return line.replace(/^./, (c) => c.toUpperCase());
}

/** One request (or one change of a follow-up) answered: the result the run stores, and the checked output it is made of. */
function answerRequest(agent: AgentSlug, ctx: AgentContext, previous: PreviousAnswer | null, carriedPiece?: string): { result: EngineResult; output: TaskOutput } {
  const tasks = tasksOf(agent);
  const referenced = ctx.referenced ?? [];
  // Facts come from every document the space has (within bounds), the ones the request points at first.
  const facts = readFactSheet(ctx.profile, [...referenced, ...(ctx.library ?? [])]);
  // Every source the run read whole was ticked or named in the request: the brief works from all of them.
  const elsewhere = (Object.keys(CATALOGUE) as AgentSlug[]).filter((a) => a !== agent && a !== 'cmo').flatMap((a) => CATALOGUE[a]);
  // The task must write the shape asked for (a carousel, a reply, page-by-page titles), or none is chosen.
  const read = (as: AgentSlug, catalogue: readonly AgentTask[], others: readonly AgentTask[]) =>
    asDatedEvent(fitToShape(readBrief({ request: ctx.message, agent: as, tasks: catalogue, sourceTitles: referenced.map((r) => r.title), ticked: referenced.map((r) => r.title), previous, elsewhere: others }), catalogue), catalogue);
  const own = read(agent, tasks, elsewhere);
  // The CMO writes a piece one specialist's task delivers ('a 90-day plan', 'a carousel') with that task, and a
  // follow-up to such a piece goes back to it: in the CMO's remit, not a referral.
  const readAs = (slug: AgentSlug) => read(slug, tasksOf(slug), elsewhere.filter((t) => t.agent !== slug));
  // (Copy Strategy handed to the Brand Voice agent's check goes back to it when a follow-up asks for it fixed.)
  const handed = reviewHandedTo(own, agent, readAs) ?? handedOn(agent, own, previous, readAs);
  // An offer the request names but does not spell out is carried as the documents state it.
  const offered = withDocumentOffer(handed?.brief ?? own, [...referenced, ...(ctx.library ?? [])]);
  const brief = carriedPiece && offered.revision && !offered.revision.part ? { ...offered, revision: { ...offered.revision, part: carriedPiece } } : offered;
  const configured = instructionPlanOf(ctx.extraInstructions);
  const voice = voiceRulesOf(ctx.brandVoice);
  // The profile's avoid answer adds banned words and the claims it forbids ("never promise same-day delivery") to every agent's copy.
  // Words the request itself bans ('don't use the word "just"') are banned for this answer as the voice's are; in a
  // request for a voice guide they are the guide's own rules, which it proposes and compares with the saved ones.
  const banned = /\b(?:voice|style|tone|writing)\s+(?:guide|rules|sheet|cheat ?sheet)\b|\bbrand voice\b|\btone of voice\b/i.test(ctx.message) ? [] : avoidedWordsIn(ctx.message);
  const avoided = withAvoidAnswer({ ...voice, signOff: configured.signOff ?? voice.signOff, avoid: [...new Set([...voice.avoid, ...configured.avoid, ...banned])] }, facts.avoid);
  // 'Never mention a competitor by name' keeps out the names the profile lists.
  const rules = avoided.manners ? { ...avoided, manners: withRivalNames(avoided.manners, facts.competitors, `${ctx.profile.business_description ?? ''} ${ctx.profile.location ?? ''}`) } : avoided;
  const version = ctx.version ?? 1;
  // Copy to shoppers never carries the trade's terms; advice on the business reads them all.
  const writes = handed?.agent ?? agent;
  // (A piece about one line of several is written from that line's facts: see service-scope.ts.)
  const readable = writes === 'strategy-review-agent' || writes === 'cmo' ? facts : factsForService(factsForReadersDocuments(factsForReaders(facts, brief.audience, ctx.message), brief.audience), brief.topic);
  const input: TaskInput = {
    brief,
    facts: readable,
    voice: rules,
    savedVoice: Boolean(ctx.brandVoice?.trim()),
    pick: new VariantPicker(`${ctx.message}\u0000${facts.company ?? ''}`, version),
    variant: Math.max(0, version - 1),
    earlier: ctx.earlier ?? [],
    referenced,
    library: ctx.library ?? [],
    passages: (ctx.sources ?? []).filter((s) => s.type !== 'space_profile').map((s) => ({ title: s.name ?? s.title, text: s.snippet })),
    figures: ctx.figures,
    today: ctx.today,
    extraInstructions: ctx.extraInstructions,
    previous,
  };
  const writer = handed?.agent ?? agent;
  const answered = answer(input, tasksOf(writer), writer);
  const { task, version: used } = answered;
  const drafted = handed && task && !brief.revision ? withNote(answered.output, `Written with the ${agentName(writer)}'s ${taskName(task)} task; ask the ${agentName(writer)} directly for more of these.`) : answered.output;
  // Every deliverable passes one check before it is sent: pieces, limits, figures, forbidden words and claims, stock offers, echoes, blanks.
  // (The chat's previous request and answer are sources too: 'until 31 May' carried into a post made from the email is no invented figure.)
  const sources = [...Object.values(ctx.profile), ctx.brandVoice ?? '', ...referenced.map((r) => r.text), ...(ctx.library ?? []).map((r) => r.text), ...input.passages.map((p) => p.text), ...factTexts(facts), ...(previous ? [previous.request, previous.deliverable] : [])];
  // (An answer about the previous one is not copy: the checks a piece passes, its limits among them, are not its.)
  // (Nor is the answer's own text reshaped for a colleague: it was checked when it was written.)
  const checked = answered.asked || answered.reshaped ? drafted : preSendCheck(drafted, { agent: writer, brief, voice: rules, sources, previous: (brief.revision || answered.continues) && previous ? previous : null });
  const output = brief.revision && previous && !answered.asked ? unchangedSaidSo(checked, previous) : checked;
  const understood = understoodLine(brief, task?.label ?? null);
  const draft = [output.summary, output.deliverable, output.notes.join('\n')].filter((part) => part.trim()).join('\n\n');
  // The brief is stored with the answer: which version of its task it is, and the chat's answers before it, so a
  // later 'another angle' moves on from all of them.
  const chat = brief.revision && previous ? [...(previous.brief?.written ?? []), previous.deliverable].slice(-6) : undefined;
  const result: EngineResult = {
    brief: { ...brief, version: used ?? version, ...(chat ? { written: chat } : {}) },
    used: output.used,
    publishable: output.publishable,
    steps: [{ tool: 'brief', summary: understood }, ...output.steps],
    context: `Request: ${ctx.message}\n${understood}\nDeliverable:\n${output.deliverable}`,
    draft,
    field: output.deliverable || null,
    artifacts: output.artifacts,
    brandVoiceProposal: output.brandVoiceProposal,
    ...(answered.asked && previous ? { keeps: previous } : {}),
  };
  return { result, output };
}

/**
 * The specialist a CMO request is handed to, with the brief read as that specialist reads it: a follow-up to a
 * piece a specialist wrote, or one piece of marketing the CMO's own tasks do not write and a specialist's task does.
 * Null when the CMO answers itself (a decision, a package, briefs) or nobody here does the work.
 */
function handedTo(own: Brief, previous: PreviousAnswer | null, readAs: (agent: AgentSlug) => Brief): { agent: AgentSlug; brief: Brief } | null {
  const back = handedBack(previous, 'cmo', readAs);
  if (back) return back;
  if (!own.outOfRemit || own.outsideMarketing || own.revision) return null;
  // The specialist whose task delivers the piece; for a shape only a task lays out ('a 6-slide carousel'), each in turn.
  const other = otherAgentFor(own, 'cmo');
  const candidates: AgentSlug[] = other ? [other.agent] : own.shape ? SPECIALISTS.map((s) => s.agent) : [];
  // The piece's name alone is not enough: 'a board report' is no SEO audit report. A cue of the task must be asked too.
  for (const agent of candidates) {
    const theirs = readAs(agent);
    const task = tasksOf(agent).find((t) => t.id === theirs.task);
    if (task && cuesSaid(task, own.request).length && !theirs.outOfRemit) return { agent, brief: theirs };
  }
  return null;
}

/** A follow-up to a piece another agent's task wrote in this chat ('Number 3 is close, 5 variations of it') goes back to that task. */
function handedBack(previous: PreviousAnswer | null, agent: AgentSlug, readAs: (agent: AgentSlug) => Brief): { agent: AgentSlug; brief: Brief } | null {
  const before = previous?.brief?.agent;
  if (!before || before === agent) return null;
  const again = readAs(before);
  return again.revision ? { agent: before, brief: again } : null;
}

/** The other agent whose task writes what was asked of this one, when one does: each agent's hand-offs in one place. */
function handedOn(agent: AgentSlug, own: Brief, previous: PreviousAnswer | null, readAs: (agent: AgentSlug) => Brief): { agent: AgentSlug; brief: Brief } | null {
  switch (agent) {
    case 'cmo':
      return handedTo(own, previous, readAs);
    case 'brand-voice':
      return handedBack(previous, agent, readAs) ?? voiceLinesHandedTo(own, readAs);
    case 'strategy-review-agent':
      return handedBack(previous, agent, readAs);
    case 'seo-agent':
      return handedBack(previous, agent, readAs) ?? searchAdsHandedTo(own, agent, readAs);
    case 'creative-agent':
      return blogIntroHandedTo(own, readAs);
    default:
      return null;
  }
}

/**
 * 'Google Ads: 3 headlines and 2 descriptions for people searching "…"' asked of the SEO agent: paid search sits beside
 * organic search, so the Creative agent's search ads are written here, not a business description read from 'descriptions'.
 * The ad's cue must be at least as specific as any cue of the task the request chose.
 */
function searchAdsHandedTo(own: Brief, agent: AgentSlug, readAs: (agent: AgentSlug) => Brief): { agent: AgentSlug; brief: Brief } | null {
  if (own.outsideMarketing || own.revision) return null;
  const theirs = readAs('creative-agent');
  const task = tasksOf('creative-agent').find((t) => t.id === theirs.task);
  if (theirs.task !== 'creative.search-ads' || theirs.outOfRemit || !task) return null;
  const longest = (cues: string[]) => Math.max(0, ...cues.map((c) => c.split(/\s+/).length));
  const mine = tasksOf(agent).find((t) => t.id === own.task);
  return own.outOfRemit || longest(cuesSaid(task, own.request)) >= Math.max(2, longest(mine ? cuesSaid(mine, own.request) : [])) ? { agent: 'creative-agent', brief: theirs } : null;
}

/** 'Blog post intro, 2 paragraphs: "…"' asked of the Creative agent: the SEO agent's article task writes the opening, not a social post. */
function blogIntroHandedTo(own: Brief, readAs: (agent: AgentSlug) => Brief): { agent: AgentSlug; brief: Brief } | null {
  if (own.revision || own.outsideMarketing || !BLOG_INTRO.test(own.request)) return null;
  const theirs = readAs('seo-agent');
  return theirs.task === 'seo.article' ? { agent: 'seo-agent', brief: theirs } : null;
}

/** Short lines in the voice that the Creative agent's tasks write: asked of the Brand Voice agent, written, not referred. */
const VOICE_LINES = new Set(['creative.taglines']);

/** 'Give me 3 tagline options for the website header' asked of the Brand Voice agent: the Creative agent's taglines, in the voice. */
function voiceLinesHandedTo(own: Brief, readAs: (agent: AgentSlug) => Brief): { agent: AgentSlug; brief: Brief } | null {
  if (!own.outOfRemit || own.outsideMarketing || own.revision) return null;
  const theirs = readAs('creative-agent');
  return theirs.task && VOICE_LINES.has(theirs.task) && !theirs.outOfRemit ? { agent: 'creative-agent', brief: theirs } : null;
}
