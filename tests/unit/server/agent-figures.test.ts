import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../../core/server/agents/pipelines/run-pipeline.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';
import type { MarketingFigures } from '../../../core/domain/integrations/marketing-figures.ts';
import type { AnalyticsReportView } from '../../../core/domain/integrations/analytics.ts';
import type { AdPerformanceView } from '../../../core/domain/integrations/ad-performance.ts';

const totals = (sessions: number, keyEvents: number) => ({ sessions, users: Math.round(sessions * 0.8), new_users: 100, engagement_rate: 0.6, key_events: keyEvents, revenue: keyEvents * 50 });
const channel = (label: string, sessions: number) => ({ label, sessions, users: sessions, key_events: Math.round(sessions / 50) });
const range = { since: '2026-10-26', until: '2026-11-22' };
const previous = { since: '2026-09-28', until: '2026-10-25' };

const report: AnalyticsReportView = {
  property: { id: '1', name: 'shop.example' },
  range,
  previous_range: previous,
  totals: totals(10_000, 200),
  previous_totals: totals(10_400, 230),
  by_day: [],
  by_channel: [channel('Organic Search', 4_800), channel('Paid Social', 1_640), channel('Direct', 1_500)],
  previous_by_channel: [channel('Organic Search', 4_700), channel('Paid Social', 2_000), channel('Direct', 1_480)],
  by_landing_page: [channel('/spring-sale', 2_400)],
  by_source_medium: [],
  sandbox: false,
};
const figures = (spend: number, clicks: number) => ({ spend, impressions: clicks * 80, clicks, conversions: 40, conversion_value: spend * 2.5, ctr: 1 / 80, cpc: spend / clicks, roas: 2.5 });
const ads: AdPerformanceView = {
  provider: 'meta_ads',
  account: { id: 'act_1', name: 'Shop Ads', currency: 'USD' },
  range,
  previous_range: previous,
  totals: figures(2_440, 2_000),
  previous_totals: figures(2_000, 2_000),
  campaigns: [
    { campaign_id: 'a', name: 'Prospecting', ...figures(1_500, 1_200), roas: 1.4, conversion_value: 2_100 },
    { campaign_id: 'b', name: 'Retargeting', ...figures(940, 800), roas: 4.1, conversion_value: 3_854 },
  ],
  daily: [],
  sandbox: false,
};

const ctx = (message: string, f?: MarketingFigures): AgentContext => ({ message, mode: 'normal', profile: {}, brandVoice: null, spaceName: 'Shop', figures: f });

/** The offline engine grounds the CMO's and the strategy agent's findings in the connected tools' figures. */
describe('findings from the figures', () => {
  it('says what the numbers show, the paid social and CPC finding of the issue included, and where they come from', () => {
    const { draft, steps, context } = runPipeline('cmo', ctx('How is our marketing doing?', { analytics: { report }, ads: { performance: ads } }));
    expect(draft).toContain('## What your numbers say');
    expect(draft).toContain('- Sessions held steady (10,400 -> 10,000).');
    expect(draft).toContain('- Key events fell 13 % (230 -> 200).');
    expect(draft).toContain('- Sessions from Paid Social fell 18 % (2,000 -> 1,640).');
    expect(draft).toContain('- Ad spend was $2,440.00, up 22 % on the period before.');
    expect(draft).toContain('- CPC was $1.22 (up 22 %).');
    expect(draft).toContain('- Sessions from paid social fell 18 % while CPC rose 22 %: each visit from ads costs more; check audiences and creative fatigue before adding budget.');
    expect(draft).toContain('- Best ROAS: "Retargeting" at 4.10; weakest: "Prospecting" at 1.40.');
    expect(draft).toContain('*Figures from Google Analytics 4, shop.example: 2026-10-26 to 2026-11-22, compared with 2026-09-28 to 2026-10-25; Meta Ads, Shop Ads: 2026-10-26 to 2026-11-22, compared with 2026-09-28 to 2026-10-25.*');
    expect(steps.at(-1)).toEqual({ tool: 'marketing_figures', summary: '10 findings from 2 connected tools' });
    expect(context).toContain('Figures from the connected tools:');
  });

  it('names a tool that needs reconnecting instead of its figures', () => {
    const { draft } = runPipeline('strategy-review-agent', ctx('Review our strategy', { analytics: { gap: 'expired' }, ads: { performance: ads } }));
    expect(draft).toMatch(/- Google Analytics (needs to be reconnected \(Connections\): its figures could not be read for this answer|could not be read for this answer: it needs to be reconnected \(Connections\))\./);
    expect(draft).toContain('- Ad spend was $2,440.00');
  });

  it('words the section differently when the answer is regenerated', () => {
    const figures: MarketingFigures = { analytics: { gap: 'not_connected' }, ads: { gap: 'not_connected' } };
    const section = (version: number) => runPipeline('strategy-review-agent', { ...ctx('Review our strategy', figures), version }).draft.split('## What your numbers say')[1]!;
    expect(section(2)).not.toBe(section(1));
  });

  it('leaves answers without figures as they were', () => {
    expect(runPipeline('cmo', ctx('How is our marketing doing?')).draft).not.toContain('What your numbers say');
  });
});
