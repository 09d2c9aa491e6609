import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { Authenticate } from '../../../core/server/auth/authenticate.ts';
import { CheckSpaceAccess } from '../../../core/server/spaces/check-space-access.ts';
import { ManageMcpServers } from '../../../core/server/mcp-servers/manage-mcp-servers.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import { checkSpaceHeader, principalOf, requireAuth, spaceOfRequest } from '../http/authenticate-request.ts';
import { ErrorSchema, MessageSchema } from '../http/schemas.ts';
import { ServerMessages } from '../../../core/server/errors.ts';
import { McpServersApi } from '../../../core/domain/mcp-servers/mcp-servers-api.ts';
import type { AddMcpServer, McpServerView, McpServersView, McpToolSwitch, McpToolView } from '../../../core/domain/mcp-servers/mcp-servers.ts';
import { McpServersServerMessages } from '../../../core/server/mcp-servers/mcp-servers-server-messages.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema, 503: ErrorSchema };
const McpToolSchema = z.object({
  name: z.string(),
  description: z.string(),
  effect: z.enum(['read', 'write']).describe('read: its server marks it read-only (readOnlyHint), so agents call it; write: each call waits for a person to confirm it'),
  enabled: z.boolean().describe('Whether the agents of the space are offered it'),
}) satisfies z.ZodType<McpToolView>;
const McpServerSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  status: z.enum(['connected', 'error']),
  status_reason: z.string().nullable(),
  has_credential: z.boolean().describe('A credential is stored (encrypted; never returned)'),
  credential_header: z.string().nullable().describe('The header the credential is sent in; null for Authorization: Bearer'),
  tools: z.array(McpToolSchema),
  created_at: z.string(),
  checked_at: z.string().nullable(),
}) satisfies z.ZodType<McpServerView>;
const McpServersSchema = z.object({
  servers: z.array(McpServerSchema),
  sandbox: z.object({ url: z.string(), token: z.string() }).nullable().describe('In sandbox mode, the demo tool server and its (sandbox-only) token'),
}) satisfies z.ZodType<McpServersView>;
const AddBody = z.object({
  name: z.string().max(60).describe('What people call it, e.g. "Helpdesk"; its tools are offered to the agents as ext_<name>_<tool>'),
  url: z.string().min(1).max(500).describe('The Streamable HTTP endpoint, e.g. https://mcp.example.com/mcp (a public http(s) host)'),
  token: z.string().max(4096).nullish().describe('A bearer token, or the value of `header`; stored encrypted, never returned'),
  header: z.string().max(60).nullish().describe('The header the token is sent in (e.g. X-API-Key); Authorization: Bearer when absent'),
}) satisfies z.ZodType<AddMcpServer>;
const IdParam = z.object({ id: z.string().min(1).max(100) });
const ToolParam = z.object({ id: z.string().min(1).max(100), name: z.string().min(1).max(200) });
const ToggleBody = z.object({ enabled: z.boolean().describe('Offer the tool to the agents of the space, or stop offering it') }) satisfies z.ZodType<McpToolSwitch>;

const spaceOf = (req: FastifyRequest): string => spaceOfRequest(req, ServerMessages.knowledgeSpaceRequired);

export const mcpServerRouteUseCases = {
  authenticate: Authenticate,
  checkSpaceAccess: CheckSpaceAccess,
  manageMcpServers: ManageMcpServers,
} satisfies UseCaseClasses;

/** A space's external MCP servers (X-Space-ID): members read them, owners and admins add, check, switch tools and remove. */
export function mcpServerRoutes(u: UseCasesOf<typeof mcpServerRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(u.authenticate));
    app.addHook('onRequest', checkSpaceHeader(u.checkSpaceAccess));

    app.get(McpServersApi.list.pattern, {
      schema: { tags: ['integrations'], description: "The space's external MCP servers and their tools (members read). Never contains a credential.", response: { 200: McpServersSchema, ...errors } },
    }, async (req) => u.manageMcpServers.list(principalOf(req), spaceOf(req)));

    app.post(McpServersApi.add.pattern, {
      schema: { tags: ['integrations'], description: 'Adds an MCP server over Streamable HTTP (owners and admins): the address must be a public site; the server is connected to and its tools listed before it is stored, the credential encrypted. Its tools start disabled.', body: AddBody, response: { 201: McpServerSchema, ...errors } },
    }, async (req, reply) => {
      const server = await u.manageMcpServers.add(principalOf(req), spaceOf(req), req.body);
      return reply.status(201).send(server);
    });

    app.post(McpServersApi.refresh.pattern, {
      schema: { tags: ['integrations'], description: "Lists the server's tools again (owners and admins); tools it no longer offers are disabled.", params: IdParam, response: { 200: McpServerSchema, ...errors } },
    }, async (req) => u.manageMcpServers.refresh(principalOf(req), spaceOf(req), req.params.id));

    app.patch(McpServersApi.setToolEnabled.pattern, {
      schema: { tags: ['integrations'], description: 'Enables or disables one tool for the agents of the space (owners and admins).', params: ToolParam, body: ToggleBody, response: { 200: McpServerSchema, ...errors } },
    }, async (req) => u.manageMcpServers.setToolEnabled(principalOf(req), spaceOf(req), req.params.id, req.params.name, req.body.enabled));

    app.patch(McpServersApi.setAllToolsEnabled.pattern, {
      schema: { tags: ['integrations'], description: 'Enables every tool the server offers, or disables them all, for the agents of the space (owners and admins).', params: IdParam, body: ToggleBody, response: { 200: McpServerSchema, ...errors } },
    }, async (req) => u.manageMcpServers.setAllToolsEnabled(principalOf(req), spaceOf(req), req.params.id, req.body.enabled));

    app.delete(McpServersApi.remove.pattern, {
      schema: { tags: ['integrations'], description: 'Removes the server and its stored credential (owners and admins).', params: IdParam, response: { 200: MessageSchema, ...errors } },
    }, async (req) => {
      await u.manageMcpServers.remove(principalOf(req), spaceOf(req), req.params.id);
      return { message: McpServersServerMessages.mcpServerRemoved };
    });
  };
}
