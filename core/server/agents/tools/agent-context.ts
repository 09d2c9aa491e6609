import { answerSources, type FoundSource } from '../answer-sources.ts';
import type { ReferencedSource } from '../offline/request-material.ts';
import type { MarketingFigures } from '../../../domain/marketing-figures.ts';

/** What an agent knows when it runs: the request, the space's profile answers and the brand voice. */
export interface AgentContext {
  message: string;
  mode: string;
  profile: Record<string, string>;
  brandVoice: string | null;
  spaceName: string;
  /** What retrieval found for the request, to ground and cite the answer. */
  sources?: FoundSource[];
  /** The documents and web pages the request references or names, read whole: what an agent works on first. */
  referenced?: ReferencedSource[];
  /** Which version of the answer this run writes (2 for the first regenerate): the offline engine varies its wording by it. */
  version?: number;
  /** The agent configuration's extra instructions for this space. */
  extraInstructions?: string;
  /** The space's connected analytics and ad platform (the CMO and strategy agents read them). */
  figures?: MarketingFigures;
}

/** The sources an answer stands on, as a closing citation list (empty when none); the space profile is named once, unquoted. */
export function citations(ctx: AgentContext): string {
  const sources = answerSources(ctx.sources ?? []);
  if (!sources.length) return '';
  const prefix = { document: 'Document: ', url: 'Web page: ', space_profile: '' } as const;
  // A blank line first: the list is its own Markdown block, not the end of the answer's last paragraph.
  return ['', '', '**Sources**', ...sources.map((s, i) => (s.type === 'space_profile' ? `[${i + 1}] ${s.title}` : `[${i + 1}] ${prefix[s.type]}${s.title}: "${oneLine(s.passage)}"`))].join('\n');
}

export function sourcesContext(ctx: AgentContext): string {
  return (ctx.sources ?? []).map((s, i) => `[${i + 1}] ${s.title}: ${oneLine(s.snippet)}`).join('\n');
}

/** A passage quoted in a one-line list item: its line breaks would start Markdown blocks (a heading) mid-list. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** One line per answered profile question: the context a model (or the offline engine) writes from. */
export function profileSummary(ctx: AgentContext): string {
  const lines = Object.entries(ctx.profile)
    .filter(([, v]) => v.trim())
    .map(([k, v]) => `- ${k.replace(/_/g, ' ')}: ${v.trim()}`);
  return lines.length ? lines.join('\n') : '- (the space profile is not filled in yet: answer it under Complete Space Profile for sharper results)';
}

export interface ToolStep {
  tool: string;
  summary: string;
}

export interface AgentArtifact {
  type: string;
  subtype: string | null;
  filename: string;
  mimeType: string;
  data: Uint8Array;
}

export interface PipelineResult {
  steps: ToolStep[];
  /** The tools' findings, as context for a model. */
  context: string;
  /** The answer composed from the findings (what the offline engine says). */
  draft: string;
  /** The agent's own response field (email_body, final_strategy, ...), when it has one. */
  field: string | null;
  artifacts: AgentArtifact[];
  /** A brand voice the answer proposes (the Brand Voice agent): the chat offers to save it as the space's. */
  brandVoiceProposal?: string;
}

export const utf8 = (text: string) => new TextEncoder().encode(text);
