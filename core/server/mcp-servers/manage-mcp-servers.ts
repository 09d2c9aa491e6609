import { inject, injectable } from 'inversify';
import { McpServerRepository, type McpServerRecord } from './mcp-server-repository.ts';
import { McpToolServerClient, type McpToolDescription } from './mcp-tool-server-client.ts';
import { McpServerSettings } from './mcp-server-settings.ts';
import { McpServerCalls } from './mcp-server-calls.ts';
import { mcpServerView } from './mcp-server-view.ts';
import { SecretBox } from '../integrations/secret-box.ts';
import { ProviderError } from '../integrations/provider-error.ts';
import { CheckSpaceAccess } from '../spaces/check-space-access.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import type { FieldError } from '../../domain/field-errors.ts';
import { ServerError } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import { isOrgAdmin } from '../../domain/roles.ts';
import type { AddMcpServer, McpServerView, McpServersView } from '../../domain/mcp-servers/mcp-servers.ts';
import { McpServersServerMessages } from './mcp-servers-server-messages.ts';

const MAX_SERVERS_PER_SPACE = 20;
const MAX_CREDENTIAL_LENGTH = 4096;
/** Headers a credential may not be put in: they belong to the transport. */
const RESERVED_HEADERS = new Set(['host', 'content-length', 'content-type', 'accept', 'connection', 'transfer-encoding', 'cookie', 'mcp-session-id', 'mcp-protocol-version', 'last-event-id']);

/** The name reduced to what a tool name may hold, bounded so `ext_<handle>_<tool>` fits a model's 64 characters. */
function mcpHandle(name: string): string {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 20).replace(/_+$/, '');
}

/**
 * A space's external MCP servers (Streamable HTTP): owners and admins add one (its address under the SSRF rules,
 * checked by connecting and listing its tools before anything is stored, the credential sealed), list its tools
 * again, enable tools one by one for the agents, and remove it; members of the space read the list, never a
 * credential. Every change is in the audit log.
 */
