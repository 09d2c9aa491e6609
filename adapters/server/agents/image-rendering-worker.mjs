// The entry of PiscinaImageRenderer's worker threads. Like text-extraction-worker.mjs, it registers tsx itself
// (threads start without the parent's execArgv) and then loads the TypeScript task; the build compiles the task
// and writes a plain entry in its place.
import { register } from 'tsx/esm/api';

register();
const { renderPngTask } = await import('./image-rendering-task.ts');

export default renderPngTask;
