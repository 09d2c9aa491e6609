import type { ServiceIdentifier } from 'inversify';

/** A toast the core asks for (spec 8.5); the web shows it with Blueprint, the CLI prints it. */
export interface CoreToast {
  intent: 'success' | 'danger' | 'primary' | 'none';
  message: string;
  description?: string;
  /** Milliseconds; the shell's default (4000 ms) when absent. */
  timeoutMs?: number;
  /** A button that goes to a route of the app (the web shows it; the CLI prints the route). */
  action?: { text: string; route: string };
}

export interface Toaster {
  show(toast: CoreToast): void;
}
export const Toaster: ServiceIdentifier<Toaster> = Symbol.for('Toaster');
