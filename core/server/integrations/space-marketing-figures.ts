import { inject, injectable } from 'inversify';
import { Ga4Connection } from './ga4-connection.ts';
import { ReadAdPerformance } from './read-ad-performance.ts';
import { ReadErpRevenue } from '../erp/read-erp-revenue.ts';
import { ServerError } from '../errors.ts';
import type { FiguresGap, MarketingFigures } from '../../domain/integrations/marketing-figures.ts';

function gapOf(error: unknown): FiguresGap {
  if (!(error instanceof ServerError)) return 'unavailable';
  if (error.code === 'INTEGRATION.GA4_OAUTH_EXPIRED' || error.code === 'INTEGRATION.RECONNECT_NEEDED') return 'expired';
  if (error.code === 'INTEGRATION.NOT_CONNECTED') return /property/i.test(error.message) ? 'no_property' : 'not_connected';
  return 'unavailable';
}

/**
 * The last 28 days of the space's analytics, ad platform and ERP, for an agent run of a member of the space.
 * Never fails the run: a source that cannot answer says why, and the agent says what connecting would add.
 */
@injectable()
export class SpaceMarketingFigures {
  constructor(
    @inject(Ga4Connection) private readonly ga4: Ga4Connection,
    @inject(ReadAdPerformance) private readonly ads: ReadAdPerformance,
    @inject(ReadErpRevenue) private readonly erp: ReadErpRevenue,
  ) {}

  async read(spaceId: string): Promise<MarketingFigures> {
    const [analytics, ads, erp] = await Promise.all([
      this.ga4.reportForSpace(spaceId).then((report) => ({ report }), (error: unknown) => ({ gap: gapOf(error) })),
      this.ads.forSpace(spaceId).then((performance) => ({ performance }), (error: unknown) => ({ gap: gapOf(error) })),
      this.erp.forSpace(spaceId, { days: 28 }).then((revenue) => ({ revenue }), (error: unknown) => ({ gap: gapOf(error) })),
    ]);
    // A space without an ERP is not told to connect one: only a connected ERP's figures or trouble are mentioned.
    return { analytics, ads, ...('gap' in erp && erp.gap === 'not_connected' ? {} : { erp }) };
  }
}
