import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import Markdown, { type Components, type ExtraProps, type Options } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import { Button, HTMLTable } from '@blueprintjs/core';
import { WebText } from '../text.ts';
import { gfmReading } from './gfm-reading.ts';

type HastNode = NonNullable<ExtraProps['node']> | NonNullable<ExtraProps['node']>['children'][number];

/** Links may go to web pages, mail addresses and places in the same text (footnotes); nothing else. */
const SAFE_URL = /^(https?:\/\/|mailto:|#)/i;

/** GitHub's sanitising, with links narrowed to http(s) and mailto. */
const schema = { ...defaultSchema, protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'] } };

/**
 * HTML written in a message (or a document an agent quotes) shows as the text it is, never as markup:
 * react-markdown keeps it as `raw` nodes, which the sanitiser would silently drop.
 */
function rawAsText() {
  const walk = (node: { type: string; value?: unknown; children?: unknown[] }) => {
    if (node.type === 'raw') node.type = 'text';
    for (const child of node.children ?? []) walk(child as typeof node);
  };
  return walk;
}

const REMARK_PLUGINS: Options['remarkPlugins'] = [gfmReading];
const REHYPE_PLUGINS: Options['rehypePlugins'] = [rawAsText, [rehypeSanitize, schema]];

/** The copy action code blocks offer, when the view has one (a chat answer does; a preview need not). */
const CopyCode = createContext<((code: string) => void) | null>(null);

function urlTransform(url: string): string | null {
  return SAFE_URL.test(url.trim()) ? url : null;
}

function textOf(node: HastNode | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((c) => textOf(c as HastNode)).join('') : '';
}

/** A fenced block's language, from the `language-x` class the parser gives its code element. */
function languageOf(node: HastNode | undefined): string | null {
  if (!node || node.type !== 'element') return null;
  const classes = node.properties.className;
  const tag = (Array.isArray(classes) ? classes : []).map(String).find((c) => c.startsWith('language-'));
  return tag ? tag.slice('language-'.length) : null;
}

function CodeBlock({ code, language }: { code: string; language: string | null }) {
  const copy = useContext(CopyCode);
  // Highlighted nodes for the code they were made from: while a streamed block grows, the newest text shows plain until highlighted.
  const [highlighted, setHighlighted] = useState<{ code: string; nodes: ReactNode } | null>(null);
  useEffect(() => {
    if (!language) return;
    let live = true;
    void import('./code-highlighter.tsx')
      .then((m) => m.highlightCode(code, language))
      .then((nodes) => live && nodes !== null && setHighlighted({ code, nodes }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code, language]);
  return (
    <div className="markdown-code">
      <pre tabIndex={0}>
        <code className={language ? `hljs language-${language}` : undefined}>{highlighted?.code === code ? highlighted.nodes : code}</code>
      </pre>
      {copy && <Button className="markdown-code__copy" variant="minimal" size="small" icon="duplicate" aria-label={WebText.copyCode} onClick={() => copy(code)} />}
    </div>
  );
}

const COMPONENTS: Components = {
  a({ node: _node, href, children, ...attributes }) {
    if (!href) return <span>{children}</span>;
    const inPage = href.startsWith('#');
    return (
      <a {...attributes} href={href} {...(inPage ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
        {children}
      </a>
    );
  },
  // An image is shown as a link to it: an answer never makes the browser fetch from an address it names.
  img({ src, alt }) {
    const label = alt || (typeof src === 'string' ? src : '');
    return typeof src === 'string' && src ? <a href={src} target="_blank" rel="noopener noreferrer">{label}</a> : <span>{label}</span>;
  },
  pre({ node }) {
    const code = node?.children.find((c) => c.type === 'element' && c.tagName === 'code');
    return <CodeBlock code={textOf(code).replace(/\n$/, '')} language={languageOf(code)} />;
  },
  table({ children }) {
    return (
      <div className="markdown-table" tabIndex={0}>
        <HTMLTable compact>{children}</HTMLTable>
      </div>
    );
  },
  input({ checked, type }) {
    return type === 'checkbox' ? <input type="checkbox" checked={checked === true} disabled readOnly aria-label={checked ? WebText.taskDone : WebText.taskOpen} /> : null;
  },
};

/**
 * Markdown as GitHub renders it (tables, task lists, strikethrough, autolinks), sanitised: HTML in the text
 * shows as text, links go only to http(s) and mail addresses and open in a new tab without an opener, code
 * blocks are highlighted once their grammar has loaded. Loaded on demand by MarkdownView.
 */
export default function MarkdownRenderer({ markdown, onCopyCode }: { markdown: string; onCopyCode?: ((code: string) => void) | undefined }) {
  return (
    <CopyCode.Provider value={onCopyCode ?? null}>
      <div className="markdown-view">
        <Markdown remarkPlugins={REMARK_PLUGINS} rehypePlugins={REHYPE_PLUGINS} components={COMPONENTS} urlTransform={urlTransform}>
          {markdown}
        </Markdown>
      </div>
    </CopyCode.Provider>
  );
}
