import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';

/** What the plugin needs of the processor it is used in: the lists remark-parse reads its extensions from. */
interface ParserData {
  micromarkExtensions?: unknown[];
  fromMarkdownExtensions?: unknown[];
}

/**
 * GitHub-flavoured Markdown (tables, task lists, strikethrough, autolinks, footnotes) for reading only: the
 * parser's half of remark-gfm. remark-gfm also registers the code that writes GFM back out, which a renderer
 * never runs and the Markdown chunk would carry (about 6 KB gzip).
 */
export function gfmReading(this: { data(): object }): void {
  // The processor's data, typed by remark-parse only where its types are loaded.
  const data = this.data() as ParserData;
  (data.micromarkExtensions ??= []).push(gfm());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
}
