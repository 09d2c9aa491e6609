import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { ANGLES, planArticle, type PlannedSection } from './article-plan.ts';
import { countWord } from './fact-phrases.ts';
import { faqQuestions } from './faq-questions.ts';
import { fitChars } from './fit-length.ts';
import { languageNote } from './language-note.ts';
import { DESCRIPTION_LIMIT, lengthMark, TITLE_LIMIT, titleTagOf } from './meta-writer.ts';
import { readerCopy } from './reader-copy.ts';
import { seoSubjectOf } from './seo-subject.ts';
import { UsedSources } from './used-sources.ts';
import { BLOG_INTRO, blogIntro } from './page-intro.ts';

const DEFAULT_RANGE = { min: 600, max: 900 };
/** The features' later parts go before the prices do. */
const PRICING_PRIORITY = 2;

function render(sections: PlannedSection[]): string {
  return sections
    .map((s) => [s.heading ? `## ${s.heading}` : null, ...s.paragraphs, ...s.sub.flatMap((x) => [`### ${x.heading}`, ...x.paragraphs])].filter(Boolean).join('\n\n'))
    .join('\n\n');
}

// Every token with a letter or a figure counts, as a reader counting words counts '$19' and '10'.
const wordCount = (text: string) => text.replace(/https?:\/\/\S+/g, 'link').split(/\s+/).filter((w) => /[a-z0-9]/i.test(w)).length;

/** A draft article of the asked length (600 to 900 words unless asked), from the facts, with its title tag and meta description. */
function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const subject = seoSubjectOf(brief, facts);
  const used = new UsedSources(facts);
  const angle = ANGLES[input.variant % ANGLES.length]!;
  const plan = planArticle(input, subject, angle, used, { withFacts: true });
  const asked = brief.limits.words;
  const range = asked ? { min: Math.round(asked * 0.9), max: Math.round(asked * 1.1) } : DEFAULT_RANGE;
  let sections = [...plan.sections];
  // Too long for the asked length: the least needed sections go first, then the features' later parts.
  const bodyOf = () => readerCopy(render(sections), input);
  while (wordCount(`${plan.h1}\n${bodyOf()}`) > range.max) {
    const droppable = sections.filter((s) => s.priority > 0).sort((a, b) => b.priority - a.priority)[0];
    const features = sections.find((s) => s.kind === 'features' && s.sub.length > 1);
    if (features && (!droppable || droppable.priority <= PRICING_PRIORITY)) features.sub = features.sub.slice(0, -1);
    else if (droppable) sections = sections.filter((s) => s !== droppable);
    else break;
  }
  // Too short: the questions buyers ask, answered from the facts, before the close.
  if (wordCount(bodyOf()) < range.min && !plan.topicLed) {
    const topics = new Set(sections.map((s) => s.kind));
    // Only questions the sections have not answered already.
    const covered: Record<string, string[]> = { pricing: ['cost', 'plans', 'trial', 'cancel'], proof: ['results'], features: ['features'], tools: ['integrations'], about: ['what', 'who', 'different'], start: ['start', 'trial'] };
    const answeredIds = new Set([...topics].flatMap((k) => covered[k] ?? []));
    const answered = faqQuestions(facts, brief).filter((q) => q.answer && !q.extra && !answeredIds.has(q.id));
    const faq: PlannedSection = { kind: 'pitfalls', heading: 'Questions people ask', covers: '', paragraphs: [], sub: [], priority: 6 };
    for (const q of answered) {
      if (wordCount(bodyOf()) >= range.min) break;
      if (!faq.sub.length) sections.splice(sections.length - 1, 0, faq);
      faq.sub.push({ heading: q.asks[input.variant % q.asks.length]!, covers: '', paragraphs: [q.answer!.text] });
      if (q.answer!.profile) used.profile();
      for (const f of q.answer!.facts) used.fact(f);
    }
  }
  const body = bodyOf();
  const h1 = readerCopy(plan.h1, input);
  const words = wordCount(`${h1}\n${body}`);
  const titleTag = titleTagOf(h1, facts.company);
  const description = fitChars(readerCopy(plan.description, input), DESCRIPTION_LIMIT);
  const deliverable = [`**Title tag:** ${titleTag} ${lengthMark(titleTag, TITLE_LIMIT)}`, `**Meta description:** ${description} ${lengthMark(description, DESCRIPTION_LIMIT)}`, '', `# ${h1}`, '', body].join('\n');
  const notes: string[] = [];
  // Within a tenth of the usual length is the usual length; short of that, say so rather than pad.
  if (plan.topicLed) notes.push(`Your facts say nothing on ${plan.keyword} itself, so this is the article's frame: each section has a marked blank for the substance only you can add, and the draft is ${words} words until you fill them. I won't write advice on it that nothing in your space backs.`);
  else if (words < (asked ? range.min : DEFAULT_RANGE.min * 0.9)) notes.push(`The draft is ${words} words, short of ${asked ? `the ${asked} you asked for` : 'the usual 600'}: your facts run out here, and I won't pad it. Add features, customer results or plan details to a document or the profile, or expand a section in your own words.`);
  if (plan.blanks.length) notes.push(`Fill the marked blanks before publishing: ${[...new Set(plan.blanks)].join('; ')}.`);
  const early = body.split(/\s+/).slice(0, 100).join(' ').toLowerCase().includes(plan.keyword.toLowerCase());
  notes.push(subject.keyword ? `The article targets "${plan.keyword}": it is in the H1${early ? ' and the opening' : '; use it once in the opening paragraph when you edit'}.` : 'Name the topic in the request, or add your main product to the profile, so the article has a phrase to rank for.');
  const language = languageNote(brief);
  if (language) notes.push(language);
  return {
    summary: `A ${words}-word article draft, "${h1}", with its title tag and meta description${countWord(plan.blanks.length) !== 'no' ? ` and ${plan.blanks.length === 1 ? 'one blank' : `${countWord(plan.blanks.length)} blanks`} to fill` : ''}.`,
    deliverable,
    notes,
    used: used.list(),
    steps: [{ tool: 'article', summary: `${angle} structure, ${sections.filter((s) => s.heading).length} sections, ${words} words` }],
    artifacts: [],
    // The draft is what a publishing tool may propose: its title and the article below the H1.
    publishable: { kind: 'article', title: h1, body },
  };
}

export const ARTICLE_DRAFT_TASK: AgentTask = {
  id: 'seo.article',
  agent: 'seo-agent',
  label: 'an article draft',
  cues: ['article', 'blog article', 'long-form', 'wordpress', 'publish', 'write about'],
  delivers: ['article', 'blog post', 'post'],
  starter: 'Write a 700-word article about how to choose the right plan',
  // ('Blog post intro, 2 paragraphs: "…"': the opening only.)
  generate: (input) => (BLOG_INTRO.test(input.brief.request) && !input.brief.revision ? blogIntro(input) : generate(input)),
};
