import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { clientHarness, OWNER } from '../../support/client-harness.ts';
import { ok } from '../../support/scripted-http.ts';
import { KnowledgeBaseStore } from '../../../core/client/knowledge/knowledge-base-store.ts';
import { UrlIntelligenceStore } from '../../../core/client/knowledge/url-intelligence-store.ts';
import { KnowledgeBaseViewModel } from '../../../web/knowledge/knowledge-base.view-model.ts';
import type { ToastSpec } from '../../../web/view-models/notifier.ts';

async function signedIn() {
  const h = clientHarness().serveSignIn();
  h.http.on('GET', '/knowledge-base/documents', ok([{ id: 'd1', filename: 'launch-plan.md', status: 'ready' }]));
  h.http.on('GET', '/brand-voice', ok(null));
  await h.auth.login({ email: OWNER.email, password: 'pw' });
  await h.auth.prefetchSettled;
  const toasts: ToastSpec[] = [];
  const vm = new KnowledgeBaseViewModel(h.get(KnowledgeBaseStore), h.get(UrlIntelligenceStore), h.clock, { show: (t) => toasts.push(t) });
  return { h, vm, toasts };
}

describe('knowledge base view-model: reads the stores, copies nothing', () => {
  it('shows the documents the sign-in prefetch loaded into the store', async () => {
    const { vm } = await signedIn();
    expect(vm.documents.map((d) => d.filename)).toEqual(['launch-plan.md']);
  });

  it('a URL source added through the URL intelligence store shows in the list at once', async () => {
    const { h, vm } = await signedIn();
    h.http.on('POST', '/knowledge-base/urls', ok({ id: 'w1', url: 'https://example.com/', title: null, status: 'queued', error_message: null }, 201));
    const seen: string[][] = [];
    const stop = autorun(() => seen.push(vm.urlSources.map((s) => s.url)));
    await h.get(UrlIntelligenceStore).addUrl('https://example.com/');
    stop();
    expect(seen).toEqual([[], ['https://example.com/']]);
  });
});
