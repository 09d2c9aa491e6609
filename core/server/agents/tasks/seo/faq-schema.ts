import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';

/**
 * FAQPage structured data (JSON-LD) for FAQs the chat already has ('Now give me those as FAQPage schema markup'):
 * each question and its answer as written in the last answer, or in the text pasted; nothing added to them.
 */

interface Faq {
  question: string;
  answer: string;
}

/** The FAQs of a text: each '### Question?' heading (or a bold question line) and the paragraph after it. */
function faqsIn(text: string): Faq[] {
  const faqs: Faq[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const q = /^\s*(?:#{2,4}\s+|\*\*|Q:\s*|\d+[.)]\s+\*\*)(.+?\?)(?:\*\*)?\s*$/.exec(lines[i]!);
    if (!q) continue;
    const answer: string[] = [];
    for (let j = i + 1; j < lines.length && !/^\s*(?:#{1,4}\s|\*\*.+\?\*\*\s*$|Q:|\d+[.)]\s+\*\*|---)/.test(lines[j]!); j++) if (lines[j]!.trim()) answer.push(lines[j]!.trim().replace(/^A:\s*/, ''));
    if (answer.length) faqs.push({ question: q[1]!.replace(/\*\*/g, '').trim(), answer: answer.join(' ').replace(/\*\*/g, '').trim() });
  }
  return faqs;
}

function generate(input: TaskInput): TaskOutput {
  const faqs = faqsIn(input.previous?.deliverable ?? '').concat(input.previous ? [] : faqsIn(input.brief.pasted ?? ''));
  if (!faqs.length) {
    return {
      summary: 'FAQPage markup, once there are FAQs to mark up.',
      deliverable: 'There are no FAQs in this chat to mark up yet. Ask me for the FAQs first (for example "Write 6 FAQs for our pricing page"), or paste them, each question followed by its answer, and I will turn them into FAQPage markup.',
      notes: [],
      used: [],
      steps: [{ tool: 'faq_schema', summary: 'no FAQs to mark up' }],
      artifacts: [],
    };
  }
  const json = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
  return {
    summary: `FAQPage markup for the ${faqs.length} FAQs above, as JSON-LD to paste into the page.`,
    deliverable: ['```html', '<script type="application/ld+json">', JSON.stringify(json, null, 2), '</script>', '```'].join('\n'),
    notes: [
      'Paste it into the page that shows these questions and answers, word for word: search engines ignore markup for text the page does not show.',
      "Check it with Google's Rich Results Test before you publish.",
    ],
    used: [],
    steps: [{ tool: 'faq_schema', summary: `${faqs.length} questions marked up` }],
    artifacts: [],
  };
}

export const faqSchemaTask: AgentTask = {
  id: 'seo.faq-schema',
  agent: 'seo-agent',
  label: 'FAQPage structured data (JSON-LD) for your FAQs',
  cues: ['schema', 'faqpage', 'faq schema', 'schema markup', 'json-ld', 'jsonld', 'structured data', 'markup', 'rich results'],
  delivers: ['schema', 'schema markup', 'structured data', 'markup'],
  starter: 'Turn these FAQs into FAQPage schema markup: [paste them]',
  generate,
};
