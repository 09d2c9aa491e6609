/**
 * A setup file of the e2e project (vite.config.ts): when a test fails, each page its file's browsers still have
 * open is photographed into test-results/e2e, so a failure can be seen without screenshots taken on every run.
 */
import { afterEach } from 'vitest';
import { screenshotOpenPages } from './e2e-app.ts';

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const written = await screenshotOpenPages(task.file.name, task.fullTestName ?? task.name);
  if (written.length > 0) console.error(`[e2e] "${task.fullName}" failed; the open pages: ${written.join(', ')}`);
});
