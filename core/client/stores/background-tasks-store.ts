import { inject, injectable } from 'inversify';
import { RegisteredStore, StoreRegistry } from './store-registry.ts';

/** Agent runs moved to the background (spec 2.3, 4.7); the chat core fills it. */
@injectable()
export class BackgroundTasksStore extends RegisteredStore {
  tasks: { sessionId: string; agentSlug: string; status: string }[] = [];

  constructor(@inject(StoreRegistry) registry: StoreRegistry) {
    super(registry, 'background-tasks');
  }

  reset(): void {
    this.tasks = [];
  }
}
