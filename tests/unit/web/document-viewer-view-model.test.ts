import { describe, expect, it } from 'vitest';
import { clientHarness, OWNER } from '../../support/client-harness.ts';
import { fail, ok } from '../../support/scripted-http.ts';
import { KnowledgeBaseStore } from '../../../core/client/knowledge/knowledge-base-store.ts';
import { UrlIntelligenceStore } from '../../../core/client/knowledge/url-intelligence-store.ts';
import { DocumentViewerViewModel } from '../../../web/view-models/document-viewer.view-model.ts';

const PLAN = '# Launch plan\n\nThe Zephyrine grinder launches in October.\n\n## Baristas\n\nA loyalty programme rewards baristas with free beans.';

async function viewer() {
  const h = clientHarness().serveSignIn();
  h.http.on('GET', '/knowledge-base/documents', ok([]));
  h.http.on('GET', '/brand-voice', ok(null));
  await h.auth.login({ email: OWNER.email, password: 'pw' });
  await h.auth.prefetchSettled;
  h.http.on('GET', '/knowledge-base/documents/d1/text', ok({
    document_id: 'd1', filename: 'launch-plan.md', kind: 'markdown', text: PLAN,
    chunks: [{ index: 0, start: 0, end: 57 }, { index: 1, start: 59, end: PLAN.length }],
  }));
  const vm = new DocumentViewerViewModel(h.get(KnowledgeBaseStore), h.get(UrlIntelligenceStore));
  return { h, vm };
}

describe('document viewer view-model', () => {
  it('a source chip opens a Markdown document at the cited passage, marking the block it lies in', async () => {
    const { vm } = await viewer();
    await vm.openSource({ type: 'document', id: 'd1', title: 'launch-plan.md', passage: 'A loyalty programme rewards baristas', chunkIndex: 1 });
    expect(vm).toMatchObject({ isOpen: true, title: 'launch-plan.md', format: 'markdown', status: 'ready' });
    expect(vm.blocks.map((b) => [b.markdown, b.highlighted])).toEqual([
      ['# Launch plan', false],
      ['The Zephyrine grinder launches in October.', false],
      ['## Baristas', false],
      ['A loyalty programme rewards baristas with free beans.', true],
    ]);
    vm.close();
    expect(vm.isOpen).toBe(false);
  });

  it('a search hit opens at its match even when the snippet is cut with ellipses and its whitespace differs', async () => {
    const { vm } = await viewer();
    await vm.openSearchHit({ source_type: 'document', source_id: 'd1', title: 'launch-plan.md', chunk_id: 'c1', chunk_index: 0, snippet: '…Zephyrine   grinder launches…', score: 1 });
    expect(vm.highlight).toEqual({ start: 19, end: 45 });
    expect(vm.blocks.filter((b) => b.highlighted).map((b) => b.markdown)).toEqual(['The Zephyrine grinder launches in October.']);
  });

  it('a web page shows as text with the passage alone marked', async () => {
    const { h, vm } = await viewer();
    h.http.on('GET', '/knowledge-base/urls/w1', ok({ id: 'w1', url: 'https://example.com/', final_url: 'https://example.com/', title: 'Example pricing', status: 'ready', content: 'Candles cost twelve euros. <b>Bold</b> claims are shown as typed.' }));
    await vm.openSource({ type: 'url', id: 'w1', title: 'Example pricing', passage: 'twelve euros', chunkIndex: 0 });
    expect(vm.format).toBe('text');
    expect(vm.textParts).toEqual({ before: 'Candles cost ', match: 'twelve euros', after: '. <b>Bold</b> claims are shown as typed.' });
  });

  it('the space profile shows its quoted answers without a call', async () => {
    const { vm } = await viewer();
    await vm.openSource({ type: 'space_profile', id: null, title: 'Space profile', passage: 'What do you sell?: Espresso grinders', chunkIndex: null });
    expect(vm).toMatchObject({ title: 'Space profile', format: 'text', status: 'ready', text: 'What do you sell?: Espresso grinders' });
  });

  it('a document that cannot be read shows the reason', async () => {
    const { h, vm } = await viewer();
    h.http.on('GET', '/knowledge-base/documents/gone/text', fail(404, 'Document not found'));
    await vm.openDocument({ id: 'gone', filename: 'old.txt' } as never);
    expect(vm).toMatchObject({ isOpen: true, title: 'old.txt', status: 'error', error: 'Document not found' });
  });
});
