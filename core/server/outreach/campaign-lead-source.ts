import { inject, injectable, optional } from 'inversify';
import { LeadListRepository } from '../leads/lead-list-repository.ts';
import { OutreachProvider, type OutreachLead } from './outreach-provider.ts';
import type { LeadsAddedView } from '../../domain/outreach/outreach.ts';
import { isMaskedLastName } from '../../domain/leads/lead-names.ts';
import { leadsFromCsv } from './csv-leads.ts';
import { ServerError } from '../errors.ts';
import { OutreachServerMessages } from './outreach-server-messages.ts';

/** Where a campaign's new leads come from: one of the space's saved lead lists, or CSV text with an email column. */
export interface LeadSource {
  leadListId?: string;
  csv?: string;
}

/** Leads read from a source, before they are compared with the campaign's; `withoutEmail` were skipped already. */
export interface SourcedLeads {
  leads: OutreachLead[];
  withoutEmail: number;
  listName: string | null;
}

const EMAIL = /^[^@\s]{1,64}@[^@\s]{1,190}\.[^@\s]{2,}$/;
/** Characters of CSV text we read at most (about 5,000 rows of a few columns). */
export const MAX_CSV_CHARS = 2_000_000;

/**
 * Reads a campaign's new leads from a saved list (through LeadListRepository, scoped to the space: another
 * space's list is not found) or a CSV, and adds to a campaign only those it does not have yet, compared by
 * lower-cased email with its leads at the provider (`POST /leads/list`). Leads without an email are counted
 * as skipped.
 */
@injectable()
export class CampaignLeadSource {
  constructor(
    @inject(OutreachProvider) private readonly outreach: OutreachProvider,
    // Lead search binds it; until then only CSV files can be used.
    @inject(LeadListRepository) @optional() private readonly lists?: LeadListRepository,
  ) {}

  /** Reads and checks the source (422 on a bad one) without calling the provider. */
  async read(spaceId: string, source: LeadSource): Promise<SourcedLeads | null> {
    const hasList = typeof source.leadListId === 'string' && source.leadListId.length > 0;
    const hasCsv = typeof source.csv === 'string' && source.csv.trim().length > 0;
    if (hasList && hasCsv) throw new ServerError('VALIDATION.INVALID', OutreachServerMessages.outreachLeadsSource, [{ loc: ['body', 'csv'], msg: OutreachServerMessages.outreachLeadsSource, type: 'value_error' }]);
    if (hasList) {
      if (!this.lists) throw new ServerError('VALIDATION.INVALID', OutreachServerMessages.outreachListsUnavailable, [{ loc: ['body', 'lead_list_id'], msg: OutreachServerMessages.outreachListsUnavailable, type: 'value_error' }]);
      const list = source.leadListId!.length <= 100 ? await this.lists.find(spaceId, source.leadListId!) : null;
      if (!list) throw new ServerError('VALIDATION.INVALID', OutreachServerMessages.outreachListNotFound, [{ loc: ['body', 'lead_list_id'], msg: OutreachServerMessages.outreachListNotFound, type: 'value_error' }]);
      const saved = await this.lists.leads(spaceId, list.id);
      return this.split(
        // A last name still masked by Apollo (`Sc***t`) is not a name to write to anyone: it is left out.
        saved.map((l) => ({ email: l.email ?? '', firstName: l.firstName || undefined, lastName: (!isMaskedLastName(l.lastName) && l.lastName) || undefined, companyName: l.company ?? undefined })),
        list.name,
      );
    }
    if (hasCsv) {
      const csv = source.csv!;
      if (csv.length > MAX_CSV_CHARS) throw new ServerError('VALIDATION.INVALID', OutreachServerMessages.outreachCsvTooLarge, [{ loc: ['body', 'csv'], msg: OutreachServerMessages.outreachCsvTooLarge, type: 'value_error' }]);
      const parsed = leadsFromCsv(csv);
      if (!parsed) throw new ServerError('VALIDATION.INVALID', OutreachServerMessages.outreachCsvNoEmail, [{ loc: ['body', 'csv'], msg: OutreachServerMessages.outreachCsvNoEmail, type: 'value_error' }]);
      if (parsed.tooMany) throw new ServerError('VALIDATION.INVALID', OutreachServerMessages.outreachCsvTooLarge, [{ loc: ['body', 'csv'], msg: OutreachServerMessages.outreachCsvTooLarge, type: 'value_error' }]);
      return this.split(parsed.leads, null);
    }
    return null;
  }

  /** Adds the leads the campaign does not have yet; says how many were added, and how many were skipped and why. */
  async addNew(apiKey: string, campaignId: string, sourced: SourcedLeads): Promise<LeadsAddedView> {
    const existing = new Set((await this.outreach.campaignLeads(apiKey, campaignId)).map((l) => l.email.toLowerCase()));
    const fresh: OutreachLead[] = [];
    for (const lead of sourced.leads) {
      const key = lead.email.toLowerCase();
      if (existing.has(key)) continue;
      existing.add(key);
      fresh.push(lead);
    }
    const duplicates = sourced.leads.length - fresh.length;
    const result = fresh.length ? await this.outreach.addLeads(apiKey, campaignId, fresh) : null;
    const skipped = {
      without_email: sourced.withoutEmail,
      already_in_campaign: duplicates + (result?.skipped.alreadyInCampaign ?? 0),
      in_other_campaign: result?.skipped.inAnotherCampaign ?? 0,
      blocklisted: result?.skipped.blocklisted ?? 0,
      invalid_email: result?.skipped.invalidEmail ?? 0,
    };
    return { leads_added: result?.added ?? 0, leads_skipped: Object.values(skipped).reduce((n, v) => n + v, 0), skipped };
  }

  /** Nothing added, nothing skipped: a draft made without leads. */
  static readonly NONE: LeadsAddedView = { leads_added: 0, leads_skipped: 0, skipped: { without_email: 0, already_in_campaign: 0, in_other_campaign: 0, blocklisted: 0, invalid_email: 0 } };

  private split(leads: OutreachLead[], listName: string | null): SourcedLeads {
    const withEmail = leads.map((l) => ({ ...l, email: l.email.trim() })).filter((l) => EMAIL.test(l.email));
    return { leads: withEmail, withoutEmail: leads.length - withEmail.length, listName };
  }
}
