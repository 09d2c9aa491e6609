/**
 * The browser's composition root: binds the client core's ports to browser adapters, builds the
 * view-models, the router with its guard, and renders. The only place that calls `container.get`.
 */
import 'reflect-metadata';
import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Container } from 'inversify';
import { autorun } from 'mobx';
import { Classes, FocusStyleManager, OverlaysProvider } from '@blueprintjs/core';
import { clientCoreModule } from '../core/client/client-module.ts';
import { HttpPort } from '../core/client/ports/http.port.ts';
import { UploadPort } from '../core/client/ports/upload.port.ts';
import { SessionStoragePort, StoragePort } from '../core/client/ports/storage.port.ts';
import { Clock } from '../core/client/ports/clock.port.ts';
import { IdGenerator } from '../core/client/ports/id-generator.port.ts';
import { EventBus } from '../core/client/ports/event-bus.port.ts';
import { RouteProvider } from '../core/client/ports/client-context.port.ts';
import { ApiConfig } from '../core/client/api/api-config.ts';
import { AuthSession } from '../core/client/auth/auth-session.ts';
import { SpacesService } from '../core/client/spaces/spaces-service.ts';
import { ClientStores } from '../core/client/stores/client-stores.ts';
import { FetchHttp } from '../adapters/client/fetch-http.ts';
import { XhrUpload } from '../adapters/client/xhr-upload.ts';
import { WebStorage } from '../adapters/client/web-storage.ts';
import { SystemClock } from '../adapters/client/system-clock.ts';
import { CryptoIdGenerator } from '../adapters/client/crypto-id-generator.ts';
import { MittEventBus } from '../adapters/client/mitt-event-bus.ts';
import { BrowserRoute } from './adapters/browser-route.ts';
import { MediaColorScheme } from './adapters/media-color-scheme.ts';
import { DeferredNavigator } from './view-models/navigator.ts';
import { SessionViewModel } from './view-models/session.view-model.ts';
import { DashboardViewModel } from './view-models/dashboard.view-model.ts';
import { LogoutDialogViewModel } from './view-models/logout-dialog.view-model.ts';
import { ThemeViewModel } from './view-models/theme.view-model.ts';
import { LoginFormViewModel } from './view-models/login-form.view-model.ts';
import { RegisterFormViewModel } from './view-models/register-form.view-model.ts';
import type { ScreenViewModelFactories, ViewModels } from './view-models/view-models.ts';
import { ViewModelProvider } from './view-model-context.tsx';
import { createGuardLoader } from './routing/navigation-guard.ts';
import { createAppRouter } from './routing/router.tsx';

const container = new Container();
container.bind(HttpPort).toConstantValue(new FetchHttp());
container.bind(UploadPort).toConstantValue(new XhrUpload());
container.bind(StoragePort).toConstantValue(new WebStorage(window.localStorage));
container.bind(SessionStoragePort).toConstantValue(new WebStorage(window.sessionStorage));
container.bind(Clock).toConstantValue(new SystemClock());
container.bind(IdGenerator).toConstantValue(new CryptoIdGenerator());
container.bind(EventBus).toConstantValue(new MittEventBus());
container.bind(RouteProvider).toConstantValue(new BrowserRoute(window.location));
container.bind(ApiConfig).toConstantValue({ baseUrl: '' });
container.load(clientCoreModule);

// Built once at start so every store is registered for the user-switch reset.
container.get(ClientStores);
const auth = container.get(AuthSession);
const spaces = container.get(SpacesService);
const bus = container.get(EventBus);

const navigator = new DeferredNavigator();
const session = new SessionViewModel(auth, bus, navigator);
const viewModels: ViewModels = {
  session,
  dashboard: new DashboardViewModel(spaces, bus),
  logoutDialog: new LogoutDialogViewModel(session),
  theme: new ThemeViewModel(new MediaColorScheme(window)),
};
const factories: ScreenViewModelFactories = {
  loginForm: () => new LoginFormViewModel(auth, navigator),
  registerForm: () => new RegisterFormViewModel(auth, navigator),
};

// Authentication starts now; the guard holds the first navigation until it is done.
void session.initialize();
const router = createAppRouter(
  createGuardLoader({
    ready: () => session.initialize(),
    authState: () => session.state,
    role: () => session.role,
    hasCurrentSpace: () => spaces.current !== null,
  }),
);
navigator.attach({
  pathname: () => router.state.location.pathname,
  query: () => Object.fromEntries(new URLSearchParams(router.state.location.search)),
  navigate: (to, options) => void router.navigate(to, options),
});

autorun(() => document.body.classList.toggle(Classes.DARK, viewModels.theme.isDark));
FocusStyleManager.onlyShowFocusOnTabs();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <OverlaysProvider>
      <ViewModelProvider viewModels={viewModels} factories={factories}>
        <RouterProvider router={router} />
      </ViewModelProvider>
    </OverlaysProvider>
  </StrictMode>,
);
