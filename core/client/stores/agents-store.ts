import { inject, injectable } from 'inversify';
import type { Resettable } from './store-registry.ts';
import { EventBus } from '../ports/event-bus.port.ts';

/** The agents of the current space and their chat sessions; a space switch clears both (spec 4.4). */
@injectable()
export class AgentsStore implements Resettable {
  readonly storeName = 'agents';
  agents: { slug: string; name: string }[] = [];
  sessions: { id: string; title: string; agentSlug: string; createdAt: string; updatedAt: string }[] = [];

  constructor(@inject(EventBus) bus: EventBus) {
        bus.on('space-switched', () => this.reset());
  }

  reset(): void {
    this.agents = [];
    this.sessions = [];
  }
}
