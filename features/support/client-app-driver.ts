import 'reflect-metadata';
import { Container } from 'inversify';
import { signInCoreModule } from '../../core/client/sign-in-module.ts';
import { ResettableStore, StoreRegistry } from '../../core/client/stores/store-registry.ts';
import { workspaceCoreModule } from '../../core/client/workspace-module.ts';
import { HttpPort } from '../../core/client/ports/http.port.ts';
import { UploadPort } from '../../core/client/ports/upload.port.ts';
import { SessionStoragePort, StoragePort } from '../../core/client/ports/storage.port.ts';
import { Clock } from '../../core/client/ports/clock.port.ts';
import { IdGenerator } from '../../core/client/ports/id-generator.port.ts';
import { EventBus } from '../../core/client/ports/event-bus.port.ts';
import { RouteProvider } from '../../core/client/ports/client-context.port.ts';
import { ApiConfig, API_PREFIX } from '../../core/client/api/api-config.ts';
import { AuthSession } from '../../core/client/auth/auth-session.ts';
import { SpacesService } from '../../core/client/spaces/spaces-service.ts';
import { TokenStore } from '../../core/client/auth/token-store.ts';
import { ApiError } from '../../core/domain/api-error.ts';
import { MemoryStorage } from '../../adapters/client/memory-storage.ts';
import { MittEventBus } from '../../adapters/client/mitt-event-bus.ts';
import { FixedRoute } from '../../adapters/client/fixed-route.ts';
import type { AppEvents } from '../../core/client/app-events.ts';
import type { BackgroundTaskView, ChatScreenView, CreditsView, Driver, Registration, SessionView } from './driver.ts';
import type { AppAccess } from './app-access.ts';
import { ClientKnowledgeDriver, type KnowledgeDriver } from './knowledge-driver.ts';
import { ClientBrandVoiceDriver, type BrandVoiceDriver } from './brand-voice-driver.ts';
import { ClientBillingDriver, type BillingDriver } from './billing-driver.ts';
import { ClientOrganizationDriver, type OrganizationDriver } from './organization-driver.ts';
import { ClientAdminDriver, type AdminDriver } from './admin-driver.ts';
import type { ManualClock } from '../../adapters/client/manual-clock.ts';
import { SocketPort } from '../../core/client/chat/socket.port.ts';
import { DesktopNotifier } from '../../core/client/chat/desktop-notifier.port.ts';
import { Toaster, type CoreToast } from '../../core/client/ports/toaster.port.ts';
import { ChatStore } from '../../core/client/chat/chat-store.ts';
import { BackgroundTasksStore } from '../../core/client/chat/background-tasks-store.ts';
import { SilentDesktopNotifier } from '../../adapters/client/silent-desktop-notifier.ts';
import { ControllableSockets } from './controllable-sockets.ts';
import { taskBadge, taskStatusLine } from '../../core/domain/agents/chat-rules.ts';
import { CreditsStore } from '../../core/client/credits/credits-store.ts';
import { AgentConfigurationStore } from '../../core/client/agent-configuration/agent-configuration-store.ts';
import { AuthState } from '../../core/client/auth/auth-state.ts';

/** One opened app: its own client core (a fresh container), as after a page load. */
interface OpenApp {
  container: Container;
  auth: AuthSession;
  spaces: SpacesService;
  tokens: TokenStore;
  route: FixedRoute;
  /** Whether the scenario has opened the Credits screen. */
  creditsScreenOpen?: boolean;
}

const RECORDED_EVENTS: (keyof AppEvents)[] = [
  'auth-state-changed', 'LOGOUT_COMPLETE', 'SESSION_EXPIRED', 'spaces-ready', 'spaces-error', 'spaces-refreshed', 'space-switched',
];

/**
 * The client core as the specs' driver: the same composition as the web app's, with the device's
 * storage in memory and the server reached through whatever HttpPort it is given. The two drivers
 * differ only in their transports: the real server in this process (Fastify's inject), or over loopback HTTP.
 */
export class ClientAppDriver implements Driver {
  /** What the device keeps between page loads (localStorage). */
  private readonly deviceStorage = new MemoryStorage();
  private readonly sessionStorage = new MemoryStorage();
  private app: OpenApp | null = null;
  private recorded: string[] = [];
  private lastError: string | null = null;
  private ids = 0;
  private shownToasts: CoreToast[] = [];
  readonly desktop = new SilentDesktopNotifier('granted');
  private readonly sockets: ControllableSockets;

  constructor(
    private readonly http: HttpPort,
    private readonly clock: ManualClock,
    private readonly baseUrl: string,
    socketPort: SocketPort,
    /** Each step of virtual time also gives the real server real time to work. */
    private readonly realMsPerStep = 0,
    /** How files are sent (fetch, over inject or the network); none by default. */
    private readonly uploads: UploadPort = NO_UPLOADS,
  ) {
    this.sockets = new ControllableSockets(socketPort, clock);
  }

