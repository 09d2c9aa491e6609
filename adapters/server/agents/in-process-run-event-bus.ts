import { EventEmitter } from 'node:events';
import type { RunEventBus } from '../../../core/server/agents/ports.ts';
import type { RunEventRecord } from '../../../core/server/agents/records.ts';

/** Run events within one process (the embedded default). */
export class InProcessRunEventBus implements RunEventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(event: RunEventRecord): void {
    this.emitter.emit(event.sessionId, event);
  }

  subscribe(sessionId: string, listener: (event: RunEventRecord) => void): () => void {
    this.emitter.on(sessionId, listener);
    return () => this.emitter.off(sessionId, listener);
  }
}
