import { ALT_TEXT_TASK } from './alt-text.ts';
import { CONTENT_CLUSTER_TASK } from './content-cluster.ts';
import { faqSchemaTask } from './faq-schema.ts';
import type { Fact, FactSheet } from '../../facts/fact-sheet.ts';
import type { AgentTask } from '../agent-task.ts';
import { factsWithPassages } from '../email/passage-facts.ts';
import { ARTICLE_DRAFT_TASK } from './article-draft.ts';
import { CONTENT_IDEAS_TASK } from './content-ideas.ts';
import { CONTENT_OUTLINE_TASK } from './content-outline.ts';
import { FAQ_TASK } from './faq.ts';
import { INTERNAL_LINKS_TASK } from './internal-links.ts';
import { LANDING_PAGE_TASK } from './landing-page.ts';
import { KEYWORD_IDEAS_TASK } from './keyword-ideas.ts';
import { META_TAGS_TASK } from './meta-tags.ts';
import { SEO_AUDIT_TASK } from './seo-audit.ts';
import { socialPostsTask } from '../creative/social-posts-task.ts';
import { ABOUT_TASK } from '../brand-voice/about-task.ts';

/** Each fact once: a table row read as a price and again as a term is one statement, not two. */
function onceEach(facts: FactSheet): FactSheet {
  const once = <T extends Fact>(list: T[]): T[] => list.filter((f, i) => list.findIndex((o) => o.text.toLowerCase() === f.text.toLowerCase()) === i);
  const priced = new Set(facts.prices.map((p) => p.text.toLowerCase()));
  // A price row filed among the terms too ('Fresh Plan | … | from £2.10 a day') is a price.
  const terms = once(facts.terms).filter((t) => !(t.text.includes('|') && facts.prices.some((p) => p.plan && t.text.startsWith(p.plan))) && !priced.has(t.text.toLowerCase()));
  return { ...facts, prices: once(facts.prices), terms, features: once(facts.features), integrations: once(facts.integrations), proof: once(facts.proof), links: once(facts.links) };
}

/**
 * Every SEO task writes from the fact sheet completed by what retrieval found in the space's documents: a request
 * that names no document ("an article on serving from the freezer") still knows the prices and terms they state.
 */
const withPassages = (t: AgentTask): AgentTask => ({
  ...t,
  generate: (input) => {
    return t.generate({ ...input, facts: onceEach(factsWithPassages(input.facts, input.passages, input.referenced)) });
  },
});

/** Google Business Profile posts are local search work: written by the social-post task, for that profile only. */
const BUSINESS_PROFILE_POSTS_TASK: AgentTask = {
  ...socialPostsTask,
  id: 'seo.business-profile-posts',
  agent: 'seo-agent',
  label: 'Google Business Profile posts',
  cues: ['google business profile', 'business profile', 'gbp', 'google my business'],
  delivers: ['business profile post', 'post'],
  starter: 'Write 3 Google Business Profile posts for this month',
};

/**
 * A Google Business Profile's description (or a directory listing's) is local search work: the Brand Voice agent's
 * description of the business, held to the place's limit, asked of the SEO agent.
 */
const BUSINESS_DESCRIPTION_TASK: AgentTask = {
  ...ABOUT_TASK,
  id: 'seo.business-description',
  agent: 'seo-agent',
  label: 'a business description for a listing',
  cues: ['business description', 'company description', 'profile description', 'listing description', 'description', 'about section', 'about us', 'google business profile', 'business profile', 'directory listing', 'describe our business'],
  delivers: ['bio', 'boilerplate', 'business description'],
  starter: 'Write the business description for our Google Business Profile, under 750 characters',
};

/** The SEO agent's catalogue; the first task is the one a vague request gets (an audit of the page it points at). */
export const SEO_TASKS: readonly AgentTask[] = [SEO_AUDIT_TASK, META_TAGS_TASK, KEYWORD_IDEAS_TASK, CONTENT_OUTLINE_TASK, FAQ_TASK, ARTICLE_DRAFT_TASK, CONTENT_IDEAS_TASK, CONTENT_CLUSTER_TASK, ALT_TEXT_TASK, LANDING_PAGE_TASK, INTERNAL_LINKS_TASK, BUSINESS_DESCRIPTION_TASK, BUSINESS_PROFILE_POSTS_TASK, faqSchemaTask].map(withPassages);
