import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { Container } from 'inversify';
import { signInCoreModule } from '../../core/client/sign-in-module.ts';
import { workspaceCoreModule } from '../../core/client/workspace-module.ts';
import { HttpPort } from '../../core/client/ports/http.port.ts';
import { UploadPort } from '../../core/client/ports/upload.port.ts';
import { SessionStoragePort, StoragePort } from '../../core/client/ports/storage.port.ts';
import { Clock } from '../../core/client/ports/clock.port.ts';
import { IdGenerator } from '../../core/client/ports/id-generator.port.ts';
import { EventBus } from '../../core/client/ports/event-bus.port.ts';
import { RouteProvider } from '../../core/client/ports/client-context.port.ts';
import { ApiConfig } from '../../core/client/api/api-config.ts';
import { AuthSession } from '../../core/client/auth/auth-session.ts';
import { TokenStore } from '../../core/client/auth/token-store.ts';
import { AuthState } from '../../core/client/auth/auth-state.ts';
import { SpacesService } from '../../core/client/spaces/spaces-service.ts';
import { ApiError } from '../../core/domain/api-error.ts';
import { SocketPort } from '../../core/client/chat/socket.port.ts';
import { DesktopNotifier } from '../../core/client/chat/desktop-notifier.port.ts';
import { Toaster } from '../../core/client/ports/toaster.port.ts';
import { FetchHttp } from '../client/fetch-http.ts';
import { FetchUpload } from '../client/fetch-upload.ts';
import { MemoryStorage } from '../client/memory-storage.ts';
import { MittEventBus } from '../client/mitt-event-bus.ts';
import { CryptoIdGenerator } from '../client/crypto-id-generator.ts';
import { FixedRoute } from '../client/fixed-route.ts';
import { GlobalWebSocket } from '../client/global-web-socket.ts';
import { SilentDesktopNotifier } from '../client/silent-desktop-notifier.ts';
import { ConsoleToaster } from './console-toaster.ts';
import { FileStorage, isValidProfileName, profileFilePath } from './file-storage.ts';
import { UnrefClock } from './unref-clock.ts';
import { CliError, type Command, type CommandUses, type OptionSpec, type OptionValues, type Output, type UsesOf } from './command.ts';
import type { CliIo, CliOutput } from './cli-io.ts';
import { COMMANDS } from './cli-commands.ts';

/**
 * The CLI's composition root: `npm run cli -- <command> [options]`. It wires the client core to
 * Node adapters (fetch, a profile file for storage, the real clock), restores the stored session
 * for commands that need one, runs the command and turns failures into a message and an exit code.
 * One call is one run: its own container and clock, and output only through `io`.
 */

const DEFAULT_SERVER = 'http://127.0.0.1:8080';
/** The profile remembers the server it signed in to, so later commands need no --server. */
const SERVER_KEY = 'cli_server_url';

const GLOBAL_OPTIONS: Record<string, OptionSpec> = {
  server: { type: 'string', description: `API server (default: MW_SERVER_URL, then the one you signed in to, then ${DEFAULT_SERVER})` },
  profile: { type: 'string', description: 'Session profile name (default: default)' },
  json: { type: 'boolean', description: 'Machine-readable output' },
  help: { type: 'boolean', short: 'h', description: 'Show help' },
};

