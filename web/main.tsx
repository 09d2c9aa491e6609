/**
 * The browser's composition root: binds the client core's ports to browser adapters, builds what every page needs
 * (the session, the public pages' view-models), the router with its guard, and renders. The signed-in shell's
 * half (signed-in-root.ts) loads with the shell, so a first visit to Login downloads none of it. With
 * signed-in-root.ts, the only place that calls `container.get`.
 */
// Inversify's own import of the metadata API, before any decorated class is evaluated (the full polyfill would add old runtimes' Map and Set).
import 'reflect-metadata/lite';
// Before anything renders an icon: the loader that gives only the icons the app uses.
import './icons/icon-loader.ts';
import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { useLocation, useRoutes } from 'react-router-dom';
import { Container } from 'inversify';
import { autorun } from 'mobx';
import { Messages } from '../core/domain/messages.ts';
import { Classes, FocusStyleManager, OverlaysProvider } from '@blueprintjs/core';
import { signInCoreModule } from '../core/client/sign-in-module.ts';
import { HttpPort } from '../core/client/ports/http.port.ts';
import { SessionStoragePort, StoragePort } from '../core/client/ports/storage.port.ts';
import { Clock } from '../core/client/ports/clock.port.ts';
import { IdGenerator } from '../core/client/ports/id-generator.port.ts';
import { EventBus } from '../core/client/ports/event-bus.port.ts';
import { RouteProvider } from '../core/client/ports/client-context.port.ts';
import { ApiConfig } from '../core/client/api/api-config.ts';
import { AuthSession } from '../core/client/auth/auth-session.ts';
import { AccountRequests } from '../core/client/auth/account-requests.ts';
import { SpacesService } from '../core/client/spaces/spaces-service.ts';
import { FetchHttp } from '../adapters/client/fetch-http.ts';
import { WebStorage } from '../adapters/client/web-storage.ts';
import { SystemClock } from '../adapters/client/system-clock.ts';
import { CryptoIdGenerator } from '../adapters/client/crypto-id-generator.ts';
import { MittEventBus } from '../adapters/client/mitt-event-bus.ts';
import { BrowserRoute } from './adapters/browser-route.ts';
import { MediaColorScheme } from './adapters/media-color-scheme.ts';
import { SessionViewModel } from './view-models/session.view-model.ts';
import { ThemeViewModel } from './shell/theme.view-model.ts';
import { PendingToasts, type PageReloader } from './view-models/notifier.ts';
import { BlueprintNotifier } from './adapters/blueprint-notifier.ts';
import type { SignInViewModels } from './view-models/view-models.ts';
import type { PublicParts } from './sign-in/public-parts.ts';
import type { SignedInScope } from './signed-in-root.ts';
import { ViewModelProvider } from './view-model-context.tsx';
import { NavigationGuard, type GuardContext } from './routing/navigation-guard.tsx';
import { createAppRoutes } from './routing/router.tsx';
import { RouteErrorBoundary } from './routing/route-error-boundary.tsx';
import { RouterNavigator, RouterNavigatorBinding } from './routing/router-navigator.tsx';
import { PreloadingBrowserRouter } from './routing/preloading-browser-router.tsx';
import { StartingUp } from './shell/starting-up.tsx';

// The view-models' Navigator: reads the address from the page, navigates through the router once it has mounted.
const navigator = new RouterNavigator(window.location);
const notifier = new BlueprintNotifier((to) => navigator.navigate(to));

const container = new Container();
container.bind(HttpPort).toConstantValue(new FetchHttp());
container.bind(StoragePort).toConstantValue(new WebStorage(window.localStorage));
container.bind(SessionStoragePort).toConstantValue(new WebStorage(window.sessionStorage));
container.bind(Clock).toConstantValue(new SystemClock());
container.bind(IdGenerator).toConstantValue(new CryptoIdGenerator());
container.bind(EventBus).toConstantValue(new MittEventBus());
container.bind(RouteProvider).toConstantValue(new BrowserRoute(window.location));
container.bind(ApiConfig).toConstantValue({ baseUrl: '', pageOrigin: window.location.origin });
container.load(signInCoreModule);

const auth = container.get(AuthSession);
const spaces = container.get(SpacesService);
const pendingToasts = new PendingToasts(container.get(SessionStoragePort));
const page: PageReloader = { reload: () => window.location.reload() };
const session = new SessionViewModel(auth, container.get(EventBus), navigator);
const viewModels: SignInViewModels = { session, theme: new ThemeViewModel(new MediaColorScheme(window)) };
const publicParts: PublicParts = { auth, accountRequests: () => container.get(AccountRequests), navigator };

/** The signed-in half, built once, the first time the shell loads (in parallel with the guard's checks). */
let signedIn: Promise<SignedInScope> | null = null;
function signedInScope(): Promise<SignedInScope> {
  signedIn ??= import('./signed-in-root.ts').then(({ buildSignedInScope }) =>
    buildSignedInScope({ container, session, theme: viewModels.theme, navigator, notifier, pendingToasts, page }),
  );
  return signedIn;
}

// Authentication starts now; the guard holds the first page until it is done.
void session.initialize();
const guard: GuardContext = {
  ready: () => session.initialize(),
  authState: () => session.state,
  role: () => session.role,
  hasCurrentSpace: () => spaces.current !== null,
  refused: () => notifier.show({ message: Messages.orgAdminsOnly, intent: 'warning' }),
};
const { routes, preload } = createAppRoutes(async () => {
  const [{ AppShell }, scope] = await Promise.all([import('./shell/app-shell.tsx'), signedInScope()]);
  return function SignedInRoot() {
    return (
      <ViewModelProvider viewModels={scope.viewModels} publicParts={publicParts} parts={scope.parts}>
        <AppShell />
      </ViewModelProvider>
    );
  };
});
// The first page's code loads beside the session's checks, not after them.
void preload(window.location.pathname);

function Pages() {
  const location = useLocation();
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary location={location.pathname}>
      <NavigationGuard context={guard}>
        <Suspense fallback={<StartingUp />}>{page}</Suspense>
      </NavigationGuard>
    </RouteErrorBoundary>
  );
}

autorun(() => document.body.classList.toggle(Classes.DARK, viewModels.theme.isDark));
// Toasts put aside before a reload (space switch or creation, decisions D6) show now, once.
void session.initialize().finally(() => {
  for (const toast of pendingToasts.takeAll()) notifier.show(toast);
});
FocusStyleManager.onlyShowFocusOnTabs();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <OverlaysProvider>
      <ViewModelProvider viewModels={viewModels} publicParts={publicParts}>
        <PreloadingBrowserRouter preload={preload}>
          <RouterNavigatorBinding navigator={navigator} />
          <Pages />
        </PreloadingBrowserRouter>
      </ViewModelProvider>
    </OverlaysProvider>
  </StrictMode>,
);
