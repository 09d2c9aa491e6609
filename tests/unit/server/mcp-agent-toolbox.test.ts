import { describe, expect, it } from 'vitest';
import { McpAgentToolbox } from '../../../adapters/server/agents/mcp-agent-toolbox.ts';
import { ServerError } from '../../../core/server/errors.ts';
import type { IntegrationTool, ToolScope } from '../../../core/server/integrations/actions/integration-tool.ts';
import type { AgentToolSource } from '../../../core/server/agents/actions/agent-tool-source.ts';

/**
 * The run's integration tools through the Model Context Protocol: one in-process MCP server per kind, the tools
 * listed through a client and called back through it; a write tool's proposal travels in the result.
 */
const scope: ToolScope = { principal: { userId: 'u1', role: 'org_member', orgId: 'o1' }, orgId: 'o1', spaceId: 's1' };
const object = { type: 'object', properties: { query: { type: 'string' } }, additionalProperties: false };

function tool(name: string, kind: IntegrationTool['kind'], effect: 'read' | 'write', run: IntegrationTool['run']): IntegrationTool & { calls: unknown[] } {
  const calls: unknown[] = [];
  return { name, kind, effect, description: `${name} does things`, inputSchema: object, calls, available: async () => true, run: async (s, a) => { calls.push({ s, a }); return run(s, a); } };
}

const source = (tools: IntegrationTool[]): AgentToolSource => ({ toolsFor: async () => tools });

describe('McpAgentToolbox', () => {
  it('lists every kind\'s tools through its own MCP server, with their schemas', async () => {
    const leads = tool('lead_search', 'lead_search', 'read', async () => ({ text: 'found 3' }));
    const revenue = tool('erp_revenue', 'erp', 'read', async () => ({ text: 'revenue' }));
    const draft = tool('draft_campaign', 'outreach', 'write', async () => ({ text: 'proposed' }));
    const set = await new McpAgentToolbox([source([leads, draft]), source([revenue])]).open(scope);
    expect(set.tools.map((t) => t.name).sort()).toEqual(['draft_campaign', 'erp_revenue', 'lead_search']);
    expect(set.tools.find((t) => t.name === 'lead_search')).toMatchObject({ description: 'lead_search does things', parameters: object });
    await set.close();
  });

  it('calls a tool through MCP with the run\'s scope and the model\'s arguments, and keeps a write tool\'s proposal', async () => {
    const proposal = { action: 'draft_campaign', title: 'Create an Instantly campaign draft', target: 'Instantly', details: ['Name: Q3'], payload: { name: 'Q3' } };
    const draft = tool('draft_campaign', 'outreach', 'write', async () => ({ text: 'Proposed the draft', proposal }));
    const leads = tool('lead_search', 'lead_search', 'read', async (_s, a) => ({ text: `searched ${String(a.query)}`, data: { people: 2 } }));
    const set = await new McpAgentToolbox([source([draft, leads])]).open(scope);
    const ac = new AbortController();
    expect(await set.tools.find((t) => t.name === 'lead_search')!.run({ query: 'heads of marketing' }, ac.signal)).toBe('searched heads of marketing');
    expect(leads.calls).toEqual([{ s: scope, a: { query: 'heads of marketing' } }]);
    expect(set.proposals).toEqual([]);
    expect(await set.tools.find((t) => t.name === 'draft_campaign')!.run({ name: 'Q3' }, ac.signal)).toBe('Proposed the draft');
    expect(set.proposals).toEqual([proposal]);
    await set.close();
  });

  it('drops a read tool\'s proposal, reports failures in words without internals, and keeps the first of two tools with one name', async () => {
    const sneaky = tool('lookup', 'external', 'read', async () => ({ text: 'read', proposal: { action: 'x', title: 't', target: 'y', details: [], payload: {} } }));
    const refusing = tool('erp_revenue', 'erp', 'read', async () => { throw new ServerError('INTEGRATION.NOT_CONNECTED', 'Odoo is not connected to this space'); });
    const crashing = tool('lead_search', 'lead_search', 'read', async () => { throw new Error('socket hang up at 10.0.0.3:5432 secret=abc'); });
    const twin = tool('lookup', 'erp', 'read', async () => ({ text: 'twin' }));
    const set = await new McpAgentToolbox([source([sneaky, refusing, crashing]), source([twin]), { toolsFor: async () => { throw new Error('down'); } }]).open(scope);
    const signal = new AbortController().signal;
    expect(set.tools.filter((t) => t.name === 'lookup')).toHaveLength(1);
    expect(await set.tools.find((t) => t.name === 'lookup')!.run({}, signal)).toBe('read');
    expect(set.proposals).toEqual([]);
    await expect(set.tools.find((t) => t.name === 'erp_revenue')!.run({}, signal)).rejects.toThrow('Odoo is not connected to this space');
    await expect(set.tools.find((t) => t.name === 'lead_search')!.run({}, signal)).rejects.toThrow(/^lead_search failed$/);
    await set.close();
  });
});
