import { answerSources, type FoundSource } from '../answer-sources.ts';
import { distinctSources, sourceKey } from '../../../domain/agents/answer-source.ts';
import type { ReferencedSource } from '../offline/request-material.ts';
import type { MarketingFigures } from '../../../domain/integrations/marketing-figures.ts';

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
  /** The space's other documents, read whole for the fact sheet only (prices and results stated anywhere in the space). */
  library?: ReferencedSource[];
  /** Which version of the answer this run writes (2 for the first regenerate): the offline engine varies its wording by it. */
  version?: number;
  /** The deliverables of this answer's versions already written: a regenerate says other things than they did. */
  earlier?: readonly string[];
  /** The agent configuration's extra instructions for this space. */
  extraInstructions?: string;
  /** The space's connected analytics and ad platform (the CMO and strategy agents read them). */
  figures?: MarketingFigures;
  /** Today's date (YYYY-MM-DD) from the run's clock: what advice counts the weeks left to a goal's date from. */
  today?: string;
}

/**
 * The sources as a model reads them: one numbered entry per chip the answer shows (its passages together), so a
 * marker like [1] in the answer points at the first chip. Empty when retrieval found nothing.
 */
export function sourcesContext(ctx: AgentContext): string {
  const cited = answerSources(ctx.sources ?? []);
  return distinctSources(cited)
    .map((chip, i) => `[${i + 1}] ${chip.title}: ${cited.filter((s) => sourceKey(s) === sourceKey(chip)).map((s) => oneLine(s.passage)).join(' … ')}`)
    .join('\n');
}

/** A passage on one line of the list: its line breaks would read as new entries. */
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
