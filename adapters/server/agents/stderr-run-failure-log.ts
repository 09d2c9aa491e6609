import type { RunFailureLog } from '../../../core/server/agents/ports.ts';
import { ModelFailure } from '../../../core/server/agents/model-failure.ts';

/** One JSON line per error of a run on stderr, beside the HTTP log's lines: what the person was not shown. */
export class StderrRunFailureLog implements RunFailureLog {
  failed(requestId: string, error: unknown): void {
    const detail = error instanceof ModelFailure ? error.detail : error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`${JSON.stringify({ level: 50, time: new Date().toISOString(), msg: 'agent run error', request_id: requestId, kind: error instanceof ModelFailure ? error.kind : 'error', detail })}\n`);
  }
}
