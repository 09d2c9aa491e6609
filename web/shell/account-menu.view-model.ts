import { actionBound, makeObservable, observable, runInAction } from 'mobx';
import type { OrganizationStore } from '../../core/client/organizations/organization-store.ts';

/**
 * The account menu's line naming the person's organization: the shell otherwise names only the product and the
 * space. Read each time the menu opens (GET /settings/org), so a rename shows; until then, and if the read fails,
 * the line is left out rather than shown wrong.
 */
export class AccountMenuViewModel {
  organizationName: string | null = null;

  constructor(
    private readonly organizations: Pick<OrganizationStore, 'fetchOrganization'>,
    private readonly session: { readonly isPlatformAdmin: boolean },
  ) {
    makeObservable(this, { organizationName: observable, opened: actionBound });
  }

  opened(): void {
    // Platform admins belong to no customer organization.
    if (this.session.isPlatformAdmin) return;
    this.organizations.fetchOrganization().then(
      (organization) => runInAction(() => (this.organizationName = organization.name.trim() || null)),
      () => undefined,
    );
  }
}
