import { inject, injectable } from 'inversify';
import { Clock } from '../ports/clock.port.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** A structured log entry (spec section 3). */
export interface LogEntry {
  timestamp: string;
  level: LogLevel;
  message: string;
  context?: Record<string, unknown>;
}

export const MAX_LOG_ENTRIES = 1000;
export const LOG_PREVIEW_LENGTH = 100;

/** Cuts chat and message text for logs at 100 characters (spec 9). */
export function logPreview(text: string): string {
  return text.length > LOG_PREVIEW_LENGTH ? text.slice(0, LOG_PREVIEW_LENGTH) : text;
}

/** The client's in-memory log: the newest 1000 entries. Sending them to the server is disabled (spec 7.1). */
@injectable()
export class ClientLog {
  private readonly entries: LogEntry[] = [];

  constructor(@inject(Clock) private readonly clock: Clock) {}

  log(level: LogLevel, message: string, context?: Record<string, unknown>): void {
    this.entries.push({ timestamp: new Date(this.clock.now()).toISOString(), level, message, context });
    if (this.entries.length > MAX_LOG_ENTRIES) this.entries.splice(0, this.entries.length - MAX_LOG_ENTRIES);
  }

  all(): readonly LogEntry[] {
    return this.entries;
  }
}
