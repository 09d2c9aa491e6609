import { describe, expect, it } from 'vitest';
import { InstantlyCampaignsViewModel } from '../../../web/outreach/instantly-campaigns.view-model.ts';
import type { OutreachStore } from '../../../core/client/outreach/outreach-store.ts';
import type { Notifier, ToastSpec } from '../../../web/view-models/notifier.ts';
import type { CampaignView } from '../../../core/domain/outreach/outreach.ts';
import type { Role } from '../../../core/domain/roles.ts';

/** R-OPEN-17: launching asks first, naming the campaign and its leads; only confirming launches. */
const draft: CampaignView = { id: 'c1', name: 'Q3 launch', status: 'draft', steps: [], sending_accounts: [], daily_limit: 30, created_at: null };

function setup(role: Role) {
  const launched: string[] = [];
  const toasts: ToastSpec[] = [];
  const store = {
    campaigns: [draft],
    fetchCampaigns: async () => [draft],
    fetchCampaign: async () => ({ campaign: draft, lead_count: 42 }),
    launch: async (id: string) => {
      launched.push(id);
      return { ...draft, status: 'active' as const };
    },
  } as unknown as OutreachStore;
  const notifier: Notifier = { show: (toast) => toasts.push(toast) };
  return { vm: new InstantlyCampaignsViewModel(store, { role }, notifier), launched, toasts };
}

describe('Instantly campaigns', () => {
  it('launches only after the confirmation that names the campaign and its lead count', async () => {
    const { vm, launched, toasts } = setup('org_owner');
    expect(vm.canWrite).toBe(true);
    await vm.ask('launch', draft);
    expect(vm.pending).toEqual({ verb: 'launch', campaign: draft, leadCount: 42 });
    expect(launched).toEqual([]);
    vm.cancel();
    expect(vm.pending).toBeNull();
    await vm.ask('launch', draft);
    await vm.confirm();
    expect(launched).toEqual(['c1']);
    expect(toasts).toEqual([{ message: "'Q3 launch' launched: Instantly starts sending", intent: 'success' }]);
    expect(vm.pending).toBeNull();
  });

  it('shows members the campaigns without the write actions', () => {
    expect(setup('org_member').vm.canWrite).toBe(false);
  });
});

describe('the campaign draft form', () => {
  it("puts the server's field errors beside the fields they are about (a 422's body is {detail: [...]})", async () => {
    const { CampaignDraftForm } = await import('../../../web/outreach/campaign-draft-form.ts');
    const { ApiError } = await import('../../../core/domain/api-error.ts');
    const store = {
      createDraft: async () => {
        throw new ApiError('Give every step a subject', 'VALIDATION_ERROR', 422, {
          detail: [{ loc: ['body', 'steps', 0, 'subject'], msg: 'Give every step a subject', type: 'value_error' }],
        });
      },
    } as unknown as OutreachStore;
    const form = new CampaignDraftForm(store);
    form.setName('Q3 launch');
    expect(await form.submit()).toBeNull();
    expect(form.fieldErrors).toEqual({ 'steps.0.subject': 'Give every step a subject' });
  });
});
