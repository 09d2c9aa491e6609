import type { Clock, TimerHandle } from '../ports/clock.port.ts';
import { DEFAULT_MAX_UPLOAD_BYTES, KIND_BY_EXTENSION, extensionOf } from '../../domain/knowledge/knowledge-base.ts';

/**
 * The knowledge base's client rules, shared by the web screen and the CLI: which files an upload takes
 * before anything is sent, and how a client waits for documents and URL sources the server is still
 * processing (queued or processing → ready or error). Time goes through the Clock port.
 */

/** How often the screen reads the lists again while anything is pending. */
export const KB_POLL_MS = 3000;

/** Why a picked file is refused before upload; the caller words it. */
export type FileRefusal = 'wrong-type' | 'empty' | 'too-large';

export function fileRefusal(file: { readonly name: string; readonly size: number }, maxBytes = DEFAULT_MAX_UPLOAD_BYTES): FileRefusal | null {
  if (!KIND_BY_EXTENSION[extensionOf(file.name)]) return 'wrong-type';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'too-large';
  return null;
}

/** The extensions an upload takes, as a file input's `accept` lists them (".pdf,.docx,..."). */
export function acceptedExtensions(): string {
  return Object.keys(KIND_BY_EXTENSION).map((ext) => `.${ext}`).join(',');
}

/** Still being worked on: the client reads it again until it settles. */
export function isPending(status: string): boolean {
  return status === 'queued' || status === 'processing' || status === 'uploading';
}

/** Done, one way or the other. */
export function isSettled(status: string): boolean {
  return status === 'ready' || status === 'error';
}

/** One pending re-read at a time: scheduling again replaces the previous one. */
export class PollTimer {
  private timer: TimerHandle | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly ms = KB_POLL_MS,
  ) {}

  schedule(tick: () => void): void {
    this.cancel();
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      tick();
    }, this.ms);
  }

  cancel(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}

/**
 * Reads `load` until what it returns is ready or in error, pausing `intervalMs` between reads; null when
 * it is still pending once `timeoutMs` have passed. The pause is the clock's timer: a process that must
 * stay alive while it waits passes a clock whose timers keep it running.
 */
export async function waitUntilSettled<T extends { status: string }>(
  load: () => Promise<T>,
  clock: Clock,
  { timeoutMs, intervalMs }: { timeoutMs: number; intervalMs: number },
): Promise<T | null> {
  const until = clock.now() + timeoutMs;
  for (;;) {
    const current = await load();
    if (isSettled(current.status)) return current;
    if (clock.now() >= until) return null;
    await new Promise<void>((resolve) => clock.setTimeout(resolve, intervalMs));
  }
}
