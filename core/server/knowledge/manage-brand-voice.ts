import { inject, injectable } from 'inversify';
import { KnowledgeRepository } from './ports.ts';
import { Clock } from '../ports/clock.ts';
import { ServerError } from '../errors.ts';
import { KnowledgeServerMessages } from './knowledge-server-messages.ts';
import { brandVoiceView } from './knowledge-views.ts';
import { isOrgAdmin } from '../../domain/roles.ts';
import { hasBrandVoice, type BrandVoice } from '../../domain/knowledge/knowledge-base.ts';
import type { Principal } from '../auth/principal.ts';

/** One brand voice per space: every member reads it, owners and admins write it, agents that write follow it. */
@injectable()
export class ManageBrandVoice {
  constructor(
    @inject(KnowledgeRepository) private readonly store: KnowledgeRepository,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async get(spaceId: string): Promise<Required<BrandVoice>> {
    return brandVoiceView(await this.store.brandVoice(spaceId));
  }

  /** The text agent runs should follow, or null when the space has none (for the agent context). */
  async contentFor(spaceId: string): Promise<string | null> {
    const voice = await this.store.brandVoice(spaceId);
    return hasBrandVoice(voice?.content) ? voice.content : null;
  }

  async save(principal: Principal, spaceId: string, content: string): Promise<Required<BrandVoice>> {
    if (!isOrgAdmin(principal.role)) throw new ServerError('PERMISSION.DENIED', KnowledgeServerMessages.brandVoiceManagersOnly);
    const now = this.clock.now();
    const existing = await this.store.brandVoice(spaceId);
    const saved = await this.store.saveBrandVoice({
      spaceId, orgId: principal.orgId!, content: hasBrandVoice(content) ? content : '', createdBy: existing?.createdBy ?? principal.userId, updatedBy: principal.userId, createdAt: existing?.createdAt ?? now, updatedAt: now,
    });
    return brandVoiceView(saved);
  }
}
