import type { CliIo } from './cli-io.ts';
import { runCli } from './run-cli.ts';

/** `npm run cli -- <command> [options]`: one run of the CLI on this process's streams, arguments and environment. */
const processIo: CliIo = {
  stdout: process.stdout,
  stderr: process.stderr,
  onInterrupt(listener) {
    // `once`: a second Ctrl+C finds no listener and ends the process as usual.
    process.once('SIGINT', listener);
    return () => process.removeListener('SIGINT', listener);
  },
};

process.exitCode = await runCli(process.argv.slice(2), process.env, processIo);
