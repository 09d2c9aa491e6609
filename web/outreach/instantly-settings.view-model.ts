import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { ConnectionsStore } from '../../core/client/integrations/connections-store.ts';
import type { OutreachStore } from '../../core/client/outreach/outreach-store.ts';
import type { ConnectionView } from '../../core/domain/integrations/integrations.ts';
import type { OutreachSettingsView } from '../../core/domain/outreach/outreach.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { LoadState, messageOf } from '../view-models/load-state.ts';
import { nearestInstantlyTimeZone } from '../../core/domain/outreach/instantly-time-zones.ts';
import { OutreachText } from './outreach-text.ts';

/** /instantly/settings: the connection's state, the sending accounts new drafts use, and the schedule defaults. */
export class InstantlySettingsViewModel {
  accounts: OutreachSettingsView['accounts'] = [];
  chosen = new Set<string>();
  dailyLimit = '30';
  timezone = '';
  /** The time zones Instantly accepts: the only ones offered. */
  timeZones: string[] = [];
  days = new Set<number>();
  from = '09:00';
  to = '17:00';
  isSaving = false;
  saveError: string | null = null;
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(
    private readonly store: OutreachStore,
    private readonly connections: ConnectionsStore,
    private readonly session: { readonly role: Role | undefined },
    private readonly notifier: Notifier,
    /** The person's own IANA time zone (the browser's). */
    private readonly localZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
  ) {
    makeObservable<this, 'apply'>(this, {
      accounts: observable,
      chosen: observable,
      dailyLimit: observable,
      timezone: observable,
      timeZones: observable,
      days: observable,
      from: observable,
      to: observable,
      isSaving: observable,
      saveError: observable,
      connection: computed,
      connected: computed,
      canEdit: computed,
      nearestZone: computed,
      load: actionBound,
      toggleAccount: actionBound,
      toggleDay: actionBound,
      setDailyLimit: actionBound,
      setTimezone: actionBound,
      useNearestZone: actionBound,
      setFrom: actionBound,
      setTo: actionBound,
      save: actionBound,
      apply: actionBound,
    });
  }

  get connection(): ConnectionView | undefined {
    return this.connections.connection('instantly');
  }

  get connected(): boolean {
    return this.connection?.status === 'connected';
  }

  get canEdit(): boolean {
    return isOrgAdmin(this.session.role);
  }

  async load(): Promise<void> {
    await this.loadState.run(
      async () => {
        const list = await this.connections.fetch();
        return list.find((c) => c.provider === 'instantly')?.status === 'connected' ? this.store.fetchSettings() : null;
      },
      (settings) => {
        if (settings) this.apply(settings);
      },
    );
  }

  toggleAccount(email: string): void {
    const next = new Set(this.chosen);
    if (next.has(email)) next.delete(email);
    else next.add(email);
    this.chosen = next;
  }

  toggleDay(day: number): void {
    const next = new Set(this.days);
    if (next.has(day)) next.delete(day);
    else next.add(day);
    this.days = next;
  }

  setDailyLimit(value: string): void {
    this.dailyLimit = value;
  }

  setTimezone(value: string): void {
    this.timezone = value;
  }

  /** The person's own zone and the nearest one Instantly accepts, when it is not already chosen. */
  get nearestZone(): { yours: string; nearest: string } | null {
    const nearest = this.localZone ? nearestInstantlyTimeZone(this.localZone, new Date()) : null;
    return nearest && nearest !== this.timezone ? { yours: this.localZone, nearest } : null;
  }

  useNearestZone(): void {
    const zone = this.nearestZone;
    if (zone) this.timezone = zone.nearest;
  }

  setFrom(value: string): void {
    this.from = value;
  }

  setTo(value: string): void {
    this.to = value;
  }

  async save(): Promise<void> {
    if (this.isSaving) return;
    this.isSaving = true;
    this.saveError = null;
    try {
      const settings = await this.store.saveSettings({
        sending_accounts: [...this.chosen],
        daily_limit: Number(this.dailyLimit),
        timezone: this.timezone.trim(),
        days: [...this.days].sort(),
        from: this.from,
        to: this.to,
      });
      runInAction(() => this.apply(settings));
      this.notifier.show({ message: OutreachText.settingsSaved, intent: 'success' });
    } catch (error) {
      runInAction(() => (this.saveError = messageOf(error)));
    } finally {
      runInAction(() => (this.isSaving = false));
    }
  }

  private apply(settings: OutreachSettingsView): void {
    const p = settings.preferences;
    this.accounts = settings.accounts;
    this.timeZones = settings.time_zones;
    this.chosen = new Set(p.sending_accounts);
    this.dailyLimit = String(p.daily_limit);
    this.timezone = p.timezone;
    this.days = new Set(p.days);
    this.from = p.from;
    this.to = p.to;
  }
}
