import { inject, injectable } from 'inversify';
import { PublishedDraftRepository, type PublishedDraftRecord } from './published-draft-repository.ts';
import { CheckSpaceAccess } from '../spaces/check-space-access.ts';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import type { Principal } from '../auth/principal.ts';

const LIST_LIMIT = 200;

/** A sent draft with the name of who sent it (a former member shows as such). */
export interface SentDraft extends PublishedDraftRecord {
  sentByName: string;
}

/** What was sent from a space to its publishing sites, newest first; every member of the space reads it. */
@injectable()
export class ListSentDrafts {
  constructor(
    @inject(CheckSpaceAccess) private readonly spaceAccess: CheckSpaceAccess,
    @inject(PublishedDraftRepository) private readonly drafts: PublishedDraftRepository,
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
  ) {}

  async execute(principal: Principal, spaceId: string): Promise<SentDraft[]> {
    const space = await this.spaceAccess.execute(principal, spaceId);
    const sent = (await this.drafts.listForSpace(spaceId, LIST_LIMIT)).filter((d) => d.status === 'sent');
    const people = new Map((await this.uow.run((repos) => repos.users.listByOrganization(space.orgId))).map((u) => [u.id, u.name || u.email]));
    return sent.map((d) => ({ ...d, sentByName: people.get(d.sentBy) ?? 'A former member' }));
  }
}
