import { ContainerModule } from 'inversify';
import { ApiClient } from './api/api-client.ts';
import { TokenStore } from './auth/token-store.ts';
import { AuthSession } from './auth/auth-session.ts';
import { SpacesService } from './spaces/spaces-service.ts';
import { CurrentSpace } from './spaces/current-space.ts';
import { StoreRegistry } from './stores/store-registry.ts';
import { PrefetchRegistry } from './auth/prefetch-registry.ts';

/**
 * The client core's own services, one instance each per container. A composition root binds
 * the ports (HttpPort, StoragePort, Clock, IdGenerator, EventBus, RouteProvider, ApiConfig) and loads this.
 */
export const clientCoreModule = new ContainerModule((options) => {
  options.bind(StoreRegistry).toSelf().inSingletonScope();
  options.bind(PrefetchRegistry).toSelf().inSingletonScope();
  options.bind(CurrentSpace).toSelf().inSingletonScope();
  options.bind(TokenStore).toSelf().inSingletonScope();
  options.bind(ApiClient).toSelf().inSingletonScope();
  options.bind(SpacesService).toSelf().inSingletonScope();
  options.bind(AuthSession).toSelf().inSingletonScope();
});
