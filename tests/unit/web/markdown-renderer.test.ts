import { describe, expect, it } from 'vitest';
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import MarkdownRenderer from '../../../web/components/markdown-renderer.tsx';
import { highlightCode } from '../../../web/components/code-highlighter.tsx';

const render = (markdown: string, onCopyCode?: (code: string) => void) => renderToString(createElement(MarkdownRenderer, { markdown, onCopyCode }));
/** Every tag of the rendered HTML with its attributes (text is escaped, so `<` only opens real tags). */
const tags = (html: string) => html.match(/<[a-z][^>]*>/gi) ?? [];

describe('rendered Markdown is sanitised: nothing from a message runs', () => {
  it('an <img onerror> shows as text, never as an element with a handler', () => {
    const html = render('Title: <img src=x onerror=alert(1)> and | a cell |\n\n<img src="x" onerror="alert(2)">');
    expect(tags(html).filter((t) => /^<img/i.test(t) || /\son\w+=/i.test(t))).toEqual([]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('raw <script>, <iframe>, <style> and HTML links are text, not elements', () => {
    const html = render('<script>alert(1)</script>\n\nInline <script>alert(2)</script> <iframe src="https://evil.test"></iframe> <style>body{}</style> <a href="javascript:alert(3)">x</a>');
    expect(tags(html).filter((t) => /^<(script|iframe|style)/i.test(t))).toEqual([]);
    expect(tags(html).some((t) => /javascript:/i.test(t))).toBe(false);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('javascript:, data: and entity-disguised links lose their address; the words stay', () => {
    const html = render('[one](javascript:alert(1)) [two](JaVaScRiPt:alert(2)) [three](javascript&#58;alert(3)) [four](data:text/html,<b>x</b>) [five](vbscript:x) <javascript:alert(6)>');
    expect(tags(html).some((t) => /(javascript|data|vbscript):/i.test(t))).toBe(false);
    expect(tags(html).filter((t) => /^<a\s/i.test(t))).toEqual([]);
    for (const word of ['one', 'two', 'three', 'four', 'five']) expect(html).toContain(word);
  });

  it('web and mail links open in a new tab without an opener; in-page links stay', () => {
    const html = render('[site](https://example.com/a?b=1) and [mail](mailto:hi@example.com) and https://auto.example.com');
    expect(html).toContain('<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">site</a>');
    expect(html).toContain('<a href="mailto:hi@example.com" target="_blank" rel="noopener noreferrer">mail</a>');
    expect(html).toContain('<a href="https://auto.example.com" target="_blank" rel="noopener noreferrer">https://auto.example.com</a>');
  });

  it('an image becomes a link to it: the page fetches nothing a message names', () => {
    const html = render('![tracking pixel](https://evil.test/p.gif) ![](javascript:alert(1))');
    expect(tags(html).filter((t) => /^<img/i.test(t))).toEqual([]);
    expect(html).toContain('<a href="https://evil.test/p.gif" target="_blank" rel="noopener noreferrer">tracking pixel</a>');
    expect(html).not.toMatch(/javascript:/i);
  });
});

describe('rendered Markdown: GitHub-flavoured blocks', () => {
  it('renders headings, tables, lists, emphasis and task lists', () => {
    const html = render('## Findings\n\n| Measure | Value |\n|---|---|\n| Links | 0 |\n\n1. **First** fix\n2. ~~Old~~ new\n\n- [x] done');
    expect(html).toContain('<h2>Findings</h2>');
    expect(html).toMatch(/<table class="[^"]*bp6-html-table[^"]*"><thead><tr><th>Measure<\/th><th>Value<\/th><\/tr><\/thead>/);
    expect(html).toContain('<td>Links</td><td>0</td>');
    expect(html).toContain('<li><strong>First</strong> fix</li>');
    expect(html).toContain('<del>Old</del>');
    expect(html).toContain('<input type="checkbox" disabled="" readOnly="" aria-label="Done" checked=""/>');
  });

  it('a code block shows its code as text, with a copy button when the view offers copying', () => {
    const plain = render('```js\nconst a = "<b>";\n```');
    expect(plain).toContain('<pre tabindex="0"><code class="hljs language-js">const a = &quot;&lt;b&gt;&quot;;</code></pre>');
    expect(plain).not.toContain('Copy code');
    expect(render('```\nx\n```', () => undefined)).toContain('aria-label="Copy code"');
  });

  it('the highlighter (loaded on demand) gives spans with classes and escaped text, and nothing for a language it lacks', async () => {
    const nodes = await highlightCode('const a = "<img onerror=x>"; // done', 'ts');
    const html = renderToString(createElement(Fragment, null, nodes));
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-string">&quot;&lt;img onerror=x&gt;&quot;</span>');
    expect(tags(html).every((t) => /^<span class="[\w\- ]+">$/.test(t))).toBe(true);
    expect(await highlightCode('x', 'brainfuck')).toBeNull();
  });
});
