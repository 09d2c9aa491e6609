import { makeAutoObservable, runInAction } from 'mobx';
import type { ConnectionsStore } from '../../core/client/integrations/connections-store.ts';
import type { ConnectionView, IntegrationProviderId } from '../../core/domain/integrations.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import type { Notifier } from './notifier.ts';
import { LoadState, messageOf, type LoadStatus } from './load-state.ts';
import { WebText } from '../text.ts';

export interface ConnectionCard {
  provider: IntegrationProviderId;
  name: string;
  kind: string;
  usedFor: string;
  status: ConnectionView['status'];
  statusText: string;
  intent: 'success' | 'warning' | 'danger' | 'none';
  soon: boolean;
  reason: string | null;
  account: string | null;
  checked: string | null;
  /** What an owner or admin may do now. */
  actions: ('connect' | 'reconnect' | 'disconnect')[];
  /** Where connecting happens when it is not a token pasted here (OAuth: the provider's own sign-in). */
  setupPath: string | null;
  /** Where the connection's choices are managed (GA4's properties), once connected. */
  managePath: string | null;
}

const OAUTH_SETUP: Partial<Record<IntegrationProviderId, string>> = { ga4: '/ga4-setup' };

/** Connections (/connections): every integration with this space's status; owners and admins connect. */
export class ConnectionsViewModel {
  /** The provider whose token dialog is open. */
  connecting: ConnectionView | null = null;
  token = '';
  connectError: string | null = null;
  isConnecting = false;
  /** The provider whose disconnect confirmation is open. */
  disconnecting: ConnectionView | null = null;
  private readonly state = new LoadState();

  constructor(
    private readonly store: ConnectionsStore,
    private readonly session: { readonly role: Role | undefined },
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'store' | 'session' | 'notifier' | 'state'>(this, { store: false, session: false, notifier: false, state: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.state.status;
  }

  get error(): string | null {
    return this.state.error;
  }

  get canManage(): boolean {
    return isOrgAdmin(this.session.role);
  }

  get sandbox(): boolean {
    return this.store.connections.some((c) => c.sandbox);
  }

  get cards(): ConnectionCard[] {
    return this.store.connections.map((c) => {
      const soon = c.availability === 'soon';
      const actions: ConnectionCard['actions'] = [];
      if (this.canManage && !soon) {
        if (c.status === 'disconnected') actions.push('connect');
        if (c.status === 'error') actions.push('reconnect');
        if (c.status !== 'disconnected') actions.push('disconnect');
      }
      return {
        provider: c.provider,
        name: c.name,
        kind: WebText.connectionKind[c.kind] ?? c.kind,
        usedFor: c.used_for,
        status: c.status,
        statusText: soon ? WebText.connectionSoon : (WebText.connectionStatus[c.status] ?? c.status),
        intent: soon ? 'none' : c.status === 'connected' ? 'success' : c.status === 'error' ? 'danger' : c.status === 'reconnecting' ? 'warning' : 'none',
        soon,
        reason: c.status === 'error' ? c.status_reason : null,
        account: c.account_label,
        checked: c.checked_at ? new Date(c.checked_at).toLocaleString() : null,
        actions,
        setupPath: c.auth === 'oauth' ? OAUTH_SETUP[c.provider] ?? null : null,
        managePath: c.provider === 'ga4' && c.status === 'connected' ? '/connections/ga4/manage' : null,
      };
    });
  }

  get tokenHelp(): string {
    return this.connecting ? (WebText.connectTokenHelp[this.connecting.provider] ?? '') : '';
  }

  get canSubmitToken(): boolean {
    return this.token.trim().length > 0 && !this.isConnecting;
  }

  async load(): Promise<void> {
    await this.state.run(() => this.store.fetch(), () => undefined);
  }

  openConnect(provider: IntegrationProviderId): void {
    this.connecting = this.store.connection(provider) ?? null;
    this.token = '';
    this.connectError = null;
  }

  closeConnect(): void {
    if (this.isConnecting) return;
    this.connecting = null;
    this.token = '';
    this.connectError = null;
  }

  setToken(value: string): void {
    this.token = value;
    this.connectError = null;
  }

  async submitToken(): Promise<void> {
    const target = this.connecting;
    if (!target || !this.canSubmitToken) return;
    this.isConnecting = true;
    try {
      await this.store.connectWithToken(target.provider, this.token.trim());
      runInAction(() => {
        this.isConnecting = false;
        this.connecting = null;
        // The token leaves the page's memory as soon as the server has it.
        this.token = '';
      });
      this.notifier.show({ message: WebText.connected(target.name), intent: 'success' });
    } catch (error) {
      runInAction(() => {
        this.isConnecting = false;
        this.connectError = messageOf(error);
      });
    }
  }

  askDisconnect(provider: IntegrationProviderId): void {
    this.disconnecting = this.store.connection(provider) ?? null;
  }

  cancelDisconnect(): void {
    this.disconnecting = null;
  }

  async confirmDisconnect(): Promise<void> {
    const target = this.disconnecting;
    if (!target) return;
    this.disconnecting = null;
    try {
      await this.store.disconnect(target.provider);
      this.notifier.show({ message: WebText.disconnected(target.name), intent: 'success' });
    } catch (error) {
      this.notifier.show({ message: messageOf(error), intent: 'danger' });
    }
  }
}
