import type { TaskOutput } from '../agent-task.ts';
import { STARTERS } from './starters.ts';

/** A task that works on a text was given none: say so plainly and how to give it, never work on the request itself. */
export function noMaterial(what: 'rewrite' | 'check' | 'analyse'): TaskOutput {
  return {
    summary: `There is no text to ${what} yet: paste it after your request, or name a document from the knowledge base.`,
    deliverable: '',
    notes: [`For example: ${STARTERS[what]}`, `Or, without a text: ${STARTERS.guide}`],
    used: [],
    steps: [{ tool: 'material', summary: 'no pasted text or document' }],
    artifacts: [],
  };
}
