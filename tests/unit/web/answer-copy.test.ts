import { describe, expect, it } from 'vitest';
import { AnswerCopyViewModel, type ClipboardWriter } from '../../../web/view-models/answer-copy.view-model.ts';
import type { Notifier, ToastSpec } from '../../../web/view-models/notifier.ts';
import { toChatMessage } from '../../../core/domain/chat-entities.ts';

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
});
