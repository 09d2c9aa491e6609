import type { Newable } from 'inversify';
import type { Resettable } from './stores/store-registry.ts';

/**
 * One feature of the client core, listed once in `workspaceCoreModule`'s features (core/client/workspace-module.ts):
 * its folder (`core/client/<feature>/`) holds its stores, services and messages, and this says which to bind.
 */
export interface ClientFeature {
  readonly name: string;
  /** Its stores a user switch clears: each also joins `StoreRegistry` when first built. */
  readonly stores?: readonly Newable<Resettable>[];
  /** Its other singletons. */
  readonly services?: readonly Newable[];
}
