import mitt from 'mitt';
import type { EventBus, Unsubscribe } from '../../core/client/ports/event-bus.port.ts';
import type { AppEvents } from '../../core/client/app-events.ts';

/** EventBus over mitt. */
export class MittEventBus implements EventBus {
  private readonly emitter = mitt<AppEvents>();

  emit<K extends keyof AppEvents>(type: K, payload: AppEvents[K]): void {
    this.emitter.emit(type, payload);
  }

  on<K extends keyof AppEvents>(type: K, handler: (payload: AppEvents[K]) => void): Unsubscribe {
    this.emitter.on(type, handler);
    return () => this.emitter.off(type, handler);
  }
}
