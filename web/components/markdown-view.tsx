import { lazy, memo, Suspense } from 'react';

const loadRenderer = () => import('./markdown-renderer.tsx');
const MarkdownRenderer = lazy(loadRenderer);

/**
 * Rendered Markdown (chat answers, previews, documents): GitHub-flavoured and sanitised, see markdown-renderer.
 * The Markdown engine is a chunk of its own, fetched on first use (or ahead, with preloadMarkdown); until it has
 * arrived the text shows as written. Memoised on the text, so in a long conversation only the message that
 * changed renders again.
 */
export const MarkdownView = memo(function MarkdownView({ markdown, onCopyCode }: { markdown: string; onCopyCode?: (code: string) => void }) {
  return (
    <Suspense fallback={<div className="markdown-view markdown-view--plain">{markdown}</div>}>
      <MarkdownRenderer markdown={markdown} onCopyCode={onCopyCode} />
    </Suspense>
  );
});

/** Starts fetching the Markdown engine before the first answer needs it (a chat calls this as it opens). */
export function preloadMarkdown(): void {
  void loadRenderer();
}
