import { inject, injectable } from 'inversify';
import type { AppliedAction, ProposalApplier } from '../integrations/actions/proposal-applier.ts';
import { SendDraftToSite } from './send-draft-to-site.ts';
import { termList } from './publish-draft-tool.ts';
import { ServerError } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import { integrationProvider } from '../../domain/integrations/integrations.ts';
import { isPublishingProvider } from './publishing-provider.ts';

/**
 * Applies a `publish_draft` proposal when a person confirms it: the payload (written by a model) is checked
 * again and sent through SendDraftToSite, which applies the write policy, records and audits the draft.
 */
@injectable()
export class PublishDraftApplier implements ProposalApplier {
  readonly action = 'publish_draft';

  constructor(@inject(SendDraftToSite) private readonly send: SendDraftToSite) {}

  async apply(principal: Principal, spaceId: string, payload: Record<string, unknown>): Promise<AppliedAction> {
    const site = typeof payload.site === 'string' ? payload.site : '';
    const title = typeof payload.title === 'string' ? payload.title : '';
    const markdown = typeof payload.markdown === 'string' ? payload.markdown : '';
    if (!isPublishingProvider(site) || !title.trim() || !markdown.trim()) {
      throw new ServerError('VALIDATION.INVALID', 'This proposal has no site, title or text to send', [{ loc: ['body', 'payload'], msg: 'site, title and markdown are required', type: 'value_error' }]);
    }
    const draft = await this.send.execute(principal, spaceId, {
      provider: site,
      title,
      markdown,
      categories: site === 'wordpress' ? termList(payload.categories) : [],
      tags: termList(payload.tags),
    });
    return { summary: `Draft "${draft.title}" sent to ${integrationProvider(draft.provider).name} (${draft.siteLabel})`, externalId: draft.externalId, link: draft.editLink };
  }
}
