import type { ServiceIdentifier } from 'inversify';
import type { AppEvents } from '../app-events.ts';

export type Unsubscribe = () => void;

/** The app's internal events (mitt behind it). */
export interface EventBus {
  emit<K extends keyof AppEvents>(type: K, payload: AppEvents[K]): void;
  on<K extends keyof AppEvents>(type: K, handler: (payload: AppEvents[K]) => void): Unsubscribe;
}
export const EventBus: ServiceIdentifier<EventBus> = Symbol.for('EventBus');
