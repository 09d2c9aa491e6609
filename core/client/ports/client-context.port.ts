import type { ServiceIdentifier } from 'inversify';

/** Where the user is in the app, sent as X-Client-Route. */
export interface RouteProvider {
  currentRoute(): string;
}
export const RouteProvider: ServiceIdentifier<RouteProvider> = Symbol.for('RouteProvider');
