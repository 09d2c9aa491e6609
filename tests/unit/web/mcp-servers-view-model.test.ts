import { describe, expect, it } from 'vitest';
import type { McpServersStore } from '../../../core/client/mcp-servers/mcp-servers-store.ts';
import type { McpServerView } from '../../../core/domain/mcp-servers/mcp-servers.ts';
import { ApiError } from '../../../core/domain/api-error.ts';
import { McpServersViewModel } from '../../../web/mcp-servers/mcp-servers.view-model.ts';
import type { ToastSpec } from '../../../web/view-models/notifier.ts';

const HELPDESK: McpServerView = {
  id: 's1', name: 'Helpdesk', url: 'https://mcp.helpdesk.example/mcp', status: 'connected', status_reason: null, has_credential: true, credential_header: null,
  tools: [{ name: 'create_ticket', description: 'Opens a ticket', effect: 'write', enabled: false }], created_at: '2026-11-23T10:00:00Z', checked_at: '2026-11-23T10:00:00Z',
};

function setUp(store: Partial<McpServersStore>, role: 'org_owner' | 'org_member' = 'org_owner') {
  const toasts: ToastSpec[] = [];
  const vm = new McpServersViewModel({ servers: [], sandbox: null, fetch: async () => ({ servers: [], sandbox: null }), ...store } as McpServersStore, { role }, { show: (t) => toasts.push(t) });
  return { vm, toasts };
}

describe('Tool servers: the MCP servers view-model', () => {
  it("puts the server's refusals under their fields, and sends only what was typed", async () => {
    const sent: unknown[] = [];
    let answer: () => Promise<McpServerView> = async () => {
      throw new ApiError('Refused: 10.0.0.5 is a private address, not a public site', 'VALIDATION_ERROR', 422, { detail: [{ loc: ['body', 'url'], msg: 'Refused: 10.0.0.5 is a private address, not a public site', type: 'value_error' }] });
    };
    const { vm, toasts } = setUp({ add: async (input) => (sent.push(input), answer()) });
    expect(vm.canAdd).toBe(false);
    vm.setField('name', ' Intranet ');
    vm.setField('url', 'http://10.0.0.5/mcp');
    expect(await vm.add()).toBe(false);
    expect(vm.fieldErrors).toEqual({ url: 'Refused: 10.0.0.5 is a private address, not a public site' });
    expect(vm.addError).toBeNull();
    vm.setField('url', 'https://mcp.helpdesk.example/mcp');
    vm.setField('token', 'secret-token');
    expect(vm.fieldErrors.url).toBeUndefined();
    answer = async () => HELPDESK;
    expect(await vm.add()).toBe(true);
    expect(sent.at(-1)).toEqual({ name: 'Intranet', url: 'https://mcp.helpdesk.example/mcp', token: 'secret-token' });
    expect(vm.token).toBe('');
    expect(toasts.at(-1)).toEqual({ message: 'Helpdesk added with 1 tool. Enable the ones the agents may use.', intent: 'success' });
  });

  it("reads a malformed or hostile refusal without trusting it: only the form's own fields, each its first reason", async () => {
    const refusal = (detail: unknown) => async (): Promise<McpServerView> => {
      throw new ApiError('Validation failed', 'VALIDATION_ERROR', 422, { detail });
    };
    const junk = [null, 7, 'text', { msg: 5 }, { loc: 'url', msg: 'loc is not a list' }, { loc: ['body', '__proto__'], msg: 'polluted' }, { loc: ['body', 'constructor'], msg: 'constructor' }];
    const deep = Array.from({ length: 10_000 }, (_, i) => ({ loc: ['body', 'headers', i, 'value'], msg: 'deep' }));
    let answer = refusal([...junk, ...deep, { loc: ['body', 'name'], msg: 'Name is required' }, { loc: ['body', 'name'], msg: 'A second reason' }]);
    const { vm } = setUp({ add: async () => answer() });
    vm.setField('name', 'Intranet');
    vm.setField('url', 'https://mcp.example/mcp');
    expect(await vm.add()).toBe(false);
    expect(vm.fieldErrors).toEqual({ name: 'Name is required' });
    expect(vm.addError).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Nothing about the form's fields: the refusal's own text, above the form.
    answer = refusal(junk);
    expect(await vm.add()).toBe(false);
    expect(vm.fieldErrors).toEqual({});
    expect(vm.addError).toBe('Validation failed');
  });

  it('lets only owners and admins add; a failed switch says why', async () => {
    expect(setUp({}, 'org_member').vm.canManage).toBe(false);
    const { vm, toasts } = setUp({
      setToolEnabled: async () => {
        throw new ApiError('The tool server Helpdesk needs a new credential: the server answered 401. Remove it and add it again.', 'SERVER_ERROR', 409);
      },
    });
    await vm.setToolEnabled(HELPDESK, 'create_ticket', true);
    expect(toasts.at(-1)).toEqual({ message: 'The tool server Helpdesk needs a new credential: the server answered 401. Remove it and add it again.', intent: 'danger' });
    expect(vm.isBusy('s1/create_ticket')).toBe(false);
  });
});
