import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from '../../../core/domain/agents/plain-text.ts';

describe('an answer as plain text (copy as plain text)', () => {
  it('drops heading, emphasis and quote marks and keeps the words', () => {
    expect(markdownToPlainText('## Launch plan ##\n\n**Bold** and *italic*, __strong__ and _soft_, ~~gone~~.\n\n> Quoted **advice**')).toBe(
      'Launch plan\n\nBold and italic, strong and soft, gone.\n\nQuoted advice',
    );
  });

  it('turns a table into tab-separated rows without the delimiter row', () => {
    expect(markdownToPlainText('| Measure | Value |\n|---|:---:|\n| Title | **"Grind" (5 chars)** |\n| Links | 0 |')).toBe('Measure\tValue\nTitle\t"Grind" (5 chars)\nLinks\t0');
  });

  it('keeps list markers and numbers, task boxes and nesting', () => {
    expect(markdownToPlainText('* one\n+ two\n  - nested **deep**\n1. **Title length** (high): 5 characters.\n- [x] done\n- [ ] to do')).toBe(
      '- one\n- two\n  - nested deep\n1. Title length (high): 5 characters.\n- [x] done\n- [ ] to do',
    );
  });

  it('keeps links with their address, images as their text, autolinks as the address', () => {
    expect(markdownToPlainText('See [the guide](https://example.com/guide "Guide"), ![a chart](https://example.com/c.png) and <https://example.com>.')).toBe(
      'See the guide (https://example.com/guide), a chart and https://example.com.',
    );
    expect(markdownToPlainText('[https://example.com](https://example.com) or [hi@example.com](mailto:hi@example.com)')).toBe('https://example.com or hi@example.com');
  });

  it('keeps code as written: fences removed, marks inside code untouched', () => {
    const markdown = 'Run `npm run **build**` then:\n\n```ts\nconst a = 2 * 3; // **not bold**\n\n# not a heading\n```\n\nDone.';
    expect(markdownToPlainText(markdown)).toBe('Run npm run **build** then:\n\nconst a = 2 * 3; // **not bold**\n\n# not a heading\n\nDone.');
  });

  it('a code block left open (a streamed answer cut mid-way) keeps its lines', () => {
    expect(markdownToPlainText('Intro\n~~~\nline *one*\n```\nline two')).toBe('Intro\nline *one*\n```\nline two');
  });

  it('unescapes escaped marks, leaves snake_case words and lone asterisks alone, and removes rules', () => {
    expect(markdownToPlainText('A \\*literal\\* star, file_name_here, 2 * 3 = 6\n\n---\n\n***\nEnd')).toBe('A *literal* star, file_name_here, 2 * 3 = 6\n\nEnd');
  });

  it('normalises line endings and collapses runs of blank lines', () => {
    expect(markdownToPlainText('One\r\n\r\n\r\n\r\nTwo\rThree')).toBe('One\n\nTwo\nThree');
  });
});