  async givenAccount(account: Registration): Promise<void> {
    const elsewhere = new ClientAppDriver(this.http, this.clock, this.baseUrl, this.sockets, this.realMsPerStep);
    await elsewhere.openApp();
    await elsewhere.register(account);
    const { error } = elsewhere.view();
    if (error) throw new Error(`could not create the account ${account.email}: ${error}`);
    await elsewhere.signOut();
    await elsewhere.dispose();
  }

  async openApp(): Promise<void> {
    await this.dispose();
    this.app = this.build();
    this.lastError = null;
    await this.app.auth.initialize();
  }

  async register(account: Registration): Promise<void> {
    await this.attempt('/register', (app) =>
      app.auth.register({ email: account.email, password: account.password, name: account.name, org_name: account.organization }),
    );
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.attempt('/login', (app) => app.auth.login({ email, password }));
  }

  async signOut(): Promise<void> {
    await this.attempt('/dashboard', (app) => app.auth.logout());
  }

  async createSpace(name: string, slug: string): Promise<void> {
    await this.attempt('/dashboard', (app) => app.spaces.create({ name, slug }));
  }

  async switchSpace(name: string): Promise<void> {
    const app = this.opened();
    const space = app.spaces.spaces.find((s) => s.name === name);
    if (!space) throw new Error(`no space named ${name} in ${JSON.stringify(app.spaces.spaces.map((s) => s.name))}`);
    app.spaces.switchTo(space.id);
  }

  view(): SessionView {
    const app = this.opened();
    return {
      state: app.auth.state,
      user: app.auth.user,
      error: this.lastError ?? app.auth.error,
      spaces: app.spaces.spaces.map((s) => s.name),
      currentSpace: app.spaces.current?.name ?? null,
    };
  }

  /** Opens the Credits screen: the plan, its status and the gauge as the web app shows them. */
  async loadProfile(): Promise<void> {
    await this.attempt('/credits', (app) => this.openCreditsScreen(app));
  }

  /** What the Credits screen shows: the credits store's standing (plan, status, gauge) and its newest ledger line. */
  credits(): CreditsView | null {
    const app = this.opened();
    const store = app.container.get(CreditsStore);
    const standing = store.standing;
    // Signed out, the guard leaves the Credits screen for Login: nothing of the plan is shown.
    if (!app.creditsScreenOpen || app.auth.state !== AuthState.AUTHENTICATED || !standing) return null;
    return {
      plan: standing.planName,
      planType: standing.planType,
      planStatus: standing.planStatus ?? '',
      used: standing.used,
      total: standing.total,
      remaining: standing.remaining,
      gauge: standing.reading.colour,
      latestTransaction: store.transactions[0]?.activity ?? null,
    };
  }

  /**
   * Credits spent outside this app (a server-side job such as indexing): the organization's ledger is
   * charged straight through the server's deduct call (spec 7.2); the web app itself never deducts (D10).
   * Then the Credits screen is opened again, as a person coming back to it would.
   */
  async spendCredits(amount: number, description: string, feature: string): Promise<void> {
    const app = this.opened();
    const headers: Record<string, string> = { Authorization: `Bearer ${app.tokens.accessToken ?? ''}` };
    if (app.spaces.current) headers['X-Space-ID'] = app.spaces.current.id;
    const response = await this.http.send({
      method: 'POST',
      url: `${this.baseUrl}${API_PREFIX}/billing/credits/deduct`,
      headers,
      body: { amount, description, feature_type: feature },
    });
    const success = (response.body as { success?: boolean } | null)?.success;
    if (response.status !== 200 || success !== true) throw new Error(`spending ${amount} credits failed: ${response.status} ${JSON.stringify(response.body)}`);
    await this.attempt('/credits', (a) => this.openCreditsScreen(a));
  }

  async addCredits(amount: number, description: string): Promise<void> {
    await this.attempt('/credits', (app) => this.thenBackToCredits(app, () => app.container.get(CreditsStore).addCredits(amount, description)));
  }

  async changePlan(planType: string): Promise<void> {
    await this.attempt('/pricing', (app) => this.thenBackToCredits(app, () => app.container.get(CreditsStore).changePlan(planType)));
  }

