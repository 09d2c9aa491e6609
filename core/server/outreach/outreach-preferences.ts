import { ServerError } from '../errors.ts';
import type { SendingSchedule } from './outreach-provider.ts';
import { isInstantlyTimeZone, nearestInstantlyTimeZone } from '../../domain/outreach/instantly-time-zones.ts';

/**
 * What a space chose for its Instantly campaigns, kept in the connection's `settings.preferences`: the sending
 * accounts new drafts send from, and the defaults of their schedule.
 */
export interface OutreachPreferences {
  sendingAccounts: string[];
  dailyLimit: number;
  timezone: string;
  /** Days of the week a campaign sends on, 0 = Sunday. */
  days: number[];
  /** The daily sending window, `HH:MM`. */
  from: string;
  to: string;
}

export const DEFAULT_OUTREACH_PREFERENCES: OutreachPreferences = {
  sendingAccounts: [],
  dailyLimit: 30,
  // Instantly's own example zone; each space sets its own in Instantly Settings.
  timezone: 'America/Chicago',
  days: [1, 2, 3, 4, 5],
  from: '09:00',
  to: '17:00',
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[^@\s]{1,64}@[^@\s]{1,190}\.[^@\s]{2,}$/;

/**
 * A stored zone Instantly does not accept (saved before only its list was offered, e.g. Europe/Berlin) becomes its
 * nearest one, so a draft is never refused for it; a name nobody knows falls back to the default.
 */
function storedZone(value: unknown, at: Date): string {
  if (typeof value !== 'string') return DEFAULT_OUTREACH_PREFERENCES.timezone;
  return nearestInstantlyTimeZone(value, at) ?? DEFAULT_OUTREACH_PREFERENCES.timezone;
}

/** The stored preferences, each field falling back to its default when missing or malformed (stored JSON). */
export function storedPreferences(raw: Record<string, unknown> | undefined, at: Date): OutreachPreferences {
  const r = raw ?? {};
  const d = DEFAULT_OUTREACH_PREFERENCES;
  return {
    sendingAccounts: Array.isArray(r.sendingAccounts) ? r.sendingAccounts.filter((e): e is string => typeof e === 'string' && EMAIL.test(e)).slice(0, 100) : d.sendingAccounts,
    dailyLimit: typeof r.dailyLimit === 'number' && Number.isInteger(r.dailyLimit) && r.dailyLimit >= 1 && r.dailyLimit <= 10_000 ? r.dailyLimit : d.dailyLimit,
    timezone: storedZone(r.timezone, at),
    days: Array.isArray(r.days) && r.days.length > 0 && r.days.every((n) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 6) ? [...new Set(r.days as number[])].sort() : d.days,
    from: typeof r.from === 'string' && TIME.test(r.from) ? r.from : d.from,
    to: typeof r.to === 'string' && TIME.test(r.to) ? r.to : d.to,
  };
}

/** Preferences a person sent: every problem as a field error (422). `at` dates the zones' offsets compared. */
export function checkedPreferences(input: OutreachPreferences, now: Date): OutreachPreferences {
  const problems: { loc: string[]; msg: string; type: string }[] = [];
  const at = (field: string, msg: string) => problems.push({ loc: ['body', field], msg, type: 'value_error' });
  const accounts = [...new Set(input.sendingAccounts.map((e) => e.trim().toLowerCase()))];
  if (accounts.length > 100) at('sending_accounts', 'Choose at most 100 sending accounts');
  if (accounts.some((e) => !EMAIL.test(e))) at('sending_accounts', 'Sending accounts are email addresses');
  if (!Number.isInteger(input.dailyLimit) || input.dailyLimit < 1 || input.dailyLimit > 10_000) at('daily_limit', 'The daily limit is a whole number from 1 to 10,000');
  if (!isInstantlyTimeZone(input.timezone)) {
    // Instantly refuses any zone outside its list, even a valid IANA name: say which of its zones is nearest.
    const nearest = input.timezone.length <= 60 ? nearestInstantlyTimeZone(input.timezone, now) : null;
    at('timezone', nearest ? `Instantly does not accept ${input.timezone.trim()}; its nearest time zone is ${nearest}` : 'Choose one of the time zones Instantly accepts');
  }
  if (input.days.length === 0 || !input.days.every((n) => Number.isInteger(n) && n >= 0 && n <= 6)) at('days', 'Choose at least one day of the week');
  if (!TIME.test(input.from)) at('from', 'Enter the start as HH:MM');
  if (!TIME.test(input.to)) at('to', 'Enter the end as HH:MM');
  if (TIME.test(input.from) && TIME.test(input.to) && input.from >= input.to) at('to', 'The end must be after the start');
  if (problems.length) throw new ServerError('VALIDATION.INVALID', problems[0]!.msg, problems);
  return { ...input, sendingAccounts: accounts, days: [...new Set(input.days)].sort() };
}

export function scheduleOf(preferences: OutreachPreferences): SendingSchedule {
  return { timezone: preferences.timezone, days: preferences.days, from: preferences.from, to: preferences.to };
}
