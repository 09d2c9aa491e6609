import { CliError, defineCommand } from '../command.ts';
import { LeadSearchStore } from '../../../core/client/leads/lead-search-store.ts';
import { peopleCount, widenSearchHint, type LeadPersonView } from '../../../core/domain/leads/leads.ts';

const list = (value: unknown): string[] => (typeof value === 'string' ? value.split(';').map((v) => v.trim()).filter(Boolean) : []);
const person = (p: LeadPersonView): string =>
  [p.external_id ?? '-', `${p.first_name} ${p.last_name}`.trim(), p.title ?? '', p.company ?? '', p.company_size ?? '', p.location ?? '', p.email ?? ''].join('  ').trimEnd();

/**
 * Lead search with Apollo (R-OPEN-39): search people by title, seniority, company size, industry and location
 * (free, no emails), list the space's saved lead lists, show one with its leads.
 */
export const leadsCommand = defineCommand({
  name: 'leads',
  summary: "Search people with the space's Apollo key, list saved lead lists, or show one",
  usage: 'leads search [--title <T>] [--seniority <S>] [--size <min,max>] [--industry <I>] [--location <L>] [--page <n>] | leads lists | leads show <listId>',
  help: [
    'leads search: people from Apollo (searching spends no credits and shows no emails). Several values of a filter',
    'are separated by semicolons, e.g. --title "Head of Marketing;VP Marketing". --size is a head-count range, e.g. 51,200.',
    'leads lists: the lead lists saved in the current space, with their counts.',
    'leads show <listId>: one list with its leads.',
  ].join('\n'),
  positionals: ['action?', 'id?'],
  options: {
    title: { type: 'string', description: 'Job titles' },
    seniority: { type: 'string', description: 'Seniorities: c_suite, vp, head, director, manager, senior, entry, owner, founder' },
    size: { type: 'string', description: 'Company head-count ranges, e.g. 51,200' },
    industry: { type: 'string', description: 'Industry keywords, e.g. SaaS' },
    location: { type: 'string', description: 'Countries, regions or cities' },
    page: { type: 'string', description: 'Results page, from 1' },
  },
  requiresSession: true,
  uses: { leadSearchStore: LeadSearchStore },
  async run({ uses, out, args }, values) {
    const store = uses.leadSearchStore;
    const fail = (error: unknown): never => {
      throw new CliError(error instanceof Error ? error.message : String(error));
    };
    const action = args[0] ?? 'lists';
    if (action === 'search') {
      const page = typeof values.page === 'string' ? Number(values.page) : 1;
      if (!Number.isInteger(page) || page < 1 || page > 500) throw new CliError('Give --page as a number from 1 to 500', 2);
      const found = await store
        .search({ titles: list(values.title), seniorities: list(values.seniority), company_sizes: list(values.size), industries: list(values.industry), locations: list(values.location) }, page)
        .catch(fail);
      if (out.json) return out.data(found);
      if (found.total === 0) {
        // The flags this search used are the ones to drop: named as typed, so the next command is plain.
        const used = (['seniority', 'size', 'industry', 'location'] as const).filter((flag) => list(values[flag]).length > 0).map((flag) => `--${flag}`);
        return out.line(`Nobody matches these filters. ${widenSearchHint(used, '--title')}`);
      }
      out.line(`${peopleCount(found.total)} found, page ${found.page} of ${found.total_pages}`);
      for (const p of found.people) out.line(person(p));
      if (found.people.some((p) => p.last_name_masked)) out.line('Apollo masks last names, and gives no size, location or email, until the people are saved to a list and enriched.');
      return;
    }
    if (action === 'lists') {
      const lists = await store.fetchLists().catch(fail);
      if (out.json) return out.data(lists);
      if (lists.length === 0) return out.line('No lead lists in this space yet.');
      for (const l of lists) out.line(`${l.id}  ${l.name}  (${l.lead_count} lead${l.lead_count === 1 ? '' : 's'})`);
      return;
    }
    if (action === 'show') {
      const id = args[1];
      if (!id) throw new CliError('Give the list id: leads show <listId>', 2);
      const open = await store.openList(id).catch(fail);
      if (out.json) return out.data(open);
      out.line(`${open.list.name}  (${open.list.lead_count} lead${open.list.lead_count === 1 ? '' : 's'})`);
      for (const l of open.leads) out.line(person(l));
      return;
    }
    throw new CliError(`Unknown leads action '${action}'. Try: leads search, leads lists, leads show <listId>`, 2);
  },
});
