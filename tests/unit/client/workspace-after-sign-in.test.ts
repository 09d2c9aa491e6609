import { describe, expect, it } from 'vitest';
import { clientHarness, OWNER, settle } from '../../support/client-harness.ts';
import { ok } from '../../support/scripted-http.ts';
import { StoreRegistry } from '../../../core/client/stores/store-registry.ts';
import { KnowledgeBaseStore } from '../../../core/client/knowledge/knowledge-base-store.ts';
import { BrandVoiceStore } from '../../../core/client/knowledge/brand-voice-store.ts';
import { ErpStore } from '../../../core/client/erp/erp-store.ts';

// The stores spec section 3 lists (cleared on a user switch), then the ones our features add beside them.
const EVERY_STORE = [
  'analytics-properties', 'spaces', 'knowledge-base', 'agents', 'brand-voice', 'organization', 'agent-documents', 'agent-configuration', 'erp',
  'ad-platform', 'outreach', 'lead-search', 'url-intelligence', 'email-bookmarks', 'credits', 'background-tasks', 'content-publishing',
  'connections', 'action-proposals', 'mcp-servers',
].sort();

/**
 * The web app loads the signed-in stores only with the signed-in shell, after a first visit's sign-in on
 * Login. The sign-in's background loads and a user switch must reach them all the same.
 */
function signInFirst() {
  const h = clientHarness({}, { workspace: 'later' }).serveSignIn();
  h.http.on('GET', '/knowledge-base/documents', ok([{ id: 'd1', filename: 'launch-plan.md', status: 'ready' }]));
  h.http.on('GET', '/brand-voice', ok({ content: 'Warm and direct', updated_at: '2026-06-01T12:00:00Z' }));
  return h;
}

describe('the workspace loaded after the sign-in (the web app on a first visit to Login)', () => {
  it('R-AUTH-39 the knowledge base and brand voice load as soon as their stores are built after the sign-in', async () => {
    const h = signInFirst();
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    await h.auth.prefetchSettled;
    expect(h.http.paths()).not.toContain('GET /knowledge-base/documents');
    h.loadWorkspace();
    await settle();
    expect(h.http.paths()).toEqual(expect.arrayContaining(['GET /knowledge-base/documents', 'GET /brand-voice']));
    expect(h.get(KnowledgeBaseStore).documents.map((d) => d.filename)).toEqual(['launch-plan.md']);
    expect(h.get(BrandVoiceStore).content).toBe('Warm and direct');
  });

  it('after sign-out, stores built later load nothing until the next sign-in', async () => {
    const h = signInFirst();
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    await h.auth.logout();
    h.loadWorkspace();
    await settle();
    expect(h.http.paths()).not.toContain('GET /knowledge-base/documents');
  });

  it('R-RESET-09 every store of spec section 3 joins the registry when the workspace loads, and a user switch clears them', async () => {
    const h = signInFirst();
    expect(h.get(StoreRegistry).registeredNames()).toEqual(['spaces']);
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    h.loadWorkspace();
    await settle();
    expect(h.get(StoreRegistry).registeredNames().sort()).toEqual(EVERY_STORE);
    h.get(ErpStore).selectedConnectionId = 'c1';
    await h.auth.logout();
    h.storage.set('last_user_id', 'someone-else');
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    expect(h.get(ErpStore).selectedConnectionId).toBeNull();
  });
});
