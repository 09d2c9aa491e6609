import { describe, expect, it } from 'vitest';
import { AnswerCopyViewModel, type ClipboardWriter } from '../../../web/chat/answer-copy.view-model.ts';
import type { Notifier, ToastSpec } from '../../../web/view-models/notifier.ts';
import { toChatMessage } from '../../../core/domain/agents/chat-entities.ts';

function setup(refuse = false) {
  const written: string[] = [];
  const toasts: ToastSpec[] = [];
  const clipboard: ClipboardWriter = { writeText: async (text) => { if (refuse) throw new Error('NotAllowedError'); written.push(text); } };
  const notifier: Notifier = { show: (toast) => toasts.push(toast) };
  return { vm: new AnswerCopyViewModel(clipboard, notifier), written, toasts };
}

const answer = toChatMessage({ id: 'a1', role: 'assistant', content: '## Plan\n\n**Bold** [site](https://example.com)\n\n```js\nlet x = 1;\n```' });

describe('copying answers', () => {
  it('copies an answer as Markdown, as plain text, or one code block, and says so briefly', async () => {
    const { vm, written, toasts } = setup();
    expect(await vm.copyMarkdown(answer)).toBe(true);
    expect(await vm.copyPlainText(answer)).toBe(true);
    const { copyCode } = vm;
    expect(await copyCode('let x = 1;')).toBe(true);
    expect(written).toEqual(['## Plan\n\n**Bold** [site](https://example.com)\n\n```js\nlet x = 1;\n```', 'Plan\n\nBold site (https://example.com)\n\nlet x = 1;', 'let x = 1;']);
    expect(toasts).toEqual(Array(3).fill({ message: 'Copied', intent: 'success', timeoutMs: 1500 }));
  });

  it('says when the browser refuses the clipboard', async () => {
    const { vm, toasts } = setup(true);
    expect(await vm.copyMarkdown(answer)).toBe(false);
    expect(toasts).toEqual([{ message: 'Could not copy: the browser did not allow access to the clipboard.', intent: 'danger' }]);
  });

  it('R-PROD-02 copies the deliverable alone: not the summary, the notes or the cards section, as Markdown or plain text', async () => {
    const { vm, written } = setup();
    const deliverable = '**Subject:** Meet the Quillbright kettle\n\nHi {{firstName}},\n\nIt boils in ninety seconds.';
    const email = toChatMessage({
      id: 'a2', role: 'assistant',
      content: `A launch email for office managers.\n\n${deliverable}\n\nFill in [price] before sending.\n\n## Ready for you to apply\n\nNothing is created until you apply the card below.`,
      deliverable,
      sources: [{ type: 'document', id: 'd1', title: 'launch-plan.md', passage: 'It boils in ninety seconds.', chunk_index: 0 }],
    });
    expect(await vm.copyMarkdown(email)).toBe(true);
    expect(await vm.copyPlainText(email)).toBe(true);
    expect(written).toEqual([deliverable, 'Subject: Meet the Quillbright kettle\n\nHi {{firstName}},\n\nIt boils in ninety seconds.']);
  });

  it('R-PROD-02 an answer without a deliverable apart copies its text, without the Sources list older answers end with', async () => {
    const { vm, written } = setup();
    const older = toChatMessage({
      id: 'a3', role: 'assistant',
      content: 'Here is the plan.\n\n**Sources**\n[1] Document: launch-plan.md: "It boils in ninety seconds."\n[2] Space profile',
      sources: [{ type: 'document', id: 'd1', title: 'launch-plan.md', passage: 'It boils in ninety seconds.', chunk_index: 0 }],
      deliverable: '  ',
    });
    expect(older.deliverable).toBeNull();
    expect(await vm.copyMarkdown(older)).toBe(true);
    expect(written).toEqual(['Here is the plan.']);
    // One stored with its cards' section after the list shows and copies that section still.
    const acted = toChatMessage({ id: 'a5', role: 'assistant', content: 'Here is the plan.\n\n**Sources**\n[1] Space profile\n\n## In your connected tools\n\nWordPress is not connected.', sources: [{ type: 'space_profile', id: null, title: 'Space profile', passage: 'x', chunk_index: null }] });
    expect(await vm.copyMarkdown(acted)).toBe(true);
    expect(written.at(-1)).toBe('Here is the plan.\n\n## In your connected tools\n\nWordPress is not connected.');
    // A "Sources" heading followed by prose is the answer's own.
    const own = toChatMessage({ id: 'a4', role: 'assistant', content: 'Intro\n\n**Sources**\nWe buy beans from three farms.', sources: [{ type: 'space_profile', id: null, title: 'Space profile', passage: 'x', chunk_index: null }] });
    expect(await vm.copyMarkdown(own)).toBe(true);
    expect(written.at(-1)).toBe('Intro\n\n**Sources**\nWe buy beans from three farms.');
  });
});
