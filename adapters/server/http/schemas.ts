import { z } from 'zod';
import { ROLES } from '../../../core/domain/roles.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../core/domain/password-policy.ts';
import { Messages } from '../../../core/domain/messages.ts';

/** Request and response schemas: the single source of validation and of the OpenAPI document. */
const trimmed = (max: number) => z.string().trim().min(1, 'Must not be empty').max(max);

export const RegisterFields = z.object({
  email: z.email('Enter a valid email address').max(254),
  // Bounds only; the use case applies the whole rule (core/domain/password-policy.ts and the common-password list).
  password: z.string().min(PASSWORD_MIN_LENGTH, Messages.passwordTooShort(PASSWORD_MIN_LENGTH)).max(PASSWORD_MAX_LENGTH * 2, Messages.passwordTooLong(PASSWORD_MAX_LENGTH)),
  name: trimmed(100),
  // An invitation names the organization, so org_name is only required without one (checked below).
  org_name: z.string().trim().max(100).default(''),
  /** From an invitation link: join the inviting organization instead of creating one. */
  invite_token: z.string().min(1).max(512).optional(),
  /** From an approved waitlist entry's email. */
  waitlist_token: z.string().min(1).max(512).optional(),
});

export const RegisterBody = RegisterFields.superRefine((body, ctx) => {
  if (!body.invite_token && !body.org_name) ctx.addIssue({ code: 'custom', path: ['org_name'], message: 'Must not be empty' });
});

export const LoginBody = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(256),
  /** From an invitation link: an account without an organization joins the inviting one. */
  invite_token: z.string().min(1).max(512).optional(),
});

export const RefreshBody = z.object({ refresh_token: z.string().min(1).max(512) });

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
});

export const TokensSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export const RegisterResponseSchema = TokensSchema.extend({ user: SessionUserSchema });
export const LoginResponseSchema = RegisterResponseSchema.extend({ is_first_login: z.boolean() });

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
});

export const MessageSchema = z.object({ message: z.string() });

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.enum(['ok', 'unavailable']),
  role: z.enum(['all', 'api', 'worker']),
  adapters: z.record(z.string(), z.string()),
});

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
});

export const CreditsSchema = z.object({
  used: z.number(),
  total: z.number(),
  remaining: z.number(),
  reset_date: z.string().nullable(),
  last_updated: z.string().nullable(),
});

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
});

export const DeductResponseSchema = z.object({
  success: z.boolean(),
  credits_remaining: z.number(),
  transaction_id: z.string().nullable(),
});

export const AddCreditsBody = z.object({
  amount,
  description: z.string().max(500).default(''),
  /** The organization credited; a platform admin has none of their own. */
  org_id: z.string().min(1).max(100).optional(),
});
export const CreditPackSchema = z.object({ id: z.string(), credits: z.number(), bonus: z.number(), price: z.number() });
export const PurchaseBody = z.object({
  credits: amount,
  bonus: z.number().int().min(0).max(10_000_000).default(0),
  price: z.number().min(0).max(1_000_000),
});
export const PlanChangeBody = z.object({ plan_type: z.string().min(1).max(50) });

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
});

export const TransactionQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  feature: z.string().max(100).optional(),
  period: z.string().max(20).optional(),
  status: z.string().max(30).optional(),
});
