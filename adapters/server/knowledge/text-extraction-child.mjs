// The entry of ChildProcessTextExtractor's children. They start without the parent's execArgv (`npm run
// start:dev` has `--import tsx`, vitest compiles TypeScript its own way), so this entry registers tsx itself,
// as features/register-tsx.mjs does, and then loads the TypeScript program. `npm run build` writes its own.
import { register } from 'tsx/esm/api';

register();
await import('./text-extraction-child.ts');
