import { inject, injectable } from 'inversify';
import { CheckSpaceAccess } from '../spaces/check-space-access.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { ServerError } from '../errors.ts';
import { isOrgAdmin } from '../../domain/roles.ts';
import { LeadListRepository, type LeadList, type SavedLead } from './lead-list-repository.ts';
import { leadListName } from './lead-list-name.ts';
import type { Principal } from '../auth/principal.ts';
import { LeadsServerMessages } from './leads-server-messages.ts';

/**
 * A space's saved lead lists: create one, list them, read one with its leads, rename, delete. Members of the space read and
 * rename; deleting is for whoever made the list and the organization's owners and admins. A list of another
 * space (or organization) is not found.
 */
@injectable()
export class LeadLists {
  constructor(
    @inject(CheckSpaceAccess) private readonly spaceAccess: CheckSpaceAccess,
    @inject(LeadListRepository) private readonly lists: LeadListRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  /** A new empty list (leads are saved into it later). */
  async create(principal: Principal, spaceId: string, name: string): Promise<LeadList> {
    const space = await this.spaceAccess.execute(principal, spaceId);
    const id = this.ids.next();
    await this.lists.create({ id, orgId: space.orgId, spaceId, name: leadListName(name), createdBy: principal.userId, createdAt: this.clock.now() });
    return this.found(spaceId, id);
  }

  async list(principal: Principal, spaceId: string): Promise<LeadList[]> {
    await this.spaceAccess.execute(principal, spaceId);
    return this.lists.listsForSpace(spaceId);
  }

  async read(principal: Principal, spaceId: string, listId: string): Promise<{ list: LeadList; leads: SavedLead[] }> {
    await this.spaceAccess.execute(principal, spaceId);
    const list = await this.found(spaceId, listId);
    return { list, leads: await this.lists.leads(spaceId, listId) };
  }

  async rename(principal: Principal, spaceId: string, listId: string, name: string): Promise<LeadList> {
    await this.spaceAccess.execute(principal, spaceId);
    const checked = leadListName(name);
    await this.found(spaceId, listId);
    await this.lists.rename(spaceId, listId, checked);
    return this.found(spaceId, listId);
  }

  async remove(principal: Principal, spaceId: string, listId: string): Promise<void> {
    await this.spaceAccess.execute(principal, spaceId);
    const list = await this.found(spaceId, listId);
    if (list.createdBy !== principal.userId && !isOrgAdmin(principal.role)) throw new ServerError('PERMISSION.DENIED', LeadsServerMessages.leadListDeleteDenied);
    await this.lists.remove(spaceId, listId);
  }

  private async found(spaceId: string, listId: string): Promise<LeadList> {
    const list = await this.lists.find(spaceId, listId);
    if (!list) throw new ServerError('INTEGRATION.NOT_FOUND', LeadsServerMessages.leadListNotFound);
    return list;
  }
}
