import { inject, injectable } from 'inversify';
import { ConnectedAccounts } from '../integrations/connected-accounts.ts';
import { SearchLeads } from './search-leads.ts';
import { LEAD_SENIORITIES, type LeadCandidate } from './lead-search-provider.ts';
import type { LeadInput } from './lead-list-repository.ts';
import type { IntegrationTool, ToolOutcome, ToolScope } from '../integrations/actions/integration-tool.ts';
import { peopleCount, widenSearchHint } from '../../domain/leads/leads.ts';

const list = (description: string) => ({ type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 20, description });

/** A lead as the tool hands it on (to a proposal that saves it to a list). */
function leadInput(p: LeadCandidate): LeadInput {
  return { externalId: p.externalId, firstName: p.firstName, lastName: p.lastName, email: p.email, title: p.title, company: p.company, companySize: p.companySize, industry: p.industry, location: p.location, linkedinUrl: p.linkedinUrl };
}

const cell = (value: string | null) => (value ?? '').replace(/\|/g, '/');

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : []);

/** An empty search says so, with what it looked for and which filters to drop, instead of an empty table. */
function nobodyFound(args: Record<string, unknown>): string {
  const filters: [string, string[]][] = [
    ['the seniority', strings(args.seniorities)],
    ['the company size', strings(args.company_sizes).map((s) => `${s.replace(',', '–')} employees`)],
    ['the industry', strings(args.industries)],
    ['the location', strings(args.locations)],
  ];
  const used = filters.filter(([, values]) => values.length);
  const sought = [...strings(args.titles), ...used.flatMap(([, values]) => values)].join(', ');
  return `Apollo found nobody matching ${sought ? `these filters (${sought})` : 'these filters'}. ${widenSearchHint(used.map(([name]) => name))}`;
}

/** Read tool: people search with the space's Apollo key (free: no emails, no credits spent). */
@injectable()
export class LeadSearchTool implements IntegrationTool {
  readonly name = 'lead_search';
  readonly kind = 'lead_search' as const;
  readonly effect = 'read' as const;
  readonly description = 'Finds people with Apollo by job title, seniority, company size, industry and location (no emails: those are revealed later, with credits, on a person\'s confirmation). Returns a table and the people.';
  readonly inputSchema = {
    type: 'object',
    properties: {
      titles: list('Job titles, e.g. "Head of Marketing"'),
      seniorities: { type: 'array', items: { type: 'string', enum: [...LEAD_SENIORITIES] }, maxItems: 11, description: 'Seniorities' },
      company_sizes: list('Company head-count ranges as "min,max", e.g. "51,200"'),
      industries: list('Industry keywords, e.g. "SaaS"'),
      locations: list('Countries, regions or cities, e.g. "Germany"'),
      limit: { type: 'integer', minimum: 1, maximum: 100, description: 'How many people at most (default 25)' },
    },
    additionalProperties: false,
  };

  constructor(
    @inject(SearchLeads) private readonly search: SearchLeads,
    @inject(ConnectedAccounts) private readonly accounts: ConnectedAccounts,
  ) {}

  async available(scope: ToolScope): Promise<boolean> {
    return this.accounts.isConnected(scope.spaceId, 'apollo');
  }

  async run(scope: ToolScope, args: Record<string, unknown>): Promise<ToolOutcome> {
    const limit = typeof args.limit === 'number' && Number.isInteger(args.limit) ? Math.min(Math.max(1, args.limit), 100) : 25;
    const found = await this.search.execute(
      scope.principal,
      scope.spaceId,
      { titles: args.titles, seniorities: args.seniorities, company_sizes: args.company_sizes, industries: args.industries, locations: args.locations },
      1,
      limit,
    );
    const people = found.people.slice(0, limit);
    if (!people.length) return { text: nobodyFound(args), data: { people: [], total: found.total } };
    // Apollo's search gives a masked last name, the title and the employer only; the rest comes with enrichment.
    const email = (p: LeadCandidate) => (p.hasEmail === null ? '' : p.hasEmail ? 'yes' : 'no');
    const rows = people.map((p) => `| ${cell(`${p.firstName} ${p.lastName}`.trim())} | ${cell(p.title)} | ${cell(p.company)} | ${email(p)} |`);
    const text = [
      found.total > people.length ? `Apollo found ${peopleCount(found.total)}; the first ${people.length}:` : `Apollo found ${peopleCount(people.length)}:`,
      '',
      '| Name | Title | Company | Email on file |',
      '| --- | --- | --- | --- |',
      ...rows,
      '',
      'Last names stay masked, and location, LinkedIn, company size, industry and email stay empty, until the people are saved to a list and enriched (which spends Apollo credits).',
    ].join('\n');
    return { text, data: { people: people.map(leadInput), total: found.total } };
  }
}
