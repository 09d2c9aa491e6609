import type { Fact, PriceFact } from '../../facts/fact-sheet.ts';
import { capitalise } from '../../offline/template-grammar.ts';
import type { TaskInput } from '../agent-task.ts';
import type { ArticleAngle, ArticlePlan, PlannedSection } from './article-plan.ts';
import { asSentence, inSentence, listOf, titleCase } from './fact-phrases.ts';
import { offerSentence, pricedOffer } from './priced-offer.ts';
import type { SeoSubject } from './seo-subject.ts';
import type { UsedSources } from './used-sources.ts';

const QUESTION = /^(how|why|what|when|where|which|who|should|can|do|does|is|are|will)\b/i;
const PRICE_TOPIC = /\b(pric\w*|costs?|fees?|how much)\b/i;

/** The questions a topic asks: 'what is a P45 and when do I issue one' gives 'What is a P45?' and 'When do I issue one?'. */
export function questionsOfTopic(topic: string): string[] {
  if (!QUESTION.test(topic)) return [];
  return topic
    .split(/\s*(?:,|\band\b|\bor\b)\s+(?=(?:how|why|what|when|where|which|who|should|can|do|does|is|are|will)\b)/i)
    .map((q) => `${capitalise(q.trim().replace(/[?.!]+$/, '').replace(/\bi\b/g, 'I'))}?`)
    .filter((q) => q.split(/\s+/).length >= 2);
}

const STOP = new Set(['the', 'and', 'for', 'with', 'how', 'what', 'when', 'why', 'who', 'does', 'should', 'can', 'our', 'your', 'you', 'have', 'has', 'often', 'much', 'many', 'cost', 'costs', 'price', 'prices', 'fee', 'fees', 'one', 'issue', 'from', 'about', 'near', 'best']);
const wordsOf = (text: string) => new Set((text.toLowerCase().match(/[a-z][a-z0-9]{2,}/g) ?? []).map((w) => w.replace(/(ing|ed|es|s)$/, '')).filter((w) => !STOP.has(w) && w.length >= 3));

/**
 * The prices and terms that speak to a topic: those sharing the most of its words ('Dog annual booster' for 'how
 * often should my dog have a booster', not the cat's). One shared word of several is only near it: named, not used.
 */
function factsOnTopic(facts: readonly Fact[], topic: string, company: string): { onTopic: Fact[]; near: Fact[] } {
  const want = wordsOf(topic);
  for (const w of wordsOf(company)) want.delete(w);
  const scored = facts.map((f) => ({ f, n: [...wordsOf('plan' in f && (f as PriceFact).plan ? `${(f as PriceFact).plan}` : f.text)].filter((w) => want.has(w)).length })).filter((x) => x.n > 0);
  const best = Math.max(0, ...scored.map((x) => x.n));
  const enough = want.size <= 1 ? 1 : 2;
  return { onTopic: best >= enough ? scored.filter((x) => x.n === best).map((x) => x.f).slice(0, 4) : [], near: best < enough ? scored.map((x) => x.f).slice(0, 3) : [] };
}

/**
 * An article's plan for a topic the request names and the space's facts do not cover ('what is a P45', 'rabbit
 * dental problems'): its sections are the topic's own questions and steps, each with a marked blank for the
 * substance the marketer must add (the engine knows nothing of the topic it does not read in the facts); the facts
 * that do speak to it are used where they fit, and the business comes in once, at the end, with its next step.
 */
