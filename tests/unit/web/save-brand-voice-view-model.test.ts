import { describe, expect, it } from 'vitest';
import { SaveBrandVoiceViewModel } from '../../../web/chat/save-brand-voice.view-model.ts';
import type { Notifier, ToastSpec } from '../../../web/view-models/notifier.ts';
import { toChatMessage } from '../../../core/domain/agents/chat-entities.ts';
import type { Role } from '../../../core/domain/roles.ts';

const PROPOSAL = 'Tone: warm\nFormality: casual\nSign-off: Cheers';

function setup(role: Role, fail: Error | null = null) {
  const saves: string[] = [];
  const toasts: ToastSpec[] = [];
  const store = { save: async (content: string) => { if (fail) throw fail; saves.push(content); return { content, updated_at: 't', created_by: 'u' }; } };
  const notifier: Notifier = { show: (toast) => toasts.push(toast) };
  return { vm: new SaveBrandVoiceViewModel(store, { role }, notifier), saves, toasts };
}

const answer = toChatMessage({ id: 'a1', role: 'assistant', content: 'Your voice', metadata: { brand_voice_proposal: PROPOSAL } });

describe("saving a Brand Voice answer's proposal", () => {
  it('offers it to owners and admins on a current, completed answer; confirming saves it, says so and marks it saved', async () => {
    const { vm, saves, toasts } = setup('org_owner');
    expect(vm.proposalOf(answer)).toBe(PROPOSAL);
    expect(vm.proposalOf({ ...answer, isCurrent: false })).toBeNull();
    expect(vm.proposalOf(toChatMessage({ id: 'a2', role: 'assistant', content: 'x' }))).toBeNull();
    expect(setup('org_member').vm.proposalOf(answer)).toBeNull();

    vm.ask(answer);
    expect(vm.pending).toEqual({ messageId: 'a1', proposal: PROPOSAL });
    await vm.confirm();
    expect(saves).toEqual([PROPOSAL]);
    expect(toasts).toEqual([{ message: 'Brand voice saved', intent: 'success' }]);
    expect(vm.pending).toBeNull();
    expect(vm.isSaved('a1')).toBe(true);
  });

  it('cancel saves nothing; a failed save keeps the confirmation open with the store’s text', async () => {
    const cancelled = setup('org_admin');
    cancelled.vm.ask(answer);
    cancelled.vm.cancel();
    expect(cancelled.vm.pending).toBeNull();
    expect(cancelled.saves).toEqual([]);

    const { vm, toasts } = setup('org_admin', new Error('Failed to save brand voice'));
    vm.ask(answer);
    await vm.confirm();
    expect(vm.error).toBe('Failed to save brand voice');
    expect(vm.pending).not.toBeNull();
    expect(vm.isSaved('a1')).toBe(false);
    expect(toasts).toEqual([]);
  });
});
