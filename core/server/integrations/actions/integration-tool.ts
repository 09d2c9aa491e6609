import type { ServiceIdentifier } from 'inversify';
import type { Principal } from '../../auth/principal.ts';
import type { IntegrationKind } from '../../../domain/integrations/integrations.ts';

/** Who a tool runs for: the person whose message started the run, in the run's space. */
export interface ToolScope {
  principal: Principal;
  orgId: string;
  spaceId: string;
}

/**
 * What a write tool proposes instead of acting: the chat shows it as a confirmation card ("what will be
 * created where", an Apply button); only applying it (ApplyProposal, a person's explicit call) performs it.
 * `action` names the ProposalApplier that can apply it; `payload` is what that applier needs, checked again
 * when applied (it came from a model and is untrusted).
 */
export interface ProposalDraft {
  action: string;
  /** One line for the card's heading, e.g. "Create an Instantly campaign draft". */
  title: string;
  /** Where it will be created, in the provider's words, e.g. "Instantly" or "WordPress: blog.example.com". */
  target: string;
  /** What will be created, one fact per line ("Name: Q3 launch", "Leads: 50 from 'Heads of marketing DE'"). */
  details: string[];
  payload: Record<string, unknown>;
}

/** A tool's answer: text for the model (and the offline engine), data for callers, or a proposal. */
export interface ToolOutcome {
  text: string;
  data?: unknown;
  proposal?: ProposalDraft;
}

/**
 * One function an agent may call, exposed to model-backed runs through the Model Context Protocol (one MCP
 * server per integration kind) and called directly by the offline engine. Read tools only read; write tools
 * (`effect: 'write'`) never act, they return a `proposal`. Arguments come from a model: validate them.
 */
export interface IntegrationTool {
  readonly name: string;
  /** The integration kind it belongs to (one MCP server per kind), or `external` for an organization's own MCP server. */
  readonly kind: IntegrationKind | 'external';
  readonly effect: 'read' | 'write';
  readonly description: string;
  /** JSON Schema of the arguments object. */
  readonly inputSchema: Record<string, unknown>;
  /** False when the space has no working connection for it (the tool is then not offered). */
  available(scope: ToolScope): Promise<boolean>;
  run(scope: ToolScope, args: Record<string, unknown>): Promise<ToolOutcome>;
}
/** Multi-injected: every integration's tools. */
export const IntegrationTool: ServiceIdentifier<IntegrationTool> = Symbol.for('server.IntegrationTool');
