import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import type { SpaceRecord } from '../ports/records.ts';

/** A space id from a request must name a space of the caller's organization: never another tenant's. */
@injectable()
export class CheckSpaceAccess {
  constructor(@inject(UnitOfWork) private readonly uow: UnitOfWork) {}

  async execute(principal: Principal, spaceId: string): Promise<SpaceRecord> {
    // One read, outside a transaction: every request naming a space makes it.
    const space = await this.uow.read((repos) => repos.spaces.findById(spaceId));
    // A foreign space and a missing one answer alike, so ids cannot be probed across tenants.
    if (!space || space.orgId !== principal.orgId) {
      throw new ServerError('PERMISSION.DENIED', ServerMessages.spaceAccessDenied);
    }
    return space;
  }
}
