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
  return fieldProblemsIn(error instanceof ApiError ? error.details : undefined);
}

/** The reasons of a refusal's answer body (`fieldProblemsOf`, for where the body is at hand rather than the error). */
export function fieldProblemsIn(body: unknown): FieldProblem[] {
  const detail = detailIn(body);
  if (typeof detail === 'string') return [{ field: null, message: detail }];
  return fieldErrorItems(detail).map((d) => ({ field: d.loc.length ? String(d.loc.at(-1)) : null, message: d.msg }));
}

/**
 * The server's first reason for each field it names, by the field's path inside the request's body or query
 * (`name`, `sequences.0.subject`): for a form whose fields nest.
 */
export function fieldErrorsByPath(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of fieldErrorItems(detailIn(error instanceof ApiError ? error.details : undefined))) {
    const path = d.loc.slice(1).join('.');
    if (path && d.msg && !(path in out)) out[path] = d.msg;
  }
  return out;
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

/** The `detail` of an answer's body: a text, field errors, or nothing. */
function detailIn(body: unknown): unknown {
  return body && typeof body === 'object' ? (body as { detail?: unknown }).detail : undefined;
}

/** The well-formed field errors of a `detail` (a text in `msg`; `loc`, when not a list, read as naming no field). */
function fieldErrorItems(detail: unknown): { loc: unknown[]; msg: string }[] {
  if (!Array.isArray(detail)) return [];
  return detail.flatMap((d: { loc?: unknown; msg?: unknown } | null) => (typeof d?.msg === 'string' ? [{ loc: Array.isArray(d.loc) ? d.loc : [], msg: d.msg }] : []));
}
