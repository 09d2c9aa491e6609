import { describe, expect, it } from 'vitest';
import { roleLabel } from '../../../core/domain/roles.ts';
import { auditActionLabel, auditActor, auditTarget } from '../../../core/domain/admin/audit-labels.ts';
import { recentSessions, startChecklist } from '../../../core/domain/shell/getting-started.ts';

describe('role and audit names in words', () => {
  it('every role reads as words; an unknown code as a sentence', () => {
    expect(['org_owner', 'org_admin', 'org_member', 'system_admin', 'support_admin'].map(roleLabel)).toEqual(['Owner', 'Admin', 'Member', 'System admin', 'Support admin']);
    expect(roleLabel('billing_clerk')).toBe('Billing clerk');
  });

  it('audit actions read as words; an unknown code as a sentence', () => {
    expect(auditActionLabel('member.role_changed')).toBe("Changed a member's role");
    expect(auditActionLabel('credits.granted_by_admin')).toBe('Granted credits (platform admin)');
    expect(auditActionLabel('space.deleted')).toBe('Deleted a space');
    expect(auditActionLabel('space.renamed')).toBe('Space renamed');
  });

  it('an actor is a name with an email and the id for a hover; a missing name is never shown as an id', () => {
    expect(auditActor({ actor_id: 'u1', actor_name: 'Ada Lovelace', actor_email: 'ada@x.io' })).toEqual({ text: 'Ada Lovelace', email: 'ada@x.io', id: 'u1' });
    expect(auditActor({ actor_id: 'u2', actor_name: null, actor_email: null })).toEqual({ text: 'Unknown user', email: null, id: 'u2' });
    expect(auditActor({ actor_id: null })).toBeNull();
  });

  it('a target is a name, an email address as itself, or what it is with the id for a hover', () => {
    expect(auditTarget({ action: 'user.disabled', target: 'u1', target_name: 'Charles', target_email: 'c@x.io' })).toEqual({ text: 'Charles', email: 'c@x.io', id: 'u1' });
    expect(auditTarget({ action: 'auth.login_failed', target: 'who@x.io' })).toEqual({ text: 'who@x.io', email: null, id: null });
    expect(auditTarget({ action: 'credits.added', target: 'tx-1' })).toEqual({ text: 'Credit transaction', email: null, id: 'tx-1' });
    expect(auditTarget({ action: 'plan.changed', target: null })).toBeNull();
    // What the entry kept: an invitation's address, a deleted space's name.
    expect(auditTarget({ action: 'invite.revoked', target: 'inv-1', details: { email: 'new@x.io' } })).toEqual({ text: 'new@x.io', email: null, id: 'inv-1' });
    expect(auditTarget({ action: 'space.deleted', target: 'sp-1', details: { name: 'Spring Campaign' } })).toEqual({ text: 'Spring Campaign', email: null, id: 'sp-1' });
    expect(auditTarget({ action: 'auth.sessions_ended', target: 'sess-1' })).toEqual({ text: 'Session', email: null, id: 'sess-1' });
  });
});

describe("the Dashboard's first run", () => {
  const none = { profileComplete: false, documentCount: 0, brandVoiceSaved: false, chatCount: 0 };

  it('owners and admins see four steps, each ticked from its fact, and all done at the end', () => {
    const start = startChecklist({ ...none, canManage: true });
    expect(start.steps.map((s) => [s.id, s.to, s.done])).toEqual([
      ['profile', '/space-setup', false],
      ['document', '/knowledge-base', false],
      ['brand_voice', '/workspace-settings', false],
      ['chat', '/agents', false],
    ]);
    expect(startChecklist({ ...none, documentCount: 2, chatCount: 1, canManage: true })).toMatchObject({ done: 2, total: 4, allDone: false });
    expect(startChecklist({ profileComplete: true, documentCount: 1, brandVoiceSaved: true, chatCount: 3, canManage: true })).toMatchObject({ done: 4, total: 4, allDone: true });
  });

  it('members see only the steps they can do', () => {
    const start = startChecklist({ ...none, profileComplete: true, brandVoiceSaved: true, canManage: false });
    expect(start.steps.map((s) => s.id)).toEqual(['document', 'chat']);
    expect(start).toMatchObject({ done: 0, total: 2 });
  });

  it('recent chats are the newest five by last update', () => {
    const sessions = Array.from({ length: 7 }, (_, i) => ({ id: `s${i}`, createdAt: `2026-01-0${i + 1}T00:00:00Z`, updatedAt: i === 0 ? '2026-02-01T00:00:00Z' : `2026-01-0${i + 1}T00:00:00Z` }));
    expect(recentSessions(sessions).map((s) => s.id)).toEqual(['s0', 's6', 's5', 's4', 's3']);
  });
});
