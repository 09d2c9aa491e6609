import type { LlmTool, Retrieval } from './ports.ts';
import { K_VALUES } from '../../domain/agents/agent-cost.ts';
import { runPipeline } from './pipelines/run-pipeline.ts';
import { profileSummary, type AgentContext } from './tools/agent-context.ts';
import { adsToolText, analyticsToolText } from './offline/figure-findings.ts';

const ANALYSIS: Record<string, { name: string; description: string }> = {
  'email-agent': { name: 'email_facts', description: "Classifies the email request (launch, newsletter, follow-up, cold outreach, subject lines, rewrite) and returns the space's facts, subject line options and a draft body to improve on." },
  'seo-agent': { name: 'seo_audit', description: 'Audits a page on-page (title, headings, length, readability, keywords, links) or returns keyword ideas. Pass the page text, or leave it empty to audit the page the request references.' },
  'strategy-review-agent': { name: 'strategy_rubric', description: 'Scores a marketing plan against eight criteria with evidence quotes and fixes. Pass the plan text, or leave it empty to review the referenced plan or the space profile.' },
  'brand-voice': { name: 'voice_analysis', description: 'Measures tone, formality, sentence length and vocabulary of a text and writes voice rules, or rewrites text in the saved voice.' },
  'creative-agent': { name: 'creative_copy', description: 'Returns headline, ad copy or social post options built from the space facts, within platform character limits.' },
  cmo: { name: 'specialist_findings', description: 'Runs the specialists the request needs (strategy, email, SEO, brand voice, creative) and returns their findings.' },
};

/**
 * What a model-backed agent may call: its own analysis tool, knowledge-base search and the space profile.
 * Each returns text for the model; arguments come from the model and are treated as untrusted.
 */
export function agentModelTools(agentSlug: string, ctx: AgentContext, retrieval: Retrieval, scope: { orgId: string; spaceId: string }): LlmTool[] {
  const analysis = ANALYSIS[agentSlug];
  const tools: LlmTool[] = [
    {
      name: 'search_knowledge_base',
      description: "Searches the space's knowledge base (documents and web pages) and returns the best passages with their titles.",
      parameters: { type: 'object', properties: { query: { type: 'string', description: 'What to look for' } }, required: ['query'], additionalProperties: false },
      async run(args) {
        const query = typeof args.query === 'string' ? args.query.slice(0, 500).trim() : '';
        if (!query) throw new Error('query is required');
        const hits = await retrieval.search({ ...scope, query, k: { refDocs: K_VALUES.k_value_ref_docs, kb: K_VALUES.k_value_kb, url: K_VALUES.k_value_url }, referencedDocumentIds: [], referencedWebSourceIds: [] });
        const passages = hits.filter((h) => h.sourceType !== 'space_profile').slice(0, 8);
        return passages.length ? passages.map((h, i) => `[${i + 1}] ${h.title}: ${h.snippet.replace(/\s+/g, ' ')}`).join('\n') : 'No passages found.';
      },
    },
    {
      name: 'read_space_profile',
      description: "Returns the space profile's answers (company, audience, offer, goals, channels, tone).",
      parameters: { type: 'object', properties: {}, additionalProperties: false },
      async run() {
        return profileSummary(ctx);
      },
    },
  ];
  if (ctx.figures) {
    const figures = ctx.figures;
    const none = { type: 'object', properties: {}, additionalProperties: false } as const;
    tools.push(
      {
        name: 'analytics_report',
        description: "The space's Google Analytics 4 figures for the last 28 days against the 28 before: sessions, users, key events, revenue, by channel, landing page and source / medium. Says so when GA4 is not connected.",
        parameters: none,
        async run() {
          return analyticsToolText(figures);
        },
      },
      {
        name: 'ad_performance',
        description: "The space's Meta Ads figures for the last 28 days against the 28 before: spend, clicks, CTR, CPC, conversions and ROAS, by campaign. Says so when no ad platform is connected.",
        parameters: none,
        async run() {
          return adsToolText(figures);
        },
      },
    );
  }
  if (analysis) {
    tools.unshift({
      name: analysis.name,
      description: analysis.description,
      parameters: { type: 'object', properties: { text: { type: 'string', description: 'The text to work on; empty for the request and what it references' } }, additionalProperties: false },
      async run(args) {
        const text = typeof args.text === 'string' ? args.text.slice(0, 20_000) : '';
        const result = runPipeline(agentSlug, text.trim() ? { ...ctx, message: `${ctx.message}\n${text}` } : ctx);
        return result.context;
      },
    });
  }
  return tools;
}
