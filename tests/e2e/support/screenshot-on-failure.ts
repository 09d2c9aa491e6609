/**
 * A setup file of the e2e project (vite.config.ts): when a test fails, its error goes to the log, and each page its
 * file's browsers still have open is photographed into test-results/e2e, so a failure can be seen without
 * screenshots taken on every run. The error is printed here because vitest reports only a test's last try: a
 * failure that passed on its retry in CI would otherwise leave no trace of why it failed.
 */
import { afterEach } from 'vitest';
import { screenshotOpenPages } from './e2e-app.ts';

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const errors = (task.result.errors ?? []).map((error) => (error.stack ?? `${error.name}: ${error.message}`).split('\n').filter((line) => !line.includes('/node_modules/')).slice(0, 8).join('\n'));
  console.error(`[e2e] "${task.fullName}" failed on try ${(task.result.retryCount ?? 0) + 1}:\n${errors.join('\n') || '(no error recorded)'}`);
  const written = await screenshotOpenPages(task.file.name, task.fullTestName ?? task.name);
  if (written.length > 0) console.error(`[e2e] "${task.fullName}" failed; the open pages: ${written.join(', ')}`);
});
