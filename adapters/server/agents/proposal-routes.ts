import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { Authenticate } from '../../../core/server/auth/authenticate.ts';
import { CheckSpaceAccess } from '../../../core/server/spaces/check-space-access.ts';
import { ListProposals } from '../../../core/server/agents/actions/list-proposals.ts';
import { ApplyProposal } from '../../../core/server/agents/actions/apply-proposal.ts';
import { DismissProposal } from '../../../core/server/agents/actions/dismiss-proposal.ts';
import { ServerError } from '../../../core/server/errors.ts';
import { AgentsServerMessages } from '../../../core/server/agents/agents-server-messages.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import { checkSpaceHeader, principalOf, requireAuth, spaceOfRequest } from '../http/authenticate-request.ts';
import { ErrorSchema } from '../http/schemas.ts';
import { ActionProposalsApi } from '../../../core/domain/agents/action-proposals-api.ts';
import type { ActionProposal } from '../../../core/domain/agents/action-proposals.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 410: ErrorSchema, 422: ErrorSchema, 503: ErrorSchema };
const ProposalSchema = z.object({
  id: z.string(),
  session_id: z.string(),
  message_id: z.string().describe('The answer that proposed it'),
  action: z.string().describe('What kind of write, e.g. draft_campaign, publish_draft, lead_campaign'),
  title: z.string().describe("The card's heading"),
  target: z.string().describe('Where it will be created'),
  details: z.array(z.string()).describe('What will be created, one fact per line'),
  status: z.enum(['pending', 'applying', 'applied', 'failed', 'dismissed', 'expired']),
  created_at: z.string(),
  applied_at: z.string().nullable(),
  result: z.object({ summary: z.string(), link: z.string().nullable(), external_id: z.string().nullable() }).nullable().describe('What applying created'),
  error: z.string().nullable().describe('Why applying failed (it may be tried again)'),
  can_apply: z.boolean().describe('Whether the caller may apply it: owners and admins, members where the organization allows it'),
}) satisfies z.ZodType<ActionProposal>;
const IdParam = z.object({ id: z.string().min(1).max(100) });
const spaceOf = (req: FastifyRequest): string => spaceOfRequest(req, AgentsServerMessages.spaceRequiredForAgents);

/** The use cases the proposal routes call. */
export const proposalRouteUseCases = {
  authenticate: Authenticate,
  checkSpaceAccess: CheckSpaceAccess,
  listProposals: ListProposals,
  applyProposal: ApplyProposal,
  dismissProposal: DismissProposal,
} satisfies UseCaseClasses;

/** Agents' proposals to act in connected tools: the confirmation cards of a chat, applied or dismissed by a person. */
export function proposalRoutes(u: UseCasesOf<typeof proposalRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(u.authenticate));
    app.addHook('onRequest', checkSpaceHeader(u.checkSpaceAccess));

    app.get(ActionProposalsApi.list.pattern, {
      schema: {
        tags: ['agents'],
        summary: "A chat session's proposals (confirmation cards), oldest first",
        // Optional in the schema so the space check answers first (403 for a caller without spaces); required below.
        querystring: z.object({ session_id: z.string().max(100).optional().describe('The chat session (your own); required') }),
        response: { 200: z.array(ProposalSchema), ...errors },
      },
    }, async (req) => {
      const spaceId = spaceOf(req);
      const sessionId = req.query.session_id?.trim();
      if (!sessionId) throw new ServerError('VALIDATION.INVALID', AgentsServerMessages.proposalSessionRequired, [{ loc: ['querystring', 'session_id'], msg: AgentsServerMessages.proposalSessionRequired, type: 'missing' }]);
      return u.listProposals.execute(principalOf(req), spaceId, sessionId);
    });

    app.post(ActionProposalsApi.apply.pattern, {
      schema: {
        tags: ['agents'],
        summary: 'Applies a proposal: performs the write in the connected tool, once (409 when it is applying or applied already, or belongs to a replaced version of its answer; 410 when it expired, 7 days after it was proposed)',
        params: IdParam,
        response: { 200: ProposalSchema, ...errors },
      },
    }, async (req) => u.applyProposal.execute(principalOf(req), spaceOf(req), req.params.id));

    app.post(ActionProposalsApi.dismiss.pattern, {
      schema: { tags: ['agents'], summary: 'Dismisses a pending or failed proposal', params: IdParam, response: { 200: ProposalSchema, ...errors } },
    }, async (req) => u.dismissProposal.execute(principalOf(req), spaceOf(req), req.params.id));
  };
}
