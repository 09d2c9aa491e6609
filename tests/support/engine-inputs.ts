import type { AgentSlug, Brief } from '../../core/server/agents/brief/brief.ts';
import type { FactSheet } from '../../core/server/agents/facts/fact-sheet.ts';
import type { TaskInput } from '../../core/server/agents/tasks/agent-task.ts';
import { VariantPicker } from '../../core/server/agents/offline/variant-picker.ts';
import { NO_VOICE_RULES } from '../../core/server/agents/offline/voice-rules.ts';
import type { MarketingFigures } from '../../core/domain/integrations/marketing-figures.ts';
import type { AdPerformanceView } from '../../core/domain/integrations/ad-performance.ts';

/*
 * The offline engine's inputs built by hand, as its readers hand them over, so that each test states what it
 * needs and nothing else is read from its words (only types and plain values are imported here: the files that
 * mock the readers keep their mocks).
 */

/** The brief of `request` for `agent` with nothing read from it, but what `over` says. */
export const briefOf = (request: string, agent: AgentSlug, over: Partial<Brief> = {}): Brief => ({
  request,
  agent,
  task: null,
  outOfRemit: null,
  deliverables: [],
  audience: null,
  topic: null,
  offer: { discount: null, code: null, deadline: null, price: null, appliesTo: null },
  limits: { words: null, characters: null, bullets: null, sentences: null },
  language: null,
  sources: [],
  links: [],
  callToAction: null,
  competitors: [],
  amounts: [],
  dates: [],
  pasted: null,
  revision: null,
  ...over,
});

/** A fact sheet with nothing known, but what `over` says. */
export const factSheetOf = (over: Partial<FactSheet> = {}): FactSheet => ({
  company: null,
  product: null,
  description: null,
  industry: null,
  website: null,
  audience: null,
  problems: null,
  differentiator: null,
  competitors: [],
  goal: null,
  kpis: null,
  budget: null,
  channels: [],
  bestChannel: null,
  tone: null,
  avoid: null,
  prices: [],
  features: [],
  integrations: [],
  terms: [],
  proof: [],
  links: [],
  sources: [],
  ...over,
});

/** A task's input for `brief` and `facts`: no brand voice, the first variant, nothing referenced or written before. */
export const taskInputOf = (brief: Brief, facts: FactSheet, over: Partial<TaskInput> = {}): TaskInput => ({
  brief,
  facts,
  voice: NO_VOICE_RULES,
  savedVoice: false,
  pick: new VariantPicker(brief.request, 1),
  variant: 0,
  referenced: [],
  passages: [],
  previous: null,
  ...over,
});

/** The four weeks the figures below are for, and the four before them. */
export const figuresRange = { since: '2026-10-26', until: '2026-11-22' };
export const previousRange = { since: '2026-09-28', until: '2026-10-25' };

/** A Meta Ads campaign of the figures below: 10,000 impressions and 500 clicks, with its spend and conversions. */
export const campaign = (name: string, spend: number, conversions: number) => ({ campaign_id: name, name, spend, impressions: 10_000, clicks: 500, conversions, conversion_value: null, ctr: 0.05, cpc: spend / 500, roas: null });

/** The figures of a space with Meta Ads connected (these campaigns) and no analytics. */
export function adFigures(campaigns: ReturnType<typeof campaign>[]): MarketingFigures {
  const spend = campaigns.reduce((n, c) => n + c.spend, 0);
  const conversions = campaigns.reduce((n, c) => n + c.conversions, 0);
  const totals = { spend, impressions: 20_000, clicks: 1_000, conversions, conversion_value: null, ctr: 0.05, cpc: spend / 1_000, roas: null };
  const performance: AdPerformanceView = { provider: 'meta_ads', account: { id: 'act_1', name: 'Clinic Ads', currency: 'USD' }, range: figuresRange, previous_range: previousRange, totals, previous_totals: totals, campaigns, daily: [], sandbox: false };
  return { analytics: { gap: 'not_connected' }, ads: { performance } };
}
