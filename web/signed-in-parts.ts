import type { ServiceIdentifier } from 'inversify';
import type { Clock } from '../core/client/ports/clock.port.ts';
import type { Navigator } from './view-models/navigator.ts';
import type { Notifier } from './view-models/notifier.ts';
import type { SessionViewModel } from './view-models/session.view-model.ts';

/**
 * What a feature's signed-in page is composed from (its `*-page.tsx`, part of the composition root like the
 * server's feature modules): the client core's services by their token, and the shell's app-wide parts.
 */
export interface SignedInParts {
  get<T>(token: ServiceIdentifier<T>): T;
  readonly session: SessionViewModel;
  readonly notifier: Notifier;
  readonly navigator: Navigator;
  readonly clock: Clock;
}
