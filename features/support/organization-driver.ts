import { OrganizationStore } from '../../core/client/organizations/organization-store.ts';
import { AccountRequests } from '../../core/client/auth/account-requests.ts';
import { AuthSession } from '../../core/client/auth/auth-session.ts';
import { isOrgRole } from '../../core/domain/organizations/member-policy.ts';
import type { AppAccess } from './app-access.ts';

/** A row of Manage Users (members) or of its join requests, in the screen's words. */
export interface PersonRow {
  name: string;
  email: string;
  role: string;
}

/**
 * The organization's screens and the ways into an organization, driven through the client core the
 * web app uses: Manage Users (OrgUsersViewModel over OrganizationStore), the organization settings
 * (OrganizationStore.fetchOrganization / updateOrganization), the Register form with an invitation
 * link (RegisterFormViewModel over AuthSession.register), and the domain check with its join request
 * (AccountRequests). Refusals show as the session view's error.
 */
export interface OrganizationDriver {
  openOrganizationSettings(): Promise<void>;
  /** The organization's name as the settings show it, or null before it loaded. */
  organizationName(): string | null;
  renameOrganization(name: string): Promise<void>;
  /** Opens Manage Users: the members load, then the pending join requests. */
  openManageUsers(): Promise<void>;
  members(): PersonRow[];
  /** Pending join requests (the role column reads "pending"). */
  joinRequests(): PersonRow[];
  invite(email: string, role: string): Promise<void>;
  changeRole(email: string, role: string): Promise<void>;
  removeMember(email: string): Promise<void>;
  approveJoinRequest(email: string): Promise<void>;
  denyJoinRequest(email: string): Promise<void>;
  /**
   * Registers on the Register screen an emailed link opened: an invitation (/register?invite=…&email=…)
   * joins the inviting organization; a waitlist pass (?waitlist=…&email=…) registers a new one.
   */
  registerFromLink(link: string, name: string, password: string, organization?: string): Promise<void>;
  /** The Register screen checks a typed email: whether its domain's organization exists. */
  checkEmail(email: string): Promise<void>;
  /** The last check found an organization using the email's domain. */
  domainHasOrganization(): boolean | null;
  /** Registers asking to join the organization of the email's domain (a join request). */
  askToJoin(name: string, email: string, password: string): Promise<void>;
  /** Joins the waitlist from its screen. */
  joinWaitlist(name: string, email: string): Promise<void>;
  /** What the server answered the last join request or waitlist entry (the screen shows it). */
  answer(): string | null;
}

export class ClientOrganizationDriver implements OrganizationDriver {
  private domainCheck: boolean | null = null;
  private answered: string | null = null;

  constructor(private readonly app: AppAccess) {}

  async openOrganizationSettings(): Promise<void> {
    await this.app.attempt('/workspace-settings', () => this.store().fetchOrganization());
  }

  organizationName(): string | null {
    return this.store().organization?.name ?? null;
  }

  async renameOrganization(name: string): Promise<void> {
    await this.app.attempt('/workspace-settings', () => this.store().updateOrganization({ name }));
  }

  /** As OrgUsersViewModel.load: members first; the join requests only when the members loaded. */
  async openManageUsers(): Promise<void> {
    await this.app.attempt('/org-admin/users', async () => {
      await this.store().fetchMembers();
      await this.store().fetchJoinRequests();
    });
  }

  members(): PersonRow[] {
    return this.store().members.map((m) => ({ name: m.name, email: m.email, role: m.role }));
  }

  joinRequests(): PersonRow[] {
    // The screen lists the pending ones (OrgUsersViewModel).
    return this.store().joinRequests.filter((r) => r.status === 'pending').map((r) => ({ name: r.name, email: r.email, role: r.status }));
  }

  async invite(email: string, role: string): Promise<void> {
    if (!isOrgRole(role)) throw new Error(`${role} is not a role the invite form offers`);
    await this.app.attempt('/org-admin/users', () => this.store().sendInvite(email, role));
  }

  async changeRole(email: string, role: string): Promise<void> {
    if (!isOrgRole(role)) throw new Error(`${role} is not a role the member's menu offers`);
    const member = this.member(email);
    await this.app.attempt('/org-admin/users', () => this.store().updateMemberRole(member.id, role));
  }

  async removeMember(email: string): Promise<void> {
    const member = this.member(email);
    await this.app.attempt('/org-admin/users', () => this.store().removeMember(member.id));
  }

  /** As OrgUsersViewModel.decide: an approval loads the members again, the new one among them. */
  async approveJoinRequest(email: string): Promise<void> {
    const request = this.request(email);
    await this.app.attempt('/org-admin/users', async () => {
      await this.store().approveJoinRequest(request.id);
      await this.store().fetchMembers();
    });
  }

  async denyJoinRequest(email: string): Promise<void> {
    const request = this.request(email);
    await this.app.attempt('/org-admin/users', () => this.store().denyJoinRequest(request.id));
  }

  /** What RegisterFormViewModel sends from a link: the linked email and its token; with an invitation, a placeholder organization the server ignores. */
  async registerFromLink(link: string, name: string, password: string, organization?: string): Promise<void> {
    const query = new URL(link).searchParams;
    const invite = query.get('invite');
    const waitlist = query.get('waitlist');
    const email = query.get('email');
    if (!(invite || waitlist) || !email) throw new Error(`not a registration link: ${link}`);
    await this.app.attempt(`/register?${query.toString()}`, () =>
      this.app.get(AuthSession).register({
        email,
        password,
        name,
        org_name: invite ? organization || 'Invited' : (organization ?? ''),
        ...(invite ? { invite_token: invite } : {}),
        ...(waitlist ? { waitlist_token: waitlist } : {}),
      }),
    );
  }

  async checkEmail(email: string): Promise<void> {
    this.domainCheck = null;
    await this.app.attempt('/register', async () => {
      this.domainCheck = (await this.app.get(AccountRequests).checkEmailDomain(email)).has_existing_org;
    });
  }

  domainHasOrganization(): boolean | null {
    return this.domainCheck;
  }

  async askToJoin(name: string, email: string, password: string): Promise<void> {
    this.answered = null;
    await this.app.attempt('/register', async () => {
      this.answered = await this.app.get(AccountRequests).registerWithDomain({ choice: 'join_existing', email, password, name });
    });
  }

  async joinWaitlist(name: string, email: string): Promise<void> {
    this.answered = null;
    await this.app.attempt('/waitlist', async () => {
      this.answered = await this.app.get(AccountRequests).joinWaitlist({ email, name });
    });
  }

  answer(): string | null {
    return this.answered;
  }

  private store(): OrganizationStore {
    return this.app.get(OrganizationStore);
  }

  private member(email: string) {
    const member = this.store().members.find((m) => m.email === email);
    if (!member) throw new Error(`${email} is not among the members shown: ${JSON.stringify(this.members())}`);
    return member;
  }

  private request(email: string) {
    const request = this.store().joinRequests.find((r) => r.email === email);
    if (!request) throw new Error(`no join request from ${email} shown: ${JSON.stringify(this.joinRequests())}`);
    return request;
  }
}
