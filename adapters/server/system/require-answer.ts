/**
 * A configured dependency (DATABASE_URL, REDIS_URL) that does not answer at start is a misconfiguration, not
 * something to retry in the background while the process says "ok": `ask` must settle within `timeoutMs`, or the
 * start stops with one line naming the setting (its password masked) and what to do.
 */
export async function requireAnswer(setting: string, url: string, advice: string, ask: () => Promise<unknown>, timeoutMs = 5_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      ask(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
      }),
    ]);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${setting} (${withoutPassword(url)}) cannot be reached: ${reason}. ${advice}`);
  } finally {
    clearTimeout(timer);
  }
}

/** A connection URL as it may be printed: a password in it is replaced. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unreadable URL';
  }
}
