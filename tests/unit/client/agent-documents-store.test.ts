import { describe, expect, it } from 'vitest';
import { clientHarness, OWNER, space } from '../../support/client-harness.ts';
import { ok } from '../../support/scripted-http.ts';
import { AgentDocumentsStore } from '../../../core/client/chat/agent-documents-store.ts';
import { StoreRegistry } from '../../../core/client/stores/store-registry.ts';

async function signedIn() {
  const h = clientHarness().serveSignIn(OWNER, [space('s1', { is_default: true }), space('s2')]);
  h.http.on('GET', '/knowledge-base/documents', ok([
    { id: 'd1', filename: 'launch-plan.md', status: 'ready' },
    { id: 'd2', filename: 'draft.md', status: 'processing' },
    { id: 'd3', filename: 'broken.pdf', status: 'error' },
  ]));
  h.http.on('GET', '/knowledge-base/urls', ok([
    { id: 'u1', url: 'https://example.test/a', status: 'ready' },
    { id: 'u2', url: 'https://example.test/b', status: 'queued' },
  ]));
  await h.auth.login({ email: OWNER.email, password: 'pw' });
  await h.auth.prefetchSettled;
  return h;
}

describe('the agent documents store: what an agent message can reference (spec 3)', () => {
  it('offers the space\'s ready documents and URL sources only', async () => {
    const h = await signedIn();
    const store = h.get(AgentDocumentsStore);
    await store.load();
    expect(store.documents.map((d) => d.id)).toEqual(['d1']);
    expect(store.urlSources.map((u) => u.id)).toEqual(['u1']);
  });

  it('R-RESET-07 a space switch and a user switch clear them', async () => {
    const h = await signedIn();
    const store = h.get(AgentDocumentsStore);
    await store.load();
    h.spaces.switchTo('s2');
    expect([store.documents, store.urlSources]).toEqual([[], []]);
    await store.load();
    h.get(StoreRegistry).resetAll();
    expect([store.documents, store.urlSources]).toEqual([[], []]);
  });
});
