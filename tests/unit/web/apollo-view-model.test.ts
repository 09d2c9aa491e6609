import { describe, expect, it } from 'vitest';
import { observable } from 'mobx';
import type { ConnectionsStore } from '../../../core/client/integrations/connections-store.ts';
import type { LeadSearchStore } from '../../../core/client/leads/lead-search-store.ts';
import { ApolloViewModel } from '../../../web/leads/apollo.view-model.ts';

/** The lead-search store as the screen reads it, answering every search with `found` people. */
function searchFinding(found: number) {
  const store = observable({
    criteria: null as unknown,
    results: [] as unknown[],
    page: 1,
    totalPages: 0,
    total: 0,
    lists: [] as unknown[],
    async search(criteria: unknown) {
      store.criteria = criteria;
      store.total = found;
      store.totalPages = Math.ceil(found / 25);
    },
  });
  const vm = new ApolloViewModel({} as ConnectionsStore, store as unknown as LeadSearchStore, { role: 'org_owner' }, { success: () => undefined, error: () => undefined } as never, () => undefined);
  return vm;
}

describe('an Apollo search that matches nobody', () => {
  it('says so after the search, with the filters it used to drop', async () => {
    const vm = searchFinding(0);
    expect(vm.noMatch).toBe(false);
    vm.setField('titles', 'Head of Marketing');
    vm.setField('companySize', '51,200');
    vm.setField('location', 'Atlantis');
    await vm.search();
    expect(vm.noMatch).toBe(true);
    expect(vm.widenHint).toBe('To widen the search, drop the company size or the location, or try a broader job title.');
  });

  it('names every filter used, and only the title when no filter was', async () => {
    const vm = searchFinding(0);
    vm.setField('seniority', 'director');
    vm.setField('companySize', '51,200');
    vm.setField('industry', 'SaaS');
    vm.setField('location', 'Atlantis');
    await vm.search();
    expect(vm.widenHint).toBe('To widen the search, drop the seniority, the company size, the industry or the location, or try a broader job title.');
    const bare = searchFinding(0);
    bare.setField('titles', 'Chief Espresso Officer');
    await bare.search();
    expect(bare.widenHint).toBe('To widen the search, try a broader job title.');
  });

  it('a search that finds people is no empty result', async () => {
    const vm = searchFinding(72);
    vm.setField('location', 'Germany');
    await vm.search();
    expect(vm.noMatch).toBe(false);
  });
});
