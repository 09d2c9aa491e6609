import { inject, injectable } from 'inversify';
import { ConnectionRepository, type ConnectionRecord } from './connection-repository.ts';
import { SecretBox } from './secret-box.ts';
import { AdPlatformProvider, type AdInsights } from './ad-platform-provider.ts';
import { ProviderError, providerUnavailable } from './provider-error.ts';
import { CheckSpaceAccess } from '../spaces/check-space-access.ts';
import { Clock } from '../ports/clock.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import { IntegrationsServerMessages } from './integrations-server-messages.ts';
import type { Principal } from '../auth/principal.ts';
import { integrationProvider } from '../../domain/integrations/integrations.ts';
import {
  adRatios,
  lastDays,
  previousPeriod,
  rangeProblem,
  sumFigures,
  type AdFigures,
  type AdPerformanceView,
  type DateRangeView,
} from '../../domain/integrations/ad-performance.ts';

const DEFAULT_DAYS = 28;

/**
 * The space's ad performance for a date range against the period before it (members read it). A token the
 * platform refuses turns the connection to `error` with the platform's reason, so Connections says why and
 * offers to reconnect; a working call marks it checked.
 */
@injectable()
export class ReadAdPerformance {
  constructor(
    @inject(ConnectionRepository) private readonly connections: ConnectionRepository,
    @inject(SecretBox) private readonly box: SecretBox,
    @inject(AdPlatformProvider) private readonly ads: AdPlatformProvider,
    @inject(CheckSpaceAccess) private readonly spaceAccess: CheckSpaceAccess,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(principal: Principal, spaceId: string, requested?: Partial<DateRangeView>): Promise<AdPerformanceView> {
    await this.spaceAccess.execute(principal, spaceId);
    return this.forSpace(spaceId, requested);
  }

  /** The performance for a space the caller already may read (the agents' figures). */
  async forSpace(spaceId: string, requested?: Partial<DateRangeView>): Promise<AdPerformanceView> {
    const provider = integrationProvider('meta_ads');
    const today = this.clock.now().toISOString().slice(0, 10);
    const range = requested?.since || requested?.until ? { since: requested.since ?? '', until: requested.until ?? '' } : lastDays(today, DEFAULT_DAYS);
    const problem = rangeProblem(range, today);
    if (problem) {
      throw new ServerError('VALIDATION.INVALID', problem, [{ loc: ['query', requested?.since && !requested.until ? 'until' : 'since'], msg: problem, type: 'value_error' }]);
    }
    const connection = await this.connections.find(spaceId, provider.id);
    if (!connection || !connection.sealedSecret || !connection.accountId) throw new ServerError('INTEGRATION.NOT_CONNECTED', ServerMessages.integrationNotConnected(provider.name));
    if (connection.status === 'error') throw new ServerError('INTEGRATION.RECONNECT_NEEDED', IntegrationsServerMessages.integrationReconnect(provider.name, connection.statusReason ?? 'the last check failed'));
    const token = await this.openToken(connection);
    const accountId = connection.accountId;
    const previous = previousPeriod(range);
    let current: AdInsights;
    let before: AdInsights;
    try {
      [current, before] = await Promise.all([this.ads.insights(token, accountId, range), this.ads.insights(token, accountId, previous)]);
    } catch (error) {
      if (error instanceof ProviderError && error.failure === 'auth_refused') {
        await this.connections.setStatus(connection.id, 'error', error.detail, this.clock.now());
        throw new ServerError('INTEGRATION.RECONNECT_NEEDED', IntegrationsServerMessages.integrationReconnect(provider.name, error.detail));
      }
      if (error instanceof ProviderError) throw providerUnavailable(provider.name, error);
      throw error;
    }
    await this.connections.setStatus(connection.id, 'connected', null, this.clock.now());
    const figures = (r: { spend: number; impressions: number; clicks: number; conversions: number; conversionValue: number | null }): AdFigures => ({
      spend: r.spend,
      impressions: r.impressions,
      clicks: r.clicks,
      conversions: r.conversions,
      conversion_value: r.conversionValue,
    });
    const totals = sumFigures(current.campaigns.map(figures));
    const previousTotals = sumFigures(before.campaigns.map(figures));
    return {
      provider: 'meta_ads',
      account: current.account,
      range,
      previous_range: previous,
      totals: { ...totals, ...adRatios(totals) },
      previous_totals: { ...previousTotals, ...adRatios(previousTotals) },
      campaigns: current.campaigns
        .map((c) => ({ campaign_id: c.campaignId, name: c.campaignName, ...figures(c), ...adRatios(figures(c)) }))
        .sort((a, b) => b.spend - a.spend),
      daily: current.daily.map((d) => ({ date: d.date, ...figures(d) })),
      sandbox: this.ads.sandbox,
    };
  }

  private async openToken(connection: ConnectionRecord): Promise<string> {
    try {
      return this.box.open(connection.sealedSecret!, connection.id);
    } catch {
      // Its key is gone (a lost keyring): only connecting again helps.
      await this.connections.setStatus(connection.id, 'error', IntegrationsServerMessages.integrationSecretUnreadable, this.clock.now());
      throw new ServerError('INTEGRATION.RECONNECT_NEEDED', IntegrationsServerMessages.integrationReconnect(integrationProvider(connection.provider).name, IntegrationsServerMessages.integrationSecretUnreadable));
    }
  }
}
