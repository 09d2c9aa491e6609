import { inject, injectable, multiInject } from 'inversify';
import { PublishingProvider } from './publishing-provider.ts';
import type { SiteTaxonomies } from '../../domain/publishing/publishing.ts';
import { ConnectedAccounts } from '../integrations/connected-accounts.ts';
import { CheckSpaceAccess } from '../spaces/check-space-access.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';

/** The connected WordPress site's categories and tags, for the send dialog's choices (members read). */
@injectable()
export class ReadSiteTaxonomies {
  constructor(
    @inject(CheckSpaceAccess) private readonly spaceAccess: CheckSpaceAccess,
    @inject(ConnectedAccounts) private readonly accounts: ConnectedAccounts,
    @multiInject(PublishingProvider) private readonly sites: PublishingProvider[],
  ) {}

  async execute(principal: Principal, spaceId: string): Promise<SiteTaxonomies> {
    await this.spaceAccess.execute(principal, spaceId);
    const site = this.sites.find((s) => s.provider === 'wordpress');
    if (!site) throw new ServerError('INTEGRATION.NOT_AVAILABLE', ServerMessages.integrationSoon('WordPress'));
    const connection = await this.accounts.open(spaceId, 'wordpress');
    const where = { url: connection.record.settings.site?.url ?? connection.record.accountId ?? '', username: connection.record.settings.site?.username };
    return this.accounts.call(connection, (secret) => site.taxonomies(where, secret));
  }
}
