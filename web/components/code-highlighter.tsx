import type { ReactNode } from 'react';
import hljs from 'highlight.js/lib/core';

/**
 * Syntax highlighting for the code blocks of rendered Markdown, loaded on demand (MarkdownView imports this
 * file dynamically): highlight.js's core, and each language's grammar in a chunk of its own, fetched with
 * the first block in that language. A language not listed is shown unhighlighted (no auto-detection: it
 * would need every grammar).
 */
const GRAMMARS: Record<string, () => Promise<{ default: Parameters<typeof hljs.registerLanguage>[1] }>> = {
  javascript: () => import('highlight.js/lib/languages/javascript'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  json: () => import('highlight.js/lib/languages/json'),
  xml: () => import('highlight.js/lib/languages/xml'),
  css: () => import('highlight.js/lib/languages/css'),
  bash: () => import('highlight.js/lib/languages/bash'),
  python: () => import('highlight.js/lib/languages/python'),
  sql: () => import('highlight.js/lib/languages/sql'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
  markdown: () => import('highlight.js/lib/languages/markdown'),
};

const ALIASES: Record<string, string> = {
  js: 'javascript', jsx: 'javascript', mjs: 'javascript', cjs: 'javascript',
  ts: 'typescript', tsx: 'typescript',
  html: 'xml', svg: 'xml',
  sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash',
  py: 'python', yml: 'yaml', md: 'markdown',
};

const loading = new Map<string, Promise<void>>();

/** The grammar's name for a fence's language tag, or null when none is offered. */
function grammarOf(language: string): string | null {
  const tag = language.toLowerCase();
  const name = ALIASES[tag] ?? tag;
  return Object.hasOwn(GRAMMARS, name) ? name : null;
}

/** The code as highlighted React nodes, or null when the language has no grammar here. */
export async function highlightCode(code: string, language: string): Promise<ReactNode | null> {
  const name = grammarOf(language);
  if (!name) return null;
  if (!loading.has(name)) loading.set(name, GRAMMARS[name]!().then((grammar) => hljs.registerLanguage(name, grammar.default)));
  await loading.get(name);
  return toNodes(hljs.highlight(code, { language: name, ignoreIllegals: true }).value);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

/**
 * highlight.js answers with HTML in which every character of the code is escaped and the only tags are
 * `<span class="...">`. It is read back into React elements rather than set as HTML, so nothing of the
 * code can become markup; anything else in it means the output is not understood, and the code shows plain.
 */
function toNodes(html: string): ReactNode | null {
  const root: ReactNode[] = [];
  const open: { className: string; children: ReactNode[] }[] = [];
  let key = 0;
  for (const [token, className] of html.matchAll(/<span class="([\w\- .]+)">|<\/span>|[^<]+|</g)) {
    const into = open.at(-1)?.children ?? root;
    if (className !== undefined) open.push({ className, children: [] });
    else if (token === '</span>') {
      const span = open.pop();
      if (!span) return null;
      (open.at(-1)?.children ?? root).push(<span key={key++} className={span.className}>{span.children}</span>);
    } else if (token === '<') return null;
    else into.push(token.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity]!));
  }
  return open.length === 0 ? root : null;
}