/** Runs one command line and returns its exit code (0 done, 1 failed, 2 usage error, 130 cancelled with Ctrl+C). */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  try {
    return await run(argv, env, io);
  } catch (error) {
    if (error instanceof CliError || error instanceof ApiError) {
      io.stderr.write(`Error: ${error.message}\n`);
      return error instanceof CliError ? error.exitCode : 1;
    }
    io.stderr.write(`Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 1;
  }
}

async function run(argv: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  const commandName = findCommandName(argv);
  const command = COMMANDS.find((c) => c.name === commandName);
  if (commandName === undefined) {
    const wantsHelp = argv.includes('--help') || argv.includes('-h');
    (wantsHelp ? io.stdout : io.stderr).write(generalHelp());
    return wantsHelp ? 0 : 2;
  }
  if (!command) {
    io.stderr.write(`Unknown command '${commandName}'.\n\n${generalHelp()}`);
    return 2;
  }

  const { values, positionals } = parseOptions(command, argv.filter((arg, i) => i !== argv.indexOf(commandName)));
  if (values.help) {
    io.stdout.write(commandHelp(command));
    return 0;
  }

  const storage = openProfile(typeof values.profile === 'string' ? values.profile : 'default', env);
  const serverUrl = stripSlash(
    (typeof values.server === 'string' && values.server) || env.MW_SERVER_URL || storage.get(SERVER_KEY) || DEFAULT_SERVER,
  );
  const clock = new UnrefClock();
  const container = buildContainer({ storage, serverUrl, clock, io, route: `cli:${command.name}`, json: values.json === true });
  try {
    const auth = container.get(AuthSession);
    const spaces = container.get(SpacesService);
    const hasStoredSession = container.get(TokenStore).hasTokens();

    if (command.requiresSession) {
      await auth.initialize();
      if (auth.state !== AuthState.AUTHENTICATED) {
        throw new CliError(auth.error ? `${auth.error} (server: ${serverUrl})` : 'Not signed in. Run: npm run cli -- login --email <email> --password <password>');
      }
    }
    try {
      const uses = resolveUses(container, command.uses);
      await command.run({ auth, spaces, serverUrl, hasStoredSession, env, io, out: output(io.stdout, values.json === true), args: positionals, uses }, values);
    } catch (error) {
      // Without a response the server's address is the first thing to check.
      if (error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT_ERROR')) {
        throw new CliError(`${error.message} (server: ${serverUrl})`);
      }
      throw error;
    }
    if (command.name === 'login' || command.name === 'register') storage.set(SERVER_KEY, serverUrl);
    return 0;
  } finally {
    // The run's timers (token refresh, prefetch cap) end with it, as they do when the process exits.
    clock.clearAll();
  }
}

function openProfile(profile: string, env: NodeJS.ProcessEnv): FileStorage {
  if (!isValidProfileName(profile)) throw new CliError(`Invalid profile name '${profile}': use letters, digits, '.', '_' or '-'`, 2);
  try {
    return new FileStorage(profileFilePath(profile, env));
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}

function buildContainer(options: { storage: FileStorage; serverUrl: string; clock: UnrefClock; io: CliIo; route: string; json: boolean }): Container {
  const container = new Container();
  container.bind(HttpPort).toConstantValue(new FetchHttp());
  container.bind(UploadPort).toConstantValue(new FetchUpload());
  container.bind(StoragePort).toConstantValue(options.storage);
  container.bind(SessionStoragePort).toConstantValue(new MemoryStorage());
  container.bind(Clock).toConstantValue(options.clock);
  container.bind(IdGenerator).toConstantValue(new CryptoIdGenerator());
  container.bind(EventBus).toConstantValue(new MittEventBus());
  container.bind(RouteProvider).toConstantValue(new FixedRoute(options.route));
  container.bind(ApiConfig).toConstantValue({ baseUrl: options.serverUrl });
  // The chat's ports: Node's global WebSocket, no desktop to notify, toasts as lines.
  container.bind(SocketPort).toConstantValue(new GlobalWebSocket());
  container.bind(DesktopNotifier).toConstantValue(new SilentDesktopNotifier());
  const { stdout, stderr } = options.io;
  container.bind(Toaster).toConstantValue(new ConsoleToaster(options.json, { stdout: (text) => stdout.write(text), stderr: (text) => stderr.write(text), stderrIsTerminal: stderr.isTTY === true }));
  container.load(signInCoreModule, workspaceCoreModule);
  return container;
}

/** The services a command declared, each resolved once from the run's container (the commands never see it). */
function resolveUses<U extends CommandUses>(container: Container, uses: U): UsesOf<U> {
  return Object.fromEntries(Object.entries(uses).map(([name, token]) => [name, container.get(token)])) as UsesOf<U>;
}

/** The first argument that is neither an option nor the value of a global option taking one. */
function findCommandName(argv: string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--server' || arg === '--profile') i++;
    else if (!arg.startsWith('-')) return arg;
  }
  return undefined;
}

function parseOptions(command: Command, args: string[]): { values: OptionValues; positionals: string[] } {
  const allowed = command.positionals ?? [];
  let parsed: { values: OptionValues; positionals: string[] };
  try {
    const { values, positionals } = parseArgs({ args, options: { ...GLOBAL_OPTIONS, ...command.options }, strict: true, allowPositionals: allowed.length > 0 });
    parsed = { values: values as OptionValues, positionals };
  } catch (error) {
    throw new CliError(`${error instanceof Error ? error.message : String(error)}\nUsage: npm run cli -- ${command.usage}`, 2);
  }
  if (parsed.positionals.length > allowed.length) {
    throw new CliError(`Unexpected argument '${parsed.positionals[allowed.length]}'\nUsage: npm run cli -- ${command.usage}`, 2);
  }
  return parsed;
}

function output(stdout: CliOutput, json: boolean): Output {
  return {
    json,
    line: (text = '') => stdout.write(`${text}\n`),
    data: (value) => stdout.write(`${JSON.stringify(value, null, 2)}\n`),
  };
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function describeOptions(options: Record<string, OptionSpec>): string {
  return Object.entries(options)
    .map(([name, spec]) => {
      const flag = `${spec.short ? `-${spec.short}, ` : ''}--${name}${spec.type === 'string' ? ' <value>' : ''}`;
      return `  ${flag.padEnd(24)} ${spec.description}${spec.multiple ? ' (repeatable)' : ''}\n`;
    })
    .join('');
}

function generalHelp(): string {
  const commands = COMMANDS.map((c) => `  ${c.name.padEnd(15)} ${c.summary}\n`).join('');
  return (
    'Usage: npm run cli -- <command> [options]\n\n' +
    `Commands:\n${commands}\n` +
    `Options for every command:\n${describeOptions(GLOBAL_OPTIONS)}\n` +
    'The session is kept in $XDG_CONFIG_HOME/marketing-workspace/<profile>.json (or ~/.config/...).\n' +
    'Run `npm run cli -- <command> --help` for the options of one command.\n'
  );
}

function commandHelp(command: Command): string {
  const own = Object.keys(command.options).length > 0 ? `Options:\n${describeOptions(command.options)}\n` : '';
  const more = command.help ? `${command.help.trimEnd()}\n\n` : '';
  return `Usage: npm run cli -- ${command.usage}\n\n${command.summary}.\n\n${more}${own}Options for every command:\n${describeOptions(GLOBAL_OPTIONS)}`;
}
