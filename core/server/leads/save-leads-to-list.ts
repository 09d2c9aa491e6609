import { inject, injectable } from 'inversify';
import { CheckSpaceAccess } from '../spaces/check-space-access.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import type { FieldError } from '../../domain/field-errors.ts';
import { ServerError } from '../errors.ts';
import { LeadListRepository, type LeadInput, type LeadList, type NewSavedLead } from './lead-list-repository.ts';
import { leadDedupeKey } from './lead-dedupe-key.ts';
import { leadListName } from './lead-list-name.ts';
import type { Principal } from '../auth/principal.ts';
import { LeadsServerMessages } from './leads-server-messages.ts';

export const MAX_LEADS_PER_SAVE = 1000;
const MAX_FIELD = 300;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SaveLeadsInput {
  listId?: string;
  newListName?: string;
  leads: LeadInput[];
}

export interface SavedLeadsResult {
  list: LeadList;
  added: number;
  already_there: number;
}

const clip = (value: string | null | undefined): string | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text ? text.slice(0, MAX_FIELD) : null;
};

/**
 * Saves leads into an existing list of the space or a new one; a person already in the list is not added
 * again (provider id, else email). Every member of the space may save. At most 1,000 leads per call.
 */
@injectable()
export class SaveLeadsToList {
  constructor(
    @inject(CheckSpaceAccess) private readonly spaceAccess: CheckSpaceAccess,
    @inject(LeadListRepository) private readonly lists: LeadListRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async execute(principal: Principal, spaceId: string, input: SaveLeadsInput): Promise<SavedLeadsResult> {
    const space = await this.spaceAccess.execute(principal, spaceId);
    if (Boolean(input.listId) === Boolean(input.newListName?.trim())) {
      throw new ServerError('VALIDATION.INVALID', LeadsServerMessages.leadListChoose, [{ loc: ['body', 'list_id'], msg: LeadsServerMessages.leadListChoose, type: 'value_error' }]);
    }
    if (!Array.isArray(input.leads) || input.leads.length === 0) throw new ServerError('VALIDATION.INVALID', LeadsServerMessages.leadsNoneGiven, [{ loc: ['body', 'leads'], msg: LeadsServerMessages.leadsNoneGiven, type: 'missing' }]);
    if (input.leads.length > MAX_LEADS_PER_SAVE) throw new ServerError('VALIDATION.INVALID', LeadsServerMessages.leadsTooMany, [{ loc: ['body', 'leads'], msg: LeadsServerMessages.leadsTooMany, type: 'value_error' }]);
    const now = this.clock.now();
    const errors: FieldError[] = [];
    const rows: NewSavedLead[] = [];
    input.leads.forEach((lead, i) => {
      const email = clip(lead.email)?.toLowerCase() ?? null;
      if (email && !EMAIL.test(email)) errors.push({ loc: ['body', 'leads', String(i), 'email'], msg: 'Not an email address', type: 'value_error' });
      const linkedin = clip(lead.linkedinUrl);
      const normalized = { externalId: clip(lead.externalId), email };
      const dedupeKey = leadDedupeKey(normalized);
      if (!dedupeKey) {
        errors.push({ loc: ['body', 'leads', String(i)], msg: LeadsServerMessages.leadNeedsIdOrEmail, type: 'missing' });
        return;
      }
      rows.push({
        id: this.ids.next(),
        dedupeKey,
        savedAt: now,
        ...normalized,
        firstName: clip(lead.firstName) ?? '',
        lastName: clip(lead.lastName) ?? '',
        title: clip(lead.title),
        company: clip(lead.company),
        companySize: clip(lead.companySize),
        industry: clip(lead.industry),
        location: clip(lead.location),
        linkedinUrl: linkedin && /^https?:\/\//i.test(linkedin) ? linkedin : null,
      });
    });
    if (errors.length) throw new ServerError('VALIDATION.INVALID', errors[0]!.msg, errors.slice(0, 20));
    let listId = input.listId ?? '';
    if (input.listId) {
      if (!(await this.lists.find(spaceId, input.listId))) throw new ServerError('INTEGRATION.NOT_FOUND', LeadsServerMessages.leadListNotFound);
    } else {
      listId = this.ids.next();
      await this.lists.create({ id: listId, orgId: space.orgId, spaceId, name: leadListName(input.newListName), createdBy: principal.userId, createdAt: now });
    }
    const counts = await this.lists.addLeads(spaceId, listId, rows);
    const list = await this.lists.find(spaceId, listId);
    if (!list) throw new ServerError('INTEGRATION.NOT_FOUND', LeadsServerMessages.leadListNotFound);
    return { list, added: counts.added, already_there: counts.alreadyThere };
  }
}
