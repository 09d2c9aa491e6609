import { describe, expect, it } from 'vitest';
import { clientHarness, OWNER, space } from '../../support/client-harness.ts';
import { ok } from '../../support/scripted-http.ts';
import { KnowledgeBaseStore } from '../../../core/client/knowledge/knowledge-base-store.ts';
import { BrandVoiceStore } from '../../../core/client/knowledge/brand-voice-store.ts';
import { CreditsStore } from '../../../core/client/credits/credits-store.ts';
import { ChatSessions } from '../../../core/client/chat/chat-sessions.ts';
import type { SessionUser } from '../../../core/domain/auth/user.ts';
import { DashboardStartViewModel } from '../../../web/dashboard/dashboard-start.view-model.ts';

/** The Dashboard's first run over the real client stores and a scripted server. */
async function dashboardOf(user: SessionUser, server: { documents: unknown[]; voice: string | null; sessions: unknown[]; description?: string }) {
  const h = clientHarness().serveSignIn(user, [space('s1', { is_default: true })]);
  h.http.on('GET', '/knowledge-base/documents', ok(server.documents));
  h.http.on('GET', '/brand-voice', ok({ content: server.voice, updated_at: null, created_by: null }));
  h.http.on('GET', '/agents/sessions', ok(server.sessions));
  h.http.on('GET', '/billing/credits', ok({ used: 20, total: 500, remaining: 480, reset_date: null, last_updated: null }));
  h.http.on('GET', '/spaces/s1/profile', ok({ questions: [], answers: server.description ? { business_description: server.description } : {}, onboarding_completed: false }));
  await h.auth.login({ email: user.email, password: 'pw' });
  await h.auth.prefetchSettled;
  await h.spaces.initialize();
  const vm = new DashboardStartViewModel({
    space: h.spaces,
    session: { role: user.role },
    documents: h.get(KnowledgeBaseStore),
    brandVoice: h.get(BrandVoiceStore),
    chats: h.get(ChatSessions),
    credits: h.get(CreditsStore),
    profiles: h.spaces,
  });
  await vm.load();
  return vm;
}

const chat = (id: string, updated: string) => ({ id, title: `Chat ${id}`, agent_slug: 'email-agent', created_at: updated, updated_at: updated, pinned: false });

describe("the Dashboard's first run", () => {
  it('ticks each step from what the server holds, lists the newest five chats and the credits used, as the sidebar gauge reads them', async () => {
    const sessions = ['1', '2', '3', '4', '5', '6'].map((n) => chat(n, `2026-06-0${n}T10:00:00Z`));
    const vm = await dashboardOf(OWNER, { documents: [{ id: 'd1', filename: 'a.md', status: 'ready' }], voice: '  ', sessions, description: 'We make grinders.' });
    expect(vm.checklist).toMatchObject({ done: 2, total: 4, allDone: false });
    expect(vm.checklist!.steps.map((s) => [s.id, s.done])).toEqual([['profile', false], ['document', true], ['brand_voice', false], ['chat', true]]);
    expect(vm.recentChats.map((c) => c.title)).toEqual(['Chat 6', 'Chat 5', 'Chat 4', 'Chat 3', 'Chat 2']);
    expect(vm.recentChats[0]).toMatchObject({ agent: 'Email Agent', to: '/agents/email-agent/chat/6' });
    expect(vm.creditsUsed).toBe('20/500 credits used');
    expect(vm.creditsReading).toMatchObject({ percent: 4, colour: 'green' });
    await Promise.resolve();
    expect(vm.description).toBe('We make grinders.');
  });

  it('a member sees only the steps a member can do', async () => {
    const vm = await dashboardOf({ ...OWNER, role: 'org_member' }, { documents: [], voice: 'Warm.', sessions: [] });
    expect(vm.checklist!.steps.map((s) => s.id)).toEqual(['document', 'chat']);
    expect(vm.checklist).toMatchObject({ done: 0, total: 2 });
    expect(vm.recentChats).toEqual([]);
    expect(vm.chatsStatus).toBe('ready');
  });
});
