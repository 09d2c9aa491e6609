import { z } from 'zod';
import { ROLES } from '../../../core/domain/roles.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../core/domain/auth/password-policy.ts';
import { Messages } from '../../../core/domain/messages.ts';
import { AGENT_CONFIG_LIMITS, type AgentConfig, type AgentConfigPatch } from '../../../core/domain/agents/agent-config.ts';
import type { AuthTokens, LoginPayload, LoginResponse, RegisterPayload, RegisterResponse, SessionUser } from '../../../core/domain/auth/user.ts';
import type { Space } from '../../../core/domain/spaces/space.ts';
import type {
  AddCreditsRequest,
  CreditPackOffer,
  CreditTransaction,
  DailySpending,
  DailySpendingQuery,
  DeductRequest,
  DeductResponse,
  PlanChangeRequest,
  PurchaseRequest,
  ServerCredits,
  ServerPlan,
  TransactionQuery,
} from '../../../core/domain/billing/billing.ts';
import { DAILY_SPENDING_MAX_DAYS } from '../../../core/domain/billing/billing.ts';
import type { IntegrationsReport } from '../../../core/domain/admin/platform-admin.ts';
import type { HealthReport } from '../../../core/server/health/check-health.ts';
import type { ReadinessReport } from '../../../core/server/health/check-readiness.ts';
import { CURSOR_MAX_LENGTH } from '../../../core/domain/list-cursor.ts';
import type { MessageResponse } from '../../../core/domain/message-response.ts';

/**
 * Request and response schemas: the single source of validation and of the OpenAPI document. Each schema
 * whose shape a domain type also declares `satisfies z.ZodType<ThatType>`, so the two cannot drift apart
 * without `npm run typecheck` failing (a field the type requires and the schema lacks, or of another type).
 */
const trimmed = (max: number) => z.string().trim().min(1, 'Must not be empty').max(max);

export const RegisterFields = z.object({
  email: z.email('Enter a valid email address').max(254),
  // Bounds only; the use case applies the whole rule (core/domain/auth/password-policy.ts and the common-password list).
  password: z.string().min(PASSWORD_MIN_LENGTH, Messages.passwordTooShort(PASSWORD_MIN_LENGTH)).max(PASSWORD_MAX_LENGTH * 2, Messages.passwordTooLong(PASSWORD_MAX_LENGTH)),
  name: trimmed(100),
  // An invitation names the organization, so org_name is only required without one (checked below).
  org_name: z.string().trim().max(100).default(''),
  /** From an invitation link: join the inviting organization instead of creating one. */
  invite_token: z.string().min(1).max(512).optional(),
  /** From an approved waitlist entry's email. */
  waitlist_token: z.string().min(1).max(512).optional(),
}) satisfies z.ZodType<RegisterPayload>;

export const RegisterBody = RegisterFields.superRefine((body, ctx) => {
  if (!body.invite_token && !body.org_name) ctx.addIssue({ code: 'custom', path: ['org_name'], message: 'Must not be empty' });
});

export const LoginBody = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(256),
  /** From an invitation link: an account without an organization joins the inviting one. */
  invite_token: z.string().min(1).max(512).optional(),
}) satisfies z.ZodType<LoginPayload>;

export const ForgotPasswordBody = z.object({ email: z.string().trim().min(1, 'Email is required').max(254).describe('The account\'s email address') });

export const ResetPasswordBody = z.object({
  token: z.string().min(1).max(512).describe('The token of the emailed /reset-password link'),
  // Bounds only, as at registration; the use case applies the whole rule.
  password: RegisterFields.shape.password.describe('The new password, checked by the same rules as at registration'),
});

export const RefreshBody = z.object({ refresh_token: z.string().min(1).max(512) });

/** The invitation page's lookup (GET /invites/{token}); never the token or any id. */
export const InvitationSchema = z.object({
  organization_name: z.string().describe('The inviting organization'),
  inviter_name: z.string().describe('Who sent the invitation'),
  email: z.string().describe('The invited address: registering with the invitation must use it'),
  role: z.enum(ROLES).describe('The role the invited person gets'),
  expires_at: z.string().describe('When the invitation link stops working (ISO 8601)'),
});

