import type { SessionUser } from '../../core/domain/auth/user.ts';
import type { KnowledgeDriver } from './knowledge-driver.ts';
import type { BrandVoiceDriver } from './brand-voice-driver.ts';
import type { BillingDriver } from './billing-driver.ts';
import type { OrganizationDriver } from './organization-driver.ts';
import type { AdminDriver } from './admin-driver.ts';

export interface Registration {
  name: string;
  email: string;
  password: string;
  organization: string;
}

/** What the person using the app can see of their session. */
export interface SessionView {
  state: string;
  user: SessionUser | null;
  /** The text the app shows for the last failed action (the core's message), or null. */
  error: string | null;
  spaces: string[];
  currentSpace: string | null;
}

/** What the person sees of their plan and credits (the sidebar panel and the Credits screen). */
export interface CreditsView {
  plan: string;
  planType: string | null;
  planStatus: string;
  used: number;
  total: number;
  remaining: number;
  gauge: string;
  latestTransaction: string | null;
}

/** What the person sees on an agent chat screen. */
export interface ChatScreenView {
  agent: string | null;
  sessionId: string | null;
  sessionTitles: string[];
  messages: { id: string; role: string; content: string; outcome: string; artifacts: number; rating: number | null; sources: { title: string }[] }[];
  phase: string;
  locked: boolean;
  progress: string | null;
  streaming: string | null;
  plannedTransport: string | null;
  activeTransport: string | null;
  lastTransport: string | null;
  socketStatus: string;
  /** Credits of the message being answered, while it is. */
  pendingCharge: number | null;
  error: string | null;
  canSwitchSession: boolean;
  continuing: boolean;
  isRunning: boolean;
}

export interface BackgroundTaskView {
  agent: string;
  statusLine: string;
  badge: string;
  preview: string | null;
}

/**
 * The specs' port to the product: one person using the app on one device. Actions never throw for
 * a refused request (the refusal shows in `view().error`); they throw only when the driver itself breaks.
 * Implemented over the client core against the real server, in-process (core-driver) and over real HTTP (http-driver).
 */
export interface Driver {
  /** An account that exists before the scenario starts, created from another device. */
  givenAccount(account: Registration): Promise<void>;
  /** Opens the app on this device: a fresh client core over the device's stored data, then initialize. */
  openApp(): Promise<void>;
  register(account: Registration): Promise<void>;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  createSpace(name: string, slug: string): Promise<void>;
  switchSpace(name: string): Promise<void>;
  view(): SessionView;
  /** Loads the profile with plan and credits, as the shell does after sign-in. */
  loadProfile(): Promise<void>;
  credits(): CreditsView | null;
  /** A metered feature spending credits (knowledge base, creative assets): the credits store's deduct. */
  spendCredits(amount: number, description: string, feature: string): Promise<void>;
  addCredits(amount: number, description: string): Promise<void>;
  changePlan(planType: string): Promise<void>;
  /** Names of the app events broadcast since the app was opened, in order. */
  events(): string[];
  /** Opens an agent's chat screen (its sessions load). */
  openAgent(slug: string): Promise<void>;
  /** Tries to open another agent's chat; false when leaving the current session is blocked. */
  openAgentIfAllowed(slug: string): Promise<boolean>;
  /** Sends a message; returns once the send was accepted or refused (the reply comes later). */
  sendChat(text: string, mode?: string): Promise<void>;
  /** Lets time pass (virtual time on the client; the real server gets real time to work meanwhile). */
  letTimePass(ms: number): Promise<void>;
  /** Lets time pass until the pending reply has settled (or fails the step after a long while). */
  waitForReply(): Promise<void>;
  chatView(): ChatScreenView;
  cancelChat(): Promise<void>;
  regenerateLastAnswer(): Promise<void>;
  continueLastAnswer(): Promise<void>;
  rateLastAnswer(rating: number): Promise<void>;
  deleteLastQuestion(): Promise<void>;
  newChat(): Promise<boolean>;
  /** Opens a session of the list by its title; false when switching is blocked. */
  openChat(title: string): Promise<boolean>;
  backgroundTasks(): BackgroundTaskView[];
  backgroundFooter(): string;
  /** Toast titles (with descriptions after ' | '), in order. */
  toasts(): string[];
  /** The device's network: drop every socket, or block (true) / allow (false) new ones. */
  dropSockets(): void;
  blockSockets(blocked: boolean): void;
  /** Turns an agent off on Manage Agents, in the current space. */
  turnAgentOff(slug: string): Promise<void>;
  /** Socket connections the app tried to open so far. */
  socketAttempts(): number;
  /** The knowledge base screen, the brand voice editor and the Pricing/Credits purchases of the opened app. */
  knowledge(): KnowledgeDriver;
  brandVoice(): BrandVoiceDriver;
  billing(): BillingDriver;
  /** The organization's screens (settings, Manage Users) and the ways into an organization. */
  organization(): OrganizationDriver;
  /** The platform admin area (organizations, users, security). */
  admin(): AdminDriver;
  /** A second device on the same server: another person in the scenario. */
  anotherDevice(): Driver;
  /** Whether the device keeps a sign-in token. */
  hasStoredTokens(): boolean;
  dispose(): Promise<void>;
}
