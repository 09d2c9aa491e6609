import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { phrasePrice } from '../../facts/fact-phrases.ts';
import { pricesAbout } from '../../facts/prices-about.ts';
import { asSentence, titleCase } from './fact-phrases.ts';
import { placesIn } from './local-places.ts';
import { productKeyword, seoSubjectOf } from './seo-subject.ts';
import { listOf } from '../english-phrases.ts';
import { capitalise } from '../../offline/template-grammar.ts';

/** 'an H1 and intro paragraph', 'the intro paragraph for our X page', 'hero copy': the top of a page, not a whole page. */
export const PAGE_INTRO = /\bh1\s+(?:and|\+|&|plus)\s+(?:an?\s+|the\s+)?(?:intro|opening)\b|\b(?:intro(?:duction)?|opening)\s+paragraph\b|\bpage intro\b|\bhero copy\b/i;

/** What the page or post is about, as people search for it: the request's subject, else what the business sells. */
function topicOf({ brief, facts }: TaskInput): string {
  return (seoSubjectOf(brief, facts).keyword ?? productKeyword(facts) ?? 'what we do').replace(/^(?:the|our)\s+/i, '');
}

/**
 * The top of a page: an H1 with what the page ranks for (and the places the request names), and an intro paragraph
 * from the facts: what the business offers and for whom, what sets it apart, the price of what the page is about,
 * and the next step. Nothing the facts do not say.
 */
export function pageIntro(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const subject = seoSubjectOf(brief, facts);
  const topic = topicOf(input);
  const places = placesIn(brief.request, facts.company).filter((p) => !topic.toLowerCase().includes(p.toLowerCase()));
  const where = places.length ? ` in ${listOf(places)}` : '';
  const h1 = titleCase(`${topic}${where}`);
  const company = facts.company ?? 'We';
  const price = pricesAbout(facts, topic)[0];
  const who = places.length ? `people in ${listOf(places)}` : subject.audience;
  const sentences = [
    `${company} ${facts.company ? 'offers' : 'offer'} ${topic}${who ? ` for ${who}` : ''}.`,
    facts.differentiator ? asSentence(facts.differentiator) : null,
    price ? asSentence(phrasePrice(price)) : null,
    facts.website ? `See what suits you and get in touch at ${facts.website}.` : 'Get in touch to book.',
  ].filter((s): s is string => Boolean(s));
  const paragraph = sentences.join(' ');
  return {
    summary: `An H1 and an intro paragraph for the ${topic} page${where}, from your facts.`,
    deliverable: `# ${h1}\n\n${paragraph}`,
    notes: [`The H1 carries "${`${topic}${where}`.toLowerCase()}", the phrase the page ranks for; the paragraph says it again in its first sentence.`],
    used: [],
    steps: [{ tool: 'page_intro', summary: `H1 and ${sentences.length}-sentence intro` }],
    artifacts: [],
  };
}

/** 'Blog post intro, 2 paragraphs: "…"', 'the intro for our article "…"': the opening of a post, not the post. */
export const BLOG_INTRO = /\b(?:blog(?:\s+post)?|article|post)\s+intro(?:duction)?\b|\bintro(?:duction)?\s+(?:for|to|of)\s+(?:a|an|the|our|my)\s+(?:blog(?:\s+post)?|article|post)\b/i;

/**
 * The opening of a post the request titles: the title as its H1, then two paragraphs from the facts. The first says
 * what the title is about at this business and what sets it apart; the second what the post goes on to cover and
 * what it costs, so a reader knows why to read on. Nothing the facts do not say.
 */
export function blogIntro(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const title = /["“'‘]([^"”'’\n]{8,120})["”'’]/.exec(brief.request)?.[1]?.trim() ?? null;
  const topic = topicOf(input);
  const company = facts.company ?? 'us';
  const priced = pricesAbout(facts, title ?? topic);
  const head = title ? title.split(/\s*[:?–—-]\s+/)[0]!.replace(/[?.!]+$/, '') : titleCase(topic);
  const first = [
    /^your\b/i.test(head) ? `${capitalise(head)} at ${company} starts with what you bring us.` : `${capitalise(head)} at ${company}: here is how it works.`,
    facts.differentiator ? asSentence(facts.differentiator) : null,
  ].filter(Boolean).join(' ');
  const second = [
    `This post walks you through it${title && /\bwhat to expect\b/i.test(title) ? ', step by step, so you know what to expect' : ''}${priced.length ? ', and what it costs' : ''}.`,
    priced.length ? `${listOf(priced.slice(0, 2).map((p) => phrasePrice(p).replace(/[.]+$/, '')))}.` : null,
  ].filter(Boolean).join(' ');
  const h1 = title ?? titleCase(topic);
  return {
    summary: `The opening of the post${title ? ` "${title}"` : ''}: its title and two paragraphs, from your facts.`,
    deliverable: `# ${h1}\n\n${first}\n\n${second}`,
    notes: ['The two paragraphs say only what your facts say; the steps themselves are for the body of the post.'],
    used: [],
    steps: [{ tool: 'blog_intro', summary: `title and 2 paragraphs${priced.length ? `, ${priced.length} prices` : ''}` }],
    artifacts: [],
  };
}

