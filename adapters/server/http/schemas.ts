import { z } from 'zod';
import { ROLES } from '../../../core/domain/roles.ts';

/** Request and response schemas: the single source of validation and of the OpenAPI document. */
const trimmed = (max: number) => z.string().trim().min(1, 'Must not be empty').max(max);

export const RegisterBody = z.object({
  email: z.email('Enter a valid email address').max(254),
  password: z.string().min(8, 'Password must be at least 8 characters').max(256),
  name: trimmed(100),
  org_name: trimmed(100),
});

export const LoginBody = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(256),
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
});

export const ErrorSchema = z.object({
  detail: z.union([
    z.string(),
    z.array(z.object({ loc: z.array(z.string()), msg: z.string(), type: z.string() })),
  ]),
});