@injectable()
export class ManageMcpServers {
  constructor(
    @inject(McpServerRepository) private readonly servers: McpServerRepository,
    @inject(McpToolServerClient) private readonly client: McpToolServerClient,
    @inject(McpServerCalls) private readonly calls: McpServerCalls,
    @inject(McpServerSettings) private readonly settings: McpServerSettings,
    @inject(SecretBox) private readonly box: SecretBox,
    @inject(CheckSpaceAccess) private readonly spaceAccess: CheckSpaceAccess,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async list(principal: Principal, spaceId: string): Promise<McpServersView> {
    await this.spaceAccess.execute(principal, spaceId);
    const servers = await this.servers.listForSpace(spaceId);
    return { servers: servers.map(mcpServerView), sandbox: this.settings.sandbox };
  }

  async add(principal: Principal, spaceId: string, input: AddMcpServer): Promise<McpServerView> {
    const space = await this.manageable(principal, spaceId);
    const { name, handle, token, header } = this.checked(input);
    const existing = await this.servers.listForSpace(spaceId);
    if (existing.some((s) => s.handle === handle)) throw nameTaken(name);
    if (existing.length >= MAX_SERVERS_PER_SPACE) throw new ServerError('VALIDATION.INVALID', McpServersServerMessages.mcpTooMany(MAX_SERVERS_PER_SPACE));
    let url: string;
    let tools: McpToolDescription[];
    try {
      url = await this.client.vet(input.url);
      tools = await this.client.listTools({ url, credential: token ? { header, value: token } : null });
    } catch (error) {
      throw addFailure(error);
    }
    const now = this.clock.now();
    const id = this.ids.next();
    const record: McpServerRecord = {
      id,
      orgId: space.orgId,
      spaceId,
      name,
      handle,
      url,
      credentialHeader: token ? header : null,
      // Sealed with the row's id as context: the ciphertext opens only in this row.
      sealedCredential: token ? this.box.seal(token, id) : null,
      keyId: token ? this.box.currentKeyId : null,
      status: 'connected',
      statusReason: null,
      tools,
      // Tools are enabled one by one: a new server offers the agents nothing yet.
      enabledTools: [],
      createdBy: principal.userId,
      createdAt: now,
      checkedAt: now,
    };
    if (!(await this.servers.insert(record))) throw nameTaken(name);
    await this.audit.record({ action: 'mcp_server.added', actorId: principal.userId, orgId: space.orgId, target: spaceId, details: { server: id, name, host: new URL(url).host, tools: tools.length } });
    return mcpServerView(record);
  }

  /** Lists the server's tools again; tools it no longer offers are no longer enabled. */
  async refresh(principal: Principal, spaceId: string, serverId: string): Promise<McpServerView> {
    const space = await this.manageable(principal, spaceId);
    const server = await this.found(spaceId, serverId);
    const tools = await this.calls.run(server, (address) => this.client.listTools(address));
    const offered = new Set(tools.map((t) => t.name));
    const next: McpServerRecord = { ...server, tools, enabledTools: server.enabledTools.filter((t) => offered.has(t)), status: 'connected', statusReason: null, checkedAt: this.clock.now() };
    await this.servers.saveCheck(server.id, { tools: next.tools, enabledTools: next.enabledTools, status: next.status, statusReason: null, checkedAt: next.checkedAt! });
    await this.audit.record({ action: 'mcp_server.tools_refreshed', actorId: principal.userId, orgId: space.orgId, target: spaceId, details: { server: server.id, tools: tools.length } });
    return mcpServerView(next);
  }

  async setToolEnabled(principal: Principal, spaceId: string, serverId: string, tool: string, enabled: boolean): Promise<McpServerView> {
    return this.switchTools(principal, spaceId, serverId, enabled, (server) => {
      if (!server.tools.some((t) => t.name === tool)) throw new ServerError('INTEGRATION.NOT_FOUND', McpServersServerMessages.mcpToolNotFound(tool));
      return [tool];
    }, () => ({ tool, enabled }));
  }

  /** Enables every tool the server offers, or none: one change, so a list of twenty is not twenty clicks. */
  async setAllToolsEnabled(principal: Principal, spaceId: string, serverId: string, enabled: boolean): Promise<McpServerView> {
    return this.switchTools(principal, spaceId, serverId, enabled, (server) => server.tools.map((t) => t.name), (changed) => (changed.length ? { tools: changed, enabled } : null));
  }

  /**
   * Switches `toolsOf(server)` on or off by compare-and-set, so two people switching tools at once both count, and
   * audits what `auditDetails` makes of the tools that changed (nothing when it gives null).
   */
  private async switchTools(
    principal: Principal,
    spaceId: string,
    serverId: string,
    enabled: boolean,
    toolsOf: (server: McpServerRecord) => string[],
    auditDetails: (changed: string[]) => Record<string, unknown> | null,
  ): Promise<McpServerView> {
    const space = await this.manageable(principal, spaceId);
    for (let attempt = 0; attempt < 5; attempt++) {
      const server = await this.found(spaceId, serverId);
      const tools = toolsOf(server);
      const next = enabled ? [...new Set([...server.enabledTools, ...tools])] : server.enabledTools.filter((t) => !tools.includes(t));
      if (await this.servers.replaceEnabledTools(server.id, server.enabledTools, next)) {
        const details = auditDetails(tools.filter((tool) => server.enabledTools.includes(tool) !== enabled));
        if (details) await this.audit.record({ action: 'mcp_server.tool_toggled', actorId: principal.userId, orgId: space.orgId, target: spaceId, details: { server: server.id, ...details } });
        return mcpServerView({ ...server, enabledTools: next });
      }
    }
    throw new ServerError('INTEGRATION.NOT_AVAILABLE', McpServersServerMessages.mcpBusy);
  }

  async remove(principal: Principal, spaceId: string, serverId: string): Promise<void> {
    const space = await this.manageable(principal, spaceId);
    const server = await this.found(spaceId, serverId);
    if (!(await this.servers.remove(spaceId, server.id))) throw new ServerError('INTEGRATION.NOT_FOUND', McpServersServerMessages.mcpServerNotFound);
    await this.audit.record({ action: 'mcp_server.removed', actorId: principal.userId, orgId: space.orgId, target: spaceId, details: { server: server.id, name: server.name } });
  }

  private async found(spaceId: string, serverId: string): Promise<McpServerRecord> {
    const server = await this.servers.find(spaceId, serverId);
    // Another space's server and a missing one answer alike.
    if (!server) throw new ServerError('INTEGRATION.NOT_FOUND', McpServersServerMessages.mcpServerNotFound);
    return server;
  }

  private async manageable(principal: Principal, spaceId: string) {
    const space = await this.spaceAccess.execute(principal, spaceId);
    if (!isOrgAdmin(principal.role)) throw new ServerError('PERMISSION.DENIED', McpServersServerMessages.mcpManagersOnly);
    return space;
  }

  private checked(input: AddMcpServer): { name: string; handle: string; token: string | null; header: string | null } {
    const problems: FieldError[] = [];
    const name = (input.name ?? '').trim().replace(/\s+/g, ' ');
    const handle = mcpHandle(name);
    if (!name) problems.push(field('name', McpServersServerMessages.mcpNameRequired, 'missing'));
    else if (!handle) problems.push(field('name', McpServersServerMessages.mcpNameInvalid, 'value_error'));
    const token = (input.token ?? '').trim() || null;
    const header = (input.header ?? '').trim() || null;
    if (token && (token.length > MAX_CREDENTIAL_LENGTH || /[\r\n\0]/.test(token) || (!header && /\s/.test(token)))) problems.push(field('token', McpServersServerMessages.mcpTokenInvalid, 'value_error'));
    if (header && (!/^[A-Za-z0-9][A-Za-z0-9-]{0,59}$/.test(header) || RESERVED_HEADERS.has(header.toLowerCase()))) problems.push(field('header', McpServersServerMessages.mcpHeaderInvalid, 'value_error'));
    if (header && !token) problems.push(field('token', McpServersServerMessages.mcpHeaderWithoutToken, 'missing'));
    if (problems.length) throw new ServerError('VALIDATION.INVALID', problems[0]!.msg, problems);
    // A header named explicitly (Authorization included) gets the value as typed; without one it is a bearer token.
    return { name, handle, token, header };
  }
}

function field(name: string, msg: string, type: string): FieldError {
  return { loc: ['body', name], msg, type };
}

function nameTaken(name: string): ServerError {
  return new ServerError('VALIDATION.INVALID', McpServersServerMessages.mcpNameTaken(name), [field('name', McpServersServerMessages.mcpNameTaken(name), 'value_error')]);
}

/** Why adding failed, on the field the person can fix: the address, or the credential. */
function addFailure(error: unknown): unknown {
  if (!(error instanceof ProviderError)) return error;
  if (error.failure === 'bad_address') return new ServerError('VALIDATION.INVALID', error.detail, [field('url', error.detail, 'value_error')]);
  if (error.failure === 'auth_refused') {
    const msg = McpServersServerMessages.mcpRefused(error.detail);
    return new ServerError('INTEGRATION.AUTH_REFUSED', msg, [field('token', msg, 'value_error')]);
  }
  if (error.failure === 'bad_response' || error.failure === 'not_found') {
    const msg = McpServersServerMessages.mcpNotMcp(error.detail);
    return new ServerError('VALIDATION.INVALID', msg, [field('url', msg, 'value_error')]);
  }
  return new ServerError('INTEGRATION.PROVIDER_UNAVAILABLE', McpServersServerMessages.mcpUnreachable('at this address', error.detail), [], { retryAfterSeconds: error.retryAfterSeconds });
}
