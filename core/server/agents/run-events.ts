import { inject, injectable } from 'inversify';
import { RunEventBus } from './ports.ts';
import { RunEventRepository } from './run-event-repository.ts';
import { Clock } from '../ports/clock.ts';
import type { RunEventRecord } from './records.ts';
import type { RunEventBody } from '../../domain/agents/run-event.ts';

/**
 * Every run event is stored with the session's next sequence number, then published: a reconnect can resume. Only
 * an event of the wire contract (core/domain/agents/run-event.ts) can be emitted; its request id is added here.
 */
@injectable()
export class RunEvents {
  constructor(
    @inject(RunEventRepository) private readonly events: RunEventRepository,
    @inject(RunEventBus) private readonly bus: RunEventBus,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async emit(sessionId: string, requestId: string | null, event: RunEventBody): Promise<RunEventRecord> {
    const { type, ...fields } = event;
    const stored = await this.events.append({ sessionId, requestId, type, payload: { type, request_id: requestId, ...fields }, createdAt: this.clock.now() });
    this.bus.publish(stored);
    return stored;
  }
}