export const CreateSpaceBody = z.object({
  name: trimmed(100),
  slug: z.string().trim().min(1, 'Must not be empty').max(100),
  description: z.string().max(1000).nullish(),
});

export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  org_id: z.string(),
}) satisfies z.ZodType<SessionUser>;

export const TokensSchema = z.object({ access_token: z.string(), refresh_token: z.string() }) satisfies z.ZodType<AuthTokens>;
export const RegisterResponseSchema = TokensSchema.extend({ user: SessionUserSchema }) satisfies z.ZodType<RegisterResponse>;
export const LoginResponseSchema = RegisterResponseSchema.extend({ is_first_login: z.boolean() }) satisfies z.ZodType<LoginResponse>;

export const SpaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  is_default: z.boolean(),
  onboarding_completed: z.boolean(),
  onboarding_progress: z.object({
    questionStatuses: z.array(z.object({ answered: z.boolean() })),
    totalQuestions: z.number().int(),
  }),
}) satisfies z.ZodType<Space>;

export const MessageSchema = z.object({ message: z.string() }) satisfies z.ZodType<MessageResponse>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  role: z.enum(['all', 'api', 'worker']),
  adapters: z.record(z.string(), z.string()),
}) satisfies z.ZodType<HealthReport>;

export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'degraded']),
  role: z.enum(['all', 'api', 'worker']),
  dependencies: z.object({ database: z.enum(['ok', 'unavailable']), redis: z.enum(['ok', 'unavailable']).optional() }),
}) satisfies z.ZodType<ReadinessReport>;

export const ErrorSchema = z.object({
  detail: z.union([
    z.string(),
    z.array(z.object({ loc: z.array(z.string()), msg: z.string(), type: z.string() })),
  ]),
});

const amount = z.number().int('Must be a whole number').positive('Must be greater than zero').max(10_000_000);

export const PlanSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  is_active: z.boolean(),
  days_left: z.number().int().nullable(),
  expires_at: z.string().nullable(),
}) satisfies z.ZodType<ServerPlan>;

export const CreditsSchema = z.object({
  used: z.number(),
  total: z.number(),
  remaining: z.number(),
  reset_date: z.string().nullable(),
  last_updated: z.string().nullable(),
  paid_remaining: z.number().optional().describe('Of the remaining credits, those paid for on their own (packs, carried-over credits): a plan change carries these over'),
}) satisfies z.ZodType<ServerCredits>;

export const DeductBody = z.object({
  amount,
  /** Why the credits are taken: required, and not blank (the use case checks after trimming). */
  description: z.string().max(500),
  feature_type: z.string().max(100).default('ai_agents'),
  agent_name: z.string().max(100).optional(),
  agent_mode: z.string().max(30).optional(),
  activity_type: z.string().max(100).optional(),
  activity_details: z.unknown().optional(),
  related_to: z.object({ type: z.string().max(100), id: z.string().max(200) }).optional(),
}) satisfies z.ZodType<DeductRequest>;

export const DeductResponseSchema = z.object({
  success: z.boolean(),
  credits_remaining: z.number(),
  transaction_id: z.string().nullable(),
}) satisfies z.ZodType<DeductResponse>;

export const AddCreditsBody = z.object({
  amount,
  description: z.string().max(500).default(''),
  /** The organization credited; a platform admin has none of their own. */
  org_id: z.string().min(1).max(100).optional(),
}) satisfies z.ZodType<AddCreditsRequest>;
export const CreditPackSchema = z.object({ id: z.string(), credits: z.number(), bonus: z.number(), price: z.number() }) satisfies z.ZodType<CreditPackOffer>;
export const PurchaseBody = z.object({
  credits: amount,
  bonus: z.number().int().min(0).max(10_000_000).default(0),
  price: z.number().min(0).max(1_000_000),
}) satisfies z.ZodType<PurchaseRequest>;
export const PlanChangeBody = z.object({ plan_type: z.string().min(1).max(50) }) satisfies z.ZodType<PlanChangeRequest>;

