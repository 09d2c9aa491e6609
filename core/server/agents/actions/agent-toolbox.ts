import type { ServiceIdentifier } from 'inversify';
import type { LlmTool } from '../ports.ts';
import type { ProposalDraft, ToolScope } from '../../integrations/actions/integration-tool.ts';

/** A run's integration tools as the model calls them, and the proposals the write tools returned meanwhile. */
export interface AgentToolSet {
  tools: LlmTool[];
  /** Filled as write tools answer; the run stores them with its answer. */
  readonly proposals: ProposalDraft[];
  close(): Promise<void>;
}

/**
 * Exposes the run's available integration tools to a model-backed run (through the Model Context Protocol,
 * one server per integration kind, in the adapter).
 */
export interface AgentToolbox {
  open(scope: ToolScope): Promise<AgentToolSet>;
}
export const AgentToolbox: ServiceIdentifier<AgentToolbox> = Symbol.for('server.AgentToolbox');
