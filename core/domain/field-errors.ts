import { ApiError } from './api-error.ts';

/**
 * One reason the server gives for refusing a field of a request: an item of a 422's `detail` (spec 8.1), whose `loc`
 * ends with the field's name (`['body', 'password']`). The server writes them, the client reads them.
 */
export interface FieldError {
  loc: string[];
  msg: string;
  type: string;
}

/** A refusal's reason as a form or the CLI shows it: the field it names (null when it names none) and its text. */
export interface FieldProblem {
  field: string | null;
  message: string;
}

/**
 * The server's reasons for refusing a request, read from the error its call threw: each field error, or the one text
 * of a `detail` string. Nothing for an error that carries no answer (a network failure).
 */
export function fieldProblemsOf(error: unknown): FieldProblem[] {
  const body = error instanceof ApiError ? error.details : undefined;
  if (!body || typeof body !== 'object') return [];
  const detail = (body as { detail?: unknown }).detail;
  if (typeof detail === 'string') return [{ field: null, message: detail }];
  if (!Array.isArray(detail)) return [];
  return detail.flatMap((d: { loc?: unknown; msg?: unknown } | null) =>
    typeof d?.msg === 'string' ? [{ field: Array.isArray(d.loc) ? String(d.loc.at(-1)) : null, message: d.msg }] : [],
  );
}

/** The server's first reason for each of a form's `fields`, by field; reasons about anything else are left out. */
export function fieldErrorsOf<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const known = new Set<string>(fields);
  const out: Partial<Record<F, string>> = {};
  for (const problem of fieldProblemsOf(error)) {
    if (problem.field !== null && known.has(problem.field)) out[problem.field as F] ??= problem.message;
  }
  return out;
}
