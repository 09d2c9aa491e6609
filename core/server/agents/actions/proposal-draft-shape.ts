import type { ProposalDraft } from '../../integrations/actions/integration-tool.ts';

const MAX_DETAILS = 30;

/**
 * A proposal as it comes back from a tool call (through MCP: plain JSON), checked for shape and bounded; null
 * when it is not one. The payload is checked again by its applier when a person applies it.
 */
export function proposalDraftOf(value: unknown): ProposalDraft | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const text = (x: unknown, max: number) => (typeof x === 'string' ? x.trim().slice(0, max) : '');
  const action = text(v.action, 100);
  const title = text(v.title, 300);
  const target = text(v.target, 300);
  if (!action || !title || !target) return null;
  if (!v.payload || typeof v.payload !== 'object' || Array.isArray(v.payload)) return null;
  const details = Array.isArray(v.details) ? v.details.filter((d): d is string => typeof d === 'string').map((d) => d.slice(0, 500)).slice(0, MAX_DETAILS) : [];
  return { action, title, target, details, payload: v.payload as Record<string, unknown> };
}
