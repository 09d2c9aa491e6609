import { inject, injectable } from 'inversify';
import { OutreachProvider, type SendingAccount } from './outreach-provider.ts';
import { OutreachWorkspace } from './outreach-workspace.ts';
import { checkedPreferences, storedPreferences, type OutreachPreferences } from './outreach-preferences.ts';
import { ConnectionRepository } from '../integrations/connection-repository.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { Clock } from '../ports/clock.ts';
import { INSTANTLY_TIME_ZONES } from '../../domain/outreach/instantly-time-zones.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import { OutreachServerMessages } from './outreach-server-messages.ts';

export interface OutreachSettingsView {
  preferences: { sending_accounts: string[]; daily_limit: number; timezone: string; days: number[]; from: string; to: string };
  accounts: { email: string; name: string | null; status: SendingAccount['status'] }[];
  /** The time zones Instantly accepts for a schedule: the only ones offered. */
  time_zones: string[];
}

const view = (p: OutreachPreferences) => ({ sending_accounts: p.sendingAccounts, daily_limit: p.dailyLimit, timezone: p.timezone, days: p.days, from: p.from, to: p.to });

/**
 * The space's Instantly settings: which of the workspace's sending accounts new drafts use, and the defaults of
 * their schedule (daily limit, time zone, days and hours), kept in the connection's `settings.preferences`.
 * Members read them; changing them is a write under the external write policy, audit-logged.
 */
@injectable()
export class OutreachSettings {
  constructor(
    @inject(OutreachWorkspace) private readonly workspace: OutreachWorkspace,
    @inject(OutreachProvider) private readonly outreach: OutreachProvider,
    @inject(ConnectionRepository) private readonly connections: ConnectionRepository,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async get(principal: Principal, spaceId: string): Promise<OutreachSettingsView> {
    const open = await this.workspace.forReading(principal, spaceId);
    const accounts = await this.workspace.call(open, (key) => this.outreach.sendingAccounts(key));
    return { preferences: view(storedPreferences(open.connection.record.settings.preferences, this.clock.now())), accounts, time_zones: [...INSTANTLY_TIME_ZONES] };
  }

  async save(principal: Principal, spaceId: string, input: OutreachPreferences): Promise<OutreachSettingsView> {
    await this.workspace.mayWrite(principal, spaceId);
    const preferences = checkedPreferences(input, this.clock.now());
    const open = await this.workspace.forWriting(principal, spaceId);
    const accounts = await this.workspace.call(open, (key) => this.outreach.sendingAccounts(key));
    const known = new Set(accounts.map((a) => a.email.toLowerCase()));
    const unknown = preferences.sendingAccounts.find((e) => !known.has(e));
    if (unknown) throw new ServerError('VALIDATION.INVALID', OutreachServerMessages.outreachUnknownAccount(unknown), [{ loc: ['body', 'sending_accounts'], msg: OutreachServerMessages.outreachUnknownAccount(unknown), type: 'value_error' }]);
    // Read again right before saving: the connection may have been reconnected meanwhile (its secret replaced).
    const current = await this.connections.find(spaceId, 'instantly');
    if (!current) throw new ServerError('INTEGRATION.NOT_CONNECTED', ServerMessages.integrationNotConnected('Instantly'));
    await this.connections.save({ ...current, settings: { ...current.settings, preferences: { ...preferences } } });
    await this.audit.record({ action: 'outreach.settings_changed', actorId: principal.userId, orgId: open.space.orgId, target: spaceId, details: { provider: 'instantly', ...view(preferences) } });
    return { preferences: view(preferences), accounts, time_zones: [...INSTANTLY_TIME_ZONES] };
  }
}
