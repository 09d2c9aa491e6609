import type { SessionUser } from '../../core/domain/user.ts';

export interface Registration {
  name: string;
  email: string;
  password: string;
  organization: string;
}

/** What the person using the app can see of their session. */
export interface SessionView {
  state: string;
  user: SessionUser | null;
  /** The text the app shows for the last failed action (the core's message), or null. */
  error: string | null;
  spaces: string[];
  currentSpace: string | null;
}

/**
 * The specs' port to the product: one person using the app on one device. Actions never throw for
 * a refused request (the refusal shows in `view().error`); they throw only when the driver itself breaks.
 * Implemented over the client core with an in-memory server (core-driver) and over real HTTP (http-driver).
 */
export interface Driver {
  /** An account that exists before the scenario starts, created from another device. */
  givenAccount(account: Registration): Promise<void>;
  /** Opens the app on this device: a fresh client core over the device's stored data, then initialize. */
  openApp(): Promise<void>;
  register(account: Registration): Promise<void>;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  createSpace(name: string, slug: string): Promise<void>;
  switchSpace(name: string): Promise<void>;
  view(): SessionView;
  /** Names of the app events broadcast since the app was opened, in order. */
  events(): string[];
  /** Whether the device keeps a sign-in token. */
  hasStoredTokens(): boolean;
  dispose(): Promise<void>;
}
