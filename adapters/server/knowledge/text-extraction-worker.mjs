// The entry of PiscinaTextExtractor's worker threads. The pool starts them without the parent's execArgv
// (`npm start` has `--import tsx`, vitest compiles TypeScript its own way), so this entry registers tsx
// itself, as features/register-tsx.mjs does, and then loads the TypeScript task: the same everywhere.
import { register } from 'tsx/esm/api';

register();
const { extractTextTask } = await import('./text-extraction-task.ts');

export default extractTextTask;
