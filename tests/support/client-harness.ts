import type { ServiceIdentifier } from 'inversify';
import 'reflect-metadata';
import { Container } from 'inversify';
import { signInCoreModule } from '../../core/client/sign-in-module.ts';
import { ResettableStore, StoreRegistry } from '../../core/client/stores/store-registry.ts';
import { workspaceCoreModule } from '../../core/client/workspace-module.ts';
import { HttpPort } from '../../core/client/ports/http.port.ts';
import { UploadPort } from '../../core/client/ports/upload.port.ts';
import { StoragePort, SessionStoragePort } from '../../core/client/ports/storage.port.ts';
import { Clock } from '../../core/client/ports/clock.port.ts';
import { IdGenerator } from '../../core/client/ports/id-generator.port.ts';
import { EventBus } from '../../core/client/ports/event-bus.port.ts';
import { RouteProvider } from '../../core/client/ports/client-context.port.ts';
import { ApiConfig } from '../../core/client/api/api-config.ts';
import { AuthSession } from '../../core/client/auth/auth-session.ts';
import { ApiClient } from '../../core/client/api/api-client.ts';
import { SpacesService } from '../../core/client/spaces/spaces-service.ts';
import { MemoryStorage } from '../../adapters/client/memory-storage.ts';
import { ManualClock } from '../../adapters/client/manual-clock.ts';
import { MittEventBus } from '../../adapters/client/mitt-event-bus.ts';
import { FixedRoute } from '../../adapters/client/fixed-route.ts';
import { ScriptedHttp, ok } from './scripted-http.ts';
import type { AppEvents } from '../../core/client/app-events.ts';
import { SocketPort } from '../../core/client/chat/socket.port.ts';
import { DesktopNotifier } from '../../core/client/chat/desktop-notifier.port.ts';
import { Toaster } from '../../core/client/ports/toaster.port.ts';
import { SilentDesktopNotifier } from '../../adapters/client/silent-desktop-notifier.ts';
import type { Space } from '../../core/domain/spaces/space.ts';
import type { SessionUser } from '../../core/domain/auth/user.ts';

export const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);

/** An unsigned JWT-shaped token whose payload carries `exp` (the client only decodes it). */
export function tokenExpiringAt(expMs: number, sub = 'u1', role?: string): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64({ sub, exp: Math.floor(expMs / 1000), ...(role ? { role } : {}) })}.sig`;
}

export function space(id: string, extra: Partial<Space> = {}): Space {
  return {
    id,
    name: id,
    slug: id,
    description: null,
    is_default: false,
    onboarding_completed: false,
    onboarding_progress: { questionStatuses: [], totalQuestions: 18 },
    ...extra,
  };
}

export const OWNER: SessionUser = { id: 'u1', email: 'olga@acme.io', name: 'Olga', role: 'org_owner', org_id: 'o1' };

/** The client core over in-memory fakes, with a hand-advanced clock. */
/** The chat's ports, which every client container binds (the chat store is one of the stores of spec 3). */
export interface ChatPorts {
  sockets?: SocketPort;
  desktop?: DesktopNotifier;
  toaster?: Toaster;
}

const NO_SOCKETS: SocketPort = {
  open: () => {
    throw new Error('this harness opens no socket: use chatHarness');
  },
};

/**
 * `workspace: 'later'` loads only the sign-in core, as the web app does at start; `loadWorkspace()` then loads the
 * rest as its signed-in half does (web/signed-in-root.ts). By default both load at once.
 */
export function clientHarness(chatPorts: ChatPorts = {}, options: { workspace?: 'at-start' | 'later' } = {}) {
  const http = new ScriptedHttp();
  const storage = new MemoryStorage();
  const session = new MemoryStorage();
  const clock = new ManualClock(NOW);
  const bus = new MittEventBus();
  const route = new FixedRoute('/dashboard');
  let n = 0;
  const container = new Container();
  container.bind(HttpPort).toConstantValue(http);
  const uploads: { kind: string; request: any }[] = [];
  container.bind(UploadPort).toConstantValue({
    async postMultipart(request) {
      uploads.push({ kind: 'multipart', request });
      request.onProgress?.(50);
      request.onProgress?.(100);
      return { status: 201, body: { id: 'doc-1', filename: request.file.name } };
    },
    async putSigned(request) {
      uploads.push({ kind: 'signed', request });
      request.onProgress?.(100);
      return { status: 200, body: null };
    },
  });
  container.bind(StoragePort).toConstantValue(storage);
  container.bind(SessionStoragePort).toConstantValue(session);
  container.bind(Clock).toConstantValue(clock);
  container.bind(IdGenerator).toConstantValue({ next: () => `id-${++n}` });
  container.bind(EventBus).toConstantValue(bus);
  container.bind(RouteProvider).toConstantValue(route);
  container.bind(ApiConfig).toConstantValue({ baseUrl: '' });
  container.bind(SocketPort).toConstantValue(chatPorts.sockets ?? NO_SOCKETS);
  container.bind(DesktopNotifier).toConstantValue(chatPorts.desktop ?? new SilentDesktopNotifier('granted'));
  container.bind(Toaster).toConstantValue(chatPorts.toaster ?? { show: () => undefined });
  const loadWorkspace = () => {
    container.load(workspaceCoreModule);
    // As the web app's signed-in half does when it loads: every store of section 3 built, each in the registry.
    container.get(StoreRegistry).registerAll(container.getAll(ResettableStore));
  };
  container.load(signInCoreModule);
  if (options.workspace !== 'later') loadWorkspace();
  const events: { type: keyof AppEvents; payload: unknown }[] = [];
  for (const type of ['auth-state-changed', 'LOGOUT_COMPLETE', 'SESSION_EXPIRED', 'spaces-ready', 'spaces-error', 'spaces-refreshed', 'space-switched'] as const) {
    bus.on(type, (payload) => events.push({ type, payload }));
  }
  return {
    container,
    http,
    storage,
    session,
    clock,
    bus,
    route,
    events,
    uploads,
    auth: container.get(AuthSession),
    api: container.get(ApiClient),
    spaces: container.get(SpacesService),
    loadWorkspace,
    get<T>(id: ServiceIdentifier<T>): T {
      return container.get<T>(id);
    },
    /** A server that signs in `user` and lists `spaces`. */
    serveSignIn(user: SessionUser = OWNER, spaces: Space[] = [space('s1', { is_default: true })], opts: { firstLogin?: boolean; exp?: number } = {}) {
      const access = tokenExpiringAt(opts.exp ?? NOW + 15 * 60_000, user.id);
      http.on('POST', '/login', ok({ access_token: access, refresh_token: 'r1', user, is_first_login: opts.firstLogin ?? false }));
      http.on('POST', '/register', ok({ access_token: access, refresh_token: 'r1', user }, 201));
      http.on('GET', '/me', ok(user));
      http.on('GET', '/spaces/', ok(spaces));
      http.on('POST', '/logout', ok({ message: 'Logged out' }));
      return this;
    },
  };
}

/** Lets queued promise callbacks run (no timers involved). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await new Promise((resolve) => setImmediate(resolve));
}
