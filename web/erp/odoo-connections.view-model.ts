import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { ErpStore } from '../../core/client/erp/erp-store.ts';
import type { ConnectionsStore } from '../../core/client/integrations/connections-store.ts';
import type { ErpConnectionView } from '../../core/domain/erp/erp.ts';
import { integrationProvider, type CredentialField, type CredentialFieldId } from '../../core/domain/integrations/integrations.ts';
import { fieldErrorsOf } from '../../core/domain/field-errors.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { LoadState, messageOf } from '../view-models/load-state.ts';
import { ErpText } from './erp-text.ts';

/**
 * /connections/odoo/manage (R-OPEN-36): the space's Odoo connections, one per database, and the one the Dashboard
 * and the agents read. Owners and admins select, remove and add another; members see them.
 */
export class OdooConnectionsViewModel {
  busyId: string | null = null;
  /** The connection whose removal waits for confirmation. */
  removing: ErpConnectionView | null = null;
  values: Partial<Record<CredentialFieldId, string>> = {};
  fieldErrors: Partial<Record<CredentialFieldId, string>> = {};
  addError: string | null = null;
  isAdding = false;
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(
    private readonly store: ErpStore,
    private readonly connectionsStore: ConnectionsStore,
    private readonly session: { readonly role: Role | undefined },
    private readonly notifier: Notifier,
  ) {
    makeObservable<this, 'act'>(this, {
      busyId: observable,
      removing: observable,
      values: observable,
      fieldErrors: observable,
      addError: observable,
      isAdding: observable,
      canManage: computed,
      connections: computed,
      fields: computed,
      canAdd: computed,
      load: actionBound,
      setValue: actionBound,
      select: actionBound,
      askRemove: actionBound,
      cancelRemove: actionBound,
      confirmRemove: actionBound,
      add: actionBound,
      act: actionBound,
    });
  }

  get canManage(): boolean {
    return isOrgAdmin(this.session.role);
  }

  get connections(): ErpConnectionView[] {
    return this.store.connections;
  }

  /** The add form's fields, as the catalogue asks for them. */
  get fields(): readonly CredentialField[] {
    return integrationProvider('odoo').fields;
  }

  value(field: CredentialFieldId): string {
    return this.values[field] ?? '';
  }

  get canAdd(): boolean {
    return this.canManage && !this.isAdding && this.fields.every((f) => this.value(f.id).trim().length > 0);
  }

  async load(): Promise<void> {
    await this.loadState.run(() => this.store.fetchConnections(), () => undefined);
  }

  setValue(field: CredentialFieldId, value: string): void {
    this.values = { ...this.values, [field]: value };
    this.fieldErrors = { ...this.fieldErrors, [field]: undefined };
    this.addError = null;
  }

  async select(id: string): Promise<void> {
    await this.act(id, () => this.store.select(id), ErpText.selectedToast);
  }

  askRemove(id: string): void {
    this.removing = this.connections.find((c) => c.id === id) ?? null;
  }

  cancelRemove(): void {
    this.removing = null;
  }

  async confirmRemove(): Promise<void> {
    const target = this.removing;
    if (!target) return;
    this.removing = null;
    const id = target.id;
    await this.act(id, () => this.store.remove(id), ErpText.removedToast);
    // Connections shows Odoo as disconnected once the last one is gone.
    void this.connectionsStore.fetch().catch(() => undefined);
  }

  async add(): Promise<boolean> {
    if (!this.canAdd) return false;
    this.isAdding = true;
    this.addError = null;
    this.fieldErrors = {};
    try {
      await this.connectionsStore.connectWithToken('odoo', Object.fromEntries(this.fields.map((f) => [f.id, this.value(f.id).trim()])));
      await this.store.fetchConnections();
      runInAction(() => (this.values = {}));
      this.notifier.show({ message: ErpText.addedToast, intent: 'success' });
      return true;
    } catch (error) {
      runInAction(() => {
        this.fieldErrors = fieldErrorsOf(error, this.fields.map((f) => f.id));
        this.addError = Object.keys(this.fieldErrors).length ? null : messageOf(error);
      });
      return false;
    } finally {
      runInAction(() => (this.isAdding = false));
    }
  }

  private async act(id: string, work: () => Promise<unknown>, done: string): Promise<void> {
    this.busyId = id;
    try {
      await work();
      this.notifier.show({ message: done, intent: 'success' });
    } catch (error) {
      this.notifier.show({ message: messageOf(error), intent: 'danger' });
    } finally {
      runInAction(() => (this.busyId = null));
    }
  }
}
