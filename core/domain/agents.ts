/** The six marketing agents (spec 1) and what the chat needs to know about each. */
export type AgentTransport = 'websocket' | 'polling';
export type AgentResponseField = 'email_body' | 'final_strategy' | 'generated_article' | 'brand_voice';

export interface AgentDefinition {
  slug: string;
  name: string;
  description: string;
  /** Spec 4.7: the WebSocket is used only for email, strategy review, brand voice and SEO. */
  transport: AgentTransport;
  /** The agent's own field in `agent_response`, beside `response`. */
  responseField: AgentResponseField | null;
  /** Credits a message costs in mode normal (before the mode multiplier). */
  estimatedCredits: number;
  /** Four example requests an empty chat offers as a start. */
  starters: readonly string[];
}

export const AGENTS: readonly AgentDefinition[] = [
  { slug: 'email-agent', name: 'Email Agent', description: 'Writes campaign emails with subject line variants in your brand voice.', transport: 'websocket', responseField: 'email_body', estimatedCredits: 20,
    starters: ['Write a welcome email for new trial sign-ups with three subject line options.', 'Draft a re-engagement email for customers who have not logged in for 60 days.', 'Write a product launch announcement email for our newest feature.', 'Create a three-email nurture sequence for webinar registrants.'] },
  { slug: 'seo-agent', name: 'SEO Agent', description: 'Analyses pages and drafts for on-page SEO and gives prioritised fixes.', transport: 'websocket', responseField: 'generated_article', estimatedCredits: 20,
    starters: ['Audit this page for on-page SEO and list the fixes by priority: https://example.com', 'Suggest a title tag, meta description and H1 for a page about marketing automation.', 'Find keyword gaps in this draft and rewrite the introduction to target them.', 'Outline a 1,500-word article that could rank for “email marketing for startups”.'] },
  { slug: 'strategy-review-agent', name: 'Strategy Review Agent', description: 'Scores a marketing strategy against a rubric, with evidence and fixes.', transport: 'websocket', responseField: 'final_strategy', estimatedCredits: 20,
    starters: ['Review our go-to-market strategy for a B2B SaaS launch and score it against your rubric.', 'What are the biggest risks in this quarter’s marketing plan, and how do we fix them?', 'Score our content strategy for positioning, channels and measurement.', 'Assess whether our budget split between paid and organic channels makes sense.'] },
  { slug: 'brand-voice', name: 'Brand Voice', description: 'Derives a brand voice profile from your writing and can save it for every agent.', transport: 'websocket', responseField: 'brand_voice', estimatedCredits: 20,
    starters: ['Derive our brand voice from the documents in the knowledge base.', 'Describe our tone in five traits, each with a do and a don’t.', 'Rewrite this paragraph in our brand voice: “Our product helps teams work better.”', 'Check whether this landing page copy matches our brand voice.'] },
  { slug: 'creative-agent', name: 'Creative Agent', description: 'Drafts ad and social copy variants and a branded image.', transport: 'polling', responseField: null, estimatedCredits: 20,
    starters: ['Write five LinkedIn ad variants for our spring campaign, with an image.', 'Draft three Instagram captions announcing our new feature.', 'Create a Google Ads headline and description set for our free trial.', 'Suggest a campaign tagline and a hero image concept for our product launch.'] },
  { slug: 'cmo', name: 'CMO Agent', description: 'Plans which specialists to ask, runs them and gives one answer.', transport: 'polling', responseField: null, estimatedCredits: 20,
    starters: ['Plan a 90-day marketing strategy to grow trial sign-ups by 30%.', 'Which channels should we prioritise next quarter with a budget of $20,000?', 'Prepare a launch plan for our new product: messaging, emails and ads.', 'Review our funnel and tell me where we lose the most customers.'] },
];

export function findAgent(slug: string): AgentDefinition | undefined {
  return AGENTS.find((a) => a.slug === slug);
}

/** Title-cased slug, for agents the client does not know (spec 2.3 breadcrumb). */
export function agentDisplayName(slug: string): string {
  return findAgent(slug)?.name ?? slug.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

export const PROGRESS_STAGES = ['agent_start', 'tool_start', 'llm_start', 'llm_end', 'tool_end', 'agent_finish'] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];

export const CANCELLED_BY_USER = 'Request cancelled by user';
