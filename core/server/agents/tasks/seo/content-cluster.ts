import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { askedCount } from './asked-count.ts';
import { candidates, choose } from './content-ideas.ts';
import { countWord, titleCase } from './fact-phrases.ts';
import { nextStepLink } from './next-step-link.ts';
import { placeIn, searchPlace } from './place-name.ts';
import { readerCopy } from './reader-copy.ts';
import { productKeyword } from './seo-subject.ts';
import { UsedSources } from './used-sources.ts';
import { capitalise } from '../../offline/template-grammar.ts';

const DEFAULT_COUNT = 5;
const MAX_COUNT = 12;

/** The cluster's subject, as the request quotes or names it ('around "picture framing Falmouth"'), else what the space sells. */
function clusterTopic(input: TaskInput): string | null {
  const request = input.brief.request;
  const quoted = /["“]([^"”\n]{3,60})["”]/.exec(request)?.[1];
  if (quoted) return quoted.trim();
  const named = /\b(?:cluster|pillar(?: page)?|hub)\s+(?:around|on|about|for|covering)\s+([^,.:;?!\n]{3,60})/i.exec(request)?.[1];
  if (named) return named.replace(/\s+(?:with|and|including)\b.*$/i, '').trim();
  return input.brief.topic ?? productKeyword(input.facts);
}

const cell = (text: string) => text.replace(/\|/g, '/').replace(/\s+/g, ' ').trim();

/**
 * A content cluster: one pillar page on the topic asked, the supporting articles around it (each with its
 * target keyword and intent, drawn from what the space sells and its customers' problems), and the internal
 * links that tie them together.
 */
function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const topic = clusterTopic(input);
  const count = Math.max(1, Math.min(askedCount(brief, ['supporting article', 'article', 'post', 'blog post', 'spoke']) ?? DEFAULT_COUNT, MAX_COUNT));
  // A topic that names the town the profile says the business is in ('picture framing Falmouth') is a local cluster.
  const home = placeIn(facts.description, [facts.company]) ?? placeIn(facts.product, [facts.company]);
  const place = searchPlace(brief.request, facts)?.place ?? (home && topic && new RegExp(`\\b${home}\\b`, 'i').test(topic) ? home : null);
  const keyword = topic?.toLowerCase() ?? null;
  const pool = candidates(input, place).filter((i) => i.keyword !== keyword);
  const spokes = choose(pool, count, input.variant);
  if (!topic || !spokes.length) {
    return {
      summary: 'I need to know what you sell, or the topic of the cluster, before I can plan it.',
      deliverable: '',
      notes: ['Name the topic in the request ("a content cluster around …"), or answer "What is your main product or service?" in the space profile, and ask again.'],
      used: [],
      steps: [{ tool: 'content_cluster', summary: 'no topic and no product in the facts' }],
      artifacts: [],
    };
  }
  const used = new UsedSources(facts);
  used.profile();
  for (const s of spokes) s.facts.forEach((f) => used.fact(f));
  // ('picture framing Falmouth' is titled 'Picture Framing in Falmouth'.)
  const titled = place && new RegExp(`\\s${place}$`, 'i').test(topic) && !new RegExp(`\\b(?:in|near|around)\\s+${place}$`, 'i').test(topic) ? topic.replace(new RegExp(`\\s${place}$`, 'i'), ` in ${place}`) : topic;
  const pillarTitle = `${titleCase(titled)}: ${input.variant % 2 ? 'Everything You Need to Know' : 'A Complete Guide'}`;
  const link = nextStepLink(brief, facts);
  if (link?.fact) used.fact(link.fact);
  const lines = [
    `**Pillar page:** ${pillarTitle}`,
    `- Target keyword: "${keyword}"`,
    `- What it covers: one short section per supporting article below, each ending in a link to it${facts.company ? `, and what ${facts.company} offers on the topic` : ''}.`,
    '',
    `**Supporting articles (${spokes.length})**`,
    '',
    '| # | Working title | Target keyword | Search intent | Leads readers to |',
    '|---|---|---|---|---|',
    ...spokes.map((s, i) => `| ${i + 1} | ${cell(readerCopy(s.title, input).replace(/\.$/, ''))} | ${cell(s.keyword)} | ${s.intent} | ${cell(s.supports)} |`),
    '',
    '**Internal links**',
    `- Each supporting article links up to the pillar page in its first paragraph, with "${keyword}" or a close variant as the anchor text.`,
    '- The pillar links down to each supporting article from the section that sums it up.',
    '- Articles on the same offer link to each other once, where one answers a question the other raises.',
    `- The pillar and every article end with one link to ${link ? link.url : '[your booking or pricing page]'}.`,
  ];
  const notes = [
    ...(spokes.length < count ? [`Your facts support ${countWord(spokes.length)} distinct supporting articles, not ${countWord(count)}: add services, prices or customer problems to the profile or a document for more.`] : []),
    'Keywords are built from your profile and documents, not from a keyword tool: check each one\'s volume and difficulty before you write.',
    `Ask for any piece by its title ("write the pillar page: ${pillarTitle}") and I will draft it.`,
  ];
  return {
    summary: `A content cluster on "${topic}": a pillar page and ${countWord(spokes.length)} supporting article${spokes.length === 1 ? '' : 's'}, each with a target keyword, and how they link.`,
    deliverable: lines.join('\n'),
    notes,
    used: used.list(),
    steps: [{ tool: 'content_cluster', summary: `pillar "${capitalise(topic)}" and ${spokes.length} supporting articles` }],
    artifacts: [],
  };
}

export const CONTENT_CLUSTER_TASK: AgentTask = {
  id: 'seo.content-cluster',
  agent: 'seo-agent',
  label: 'a content cluster: a pillar page and its supporting articles',
  // ('Group these keywords into clusters' is keyword work, and 'write our pillar page' asks for the page itself: only a
  // content or topic cluster is this task's. It delivers articles too, so 'a pillar page and 5 supporting articles'
  // weighs as the cluster its words name; a plain 'write 4 articles' ties, and goes to the article task listed first.)
  cues: ['content cluster', 'topic cluster', 'hub and spoke', 'supporting article', 'supporting post', 'supporting blog post'],
  delivers: ['content cluster', 'topic cluster', 'cluster', 'article'],
  starter: 'Plan a content cluster around [topic]: one pillar page and 5 supporting articles',
  generate,
};
