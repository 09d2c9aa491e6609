/**
 * Retries an assertion until it passes or the time limit is reached, yielding to the event loop
 * between tries (never a fixed sleep). For state that arrives asynchronously, such as broadcast events.
 */
export async function eventually(assertion: () => void | Promise<void>, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
}
