import { describe, expect, it } from 'vitest';
import { clientHarness, OWNER } from '../../support/client-harness.ts';
import { ok } from '../../support/scripted-http.ts';
import { ChatAttachmentsViewModel } from '../../../web/chat/chat-attachments.view-model.ts';
import { KnowledgeBaseStore } from '../../../core/client/knowledge/knowledge-base-store.ts';
import { settle } from '../../support/client-harness.ts';

/** Files dropped onto the chat composer: the knowledge base's rules and call, then referenced once read. */
describe('chat attachments', () => {
  async function signedIn() {
    const h = clientHarness().serveSignIn(OWNER);
    h.http.on('GET', '/knowledge-base/documents', ok([]));
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    await h.auth.prefetchSettled;
    return h;
  }

  it('uploads a dropped file, waits while it is read, then offers it to the message; a send waits meanwhile', async () => {
    const h = await signedIn();
    let status = 'processing';
    h.http.on('GET', '/knowledge-base/documents/doc-1', () => ok({ id: 'doc-1', filename: 'plan.md', status, error_message: null }));
    const vm = new ChatAttachmentsViewModel(h.get(KnowledgeBaseStore), h.clock);
    const dropping = vm.drop([{ name: 'plan.md', type: 'text/markdown', size: 120 }]);
    await settle();
    expect(vm.items.map((a) => vm.label(a))).toEqual(['plan.md: Reading…']);
    expect(vm.busy).toBe(true);
    expect(vm.readyDocumentIds).toEqual([]);
    status = 'ready';
    h.clock.advance(3000);
    await dropping;
    expect(vm.items.map((a) => vm.label(a))).toEqual(['plan.md: Ready: referenced by your message']);
    expect(vm.readyDocumentIds).toEqual(['doc-1']);
    vm.clearSent();
    expect(vm.items).toEqual([]);
  });

  it('refuses what the knowledge base refuses, with its words, and uploads nothing', async () => {
    const h = await signedIn();
    const vm = new ChatAttachmentsViewModel(h.get(KnowledgeBaseStore), h.clock);
    await vm.drop([{ name: 'setup.exe', type: 'application/octet-stream', size: 2 }, { name: 'empty.md', type: 'text/markdown', size: 0 }]);
    expect(vm.items.map((a) => vm.label(a))).toEqual([
      'setup.exe: this kind of file is not taken. Upload PDF, DOCX, TXT, Markdown, HTML or CSV.',
      'empty.md is empty',
    ]);
    expect(h.uploads).toHaveLength(0);
    expect(vm.busy).toBe(false);
  });
});
