import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { usedIconsOnly } from './scripts/vite-used-icons-only.ts';
import { chunkGroups } from './scripts/vite-chunk-groups.ts';
import { blueprintCssUsedOnly } from './scripts/vite-blueprint-css.ts';
import { firstPaint } from './scripts/vite-first-paint.ts';
import { longestFirst } from './scripts/vitest-longest-first.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Test files whose servers run as child processes (the `processes` project). */
const PROCESS_TESTS = [
  'tests/integration/multi-process.test.ts',
  'tests/integration/dead-worker-failover.test.ts',
  'tests/integration/locked-credit-row.test.ts',
  'tests/integration/lost-redis.test.ts',
  'tests/integration/unreachable-dependencies.test.ts',
  'tests/integration/integration-secrets-process.test.ts',
];

/**
 * Files that replace a module with `vi.mock`: a mock needs a module registry of its own, so these run isolated,
 * each in a fresh one. Every other test file shares its worker's modules with the files before it (isolate: false):
 * importing the server's module graph again for each file was a third of the unit stage's time.
 */
const MOCKING_TESTS = [
  'tests/unit/server/creative-tasks.test.ts',
  'tests/unit/server/offline-agent-actions.test.ts',
  'tests/integration/server-answer-deliverables.test.ts',
];

/**
 * The test files that take longest (seconds on the two-core CI machine, last measured), started first within their
 * project so that none is left running alone at the end of its stage (scripts/vitest-longest-first.ts).
 */
const SLOWEST_TESTS = [
  'tests/e2e/accessibility-screens.e2e.test.ts', // 200
  'tests/e2e/lists-on-phones.e2e.test.ts', // 158
  'tests/e2e/accessibility-public-pages.e2e.test.ts', // 135
  'tests/e2e/accessibility-routes.e2e.test.ts', // 100, a hundred generated tests
  'tests/e2e/agent-chat.e2e.test.ts', // 100
  'tests/e2e/chat-on-phones.e2e.test.ts', // 90
  'tests/e2e/shell.e2e.test.ts', // 87
  'tests/security/uploads.test.ts', // 73
  'tests/integration/dead-worker-failover.test.ts', // 53
  'tests/integration/multi-process.test.ts', // 43
  'tests/integration/repository-contract/crash-points.test.ts', // 39, on SQLite and on PostgreSQL
  'tests/integration/cli-chat.test.ts', // 35
];

export default defineConfig({
  root: `${root}web`,
  publicDir: false,
  plugins: [usedIconsOnly(), blueprintCssUsedOnly(), firstPaint()],
  resolve: {
    // React Router 7's package exports name only its development build, whose one difference is its warnings
    // switched on (remix-run/react-router#14102): the app ships the production build it publishes beside it.
    alias: [
      { find: /^react-router$/, replacement: `${root}node_modules/react-router/dist/production/index.mjs` },
      { find: /^react-router\/dom$/, replacement: `${root}node_modules/react-router/dist/production/dom-export.mjs` },
    ],
  },
  build: {
    outDir: `${root}dist/web`,
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/bundle-report.ts for the per-route sizes.
    manifest: true,
    // The framework and signed-in shell chunks (scripts/vite-chunk-groups.ts).
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true } },
  },
  test: {
    root,
    // Four files at a time on two cores: vitest's default (cores - 1) leaves one core idle, and most test files
    // spend their time waiting on a server, a socket or a child process rather than on the CPU. The unit stage took
    // 203-206 s with four against 227 s with three and 227 s with five, on the two-core CI host.
    maxWorkers: 4,
    sequence: { sequencer: longestFirst(root, SLOWEST_TESTS) },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root,
          include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/contracts/**/*.test.ts'],
          exclude: [...PROCESS_TESTS, ...MOCKING_TESTS],
          environment: 'node',
          setupFiles: ['reflect-metadata'],
          testTimeout: 30_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'mocks',
          root,
          include: MOCKING_TESTS,
          environment: 'node',
          setupFiles: ['reflect-metadata'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // The tests that start servers as child processes (scale-out, lost dependencies, secrets on disk), in the unit
          // stage's pool (`npm run test:unit`), and on their own with `npm run test:processes`. Run as a stage beside
          // the unit stage, their servers' start-up took the CPU the unit tests needed and both slowed down.
          name: 'processes',
          root,
          include: PROCESS_TESTS,
          environment: 'node',
          setupFiles: ['reflect-metadata'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Attacks replayed against a real server on loopback (docs/SECURITY.md).
          name: 'security',
          root,
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['reflect-metadata'],
          testTimeout: 60_000,
          hookTimeout: 30_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The repository contract suite again, on PostgreSQL (the unit project runs it on SQLite); HTTP behaviour does
          // not depend on the database and runs once. Skipped with a notice when no server answers, outside CI only.
          name: 'postgres',
          root,
          include: ['tests/integration/repository-contract/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['reflect-metadata'],
          env: { TEST_DATABASE: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 30_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root,
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          // A failed test leaves a screenshot of each page still open in test-results/e2e.
          setupFiles: ['reflect-metadata', 'tests/e2e/support/screenshot-on-failure.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Four files at a time, each with its own server, data folder and browser (tests/e2e/support/e2e-app.ts): on
          // two cores the stage took 332 s with four against 389-438 s with three, as a file spends much of its time
          // waiting on its server or its pages (E2E_WORKERS overrides, to compare).
          fileParallelism: true,
          maxWorkers: Number(process.env.E2E_WORKERS ?? 4),
          // A worker loads the server's modules once for all its files (each file still starts its own server): a
          // file imported them afresh in about 3 s of CPU, on cores the browsers are short of.
          isolate: false,
          // Tests a file marks concurrent (the accessibility sweep's independent page reads) run three at a time.
          maxConcurrency: 3,
          // After the other projects when one run takes them all: projects with different maxWorkers may not share a group.
          sequence: { groupOrder: 1 },
          // A page that loads in a few hundred ms alone can take seconds on a loaded CI machine; a poll only
          // waits longer for what it asserts (vitest's own default gives up after 1 s, which flaked a run; the
          // CI machine's signed-in page loads have taken 10 s and more under four files at once). A poll asks the page
          // every 200 ms, not vitest's 50: each try is a round trip through the browser, and four files of polls waiting
          // on loads cost 2-8 % of their CPU (101-117 CPU-s against 103-127, two sets of four files, two runs each).
          expect: { poll: { timeout: 20_000, interval: 200 } },
          // In CI a failed browser test runs once more before it fails the run: the CI machine runs these files
          // about twice as slowly as a developer's, and a wait a page normally meets in one second can run out there.
          // A retried test is named in the report (retry x1); a feature that is missing fails both runs.
          retry: process.env.CI === 'true' ? 1 : 0,
        },
      },
    ],
  },
});
