import type { ConnectionsStore } from '../../core/client/integrations/connections-store.ts';

/** One connections read shared by every answer's button (a chat shows many). */
const connectionsInFlight = new WeakMap<ConnectionsStore, Promise<unknown>>();

/**
 * Whether an answer offers "Create an Instantly campaign draft": only when the space has Instantly connected.
 * Kept apart from the draft's dialog so the chat route carries only this much until the dialog opens.
 */
export class CampaignDraftAvailabilityViewModel {
  constructor(private readonly connections: ConnectionsStore) {}

  get available(): boolean {
    return this.connections.connection('instantly')?.status === 'connected';
  }

  /** Reads the connections once for all the chat's buttons when nothing is known yet. */
  init(): void {
    if (this.connections.connections.length > 0 || connectionsInFlight.has(this.connections)) return;
    const pending = this.connections.fetch().catch(() => undefined).finally(() => connectionsInFlight.delete(this.connections));
    connectionsInFlight.set(this.connections, pending);
  }
}
