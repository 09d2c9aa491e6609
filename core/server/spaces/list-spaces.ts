import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { toSpaceView } from './space-view.ts';
import type { Principal } from '../auth/principal.ts';
import type { Space } from '../../domain/spaces/space.ts';

/** The spaces of the caller's organization, default first, then by name. */
@injectable()
export class ListSpaces {
  constructor(@inject(UnitOfWork) private readonly uow: UnitOfWork) {}

  async execute(principal: Principal): Promise<Space[]> {
    if (!principal.orgId) return [];
    const orgId = principal.orgId;
    // Two reads without a transaction: a space created or removed between them shows with no answers, or not at all.
    const { spaces, answered } = await this.uow.read(async (repos) => {
      const spaces = await repos.spaces.listByOrganization(orgId);
      return { spaces, answered: await repos.spaces.answeredQuestionIds(spaces.map((s) => s.id)) };
    });
    return spaces
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name))
      .map((s) => toSpaceView(s, answered.get(s.id)));
  }
}