export function planTopicArticle(input: TaskInput, subject: SeoSubject, angle: ArticleAngle, used: UsedSources, parts: { keyword: string; company: string; cta: string; link: string; product: string | null; diff: string | null }): ArticlePlan {
  const { keyword: K, company: C } = parts;
  const { onTopic, near } = factsOnTopic([...input.facts.prices, ...input.facts.terms], `${subject.title ?? ''} ${K}`, C);
  const blanks: string[] = [];
  const blank = (what: string) => {
    blanks.push(what);
    return `[Add: ${what}]`;
  };
  // The request's own wording keeps its capitals ('P45'); the keyword is in search case.
  const asked = questionsOfTopic(subject.title ?? K);
  const priced = PRICE_TOPIC.test(K);
  const howTo = /^how to\b/i.test(K);
  // Only a reader the request names: the profile's audience is a paragraph, and a search focus ('dogs') is no reader.
  const reader = input.brief.audience ?? 'readers';
  const are = /[^s]s$/i.test(K.trim().split(/\s+/).pop() ?? '') ? 'are' : 'is';
  const topicFacts = onTopic.map((f) => ('amount' in f ? offerSentence(pricedOffer(f as PriceFact)) : asSentence(f.text)));
  onTopic.forEach((f) => used.fact(f));
  used.profile();
  const section = (heading: string, covers: string, paragraph: string, priority: number, kind: PlannedSection['kind'] = 'topic'): PlannedSection => ({ kind, heading, covers, paragraphs: [paragraph], sub: [], priority });
  // Each question the topic asks is a section of its own, answered by the marketer (the facts do not say).
  // Each blank says what goes there, part by part: the short answer, the detail, an example (a writer's brief, not filler).
  const answer = (q: string) => section(q, `A direct answer to "${q}" in the first two sentences, then the detail ${reader} need.`, [
    blank(`the answer to "${q}", in one or two sentences, from your own expertise or an official source`),
    blank('who it applies to, when, and the usual exception'),
    blank('a short example from your own work that shows it'),
  ].join(' '), 1);
  // The topic as the request wrote it ('cat neutering cost Harrogate'), not in search case.
  const at = input.brief.request.toLowerCase().indexOf(K.toLowerCase());
  const subjectLine = inSentence(at >= 0 ? input.brief.request.slice(at, at + K.length) : K);
  const body: PlannedSection[] = [];
  if (angle === 'guide') {
    if (asked.length) body.push(...asked.map(answer));
    else if (howTo) {
      body.push(section('Before you start', `What ${reader} need to have ready before they ${subjectLine.replace(/^how to\s+/i, '')}.`, blank('what the reader needs to have ready, as a short list'), 2));
      body.push(section(`${capitalise(subjectLine)}, step by step`, 'The steps in order, one line each, with what to check after each.', ['1. [Add: the first step]', '2. [Add: the next step]', '3. [Add: the last step and how to check it worked]'].join('\n'), 1));
      blanks.push('the steps, in order');
    } else {
      body.push(section(`${capitalise(subjectLine)}: the basics`, `What ${subjectLine} ${are} and who ${are === 'are' ? 'they affect' : 'it affects'}, in plain words.`, blank(`what ${subjectLine} means for ${reader}, in two or three sentences`), 1));
      if (!priced) body.push(section('What to look out for', `The signs or situations that should make ${reader} act.`, blank('the signs to look out for, as a short list'), 2));
      body.push(section('What you can do', 'Practical steps the reader can take, most useful first.', blank('the practical steps, as a short list'), 2));
    }
  } else if (angle === 'problem-solution' && asked.length) {
    // The topic's questions, each answered, with what goes wrong when it is got wrong between them.
    body.push(answer(asked[0]!));
    body.push(section('What goes wrong when it is got wrong', `The usual mistakes and what they cost ${reader}, with one real example.`, blank('the usual mistakes and what they cost: one real example you have seen'), 2));
    body.push(...asked.slice(1).map(answer));
  } else if (angle === 'problem-solution') {
    body.push(section(asked[0] ?? `Why ${subjectLine} ${are === 'are' ? 'matter' : 'matters'}`, `What it costs ${reader} when ${subjectLine} ${are} missed or left, with one real example.`, blank(`what happens when ${subjectLine} ${are} missed or left: one real example you have seen`), 1));
    body.push(section('Why it happens', 'The usual causes, one line each.', blank('the usual causes, as a short list'), 2));
    body.push(section(asked[1] ?? 'What to do about it', 'What fixes it, step by step.', blank('what fixes it, step by step'), 1));
  } else {
    const items = asked.length ? asked.map((q) => `- [ ] ${q} ${blank(`a one-line answer to "${q}"`)}`) : ['- [ ] [Add: the first thing to check]', '- [ ] [Add: the second thing to check]', '- [ ] [Add: the third thing to check]'];
    if (!asked.length) blanks.push(`the points to check on ${subjectLine}`);
    body.push(section(`${capitalise(subjectLine)}: the checklist`, 'A checklist the reader can work through, one line each.', items.join('\n'), 1));
    body.push(section('Mistakes to avoid', `The mistakes people make with ${subjectLine}.`, blank('two or three mistakes you see often'), 3));
  }
  // What the facts say on the topic: prices, terms or a result the space states, as sentences.
  if (topicFacts.length) body.push(section(priced ? `What it costs at ${C}` : `What ${C} offers`, `From your facts: ${topicFacts.map((l) => l.replace(/\.$/, '')).join('; ')}.`, topicFacts.join(' '), 0));
  if (!priced || !topicFacts.length) {
    const listed = near.filter((f): f is PriceFact => 'amount' in f).map((f) => `${f.plan ?? 'a price'} (${f.amount})`);
    if (priced) body.push(section('What it costs', 'The price and what it includes.', blank(`your price for ${subjectLine} and what it includes: your facts name no price for it${listed.length ? `; they list ${listOf(listed)}, if one of those is it` : ''}`), 0));
  }
  // The closing sections differ by structure, so a regenerate is another piece, not the same frame reworded.
  if (angle === 'guide') body.push(section('When to ask for help', `When ${reader} should talk to someone, and who.`, blank(`when the reader should ask for help with ${subjectLine}`), 3));
  else if (angle === 'problem-solution') body.push(section('A real case', `One case from your own work: what happened, what was done, how it ended.`, blank('one case you have handled: what happened, what you did and how it ended (no names without consent)'), 3));
  else body.push(section('Questions to ask first', `The questions ${reader} should ask before they act, one line each.`, ['- [ ] [Add: the first question to ask]', '- [ ] [Add: the second question to ask]'].join('\n'), 3));
  // An outline asked for more sections gets them from the topic's usual ground, each with its blank.
  const asked_sections = input.brief.deliverables.find((d) => d.noun === 'outline' || d.noun === 'section')?.count ?? null;
  const spare: [string, string, string][] = [
    ['Key terms explained', `The words ${reader} meet on ${subjectLine}, each in one plain line.`, 'the two or three terms the reader will meet, each explained in one line'],
    ['Common mistakes', `The mistakes people make with ${subjectLine}.`, 'two or three mistakes you see often'],
    ['What to do next', 'The first practical step the reader can take today.', 'the first step the reader can take today'],
  ];
  for (const [heading, covers, what] of spare) {
    if (!asked_sections || body.length >= asked_sections) break;
    if (!body.some((b) => b.heading === heading)) body.push(section(heading, covers, blank(what), 4));
  }
  const about = [parts.product ? `${C} is ${parts.product}.` : null, parts.diff].filter(Boolean).join(' ');
  const conclusion: PlannedSection = {
    kind: 'conclusion',
    heading: angle === 'checklist' ? 'The short version' : 'Where ' + C + ' fits in',
    covers: `A two-line summary, then how ${C} helps${about ? ` (${about.replace(/\.$/, '')})` : ''} and the call to action: ${parts.cta} (${parts.link}).`,
    paragraphs: [blank(angle === 'checklist' ? 'the checklist in three lines' : angle === 'problem-solution' ? 'what to do first, in two lines' : 'a two-line summary of the answer'), ...(about ? [about] : []), `**${capitalise(parts.cta)}: ${parts.link}**`],
    sub: [],
    priority: 0,
  };
  const intro: PlannedSection = { kind: 'intro', heading: null, covers: asked.length ? `Says in one sentence which questions the article answers (${asked.join(' ')}) and why they matter to ${reader} now.` : `Says in one sentence what ${reader} will learn about ${subjectLine} and why it matters now.`, paragraphs: [angle === 'problem-solution' ? `${blank(asked.length ? 'a moment your readers will recognise, when this question comes up' : `a moment your readers will recognise, when ${subjectLine} goes wrong`)} This article says what to do about it.` : angle === 'checklist' ? `Use this checklist on ${subjectLine}. ${blank('one sentence on who it is for')}` : `This article answers ${asked.length ? listOf(asked.map((q) => `"${q}"`)) : `what ${reader} need to know about ${subjectLine}`}. ${blank('one sentence on why it matters to the reader now')}`], sub: [], priority: 0 };
  const h1 = subject.title ?? (QUESTION.test(K) ? capitalise(K.replace(/[?.!]+$/, '').replace(/\bi\b/g, 'I')) : angle === 'checklist' ? `${titleCase(K)}: A Checklist` : angle === 'problem-solution' ? `${titleCase(K)}: What Goes Wrong and What to Do` : `${titleCase(K)}: What You Need to Know`);
  const description = asked.length ? `${asked.join(' ')} A plain answer${input.brief.audience ? ` for ${reader}` : ''}, from ${C}.` : `${capitalise(subjectLine)}: what it means, what to look out for and what to do, from ${C}.`;
  return { angle, h1, keyword: K, description, sections: [intro, ...body, conclusion], blanks, questions: [], topicLed: true };
}
