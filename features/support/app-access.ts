import type { ServiceIdentifier } from 'inversify';

/**
 * What a screen's driver (knowledge base, brand voice, billing) takes from the opened app: the services
 * of its client core (the same instances its screens use), the way user actions are run (a refusal
 * shows as the session view's error), and time.
 */
export interface AppAccess {
  get<T>(id: ServiceIdentifier<T>): T;
  /** Runs a user action on a route; a refusal by the app (an ApiError) is kept as the text shown. */
  attempt(route: string, action: () => Promise<unknown>): Promise<void>;
  /** The text the app shows for the last failed action, or null. */
  lastError(): string | null;
  letTimePass(ms: number): Promise<void>;
}
