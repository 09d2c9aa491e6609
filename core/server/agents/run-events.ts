import { inject, injectable } from 'inversify';
import { RunEventBus } from './ports.ts';
import { RunEventRepository } from './run-event-repository.ts';
import { Clock } from '../ports/clock.ts';
import type { RunEventRecord } from './records.ts';

/** Every run event is stored with the session's next sequence number, then published: a reconnect can resume. */
@injectable()
export class RunEvents {
  constructor(
    @inject(RunEventRepository) private readonly events: RunEventRepository,
    @inject(RunEventBus) private readonly bus: RunEventBus,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async emit(sessionId: string, requestId: string | null, type: string, payload: Record<string, unknown> = {}): Promise<RunEventRecord> {
    const event = await this.events.append({ sessionId, requestId, type, payload: { type, request_id: requestId, ...payload }, createdAt: this.clock.now() });
    this.bus.publish(event);
    return event;
  }
}
