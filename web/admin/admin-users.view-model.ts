import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PlatformAdminService } from '../../core/client/admin/platform-admin-service.ts';
import type { AdminUser } from '../../core/domain/admin/platform-admin.ts';
import type { Role } from '../../core/domain/roles.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { RowActions } from '../view-models/row-actions.ts';
import { PagedTable } from './paged-table.ts';
import { AdminText } from './admin-text.ts';

/** Who is signed in, as the admin screens need it: support admins only read (the server says so too). */
export interface AdminActor {
  readonly role: Role | undefined;
  readonly user: { id: string } | null;
}

/**
 * Users (/admin/users): every account on the platform, searched by name or email and paged on the
 * server; a system admin disables or enables an account after confirming.
 */
export class AdminUsersViewModel {
  pendingToggle: AdminUser | null = null;
  readonly rowActions = new RowActions();
  readonly table: PagedTable<AdminUser>;

  constructor(
    private readonly admin: PlatformAdminService,
    private readonly actor: AdminActor,
    private readonly notifier: Notifier,
  ) {
    this.table = new PagedTable((offset, limit, q, cursor) => this.admin.users({ q, offset, limit, cursor }));
    makeObservable(this, {
      pendingToggle: observable,
      canWrite: computed,
      load: actionBound,
      askToggle: actionBound,
      cancelToggle: actionBound,
      confirmToggle: actionBound,
    });
  }

  get canWrite(): boolean {
    return this.actor.role === 'system_admin';
  }

  isSelf(user: AdminUser): boolean {
    return user.id === this.actor.user?.id;
  }

  /** Whether this row gets a Disable/Enable button: system admins, never on their own account. */
  canToggle(user: AdminUser): boolean {
    return this.canWrite && !this.isSelf(user);
  }

  load(): Promise<void> {
    return this.table.load(0);
  }

  askToggle(user: AdminUser): void {
    if (!this.canToggle(user)) return;
    this.rowActions.clearError();
    this.pendingToggle = user;
  }

  cancelToggle(): void {
    if (this.rowActions.isBusy) return;
    this.pendingToggle = null;
  }

  async confirmToggle(): Promise<void> {
    const user = this.pendingToggle;
    if (!user) return;
    const disable = !user.disabled;
    const who = user.name || user.email;
    await this.rowActions.run(
      user.id,
      async () => {
        const result = await this.admin.setUserDisabled(user.id, disable);
        runInAction(() => {
          this.table.replace((row) => row.id === user.id, (row) => ({ ...row, disabled: result.disabled }));
        });
        this.notifier.show({ message: disable ? AdminText.userDisabled(who) : AdminText.userEnabled(who), intent: 'success' });
      },
      () => {
        this.pendingToggle = null;
      },
    );
  }
}
