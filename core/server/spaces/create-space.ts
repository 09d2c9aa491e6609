import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { Clock } from '../ports/clock.ts';
import { toSpaceView } from './space-view.ts';
import { ServerError } from '../errors.ts';
import { SpacesServerMessages } from './spaces-server-messages.ts';
import { isOrgAdmin } from '../../domain/roles.ts';
import { isValidSlug } from '../../domain/spaces/slug.ts';
import type { Principal } from '../auth/principal.ts';
import type { CreateSpacePayload, Space } from '../../domain/spaces/space.ts';

/** Org owners and admins create spaces in their organization; slugs are unique per organization. */
@injectable()
export class CreateSpace {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(principal: Principal, command: CreateSpacePayload): Promise<Space> {
    if (!isOrgAdmin(principal.role) || !principal.orgId) {
      throw new ServerError('PERMISSION.DENIED', SpacesServerMessages.createSpaceForbidden);
    }
    const slug = command.slug.trim();
    if (!isValidSlug(slug)) {
      throw new ServerError('VALIDATION.INVALID', SpacesServerMessages.invalidSlug, [
        { loc: ['body', 'slug'], msg: SpacesServerMessages.invalidSlug, type: 'value_error' },
      ]);
    }
    const orgId = principal.orgId;
    return this.uow.run(async (repos) => {
      if (await repos.spaces.findBySlug(orgId, slug)) {
        throw new ServerError('SPACE.SLUG_TAKEN', SpacesServerMessages.slugTaken(slug));
      }
      const space = {
        id: this.ids.next(),
        orgId,
        name: command.name.trim(),
        slug,
        description: command.description?.trim() || null,
        isDefault: false,
        createdAt: this.clock.now(),
      };
      await repos.spaces.create(space);
      return toSpaceView(space);
    });
  }
}
