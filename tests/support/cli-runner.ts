import { runCli } from '../../adapters/cli/run-cli.ts';
import type { CliIo } from '../../adapters/cli/cli-io.ts';

/** How a CLI run ended: its exit code and everything it wrote. */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A CLI run under way: what it printed so far, Ctrl+C, and its exit code once it ends. */
export interface CliRun {
  exited: Promise<number>;
  output(): { stdout: string; stderr: string };
  /** Resolves with stdout once stdout and stderr together match `pattern`; rejects if the run ends first. */
  seen(pattern: RegExp): Promise<string>;
  /** Ctrl+C, as the terminal sends it to the process. */
  interrupt(): void;
}

/**
 * `npm run cli -- ...args` run in this process: the same `runCli` the real command runs, with its output
 * captured as a pipe would (not a terminal). Many runs share the process, each with its own streams.
 */
export function startCli(args: string[], env: NodeJS.ProcessEnv): CliRun {
  let stdout = '';
  let stderr = '';
  let ended = false;
  const watchers = new Set<() => void>();
  const interruptListeners = new Set<() => void>();
  const written = () => {
    for (const check of watchers) check();
  };
  const late = (text: string) => {
    // The real process would still print it before exiting; a test reading the result would not see it.
    throw new Error(`The CLI wrote after its run ended: ${JSON.stringify(text)}`);
  };
  const io: CliIo = {
    stdout: { isTTY: false, write: (text) => (ended ? late(text) : ((stdout += text), written())) },
    stderr: { isTTY: false, write: (text) => (ended ? late(text) : ((stderr += text), written())) },
    onInterrupt(listener) {
      interruptListeners.add(listener);
      return () => interruptListeners.delete(listener);
    },
  };
  const exited = runCli(args, env, io).finally(() => {
    ended = true;
    for (const check of watchers) check();
  });
  return {
    exited,
    output: () => ({ stdout, stderr }),
    seen(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(stdout + stderr)) resolve(stdout);
          else if (ended) reject(new Error(`ended before ${pattern}: ${stdout}${stderr}`));
          else return;
          watchers.delete(check);
        };
        watchers.add(check);
        check();
      });
    },
    interrupt() {
      // Without a listener Ctrl+C would end the process itself, which no in-process run can show.
      if (interruptListeners.size === 0) throw new Error('Ctrl+C while the CLI does not listen for it would kill the process');
      const listeners = [...interruptListeners];
      interruptListeners.clear();
      for (const listener of listeners) listener();
    },
  };
}

/** Runs `npm run cli -- ...args` in this process to its end. */
export async function runCliInProcess(args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  const run = startCli(args, env);
  const code = await run.exited;
  return { code, ...run.output() };
}
