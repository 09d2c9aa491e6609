import type { AgentSlug } from '../../core/server/agents/brief/brief.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../../core/server/agents/tasks/agent-task.ts';

/**
 * Stand-in catalogue tasks for tests of what the server does with a task's output (its sources, its
 * deliverable, the cards it allows), independent of the real catalogue's wording. Each writes only from the
 * space's facts; when the profile does not say what the company sells it produces no deliverable and says so,
 * as a task that cannot do its work does.
 */
function missingOffer(what: string): TaskOutput {
  return {
    summary: `I could not write the ${what}: the space profile does not say what you sell yet.`,
    deliverable: '',
    notes: ['Answer "What is your main product or service?" in the space profile, then ask again.'],
    used: [],
    steps: [{ tool: 'facts', summary: 'no offer in the profile' }],
    artifacts: [],
  };
}

/**
 * The sources a stand-in deliverable stands on: the profile, then every document the request referenced. The fact
 * sheet also holds the space's other documents, read for facts; a stand-in uses none of them, so it cites none.
 */
function usedOf(input: TaskInput): TaskOutput['used'] {
  const referenced = new Set(input.referenced.map((r) => `${r.kind}:${r.id}`));
  return input.facts.sources.filter((s) => s.kind === 'profile' || referenced.has(`${s.kind}:${s.id}`));
}

/** The profile's description as one sentence with its full stop, however the fact sheet keeps it. */
function sentenceOf(text: string | null): string {
  return text ? text.trim().replace(/\.?$/, '.') : '[what it is]';
}

const article: AgentTask = {
  id: 'seo.stand-in-article',
  agent: 'seo-agent',
  label: 'an article',
  cues: ['article', 'blog post'],
  delivers: ['article'],
  starter: 'Write an article about our offer',
  generate(input) {
    const { company, product, description } = input.facts;
    if (!product) return missingOffer('article');
    const title = `${company ?? '[company]'}: ${product}`;
    const body = `# ${title}\n\n${sentenceOf(description)}`;
    return { summary: 'An article from your profile.', deliverable: body, notes: [], used: usedOf(input), steps: [], artifacts: [], publishable: { kind: 'article', title, body } };
  },
};

const email: AgentTask = {
  id: 'email.stand-in-launch',
  agent: 'email-agent',
  label: 'a launch email',
  cues: ['launch', 'email'],
  delivers: ['email'],
  starter: 'Write a launch email',
  generate(input) {
    const { product, description } = input.facts;
    if (!product) return missingOffer('email');
    const subject = `Meet ${product}`;
    const body = `Hi {{firstName}},\n\n${sentenceOf(description)}`;
    return { summary: 'A launch email.', deliverable: `**Subject:** ${subject}\n\n${body}`, notes: ['Check the merge tag before sending.'], used: usedOf(input), steps: [], artifacts: [], publishable: { kind: 'email', title: subject, body } };
  },
};

export const standInTasks: Partial<Record<AgentSlug, readonly AgentTask[]>> = { 'seo-agent': [article], 'email-agent': [email] };
