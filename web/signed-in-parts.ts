import type { ServiceIdentifier } from 'inversify';
import type { Clock } from '../core/client/ports/clock.port.ts';
import type { SpacesService } from '../core/client/spaces/spaces-service.ts';
import type { Navigator } from './view-models/navigator.ts';
import type { Notifier, PageReloader, PendingToasts } from './view-models/notifier.ts';
import type { SessionViewModel } from './view-models/session.view-model.ts';
import type { ViewModels } from './view-models/view-models.ts';

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
  /**
   * The organization's spaces. Given here, not by token: the service is part of what every page loads first, and a
   * page importing it would split it (and the API client with it) out of that first file, which Login then fetches
   * as several.
   */
  readonly spaces: SpacesService;
  /** The shell's app-wide view-models (the current space's, the sidebar's, ...). */
  readonly viewModels: ViewModels;
  /** Toasts kept for after a reload, and the reload (a space switch or a new space reloads the page). */
  readonly pendingToasts: PendingToasts;
  readonly page: PageReloader;
}
