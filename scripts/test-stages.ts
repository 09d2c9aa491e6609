/**
 * `npm test`: every check of the project, as stages. A group's lanes share no state and run side by side (the
 * machine has two cores: a group pairs lanes of about one core each, or holds one stage that uses both), each lane's
 * stages in order; groups run in order, and a group with a failed stage is the last. Each stage's lines are prefixed
 * with its name, and its time is printed when it ends; the total and a table of every stage's time close the run.
 *
 * `npm test -- <stage> ...` runs only the named stages (in their groups' order), e.g. `npm test -- unit`.
 */
import { spawn } from 'node:child_process';

interface Stage {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

/**
 * The agents' eval gate in `npm test`: the lowest share of checks each half (development and held-out) must keep.
 * The goal is 0.9 on both halves (`npm run eval:agents` alone still judges by it and says FAIL below it); this gate is
 * the floor both halves have reached, so a change that makes the agents worse fails the suite. Raise it as they improve.
 */
const EVAL_GATE = '0.8';

const npmRun = (script: string): string[] => ['npm', 'run', '--silent', script];

// Each group's lanes run side by side, each lane's stages one after another (a lane stops at its first failure); the
// groups run in order. The browser tests read the build; everything else reads only the sources.
const GROUPS: Stage[][][] = [
  // Two lanes of about one core each, of about the same length (the group waits for the longer): the type check
  // (TypeScript 7's native compiler on one thread, 16 s where TypeScript 6 took 63) and the eval (about 70 s of one
  // core); the build, the dependency lint and the specs (whose in-process profile mostly waits). With the lint in the
  // first lane it ran 100 s against the second's 82 (a fresh-clone run: typecheck 23, lint 8, eval 69; build 16,
  // specs 66). The exports lint (`npm run lint:exports`) is not a stage: the unit stage runs the same scan
  // (tests/unit/architecture/test-only-exports.test.ts).
  [
    [
      { name: 'typecheck', command: npmRun('typecheck') },
      { name: 'eval', command: npmRun('eval:agents'), env: { EVAL_MIN: process.env.EVAL_MIN ?? EVAL_GATE } },
    ],
    [
      { name: 'build', command: npmRun('build') },
      { name: 'lint:deps', command: npmRun('lint:deps') },
      { name: 'features', command: npmRun('test:features') },
    ],
  ],
  [[{ name: 'unit', command: npmRun('test:unit') }]],
  // Alone: the browser tests keep both cores busy (run beside the features and the eval, all three slowed down).
  [[{ name: 'e2e', command: npmRun('test:e2e') }]],
];

interface Outcome {
  name: string;
  seconds: number;
  code: number;
}

function seconds(since: bigint): number {
  return Number(process.hrtime.bigint() - since) / 1e9;
}

/** Runs one stage, its output line by line behind its name, so two stages side by side stay readable. */
function runStage(stage: Stage): Promise<Outcome> {
  const started = process.hrtime.bigint();
  console.log(`[${stage.name}] started: ${stage.command.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(stage.command[0]!, stage.command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...stage.env } });
    const relay = (from: NodeJS.ReadableStream, to: NodeJS.WriteStream) => {
      let rest = '';
      from.setEncoding('utf8');
      from.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) to.write(`[${stage.name}] ${line}\n`);
      });
      from.on('end', () => {
        if (rest) to.write(`[${stage.name}] ${rest}\n`);
      });
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('close', (code, signal) => {
      const outcome = { name: stage.name, seconds: seconds(started), code: code ?? (signal ? 1 : 0) };
      console.log(`[${stage.name}] ${outcome.code === 0 ? 'passed' : `FAILED (exit ${outcome.code})`} in ${outcome.seconds.toFixed(0)} s`);
      resolve(outcome);
    });
  });
}

const only = process.argv.slice(2);
const known = GROUPS.flat(2).map((stage) => stage.name);
const unknown = only.filter((name) => !known.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown stage ${unknown.join(', ')}: the stages are ${known.join(', ')}.`);
  process.exit(2);
}

const started = process.hrtime.bigint();
const outcomes: Outcome[] = [];
/** Runs a lane's stages one after another, up to the first that fails. */
async function runLane(lane: Stage[]): Promise<Outcome[]> {
  const done: Outcome[] = [];
  for (const stage of lane) {
    const outcome = await runStage(stage);
    done.push(outcome);
    if (outcome.code !== 0) break;
  }
  return done;
}

for (const group of GROUPS) {
  const lanes = group.map((lane) => lane.filter((stage) => only.length === 0 || only.includes(stage.name))).filter((lane) => lane.length > 0);
  if (lanes.length === 0) continue;
  outcomes.push(...(await Promise.all(lanes.map(runLane))).flat());
  if (outcomes.some((outcome) => outcome.code !== 0)) break;
}

const total = seconds(started);
console.log('\nStage times:');
for (const outcome of outcomes) console.log(`  ${outcome.name.padEnd(14)} ${outcome.seconds.toFixed(0).padStart(5)} s  ${outcome.code === 0 ? 'passed' : 'FAILED'}`);
const failed = outcomes.filter((outcome) => outcome.code !== 0);
const skipped = known.filter((name) => (only.length === 0 || only.includes(name)) && !outcomes.some((outcome) => outcome.name === name));
if (skipped.length > 0) console.log(`  not run after the failure: ${skipped.join(', ')}`);
console.log(`Total: ${total.toFixed(0)} s (${(total / 60).toFixed(1)} min); ${failed.length === 0 ? 'every stage passed' : `failed: ${failed.map((outcome) => outcome.name).join(', ')}`}`);
process.exit(failed.length === 0 ? 0 : 1);