  /** Opening the Credits screen makes the calls its view-model makes (CreditsViewModel.load). */
  private async openCreditsScreen(app: OpenApp): Promise<void> {
    const store = app.container.get(CreditsStore);
    app.creditsScreenOpen = true;
    const results = await Promise.allSettled([
      store.fetchPlan(),
      store.fetchCredits(),
      store.fetchUsageBreakdown(),
      store.fetchRecentActivity(),
      store.fetchTransactions({ limit: 10, offset: 0 }),
    ]);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** Acts, then goes back to the Credits screen (which loads again), whether or not the action failed. */
  private async thenBackToCredits(app: OpenApp, action: () => Promise<unknown>): Promise<void> {
    try {
      await action();
    } finally {
      app.route.route = '/credits';
      await this.openCreditsScreen(app);
    }
  }

  events(): string[] {
    return [...this.recorded];
  }

  // ---- chat ----

  async openAgent(slug: string): Promise<void> {
    this.opened().route.route = `/agents/${slug}/chat`;
    const chat = this.chat();
    await chat.loadAgents();
    await chat.selectAgent(slug);
  }

  async openAgentIfAllowed(slug: string): Promise<boolean> {
    return this.chat().selectAgent(slug);
  }

  async sendChat(text: string, mode?: string): Promise<void> {
    await this.chat().sender.send(text, { mode });
    await this.settleIo();
  }

  async letTimePass(ms: number): Promise<void> {
    const step = 100;
    for (let passed = 0; passed < ms; passed += step) {
      this.clock.advance(Math.min(step, ms - passed));
      await this.settleIo();
    }
  }

  async waitForReply(): Promise<void> {
    // A run takes what the server takes (up to a minute of virtual time).
    for (let i = 0; i < 600 && this.chat().view.isRunning; i++) await this.letTimePass(100);
    if (this.chat().view.isRunning) throw new Error(`no reply: ${JSON.stringify(this.chatView())}`);
  }

  chatView(): ChatScreenView {
    const v = this.chat().view;
    return {
      agent: v.agent?.name ?? null,
      sessionId: v.sessionId,
      sessionTitles: v.sessions.map((s) => s.title),
      messages: v.messages.map((m) => ({ id: m.id, role: m.role, content: m.content, outcome: m.outcome, artifacts: m.artifacts.length, rating: m.rating, sources: (m.sources ?? []).map((s) => ({ title: s.title })) })),
      phase: v.phase,
      locked: v.locked,
      progress: v.progress?.text ?? null,
      streaming: v.streamingText,
      plannedTransport: v.plannedTransport,
      activeTransport: v.activeTransport,
      lastTransport: v.lastTransport,
      socketStatus: v.socketStatus,
      pendingCharge: v.transaction?.credits ?? null,
      error: v.error,
      canSwitchSession: v.canSwitchSession,
      continuing: v.continuingMessageId !== null,
      isRunning: v.isRunning,
    };
  }

  async cancelChat(): Promise<void> {
    await this.chat().cancel();
    await this.settleIo();
  }

  async regenerateLastAnswer(): Promise<void> {
    await this.chat().actions.regenerate(this.lastAnswer().id);
  }

  async continueLastAnswer(): Promise<void> {
    await this.chat().actions.continueMessage(this.lastAnswer().id);
  }

  async rateLastAnswer(rating: number): Promise<void> {
    await this.chat().actions.rate(this.lastAnswer().id, rating);
  }

  async deleteLastQuestion(): Promise<void> {
    const question = this.chat().view.messages.filter((m) => m.role === 'user').at(-1);
    if (!question) throw new Error('no question to delete');
    await this.chat().actions.deleteMessage(question.id);
  }

  async newChat(): Promise<boolean> {
    return this.chat().newChat();
  }

  async openChat(title: string): Promise<boolean> {
    const session = this.chat().view.sessions.find((s) => s.title === title);
    if (!session) throw new Error(`no session titled ${title} in ${JSON.stringify(this.chat().view.sessions.map((s) => s.title))}`);
    const opened = await this.chat().openSession(session.id);
    await this.settleIo();
    return opened;
  }

  backgroundTasks(): BackgroundTaskView[] {
    return this.opened().container.get(BackgroundTasksStore).tasks.map((t) => ({ agent: t.agentName, statusLine: taskStatusLine(t), badge: taskBadge(t), preview: t.completedMessagePreview }));
  }

  backgroundFooter(): string {
    return this.opened().container.get(BackgroundTasksStore).footer;
  }

  toasts(): string[] {
    return this.shownToasts.map((t) => (t.description ? `${t.message} | ${t.description}` : t.message));
  }

  dropSockets(): void {
    this.sockets.dropAll();
  }

  blockSockets(blocked: boolean): void {
    this.sockets.blocked = blocked;
  }

  /** Manage Agents (the same calls as its view-model): the agent's switch turned off in the current space. */
  async turnAgentOff(slug: string): Promise<void> {
    await this.attempt('/agents/manage', (app) => app.container.get(AgentConfigurationStore).save(slug, { enabled: false }));
  }

  socketAttempts(): number {
    return this.sockets.opened;
  }

  private chat(): ChatStore {
    return this.opened().container.get(ChatStore);
  }

  private lastAnswer() {
    const answer = this.chat().view.messages.filter((m) => m.role === 'assistant').at(-1);
    if (!answer) throw new Error('no answer yet');
    return answer;
  }

  /** Lets pending promises (and, over a network, the server) move on. */
  private async settleIo(): Promise<void> {
    if (this.realMsPerStep > 0) await new Promise((resolve) => setTimeout(resolve, this.realMsPerStep));
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  }

  // ---- the knowledge base, brand voice and billing screens (their drivers, in their own files) ----

  private knowledgeScreen: KnowledgeDriver | null = null;

  /** One per device, so what the screen showed over time (statuses seen) is remembered across steps. */
  knowledge(): KnowledgeDriver {
    this.knowledgeScreen ??= new ClientKnowledgeDriver(this.access());
    return this.knowledgeScreen;
  }

  private brandVoiceEditor: BrandVoiceDriver | null = null;

  brandVoice(): BrandVoiceDriver {
    this.brandVoiceEditor ??= new ClientBrandVoiceDriver(this.access());
    return this.brandVoiceEditor;
  }

  private billingScreens: BillingDriver | null = null;

  billing(): BillingDriver {
    this.billingScreens ??= new ClientBillingDriver(this.access());
    return this.billingScreens;
  }

  // ---- the organization and platform admin screens (their drivers, in their own files) ----

  private organizationScreens: OrganizationDriver | null = null;
  private adminScreens: AdminDriver | null = null;

  /** One per device, so what a screen loaded stays shown across steps. */
  organization(): OrganizationDriver {
    this.organizationScreens ??= new ClientOrganizationDriver(this.access());
    return this.organizationScreens;
  }

  admin(): AdminDriver {
    this.adminScreens ??= new ClientAdminDriver(this.access());
    return this.adminScreens;
  }

  anotherDevice(): ClientAppDriver {
    return new ClientAppDriver(this.http, this.clock, this.baseUrl, this.sockets, this.realMsPerStep, this.uploads);
  }

  private access(): AppAccess {
    return {
      get: (id) => this.opened().container.get(id),
      attempt: (route, action) => this.attempt(route, () => action()),
      lastError: () => this.lastError,
      letTimePass: (ms) => this.letTimePass(ms),
    };
  }

  hasStoredTokens(): boolean {
    return this.opened().tokens.hasTokens();
  }

  async dispose(): Promise<void> {
    // The chat's sockets and polls end with the app; unbinding ends the singletons.
    if (this.app?.container.isBound(ChatStore)) this.app.container.get(ChatStore).reset();
    this.app?.container.unbindAll();
    this.app = null;
    this.recorded = [];
  }

  /** Runs a user action; a refusal by the app (an ApiError) is kept as the text shown, anything else fails the step. */
  private async attempt(route: string, action: (app: OpenApp) => Promise<unknown>): Promise<void> {
    const app = this.opened();
    app.route.route = route;
    this.lastError = null;
    try {
      await action(app);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      this.lastError = error.message;
    }
  }

  private opened(): OpenApp {
    if (!this.app) throw new Error('the app is not open: start the scenario with a step that opens it');
    return this.app;
  }

  private build(): OpenApp {
    const bus = new MittEventBus();
    const route = new FixedRoute('/');
    const container = new Container();
    container.bind(HttpPort).toConstantValue(this.http);
    container.bind(UploadPort).toConstantValue(this.uploads);
    container.bind(StoragePort).toConstantValue(this.deviceStorage);
    container.bind(SessionStoragePort).toConstantValue(this.sessionStorage);
    container.bind(Clock).toConstantValue(this.clock);
    container.bind(IdGenerator).toConstantValue({ next: () => `spec-request-${++this.ids}` });
    container.bind(EventBus).toConstantValue(bus);
    container.bind(RouteProvider).toConstantValue(route);
    container.bind(ApiConfig).toConstantValue({ baseUrl: this.baseUrl });
    container.bind(SocketPort).toConstantValue(this.sockets);
    container.bind(DesktopNotifier).toConstantValue(this.desktop);
    container.bind(Toaster).toConstantValue({ show: (toast: CoreToast) => void this.shownToasts.push(toast) });
    container.load(signInCoreModule, workspaceCoreModule);
    // As the web app's signed-in half does when it loads: every store of section 3 built, each in the registry.
    container.get(StoreRegistry).registerAll(container.getAll(ResettableStore));
    for (const type of RECORDED_EVENTS) bus.on(type, () => this.recorded.push(type));
    return {
      container,
      auth: container.get(AuthSession),
      spaces: container.get(SpacesService),
      tokens: container.get(TokenStore),
      route,
    };
  }
}

const NO_UPLOADS: UploadPort = {
  postMultipart: () => Promise.reject(new Error('this driver sends no files')),
  putSigned: () => Promise.reject(new Error('this driver sends no files')),
};
