import type { CoreToast, Toaster } from '../../core/client/ports/toaster.port.ts';

/**
 * The CLI's Toaster: a toast the core asks for (spec 8.5) becomes one line. For people it goes to
 * stderr ("Artifact generated successfully! Your EMAIL is ready for download."), so stdout keeps only
 * the command's result; with --json it is one JSON line on stdout, among the chat's other events.
 */
export class ConsoleToaster implements Toaster {
  constructor(
    private readonly json: boolean,
    /** The run's own output (see CliIo), never the process's directly. */
    private readonly write: { stdout(text: string): void; stderr(text: string): void; stderrIsTerminal?: boolean },
  ) {}

  show(toast: CoreToast): void {
    if (this.json) {
      this.write.stdout(`${JSON.stringify({ event: 'toast', intent: toast.intent, message: toast.message, description: toast.description ?? null })}\n`);
      return;
    }
    const mark = toast.intent === 'danger' ? '!' : toast.intent === 'success' ? '+' : '-';
    // On a terminal the chat's live progress line is cleared first; the next stage redraws it.
    const clearLine = this.write.stderrIsTerminal ? '\r\x1b[2K' : '';
    this.write.stderr(`${clearLine}${mark} ${toast.message}${toast.description ? ` ${toast.description}` : ''}\n`);
  }
}
