import type { AuthSession } from '../../core/client/auth/auth-session.ts';
import type { SpacesService } from '../../core/client/spaces/spaces-service.ts';
import type { SessionUser } from '../../core/domain/auth/user.ts';
import type { ServiceIdentifier } from 'inversify';
import type { CliIo } from './cli-io.ts';

export type OptionValues = Record<string, string | string[] | boolean | undefined>;

export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  /** May be given more than once (its value is then a list). */
  multiple?: boolean;
  description: string;
}

/** Where a command writes: text lines for people, or one JSON document with --json. */
export interface Output {
  readonly json: boolean;
  line(text?: string): void;
  data(value: unknown): void;
}

/**
 * The client-core services a command calls, by the name it calls them. The values are their container tokens:
 * the composition root (run-cli.ts) resolves them, so a command never sees the container.
 */
export type CommandUses = Record<string, ServiceIdentifier<unknown>>;

/** Those services resolved: what a command receives as `uses`. */
export type UsesOf<U extends CommandUses> = { [K in keyof U]: U[K] extends ServiceIdentifier<infer T> ? T : never };

/** What a command works with: the session, the run's streams, and the services it declared, built by the composition root (run-cli.ts). */
export interface CommandContext<S = Record<string, unknown>> {
  auth: AuthSession;
  spaces: SpacesService;
  serverUrl: string;
  /** Whether the profile holds sign-in tokens (before any call to the server). */
  hasStoredSession: boolean;
  env: NodeJS.ProcessEnv;
  /** The run's streams and Ctrl+C (the chat's live progress and cancel); results go through `out`. */
  io: CliIo;
  out: Output;
  /** The positional arguments after the command name, in order. */
  args: string[];
  /** The services the command declared in its `uses`, resolved. */
  uses: S;
}

export interface Command<U extends CommandUses = CommandUses> {
  name: string;
  summary: string;
  /** Usage line after `npm run cli -- <name>`. */
  usage: string;
  options: Record<string, OptionSpec>;
  /** Longer help, printed by `<name> --help` after the summary. */
  help?: string;
  /** Names of the positional arguments it takes (for help and the count check); a trailing '?' marks an optional one. */
  positionals?: string[];
  /** Restore the stored session first and refuse to run when it is not signed in. */
  requiresSession: boolean;
  /** The client-core services `run` calls (`{}` when the session and the spaces are all it needs). */
  uses: U;
  run(context: CommandContext<UsesOf<U>>, values: OptionValues): Promise<void>;
}

/** A command whose `uses` types what its `run` receives. */
export function defineCommand<U extends CommandUses>(command: Command<U>): Command<U> {
  return command;
}

/** A failure the CLI reports as is, with a non-zero exit code (1 failures, 2 usage errors). */
export class CliError extends Error {
  constructor(message: string, readonly exitCode = 1) {
    super(message);
    this.name = 'CliError';
  }
}

export function requiredString(values: OptionValues, name: string, fallback?: string): string {
  const value = values[name];
  if (typeof value === 'string' && value.length > 0) return value;
  if (fallback !== undefined && fallback.length > 0) return fallback;
  throw new CliError(`Missing --${name}`, 2);
}

export function describeUser(user: SessionUser): string {
  return `${user.name} <${user.email}> (${user.role})`;
}

/** The n-th positional argument, or a usage error naming it. */
export function positional(args: string[], index: number, name: string, usage: string): string {
  const value = args[index];
  if (value === undefined || value.length === 0) throw new CliError(`Missing <${name}>\nUsage: npm run cli -- ${usage}`, 2);
  return value;
}