export const DailySpendingQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(DAILY_SPENDING_MAX_DAYS).default(30).describe(`How many days back, today included (1 to ${DAILY_SPENDING_MAX_DAYS})`),
}) satisfies z.ZodType<DailySpendingQuery>;
export const DailySpendingSchema = z.object({
  days: z.array(z.string()).describe('Each day (YYYY-MM-DD, UTC), oldest first'),
  series: z.array(z.object({
    key: z.string().describe("The agent's slug, or the feature for spending outside agents"),
    label: z.string(),
    credits: z.array(z.number()).describe('Credits spent each day, in the order of `days`: charges less refunds, never below 0'),
    total: z.number(),
  })),
  total_credits: z.number(),
}) satisfies z.ZodType<DailySpending>;

export const TransactionSchema = z.object({
  transaction_id: z.string(),
  credits: z.number(),
  feature: z.string(),
  activity: z.string(),
  transaction_type: z.enum(['debit', 'credit']),
  agent_name: z.string().nullable().optional(),
  mode: z.string().nullable().optional(),
  base_credits: z.number().nullable().optional(),
  status: z.string(),
  activity_details: z.unknown().optional(),
  related_to: z.object({ type: z.string(), id: z.string() }).nullable().optional(),
  created_at: z.string().optional(),
  user_id: z.string().nullable().optional().describe('Who spent or received the credits; null for the organization\'s own rows (allowances, purchases, grants).'),
  user_name: z.string().nullable().optional().describe('That person\'s name, joined from users. A plain member only ever sees their own rows.'),
  user_email: z.string().nullable().optional().describe('That person\'s email, joined from users.'),
}) satisfies z.ZodType<CreditTransaction>;

export const TransactionQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  feature: z.string().max(100).optional(),
  period: z.string().max(20).optional(),
  status: z.string().max(30).optional(),
  cursor: z.string().max(CURSOR_MAX_LENGTH).optional().describe("The `next_cursor` of the page before: the page after it, read by key from an index (a deep page costs what the first does); `offset` is then not used"),
}) satisfies z.ZodType<TransactionQuery>;

/** An agent's configuration in one space (`/agents/manage`, `/agents/{slug}/config`). */
export const AgentConfigSchema = z.object({
  agent_slug: z.string(),
  enabled: z.boolean(),
  default_mode: z.string(),
  extra_instructions: z.string(),
  k_value_ref_docs: z.number(),
  k_value_kb: z.number(),
  k_value_url: z.number(),
}) satisfies z.ZodType<AgentConfig>;

const kValue = z.number().int().min(AGENT_CONFIG_LIMITS.kMin).max(AGENT_CONFIG_LIMITS.kMax);

/** A change to an agent's configuration (`PUT /agents/{slug}/config`), within the bounds the client checks as the user types. */
export const AgentConfigPatchBody = z.object({
  enabled: z.boolean().optional(),
  default_mode: z.string().max(20).optional(),
  extra_instructions: z.string().max(AGENT_CONFIG_LIMITS.instructionsMax).optional(),
  k_value_ref_docs: kValue.optional(),
  k_value_kb: kValue.optional(),
  k_value_url: kValue.optional(),
}) satisfies z.ZodType<AgentConfigPatch>;

/** Which adapter the server runs each outside service on, by name (`GET /admin/integrations`); never a secret. */
const either = <const T extends readonly [string, ...string[]]>(...names: T) => z.enum(names);
export const IntegrationsReportSchema = z.object({
  llm: z.object({ adapter: either('offline_engine', 'openai_compatible'), model: z.string().nullable(), embeddings: z.string().nullable() }),
  payments: z.object({ adapter: either('stripe', 'offline'), test_mode: z.boolean() }),
  mail: z.object({ adapter: either('smtp', 'outbox'), from: z.string().nullable() }),
  database: z.object({ adapter: either('sqlite', 'postgres') }),
  events: z.object({ adapter: either('in-process', 'redis'), queue: either('in-process', 'redis'), rate_limits: either('in-process', 'redis') }),
  process_role: either('all', 'api', 'worker'),
  registration: z.object({ mode: z.string(), require_verified_email: z.boolean() }),
  integrations: z.object({
    sandbox: z.boolean(),
    credential_store: either('environment', 'data_folder'),
    google_analytics: either('configured', 'not_configured'),
    meta_ads: z.literal('graph_api'),
  }),
}) satisfies z.ZodType<IntegrationsReport>;
