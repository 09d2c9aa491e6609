import { configFromEnv } from './config.ts';
import { startServer } from './start-server.ts';

/** `npm start`: the all-in-one process (SQLite in DATA_DIR unless DATABASE_URL says otherwise). */
async function main(): Promise<void> {
  const config = configFromEnv(process.env);
  const server = await startServer({ ...config, logLevel: config.logLevel });
  const url = config.publicUrl ?? server.url;
  const lines = [
    `Marketing Workspace is running at ${url}`,
    `  role: ${config.role}; database: ${server.database.kind}${server.database.kind === 'sqlite' ? ` in ${config.dataDir}` : ''}; events, runs and limits: ${config.redis ? 'Redis' : 'in process'}`,
    server.isEmpty
      ? `  No accounts yet: open ${url}/register to create your organization, then sign in at ${url}/login.`
      : `  Sign in at ${url}/login`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`Received ${signal}, shutting down...\n`);
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
