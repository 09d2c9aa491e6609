/**
 * The child's half of ChildProcessPool: answers each task the parent sends with its result, or with the
 * error's text (an error crossing processes keeps nothing else), and exits when the parent goes.
 */
export function serveTasks<Task, Result>(handle: (task: Task) => Promise<Result>): void {
  process.on('message', async (message: { task: Task }) => {
    try {
      process.send!({ result: await handle(message.task) });
    } catch (error) {
      process.send!({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
  process.on('disconnect', () => process.exit(0));
}
