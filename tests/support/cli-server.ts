import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer, type ServerOptions } from '../../adapters/server/start-server.ts';
import { runCliInProcess, type CliResult } from './cli-runner.ts';

/**
 * What the CLI runs with in a test: its own config folder (XDG_CONFIG_HOME) and the server at `serverUrl`, without
 * an MW_PASSWORD the shell running the tests may have set.
 */
export function cliEnv(configHome: string, serverUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_CONFIG_HOME: configHome, MW_SERVER_URL: serverUrl };
  delete env.MW_PASSWORD;
  return env;
}

/** The session the CLI keeps for `profile` in `configHome`: its access token and current space, to call the API beside it. */
export async function cliSession(configHome: string, profile = 'default'): Promise<{ token: string; spaceId: string }> {
  const stored = JSON.parse(await readFile(join(configHome, 'marketing-workspace', `${profile}.json`), 'utf8'));
  return { token: stored.access_token, spaceId: stored.currentSpaceId };
}

/** The file's server for its CLI tests, its data folder and the CLI's config folder, and the CLI run against it. */
export interface CliServer {
  readonly url: string;
  readonly dataDir: string;
  readonly configHome: string;
  /** Runs `npm run cli -- ...args` (the CLI's runCli, in this process), as a person would. */
  cli(args: string[]): Promise<CliResult>;
}

/**
 * A real server (API only, in a data folder of its own) and a config folder for the CLI, for the calling file's CLI
 * tests: started in a beforeAll (after the hooks the file registered before it, so a provider fake started there can
 * give its address to `options`) and stopped, with both folders removed, in an afterAll. `name` names the folders.
 */
export function cliServerForFile(name: string, options: () => Omit<ServerOptions, 'port' | 'dataDir' | 'webRoot'> = () => ({})): CliServer {
  let server: RunningServer | undefined;
  let dataDir = '';
  let configHome = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), `mw-cli-${name}-server-`));
    configHome = await mkdtemp(join(tmpdir(), `mw-cli-${name}-config-`));
    server = await startServer({ port: 0, dataDir, webRoot: null, ...options() });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    for (const dir of [dataDir, configHome]) if (dir) await rm(dir, { recursive: true, force: true });
  });
  const running = (): RunningServer => {
    if (!server) throw new Error('The CLI tests’ server is not running');
    return server;
  };
  return {
    get url() {
      return running().url;
    },
    get dataDir() {
      return dataDir;
    },
    get configHome() {
      return configHome;
    },
    cli: (args) => runCliInProcess(args, cliEnv(configHome, running().url)),
  };
}
