import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { ConnectionsStore } from '../../core/client/integrations/connections-store.ts';
import { integrationProvider, type ConnectionView, type CredentialField, type CredentialFieldId, type IntegrationProviderId } from '../../core/domain/integrations/integrations.ts';
import { fieldErrorsOf } from '../../core/domain/field-errors.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { LoadState, messageOf } from '../view-models/load-state.ts';
import { WebText } from '../text.ts';
import { localDateTime } from '../adapters/local-date-text.ts';
import { IntegrationsText } from './integrations-text.ts';

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
  /** The manage link's words (GA4's properties, Odoo's databases). */
  manageLabel: string;
}

const OAUTH_SETUP: Partial<Record<IntegrationProviderId, string>> = { ga4: '/ga4-setup' };

/** Connections (/connections): every integration with this space's status; owners and admins connect. */
export class ConnectionsViewModel {
  /** The provider whose connect dialog is open, and what has been typed into its fields. */
  connecting: ConnectionView | null = null;
  values: Partial<Record<CredentialFieldId, string>> = {};
  /** The server's word on a field (e.g. a site address it refuses to call), by field. */
  fieldErrors: Partial<Record<CredentialFieldId, string>> = {};
  connectError: string | null = null;
  isConnecting = false;
  /** The provider whose disconnect confirmation is open. */
  disconnecting: ConnectionView | null = null;
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(
    private readonly store: ConnectionsStore,
    private readonly session: { readonly role: Role | undefined },
    private readonly notifier: Notifier,
  ) {
    makeObservable(this, {
      connecting: observable,
      values: observable,
      fieldErrors: observable,
      connectError: observable,
      isConnecting: observable,
      disconnecting: observable,
      canManage: computed,
      sandbox: computed,
      cards: computed,
      tokenHelp: computed,
      sandboxHint: computed,
      fields: computed,
      canSubmitToken: computed,
      load: actionBound,
      openConnect: actionBound,
      closeConnect: actionBound,
      setValue: actionBound,
      submitToken: actionBound,
      askDisconnect: actionBound,
      cancelDisconnect: actionBound,
      confirmDisconnect: actionBound,
    });
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
        kind: IntegrationsText.connectionKind[c.kind] ?? c.kind,
        usedFor: c.used_for,
        status: c.status,
        statusText: soon ? IntegrationsText.connectionSoon : (WebText.connectionStatus[c.status] ?? c.status),
        intent: soon ? 'none' : c.status === 'connected' ? 'success' : c.status === 'error' ? 'danger' : c.status === 'reconnecting' ? 'warning' : 'none',
        soon,
        reason: c.status === 'error' ? c.status_reason : null,
        account: c.account_label,
        checked: c.checked_at ? localDateTime(c.checked_at) : null,
        actions,
        setupPath: c.auth === 'oauth' ? OAUTH_SETUP[c.provider] ?? null : null,
        managePath: c.provider === 'ga4' && c.status === 'connected' ? '/connections/ga4/manage' : c.provider === 'odoo' && c.status !== 'disconnected' ? '/connections/odoo/manage' : c.kind === 'publishing' && c.status !== 'disconnected' ? '/connections/publishing' : null,
        manageLabel: c.provider === 'odoo' ? IntegrationsText.odooManage : c.kind === 'publishing' ? IntegrationsText.connectionSentDrafts : WebText.manageProperties,
      };
    });
  }

  /**
   * On a sandbox server, what to paste: its stand-ins take any secret that starts with "sandbox-" (Ghost's signs
   * with a key of its own, documented in docs/INTEGRATIONS.md, so it gets no hint here).
   */
  get sandboxHint(): string | null {
    return this.sandbox && this.connecting && this.connecting.provider !== 'ghost' ? IntegrationsText.connectSandboxHint : null;
  }

  get tokenHelp(): string {
    return this.connecting ? (IntegrationsText.connectTokenHelp[this.connecting.provider] ?? '') : '';
  }

  /** The connect form's fields, as the catalogue asks for them. */
  get fields(): readonly CredentialField[] {
    return this.connecting ? integrationProvider(this.connecting.provider).fields : [];
  }

  value(field: CredentialFieldId): string {
    return this.values[field] ?? '';
  }

  get canSubmitToken(): boolean {
    return this.fields.length > 0 && this.fields.every((f) => this.value(f.id).trim().length > 0) && !this.isConnecting;
  }

  async load(): Promise<void> {
    await this.loadState.run(() => this.store.fetch(), () => undefined);
  }

  openConnect(provider: IntegrationProviderId): void {
    this.connecting = this.store.connection(provider) ?? null;
    this.values = {};
    this.fieldErrors = {};
    this.connectError = null;
  }

  closeConnect(): void {
    if (this.isConnecting) return;
    this.connecting = null;
    this.values = {};
    this.fieldErrors = {};
    this.connectError = null;
  }

  setValue(field: CredentialFieldId, value: string): void {
    this.values = { ...this.values, [field]: value };
    this.fieldErrors = { ...this.fieldErrors, [field]: undefined };
    this.connectError = null;
  }

  async submitToken(): Promise<void> {
    const target = this.connecting;
    if (!target || !this.canSubmitToken) return;
    this.isConnecting = true;
    try {
      const credentials = Object.fromEntries(this.fields.map((f) => [f.id, this.value(f.id).trim()]));
      await this.store.connectWithToken(target.provider, credentials);
      runInAction(() => {
        this.isConnecting = false;
        this.connecting = null;
        // The secret leaves the page's memory as soon as the server has it.
        this.values = {};
      });
      this.notifier.show({ message: IntegrationsText.connected(target.name), intent: 'success' });
    } catch (error) {
      runInAction(() => {
        this.isConnecting = false;
        this.fieldErrors = fieldErrorsOf(error, this.fields.map((f) => f.id));
        this.connectError = Object.keys(this.fieldErrors).length ? null : messageOf(error);
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
      this.notifier.show({ message: IntegrationsText.disconnected(target.name), intent: 'success' });
    } catch (error) {
      this.notifier.show({ message: messageOf(error), intent: 'danger' });
    }
  }
}
