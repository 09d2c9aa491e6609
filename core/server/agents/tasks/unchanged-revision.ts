import type { PreviousAnswer, TaskOutput } from './agent-task.ts';

/** A summary that already says the answer comes back as it was. */
const SAYS_SO = /\bunchanged\b|\balready\b|\bcould not\b|\bcan(?:no|')t\b|\bnothing to\b|\bno copy above\b/i;

/**
 * A change asked of the previous answer that came back word for word the same ('Make it for photographers' with no
 * fact that sets them apart) is said to be unchanged, not claimed ('Here is the plan again, now for photographers'),
 * and lists no changes.
 */
export function unchangedSaidSo(output: TaskOutput, previous: PreviousAnswer): TaskOutput {
  if (output.deliverable.trim() !== previous.deliverable.trim() || SAYS_SO.test(output.summary)) return output;
  const at = output.notes.indexOf('**What changed**');
  return {
    ...output,
    summary: 'I could not make that change offline: written again, it came out the same as the answer above, so it is below unchanged. Say exactly what to change (a line, a fact to add, what is different for these readers), or ask again with a model connected.',
    // (The change notes come last, their lines after their heading.)
    notes: at < 0 ? output.notes : output.notes.slice(0, at),
  };
}
