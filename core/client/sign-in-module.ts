import { ContainerModule } from 'inversify';
import { ApiClient } from './api/api-client.ts';
import { TokenStore } from './auth/token-store.ts';
import { AuthSession } from './auth/auth-session.ts';
import { PrefetchRegistry } from './auth/prefetch-registry.ts';
import { SpacesService } from './spaces/spaces-service.ts';
import { CurrentSpace } from './spaces/current-space.ts';
import { ClientLog } from './logging/client-log.ts';
import { AccountRequests } from './auth/account-requests.ts';
import { StoreRegistry } from './stores/store-registry.ts';
import { bindSingletons } from './module-bindings.ts';

/**
 * What signing in and the public pages need: the session with its tokens and API client, the spaces the guard
 * reads before any screen loads, and the public pages' account requests. The web app loads this at start and
 * `workspaceCoreModule` with the signed-in shell.
 */
export const signInCoreModule = new ContainerModule((options) => {
  bindSingletons(options, [StoreRegistry, PrefetchRegistry, ClientLog, CurrentSpace, TokenStore, ApiClient, AuthSession, AccountRequests], [SpacesService]);
});
