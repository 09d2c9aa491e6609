import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { McpServersStore } from '../../core/client/mcp-servers/mcp-servers-store.ts';
import type { McpServerView } from '../../core/domain/mcp-servers/mcp-servers.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import { fieldErrorsOf } from '../../core/domain/field-errors.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { LoadState, messageOf } from '../view-models/load-state.ts';
import { McpServersText } from './mcp-servers-text.ts';

const FIELDS = ['name', 'url', 'token', 'header'] as const;
type Field = (typeof FIELDS)[number];

/** The space's tool servers (/connections/mcp): add one, switch its tools one by one, check it again, remove it. */
export class McpServersViewModel {
  name = '';
  url = '';
  token = '';
  header = '';
  showHeader = false;
  isAdding = false;
  addError: string | null = null;
  fieldErrors: Partial<Record<Field, string>> = {};
  /** `serverId` or `serverId/tool` while its call is out. */
  busy = new Set<string>();
  removing: McpServerView | null = null;
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(
    private readonly store: McpServersStore,
    private readonly session: { readonly role: Role | undefined },
    private readonly notifier: Notifier,
  ) {
    makeObservable<this, 'during'>(this, {
      name: observable,
      url: observable,
      token: observable,
      header: observable,
      showHeader: observable,
      isAdding: observable,
      addError: observable,
      fieldErrors: observable,
      busy: observable,
      removing: observable,
      canManage: computed,
      servers: computed,
      sandbox: computed,
      canAdd: computed,
      load: actionBound,
      setField: actionBound,
      toggleHeader: actionBound,
      useSandbox: actionBound,
      add: actionBound,
      setToolEnabled: actionBound,
      setAllToolsEnabled: actionBound,
      refresh: actionBound,
      askRemove: actionBound,
      cancelRemove: actionBound,
      confirmRemove: actionBound,
      during: actionBound,
    });
  }

  get canManage(): boolean {
    return isOrgAdmin(this.session.role);
  }

  get servers(): McpServerView[] {
    return this.store.servers;
  }

  get sandbox(): { url: string; token: string } | null {
    return this.store.sandbox;
  }

  get canAdd(): boolean {
    return this.canManage && !this.isAdding && this.name.trim() !== '' && this.url.trim() !== '';
  }

  async load(): Promise<void> {
    await this.loadState.run(() => this.store.fetch(), () => undefined);
  }

  setField(field: Field, value: string): void {
    this[field] = value;
    this.fieldErrors = { ...this.fieldErrors, [field]: undefined };
    this.addError = null;
  }

  toggleHeader(): void {
    this.showHeader = !this.showHeader;
    if (!this.showHeader) this.header = '';
  }

  /** Fills the form with the sandbox's demo server. */
  useSandbox(): void {
    if (!this.sandbox) return;
    this.name = McpServersText.sandboxName;
    this.url = this.sandbox.url;
    this.token = this.sandbox.token;
    this.fieldErrors = {};
    this.addError = null;
  }

  async add(): Promise<boolean> {
    if (!this.canAdd) return false;
    this.isAdding = true;
    this.addError = null;
    this.fieldErrors = {};
    try {
      const server = await this.store.add({ name: this.name.trim(), url: this.url.trim(), ...(this.token.trim() ? { token: this.token.trim() } : {}), ...(this.header.trim() ? { header: this.header.trim() } : {}) });
      runInAction(() => {
        this.name = '';
        this.url = '';
        this.token = '';
        this.header = '';
        this.showHeader = false;
      });
      this.notifier.show({ message: McpServersText.added(server.name, server.tools.length), intent: 'success' });
      return true;
    } catch (error) {
      runInAction(() => {
        const fields = fieldErrorsOf(error, FIELDS);
        this.fieldErrors = fields;
        this.addError = Object.keys(fields).length ? null : messageOf(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.isAdding = false;
      });
    }
  }

  isBusy(key: string): boolean {
    return this.busy.has(key);
  }

  async setToolEnabled(server: McpServerView, tool: string, enabled: boolean): Promise<void> {
    await this.during(`${server.id}/${tool}`, () => this.store.setToolEnabled(server.id, tool, enabled));
  }

  /** Every tool of the server switched on or off at once; each tool's switch waits meanwhile. */
  async setAllToolsEnabled(server: McpServerView, enabled: boolean): Promise<void> {
    await this.during(`${server.id}/*`, () => this.store.setAllToolsEnabled(server.id, enabled));
  }

  /** Whether the call switching all of the server's tools is out. */
  isSwitchingAll(server: McpServerView): boolean {
    return this.busy.has(`${server.id}/*`);
  }

  /** Whether a tool's switch waits for a call: its own, or the one switching all of the server's tools. */
  isToolBusy(server: McpServerView, tool: string): boolean {
    return this.busy.has(`${server.id}/${tool}`) || this.isSwitchingAll(server);
  }

  async refresh(server: McpServerView): Promise<void> {
    if (await this.during(server.id, () => this.store.refresh(server.id))) this.notifier.show({ message: McpServersText.refreshed(server.name), intent: 'success' });
  }

  askRemove(server: McpServerView): void {
    this.removing = server;
  }

  cancelRemove(): void {
    this.removing = null;
  }

  async confirmRemove(): Promise<void> {
    const server = this.removing;
    if (!server) return;
    this.removing = null;
    if (await this.during(server.id, () => this.store.remove(server.id))) this.notifier.show({ message: McpServersText.removed(server.name), intent: 'success' });
  }

  private async during(key: string, work: () => Promise<unknown>): Promise<boolean> {
    if (this.busy.has(key)) return false;
    this.busy = new Set([...this.busy, key]);
    try {
      await work();
      return true;
    } catch (error) {
      this.notifier.show({ message: messageOf(error), intent: 'danger' });
      // A failed check changes the server's state (e.g. "needs a new credential"): show it.
      await this.store.fetch().catch(() => undefined);
      return false;
    } finally {
      runInAction(() => {
        const next = new Set(this.busy);
        next.delete(key);
        this.busy = next;
      });
    }
  }
}
