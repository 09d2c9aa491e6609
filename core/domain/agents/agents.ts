import { promptStarters } from './prompt-starters.ts';

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
  /** Four example requests an empty chat offers as a start, before its space's profile fills them in (prompt-starters.ts). */
  starters: readonly string[];
}

export const AGENTS: readonly AgentDefinition[] = [
  { slug: 'email-agent', name: 'Email Agent', description: 'Writes campaign emails with subject line variants in your brand voice.', transport: 'websocket', responseField: 'email_body', estimatedCredits: 20,
    starters: promptStarters('email-agent') },
  { slug: 'seo-agent', name: 'SEO Agent', description: 'Analyses pages and drafts for on-page SEO and gives prioritised fixes.', transport: 'websocket', responseField: 'generated_article', estimatedCredits: 20,
    starters: promptStarters('seo-agent') },
  { slug: 'strategy-review-agent', name: 'Strategy Review Agent', description: 'Scores a marketing strategy against a rubric, with evidence and fixes.', transport: 'websocket', responseField: 'final_strategy', estimatedCredits: 20,
    starters: promptStarters('strategy-review-agent') },
  { slug: 'brand-voice', name: 'Brand Voice', description: 'Derives a brand voice profile from your writing and can save it for every agent.', transport: 'websocket', responseField: 'brand_voice', estimatedCredits: 20,
    starters: promptStarters('brand-voice') },
  { slug: 'creative-agent', name: 'Creative Agent', description: 'Drafts ad and social copy variants and a branded image.', transport: 'polling', responseField: null, estimatedCredits: 20,
    starters: promptStarters('creative-agent') },
  { slug: 'cmo', name: 'CMO Agent', description: 'Plans which specialists to ask, runs them and gives one answer.', transport: 'polling', responseField: null, estimatedCredits: 20,
    starters: promptStarters('cmo') },
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
