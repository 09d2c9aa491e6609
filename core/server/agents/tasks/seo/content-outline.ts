import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { ANGLES, planArticle, type PlannedSection } from './article-plan.ts';
import { askedCount } from './asked-count.ts';
import { countWord } from './fact-phrases.ts';
import { capitalise } from '../../offline/template-grammar.ts';
import { faqQuestions } from './faq-questions.ts';
import { fitChars } from './fit-length.ts';
import { languageNote } from './language-note.ts';
import { DESCRIPTION_LIMIT, lengthMark, TITLE_LIMIT, titleTagOf } from './meta-writer.ts';
import { readerCopy } from './reader-copy.ts';
import { seoSubjectOf } from './seo-subject.ts';
import { UsedSources } from './used-sources.ts';

const FAQ_IDEAS = 4;
const STRUCTURE: Record<(typeof ANGLES)[number], string> = { guide: 'a practical guide', 'problem-solution': 'problem and solution', checklist: 'a buyer checklist' };

/** A content outline: H1, H2 and H3 with what each covers, the target keyword and the questions to answer. */
function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const subject = seoSubjectOf(brief, facts);
  const used = new UsedSources(facts);
  // Each regenerate takes the next structure: a guide, a problem and its fix, a checklist.
  const angle = ANGLES[input.variant % ANGLES.length]!;
  const plan = planArticle(input, subject, angle, used);
  const asked = askedCount(brief, ['section', 'heading', 'h2', 'part']);
  let body = plan.sections.filter((s) => s.kind !== 'intro' && s.kind !== 'conclusion');
  if (asked && body.length > asked) body = [...body].sort((a, b) => a.priority - b.priority).slice(0, asked).sort((a, b) => plan.sections.indexOf(a) - plan.sections.indexOf(b));
  const intro = plan.sections.find((s) => s.kind === 'intro')!;
  const close = plan.sections.find((s) => s.kind === 'conclusion')!;
  const questions = plan.topicLed
    ? (plan.questions ?? [])
    : faqQuestions(facts, brief)
        .filter((q) => q.answer)
        .slice(0, FAQ_IDEAS)
        .map((q, i) => readerCopy(q.asks[(i + input.variant) % q.asks.length]!, input));
  const h1 = readerCopy(plan.h1, input);
  const titleTag = titleTagOf(h1, facts.company);
  const description = fitChars(readerCopy(plan.description, input), DESCRIPTION_LIMIT);
  const section = (s: PlannedSection) => [`## ${s.heading}`, `Covers: ${s.covers}`, ...s.sub.flatMap((x) => [`### ${x.heading}`, `Covers: ${x.covers}`])].join('\n');
  const deliverable = [
    `**Target keyword:** ${plan.keyword}`,
    `**Structure:** ${STRUCTURE[angle]}${brief.limits.words ? `, about ${brief.limits.words} words` : ''}`,
    `**Title tag:** ${titleTag} ${lengthMark(titleTag, TITLE_LIMIT)}`,
    `**Meta description:** ${description} ${lengthMark(description, DESCRIPTION_LIMIT)}`,
    '',
    `# ${h1}`,
    `Opening paragraph. Covers: ${intro.covers}`,
    '',
    ...body.flatMap((s) => [section(s), '']),
    section(close),
    '',
    '## Frequently asked questions',
    questions.length ? 'Covers: short answers from your facts to the questions buyers ask:' : plan.topicLed ? `Covers: [Add: the three or four questions your readers ask about ${plan.keyword}, each with a short answer].` : 'Covers: [the questions your buyers ask: your facts answer none yet].',
    ...questions.map((q) => `- ${q}`),
  ].join('\n');
  const notes: string[] = [];
  if (asked && body.length < asked) notes.push(`Your facts support ${countWord(body.length)} sections, not ${asked}: add features, integrations or customer results for more.`);
  if (plan.blanks.length) notes.push(`Fill the marked blanks: ${[...new Set(plan.blanks)].join('; ')}.`);
  if (plan.topicLed) notes.push(`Your facts say nothing on ${plan.keyword} itself, so each section says what it covers and leaves a marked blank for the substance: I won't write advice on it that nothing in your space backs.`);
  if (subject.keyword) notes.push(`Use "${plan.keyword}" in the H1, the first paragraph and one H2, and link to your pricing or sign-up page from the last section.`);
  const language = languageNote(brief);
  if (language) notes.push(language);
  const h2s = body.length + 2;
  return {
    summary: `${capitalise(STRUCTURE[angle])} outline for "${h1}": ${countWord(h2s)} H2 sections with what each covers, targeting "${plan.keyword}".`,
    deliverable,
    notes,
    used: used.list(),
    steps: [{ tool: 'outline', summary: `${angle} structure: ${h2s} H2 sections, ${body.reduce((n, s) => n + s.sub.length, 0)} H3, ${questions.length} questions` }],
    artifacts: [],
  };
}

export const CONTENT_OUTLINE_TASK: AgentTask = {
  id: 'seo.outline',
  agent: 'seo-agent',
  label: 'a content outline',
  cues: ['outline', 'outline for', 'article plan', 'plan for an article', 'plan an article', 'blog plan', 'post plan', 'content brief', 'structure', 'h2', 'h3', 'skeleton', 'section by section', 'heading structure'],
  delivers: ['outline', 'content brief', 'brief', 'structure', 'plan'],
  starter: 'Outline a blog post that targets our main keyword',
  generate,
};
